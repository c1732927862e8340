package ishido.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.IllegalMoveException;
import ishido.rules.Move;
import ishido.rules.Scoring;
import ishido.rules.Square;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ConsultationTest {
    private static final Instant NOON = Instant.parse("2026-11-23T12:00:00Z");
    private static final Clock CLOCK = Clock.fixed(NOON, ZoneOffset.UTC);

    private static Consultation on(String question) {
        return new Consultation(CLOCK, AuguryTexts.standard(), true, question, false);
    }

    /** The first 4-Way of randomly played seeded games, with the game it was made in. */
    private static Object[] firstFourWay() throws IllegalMoveException {
        SplittableRandom r = new SplittableRandom(9);
        for (int seed = 1; seed < 2000; seed++) {
            Game g = new Game(Deal.random(seed), Scoring.MODERN);
            while (!g.isOver()) {
                List<Square> legal = g.legalSquares();
                Square best = legal.get(r.nextInt(legal.size()));
                for (Square s : legal) {
                    if (g.ways(s) == 4) {
                        best = s;
                    }
                }
                Move m = g.place(best);
                if (m.isFourWay()) {
                    return new Object[] {g, m};
                }
            }
        }
        throw new AssertionError("no 4-Way in 2000 games");
    }

    @Test
    void aQuestionIsKeptUntilAnswered() {
        Consultation c = on("");
        assertTrue(c.newGame(), "with the Oracle on, a new game asks");
        c.keep("  Which way to the river?  ");
        assertEquals("Which way to the river?", c.question());
        assertFalse(c.isAnswered());
        // No 4-Way this game: the next game offers the same question again.
        assertTrue(c.newGame());
        assertEquals("Which way to the river?", c.question());
    }

    @Test
    void anAnsweredQuestionIsClearedAtTheNextGame() throws IllegalMoveException {
        Consultation c = on("Which way to the river?");
        Object[] found = firstFourWay();
        Augury a = c.cast(Cast.fourWay((Game) found[0], (Move) found[1]));
        assertEquals("Which way to the river?", a.question());
        assertEquals(LocalDateTime.of(2026, 11, 23, 12, 0), a.date());
        assertTrue(c.isAnswered());
        assertTrue(c.newGame());
        assertEquals("", c.question());
        assertFalse(c.isAnswered());
    }

    @Test
    void editingTheQuestionMakesItUnanswered() {
        Consultation c = new Consultation(CLOCK, AuguryTexts.standard(), true, "Old question", true);
        c.turnOff();
        c.turnOn();
        c.keep("Old question");
        assertTrue(c.isAnswered(), "confirming the same question changes nothing");
        c.keep("A new question");
        assertFalse(c.isAnswered());
    }

    @Test
    void offAsksNothing() {
        Consultation c = new Consultation(CLOCK, AuguryTexts.standard(), false, "Kept", false);
        assertFalse(c.newGame());
        assertEquals("Kept", c.question());
    }

    @Test
    void theFourWaysFiveStonesAreItsStoneAndItsNeighbours() throws IllegalMoveException {
        Object[] found = firstFourWay();
        Game g = (Game) found[0];
        Move m = (Move) found[1];
        List<Cast.Placed> five = Cast.fourWay(g, m);
        assertEquals(5, five.size());
        assertEquals(m.stone(), five.get(0).stone());
        for (Cast.Placed p : five) {
            assertNotNull(p.stone());
            assertEquals(p.stone(), g.stoneAt(p.square()));
        }
        // A fixed clock and the same 4-Way: the same reading every time.
        assertEquals(on("").cast(five).hexagram(), on("").cast(five).hexagram());
    }
}
