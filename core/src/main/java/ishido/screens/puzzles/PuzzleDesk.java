package ishido.screens.puzzles;

import ishido.machine.Host;
import ishido.puzzle.Puzzle;
import ishido.store.PuzzleLog;
import ishido.theme.Stoneset;
import ishido.work.Scheduler;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;

/**
 * What the puzzle screens share: the set of puzzles, the stoneset the stones are drawn with, the player's puzzle
 * log, the clock the days are dated by (the puzzle of the day, the log), where the Master's words are weighed
 * (null: at once, on the screen's own thread, as the headless screenshots and the tests have it), the host a
 * Share goes to, and the seed the choices of puzzles are drawn from.
 */
public record PuzzleDesk(List<Puzzle> set, Stoneset stoneset, PuzzleLog log, Clock clock, Scheduler background,
        Host host, long seed) {
    public PuzzleDesk {
        set = List.copyOf(set);
        if (set.isEmpty()) {
            throw new IllegalArgumentException("no puzzles");
        }
    }

    /** The date it is in UTC by the clock: the puzzle of the day's, as the deal of the day has it. */
    public LocalDate today() {
        // LocalDate.now of the clock, not ofInstant: the browser's class library has the Java 8 API.
        return LocalDate.now(clock.withZone(ZoneOffset.UTC));
    }

    /** The puzzle of the set with the number, or null. */
    public Puzzle puzzle(int number) {
        for (Puzzle p : set) {
            if (p.number() == number) {
                return p;
            }
        }
        return null;
    }
}
