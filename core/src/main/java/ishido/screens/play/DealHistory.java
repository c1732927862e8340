package ishido.screens.play;

import ishido.match.MatchView;
import ishido.persist.UserFiles;
import ishido.rules.Game;
import ishido.store.GameHistory;
import ishido.work.Scheduler;
import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Consumer;

/** The history at the play screen: every ended game kept once (in place, if it ends anew after Undo), and read back. */
final class DealHistory {
    private final GameHistory history;
    /** The game last kept and the id it was kept under, so a game that ends again after Undo is kept once. */
    private Game kept;
    private String keptId;

    private final PlayContext c;
    /** Made at the first read: the game's start, before its first frame, reads no kept game. */
    private HistoryReads reads;
    private Scheduler scheduler;

    DealHistory(PlayContext c) {
        this.c = c;
        this.history = new GameHistory(c.storage(), c.userFolder(), c.clock());
    }

    /** Where the kept games are read from now on: the background's scheduler; null: at once, in the caller. */
    void useScheduler(Scheduler next) {
        scheduler = next;
        if (reads != null) {
            reads.useScheduler(next);
        }
    }

    /** One tick of the play screen: the reads that ended are handed on. */
    void tick() {
        if (reads != null) {
            reads.tick();
        }
    }

    private HistoryReads reads() {
        if (reads == null) {
            reads = new HistoryReads(c, history);
            reads.useScheduler(scheduler);
        }
        return reads;
    }

    /** The folder the games are kept in. */
    Path folder() {
        return history.folder();
    }

    /** Whether this game is the one kept last (it ended before, and again after Undo or a new end). */
    boolean isKept(Game game) {
        return game == kept;
    }

    /** The id the game's last end was kept under, or null when it has not been kept. */
    String keptId(Game game) {
        return game == kept ? keptId : null;
    }

    /**
     * A game resumed at its end (a reload at Game Over) was kept under this id when it ended: should it end again
     * after Undo, that end takes the kept one's place, as in the session it was played in.
     */
    void keptAs(Game game, String id) {
        if (id != null && !id.contains("/") && !id.contains("\\") && id.endsWith(GameHistory.EXTENSION)) {
            kept = game;
            keptId = id;
        }
    }

    /** Keeps the match's game, in place of its earlier end if it was kept already; a failure is said. */
    void keep(MatchView m) {
        Game game = m.game();
        try {
            if (game == kept && keptId != null) {
                c.storage().delete(history.folder().resolve(keptId));
            }
            keptId = history.add(m, c.settings().recordLines());
            kept = game;
        } catch (IOException e) {
            c.notices().say("History not kept: " + UserFiles.reason(e));
        }
    }

    /**
     * Reads the kept games and hands them to then, at once or at a later tick ({@link HistoryReads}); not at all
     * when they could not be read (which is said) or the player cancelled.
     *
     * @param asked whether the player waits on it: a slow read then says how far it has come, with Cancel
     */
    void read(String title, boolean asked, Consumer<GameHistory.Read> then) {
        reads().read(title, asked, then);
    }
}
