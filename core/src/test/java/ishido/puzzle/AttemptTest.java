package ishido.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.rules.Square;
import org.junit.jupiter.api.Test;

/** A puzzle under way: two tries, then the answer; a refused square is no try; the hint until it ends. */
class AttemptTest {
    static Puzzle first() {
        return ShippedPuzzles.set().get(0);
    }

    /** A legal square of the puzzle that is not its answer. */
    static Square wrong(Puzzle p) {
        for (int i = 0; i < Square.COUNT; i++) {
            Square s = Square.byIndex(i);
            if (p.position().isLegal(s) && !s.equals(p.answer())) {
                return s;
            }
        }
        throw new AssertionError("puzzle " + p.number() + " has one legal square");
    }

    static Square illegal(Puzzle p) {
        for (int i = 0; i < Square.COUNT; i++) {
            Square s = Square.byIndex(i);
            if (!p.position().isLegal(s)) {
                return s;
            }
        }
        throw new AssertionError("every square is legal");
    }

    @Test
    void theAnswerAtTheFirstTrySolvesIt() {
        Attempt a = new Attempt(first(), 2);
        assertEquals(Attempt.State.SOLVED, a.place(first().answer()));
        assertEquals(Outcome.SOLVED, a.outcome());
        assertNull(a.wrong());
        assertFalse(a.hint(), "no hint once it is over");
    }

    @Test
    void aWrongSquareLeavesOneMoreTryAndTheSecondWrongOneFails() {
        Puzzle p = first();
        Attempt a = new Attempt(p, 2);
        Square w = wrong(p);
        assertEquals(Attempt.State.AGAIN, a.place(w));
        assertNull(a.outcome());
        assertEquals(Attempt.State.FAILED, a.place(w));
        assertEquals(Outcome.FAILED, a.outcome());
        assertEquals(w, a.wrong());
        assertEquals(Attempt.State.FAILED, a.place(p.answer()), "nothing changes once it is over");
    }

    @Test
    void theAnswerAtTheSecondTryIsSecond() {
        Puzzle p = first();
        Attempt a = new Attempt(p, 2);
        a.place(wrong(p));
        assertTrue(a.hint());
        a.place(p.answer());
        assertEquals(Outcome.SECOND, a.outcome());
        assertTrue(a.hinted());
    }

    @Test
    void aSquareTheRulesRefuseIsNoTry() {
        Puzzle p = first();
        Attempt a = new Attempt(p, 1);
        assertEquals(Attempt.State.ASKING, a.place(illegal(p)));
        assertNull(a.last());
        assertEquals(Attempt.State.FAILED, a.place(wrong(p)), "one try only");
    }

    @Test
    void aPuzzleGivesOneTryOrTwo() {
        assertThrows(IllegalArgumentException.class, () -> new Attempt(first(), 3));
    }
}
