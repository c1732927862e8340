package ishido.puzzle;

import ishido.ai.Position;
import ishido.rules.Square;

/**
 * A puzzle under way: the player puts the stone on a square; the answer solves it, another square is wrong and
 * leaves one more try where the puzzle gives two (a rated puzzle and the puzzle of the day; a timed run gives one),
 * and the last wrong square ends it with the answer shown. A square the rules refuse is not a try. The hint, the
 * puzzle's theme, may be taken before it ends; it costs the rating's gain ({@link Outcome}).
 */
public final class Attempt {
    /** Where the attempt stands. */
    public enum State {
        /** Waiting for the first square. */
        ASKING,
        /** One square was wrong; waiting for the second. */
        AGAIN,
        /** The answer found. */
        SOLVED,
        /** The tries spent: the answer is shown. */
        FAILED;

        /** Whether the attempt has ended. */
        public boolean over() {
            return this == SOLVED || this == FAILED;
        }
    }

    private final Puzzle puzzle;
    private final Position position;
    private final int tries;
    private State state = State.ASKING;
    /** The first wrong square, or null. */
    private Square wrong;
    /** The square of the last try, or null before one. */
    private Square last;
    private boolean hinted;

    /**
     * @param tries the tries the puzzle gives, 1 or 2
     */
    public Attempt(Puzzle puzzle, int tries) {
        if (tries < 1 || tries > 2) {
            throw new IllegalArgumentException("a puzzle gives one try or two, not " + tries);
        }
        this.puzzle = puzzle;
        this.position = puzzle.position();
        this.tries = tries;
    }

    public Puzzle puzzle() {
        return puzzle;
    }

    /** The position the stone is placed in (the board without the stone placed). */
    public Position position() {
        return position;
    }

    public State state() {
        return state;
    }

    /** Whether the rules allow the stone on the square (a refused square is no try). */
    public boolean isLegal(Square square) {
        return position.isLegal(square);
    }

    /**
     * A try on a legal square: the state it leads to. Once the attempt is over, or on a square the rules refuse,
     * nothing changes.
     */
    public State place(Square square) {
        if (state.over() || !isLegal(square)) {
            return state;
        }
        last = square;
        if (square.equals(puzzle.answer())) {
            state = State.SOLVED;
        } else if (state == State.ASKING && tries == 2) {
            wrong = square;
            state = State.AGAIN;
        } else {
            if (wrong == null) {
                wrong = square;
            }
            state = State.FAILED;
        }
        return state;
    }

    /** The first wrong square, or null when there was none. */
    public Square wrong() {
        return wrong;
    }

    /** The square of the last try, or null before one. */
    public Square last() {
        return last;
    }

    /** Takes the hint (the puzzle's first theme); false once the attempt is over, when it costs nothing. */
    public boolean hint() {
        if (state.over()) {
            return false;
        }
        hinted = true;
        return true;
    }

    public boolean hinted() {
        return hinted;
    }

    /** How it ended, once over; null before. */
    public Outcome outcome() {
        if (!state.over()) {
            return null;
        }
        return state == State.FAILED ? Outcome.FAILED : wrong == null ? Outcome.SOLVED : Outcome.SECOND;
    }
}
