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
         * @param puzzle     the shipped puzzle of this number opened at once over the first screen, 0 for none
         */
        Screen make(Stoneset stoneset, PuzzleLog log, Clock clock, Scheduler background, Host host, long seed,
                int puzzle);
    }

    private final PlayContext c;
    private final Schedulers schedulers;
    private Maker maker;
    private Scheduler background;
    /** The puzzle a link asked for before the play screen first showed, 0 for none. */
    private int asked;

    PlayPuzzles(PlayContext c, Schedulers schedulers) {
        this.c = c;
        this.schedulers = schedulers;
    }

    void useMaker(Maker m) {
        maker = m;
    }

    /** The puzzles over the board. */
    void open() {
        open(0);
    }

    /**
     * The puzzles over the board with the shipped puzzle of the number on them (0: the list alone); asked before the
     * play screen has shown, it waits for {@link #shown}.
     */
    void open(int puzzle) {
        Machine machine = c.machine().get();
        if (machine == null && maker != null && puzzle > 0) {
            asked = puzzle;
            return;
        }
        if (machine == null || maker == null) {
            c.notices().tell("Puzzles", "No puzzles in this run of the game.");
            return;
        }
        if (background == null) {
            background = schedulers.scheduler("ishido-puzzles", true);
        }
        PuzzleLog log = c.userFolder() == null ? PuzzleLog.unkept(c.clock())
                : new PuzzleLog(c.storage(), c.userFolder(), c.clock());
        machine.push(maker.make(c.stoneset().get(), log, c.clock(), background, c.host(), c.clock().millis(), puzzle));
    }

    /** The play screen shows: a puzzle asked for before it did opens now. */
    void shown() {
        int puzzle = asked;
        asked = 0;
        if (puzzle > 0) {
            open(puzzle);
        }
    }
}
