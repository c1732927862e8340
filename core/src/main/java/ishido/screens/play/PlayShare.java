package ishido.screens.play;

import ishido.ai.MasterGame;
import ishido.machine.Host;
import ishido.machine.Machine;
import ishido.match.DealCode;
import ishido.match.MatchView;
import ishido.persist.Storage;
import ishido.stats.PlayedGame;
import ishido.stats.ShareText;
import ishido.store.MasterScores;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.util.function.Supplier;

/**
 * Game Over's Share for a game on a coded deal: its line (stats.ShareText) with the Master's result where it is
 * known, to the system's share sheet where the host has one, else the clipboard.
 */
final class PlayShare {
    private final Supplier<MatchView> match;
    private final Host host;
    private final Notices notices;
    private final Supplier<Machine> shownOn;
    private final Storage storage;
    private final Path userFolder;
    private final Clock clock;

    PlayShare(Supplier<MatchView> match, Host host, Notices notices, Supplier<Machine> shownOn, Storage storage,
            Path userFolder, Clock clock) {
        this.match = match;
        this.host = host;
        this.notices = notices;
        this.shownOn = shownOn;
        this.storage = storage;
        this.userFolder = userFolder;
        this.clock = clock;
    }

    /** Share is offered for a game on a coded deal. */
    boolean offered() {
        return DealCode.of(match.get().game().deal()) != null;
    }

    /** The text Share hands on, for the game as it ended. */
    String text() {
        MatchView m = match.get();
        PlayedGame played = PlayedGame.of(m, LocalDate.now(clock));
        return ShareText.of(played, master(m), host.address());
    }

    private Long master(MatchView m) {
        if (userFolder == null) {
            return null;
        }
        try {
            MasterGame.Result r = new MasterScores(storage, userFolder).get(DealCode.of(m.game().deal()), m.game().scoring(),
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
        if (host.share(text)) {
            return;
        }
        Machine machine = shownOn.get();
        if (machine != null) {
            machine.clipboard().putText(text);
            notices.say("Copied to the clipboard.");
        }
    }
}
