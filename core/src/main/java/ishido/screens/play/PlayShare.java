package ishido.screens.play;

import ishido.ai.MasterGame;
import ishido.machine.Machine;
import ishido.match.DealCode;
import ishido.match.MatchView;
import ishido.stats.PlayedGame;
import ishido.stats.ShareText;
import ishido.store.MasterScores;
import java.io.IOException;
import java.time.LocalDate;
import java.util.function.IntSupplier;

/**
 * Game Over's Share for a game on a coded deal: its line (stats.ShareText) with the Master's result where it is
 * known, to the system's share sheet where the host has one, else the clipboard.
 */
final class PlayShare {

    private final PlayContext c;
    /** The streak of days the deal of the day was played, once the game on it has ended and been counted; else 0. */
    private final IntSupplier streak;

    PlayShare(PlayContext c, IntSupplier streak) {
        this.c = c;
        this.streak = streak;
    }

    /** Share is offered for a game on a coded deal. */
    boolean offered() {
        return DealCode.of(c.now().game().deal()) != null;
    }

    /** The text Share hands on, for the game as it ended. */
    String text() {
        MatchView m = c.now();
        PlayedGame played = PlayedGame.of(m, LocalDate.now(c.clock()));
        return ShareText.of(played, master(m), streak.getAsInt(), c.host().address());
    }

    private Long master(MatchView m) {
        if (c.userFolder() == null) {
            return null;
        }
        try {
            MasterGame.Result r = new MasterScores(c.storage(), c.userFolder()).get(DealCode.of(m.game().deal()), m.game().scoring(),
                    MasterGame.ITERATIONS);
            return r == null ? null : switch (m.game().scoring()) {
                case MODERN -> r.score();
                case ANCIENT -> (long) r.stonesLeft();
            };
        } catch (IOException e) {
            return null;
        }
    }

    /** Game Over's Share: to the system's share sheet, else the clipboard. */
    void share() {
        String text = text();
        if (c.host().share(text)) {
            return;
        }
        Machine machine = c.machine().get();
        if (machine != null) {
            machine.clipboard().putText(text);
            c.notices().say("Copied to the clipboard.");
        }
    }
}
