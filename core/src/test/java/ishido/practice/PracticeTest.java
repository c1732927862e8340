package ishido.practice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.ai.Candidate;
import ishido.ai.GameReview;
import ishido.ai.Limits;
import ishido.ai.Mark;
import ishido.ai.MoveReview;
import ishido.ai.Reviewer;
import ishido.rules.Board;
import ishido.rules.GameRecord;
import ishido.rules.Square;
import ishido.rules.Stone;
import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import ishido.theme.StoneNames;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The practice of a reviewed game's marked moves, one after another. */
class PracticeTest {
    static GameReview reviewed() throws Exception {
        try (InputStream in = PracticeTest.class.getResourceAsStream("/ishido/ai/adept-game.txt")) {
            GameReview review = GameReview.of(GameRecord.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8)));
            new Reviewer(1, Limits.iterations(200)).reviewAll(review, () -> false);
            return review;
        }
    }

    @Test
    void eachMarkedMoveIsAskedInTurnAndTheResultCounts() throws Exception {
        GameReview review = reviewed();
        Practice p = new Practice(review);
        int marked = 0;
        for (int i = 0; i < review.turns().size(); i++) {
            marked += review.review(i).mark() == Mark.NONE ? 0 : 1;
        }
        assertTrue(marked >= 2, "the game has " + marked + " marked moves");
        assertEquals(marked, p.count());
        // The first: the best square is found.
        assertFalse(p.next(), "nothing to go on from before an answer");
        Square best = p.review().best();
        assertTrue(p.place(best));
        assertTrue(p.found());
        assertFalse(p.place(best), "one answer a move");
        assertEquals(List.of(), p.reasons());
        assertTrue(p.next());
        while (!p.isDone()) {
            assertTrue(p.place(p.review().best()));
            assertTrue(p.next());
        }
        assertTrue(p.isDone());
        assertNull(p.turn());
        assertEquals(new Practice.Result(marked, marked), p.result());
    }

    @Test
    void theSquarePlayedAgainIsNotFoundAndAnIllegalSquareIsNoAnswer() throws Exception {
        GameReview review = reviewed();
        Practice p = new Practice(review);
        Square occupied = null;
        for (int i = 0; i < Square.COUNT && occupied == null; i++) {
            if (p.turn().before().stoneAt(Square.byIndex(i)) != null) {
                occupied = Square.byIndex(i);
            }
        }
        assertFalse(p.place(occupied));
        assertNull(p.answer());
        assertTrue(p.place(p.turn().played()));
        assertFalse(p.found(), "a marked move's own square lost more than the noise");
        assertEquals(new Practice.Result(0, 1), p.result());
        assertEquals("found 0 of 1", p.result().toString());
        assertEquals(p.result(), Practice.Result.parse("found 0 of 1"));
        assertNull(Practice.Result.parse("found 3 of 1"));
    }

    @Test
    void aSquareWithinTheNoiseOfTheBestCountsAsFound() {
        MoveReview r = new MoveReview(Square.parse("b8"), 120, 20, Mark.MISTAKE, 500, 1,
                List.of(new Candidate(Square.parse("b8"), 0), new Candidate(Square.parse("c3"), 38),
                        new Candidate(Square.parse("d5"), 41), new Candidate(Square.parse("e5"), 120)));
        assertTrue(Practice.counts(r, Square.parse("b8")));
        assertTrue(Practice.counts(r, Square.parse("c3")), "38 is within 2 standard errors of 20");
        assertFalse(Practice.counts(r, Square.parse("d5")));
        assertFalse(Practice.counts(r, Square.parse("l1")), "a square not weighed");
    }

    @Test
    void aRefusedTapSaysWhyAndAComputersMoveIsTheComputers() throws Exception {
        Practice p = new Practice(reviewed());
        Square taken = null;
        for (int i = 0; i < Square.COUNT && taken == null; i++) {
            Square s = Square.byIndex(i);
            taken = p.turn().before().stoneAt(s) != null ? s : null;
        }
        StoneNames names = StoneNames.of(Catalog.stoneset(TestPlatform.storage(), "Ishido"));
        assertEquals("There is already a stone on " + taken + ".", p.whyRefused(taken, names));
        assertFalse(p.place(taken));
        assertNull(p.whyRefused(p.review().best(), names));
        // An empty square beside a stone the touchstone's matches in nothing names that stone, as the lessons do.
        Board board = p.turn().before().board();
        Square lonely = null;
        for (int i = 0; i < Square.COUNT && lonely == null; i++) {
            Square s = Square.byIndex(i);
            boolean mismatched = false;
            for (int[] d : new int[][] {{0, -1}, {1, 0}, {0, 1}, {-1, 0}}) {
                int c = s.column() + d[0];
                int r = s.row() + d[1];
                Stone other = Square.onBoard(c, r) ? board.get(Square.at(c, r)) : null;
                mismatched |= other != null && !other.matches(p.turn().stone());
            }
            lonely = board.isEmpty(s) && mismatched ? s : null;
        }
        assertNotNull(lonely, "the deal has such a square");
        assertTrue(p.whyRefused(lonely, names).startsWith("No match with the "), p.whyRefused(lonely, names));
        assertFalse(p.byComputer(), "the record names no player: a person's");
        assertTrue(p.place(p.review().best()));
        assertTrue(p.whyRefused(p.review().best(), names).startsWith("Answered"));
        GameRecord record;
        try (InputStream in = PracticeTest.class.getResourceAsStream("/ishido/ai/adept-game.txt")) {
            record = GameRecord.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
        java.util.Map<String, String> keys = new java.util.LinkedHashMap<>(record.extra());
        keys.put("Players", "Computer Player 1 (computer 2)");
        GameReview computers = GameReview.of(new GameRecord(record.scoring(), record.deal(), record.moves(), keys));
        new Reviewer(1, Limits.iterations(200)).reviewAll(computers, () -> false);
        assertTrue(new Practice(computers).byComputer());
    }
}
