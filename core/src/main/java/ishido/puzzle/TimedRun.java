package ishido.puzzle;

import java.util.List;

/**
 * A timed run: as many puzzles as the player solves in {@link #SECONDS} seconds, one try each, rising in rating
 * ({@link Serving#run}); {@link #MISTAKES} wrong squares end it sooner, as does the last puzzle. The time is counted
 * in the ticks of the 60 Hz machine ({@link #tick()}), so a run repeats exactly. A run rates nothing: its result is
 * how many it solved.
 */
public final class TimedRun {
    /** How long a run lasts. */
    public static final int SECONDS = 180;
    /** The wrong squares that end a run. */
    public static final int MISTAKES = 3;
    /** The ticks of a second. */
    static final int TICKS_PER_SECOND = ishido.match.Timer.TICKS_PER_SECOND;

    private final List<Puzzle> puzzles;
    private int index;
    private Attempt current;
    private int solved;
    private int mistakes;
    private long ticksLeft = (long) SECONDS * TICKS_PER_SECOND;

    /** A run over these puzzles, in order. */
    public TimedRun(List<Puzzle> puzzles) {
        if (puzzles.isEmpty()) {
            throw new IllegalArgumentException("a run needs puzzles");
        }
        this.puzzles = List.copyOf(puzzles);
        current = new Attempt(this.puzzles.get(0), 1);
    }

    /** The puzzle under way, or the last one once the run is over. */
    public Attempt current() {
        return current;
    }

    /** The puzzle under way's place in the run, from 1. */
    public int number() {
        return index + 1;
    }

    public int solved() {
        return solved;
    }

    public int mistakes() {
        return mistakes;
    }

    /** Whether the time, the mistakes or the puzzles have run out. */
    public boolean isOver() {
        return ticksLeft <= 0 || mistakes >= MISTAKES || current.state().over() && index + 1 >= puzzles.size();
    }

    /** The whole seconds left, rounded up (3:00 at the start, 0:00 at the end). */
    public int secondsLeft() {
        return (int) ((Math.max(0, ticksLeft) + TICKS_PER_SECOND - 1) / TICKS_PER_SECOND);
    }

    /** A tick of the clock, while the run is on. */
    public void tick() {
        if (!isOver()) {
            ticksLeft--;
        }
    }

    /**
     * A try on a legal square of the puzzle under way: counted, and the next puzzle comes at once (the last one
     * stays when the run is over). A square the rules refuse, or any try once the run is over, changes nothing.
     *
     * @return how the try ended, or null when it was no try
     */
    public Outcome place(ishido.rules.Square square) {
        if (isOver() || !current.isLegal(square)) {
            return null;
        }
        current.place(square);
        Outcome o = current.outcome();
        if (o == Outcome.SOLVED) {
            solved++;
        } else {
            mistakes++;
        }
        if (!isOver()) {
            index++;
            current = new Attempt(puzzles.get(index), 1);
        }
        return o;
    }
}
