package ishido.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.match.DealCode;
import ishido.rules.Deal;
import ishido.rules.Scoring;
import ishido.rules.Square;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The text of a set of puzzles: written, read back the same, and refused in one line when wrong. */
class PuzzleFileTest {
    private static Puzzle coded() {
        return new Puzzle(1, DealCode.parse("Q9RX-EHYZ").deal(), Scoring.MODERN,
                List.of(Square.parse("b8"), Square.parse("h5")), Square.parse("a7"), Square.parse("h6"),
                List.of(Theme.HOLE, Theme.STRAND), new Glicko(1432.5, 120.25, 0.06), 212.3, 14.5);
    }

    private static Puzzle handMade() {
        Deal deal = Deal.beginningWith("A1 B2 C3 D4 E5 F6");
        return new Puzzle(2, deal, Scoring.ANCIENT, List.of(), Square.parse("b1"), Square.parse("a2"),
                List.of(Theme.WITHIN), Glicko.NEW, 30, 2);
    }

    @Test
    void aSetReadsBackAsWritten() {
        String text = PuzzleFile.write(List.of(coded(), handMade()));
        assertTrue(text.startsWith("Ishido puzzles\nFormat: 1\n\nPuzzle: 1\nDeal: Q9RX-EHYZ\n"), text);
        assertTrue(text.contains("Stones: A1 B2 C3 D4 E5 F6 "), text);
        List<Puzzle> back = PuzzleFile.parse(text);
        assertEquals(2, back.size());
        assertEquals(coded().moves(), back.get(0).moves());
        assertEquals(coded().answer(), back.get(0).answer());
        assertEquals(coded().themes(), back.get(0).themes());
        assertEquals(coded().rating().rating(), back.get(0).rating().rating(), 0.05);
        assertEquals(handMade().deal(), back.get(1).deal());
        assertEquals(Scoring.ANCIENT, back.get(1).scoring());
        assertEquals(List.of(), back.get(1).moves());
        assertEquals(PuzzleFile.write(back), text);
    }

    @Test
    void aWrongFileIsRefusedNamingThePuzzleAndWhat() {
        String text = PuzzleFile.write(List.of(coded()));
        assertEquals("puzzle 1: its stone is A1 but the deal's next is " + coded().stone(),
                message(text.replace("Stone: " + coded().stone(), "Stone: A1")));
        assertEquals("puzzle 1: it has no Answer line", message(text.replace("Answer: a7\n", "")));
        assertEquals("the file is of format 2; this version reads formats 1 to 1",
                message(text.replace("Format: 1", "Format: 2")));
        assertTrue(message(text.replace("Themes: hole strand", "Themes: holes")).startsWith("puzzle 1: no theme 'holes'"));
        assertTrue(message(text.replace("Moves: b8 h5", "Moves: b8 b8")).startsWith("puzzle 1: move 2 is illegal"));
        assertEquals("not a puzzle file: its first line is not 'Ishido puzzles'", message("Format: 1\n"));
    }

    private static String message(String text) {
        return assertThrows(IllegalArgumentException.class, () -> PuzzleFile.parse(text)).getMessage();
    }
}
