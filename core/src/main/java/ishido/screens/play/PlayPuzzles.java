package ishido.screens.play;

import ishido.machine.Host;
import ishido.machine.Machine;
import ishido.machine.Screen;
import ishido.store.PuzzleLog;
import ishido.theme.Stoneset;
import ishido.work.Scheduler;
import ishido.work.Schedulers;
import java.time.Clock;

/**
 * Game &gt; Puzzles... from the play screen: the puzzles over the board, with the current stoneset, the player's
 * puzzle log in the data folder (kept nowhere in a run without one), and the Master's words weighed in the
 * background (a thread of its own on the desktop, the ticks in a browser).
 */
public final class PlayPuzzles {
    /** Makes the puzzles' first screen (screens/puzzles' PuzzlesScreen, which is built on the play commands). */
    public interface Maker {
        /**
         * @param background where the Master's words are weighed
         * @param seed       what the choices of puzzles are drawn from
         */
        Screen make(Stoneset stoneset, PuzzleLog log, Clock clock, Scheduler background, Host host, long seed);
    }

    private final PlayContext c;
    private final Schedulers schedulers;
    private Maker maker;
    private Scheduler background;

    PlayPuzzles(PlayContext c, Schedulers schedulers) {
        this.c = c;
        this.schedulers = schedulers;
    }

    void useMaker(Maker m) {
        maker = m;
    }

    /** The puzzles over the board. */
    void open() {
        Machine machine = c.machine().get();
        if (machine == null || maker == null) {
            c.notices().tell("Puzzles", "No puzzles in this run of the game.");
            return;
        }
        if (background == null) {
            background = schedulers.scheduler("ishido-puzzles", true);
        }
        PuzzleLog log = c.userFolder() == null ? PuzzleLog.unkept(c.clock())
                : new PuzzleLog(c.storage(), c.userFolder(), c.clock());
        machine.push(maker.make(c.stoneset().get(), log, c.clock(), background, c.host(), c.clock().millis()));
    }
}
