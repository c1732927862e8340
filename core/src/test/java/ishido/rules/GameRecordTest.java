package ishido.rules;

import static ishido.rules.Fixtures.play;
import static ishido.rules.Fixtures.sq;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GameRecordTest {
    private static final BuiltGames.Built BUILT = BuiltGames.build(5, 0.8);
    private static final String DEAL = BUILT.deal().toString();

    private static String moves(int count) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < count; i++) {
            b.append(' ').append(BUILT.moves().get(i));
        }
        return b.toString().trim();
    }

    private static String failure(String text) {
        return assertThrows(IllegalArgumentException.class, () -> GameRecord.parse(text)).getMessage();
    }

    @Test
    void formatParseRoundTripOfAWholeGame() throws IllegalMoveException {
        Game g = new Game(BUILT.deal(), Scoring.MODERN);
        for (Square s : BUILT.moves()) {
            g.place(s);
        }
        Map<String, String> extra = new LinkedHashMap<>();
        extra.put("Mode", "Solitaire");
        extra.put("Date", "1990-07-01 12:00");
        GameRecord record = GameRecord.of(g, extra);
        String text = record.format();
        assertTrue(text.startsWith(";"), text);
        GameRecord back = GameRecord.parse(text);
        assertEquals(Scoring.MODERN, back.scoring());
        assertEquals(BUILT.deal(), back.deal());
        assertEquals(BUILT.moves(), back.moves());
        assertEquals(extra, back.extra());
        assertEquals(List.copyOf(extra.keySet()), List.copyOf(back.extra().keySet()));
        assertEquals(text, back.format());
        Game replayed = back.replay();
        assertEquals(g.moves(), replayed.moves());
        assertEquals(g.score(), replayed.score());
        assertEquals(g.finalScore(), replayed.finalScore());
        assertEquals(Game.End.POUCH_EMPTY, replayed.end());
    }

    @Test
    void formatIsKeyValueLines() {
        GameRecord r = new GameRecord(Scoring.ANCIENT, BUILT.deal(), List.of(sq("b1"), sq("c1")), Map.of());
        String[] lines = r.format().split("\n");
        assertEquals(4, lines.length);
        assertEquals("Scoring: Ancient", lines[1]);
        assertEquals("Deal: " + DEAL, lines[2]);
        assertEquals("Moves: b1 c1", lines[3]);
    }

    @Test
    void commentsBlankLinesAndUnknownKeysAreAccepted() {
        String text = "\uFEFF; saved by hand\r\n"
                + "\r\n"
                + "  ; an indented comment\n"
                + "PlainRules question: Will I empty the pouch?\n"
                + "scoring:   modern  \n"
                + "Deal: " + DEAL.replace(" ", ",") + "\n"
                + "\n"
                + "Tournament: Ann 1200, Bob 900\n"
                + "Moves: " + moves(5).replace(" ", ", ") + "\n";
        GameRecord r = GameRecord.parse(text);
        assertEquals(Scoring.MODERN, r.scoring());
        assertEquals(BUILT.deal(), r.deal());
        assertEquals(BUILT.moves().subList(0, 5), r.moves());
        Map<String, String> expected = new LinkedHashMap<>();
        expected.put("PlainRules question", "Will I empty the pouch?");
        expected.put("Tournament", "Ann 1200, Bob 900");
        assertEquals(expected, r.extra());
    }

    @Test
    void emptyMovesAndTimedOutTurns() {
        GameRecord r = GameRecord.parse("Scoring: Modern\nDeal: " + DEAL + "\nMoves:\n");
        assertTrue(r.moves().isEmpty());
        r = GameRecord.parse("Scoring: Modern\nDeal: " + DEAL + "\nMoves: " + BUILT.moves().get(0) + " --\n");
        assertEquals(2, r.moves().size());
        assertNull(r.moves().get(1));
        assertTrue(r.format().contains("Moves: " + BUILT.moves().get(0) + " --"), r.format());
        IllegalMoveException e = assertThrows(IllegalMoveException.class, r::replay);
        assertTrue(e.getMessage().startsWith("move 2"), e.getMessage());
    }

    @Test
    void missingKeysAreNamed() {
        assertTrue(failure("Deal: " + DEAL + "\nMoves: \n").contains("'Scoring'"));
        assertTrue(failure("Scoring: Modern\nMoves: \n").contains("'Deal'"));
        assertTrue(failure("Scoring: Modern\nDeal: " + DEAL + "\n").contains("'Moves'"));
        assertTrue(failure("").contains("missing"));
    }

    @Test
    void repeatedKeysAreRefusedNamingTheLine() {
        String message = failure("Scoring: Modern\nDeal: " + DEAL + "\nMoves: b1\nMoves: c1\n");
        assertTrue(message.contains("line 4") && message.contains("Moves"), message);
        message = failure("Scoring: Modern\nDate: today\nDate: tomorrow\nDeal: " + DEAL + "\nMoves:\n");
        assertTrue(message.contains("line 3") && message.contains("Date"), message);
    }

    @Test
    void keysDifferingOnlyInCaseAreTheSameKey() {
        // The required keys are looked up ignoring case, so a second spelling must not slip through.
        String message = failure("Scoring: Modern\nDeal: " + DEAL + "\nMoves: " + moves(2) + "\nmoves: " + moves(1) + "\n");
        assertTrue(message.contains("line 4"), message);
        GameRecord r = GameRecord.parse("SCORING: Ancient\ndeal: " + DEAL + "\nmoves: " + moves(3) + "\n");
        assertEquals(Scoring.ANCIENT, r.scoring());
        assertEquals(BUILT.moves().subList(0, 3), r.moves());
        assertTrue(r.extra().isEmpty(), "required keys kept as extras: " + r.extra());
    }

    @Test
    void aContinuedGameSavesItsNewMoves() throws IllegalMoveException {
        // Load a record written with lower-case keys, play on, save, load again.
        GameRecord loaded = GameRecord.parse("scoring: Modern\ndeal: " + DEAL + "\nmoves: " + moves(3) + "\nMode: Solitaire\n");
        Game g = loaded.replay();
        g.place(BUILT.moves().get(3));
        GameRecord reloaded = GameRecord.parse(GameRecord.of(g, loaded.extra()).format());
        assertEquals(BUILT.moves().subList(0, 4), reloaded.moves());
        assertEquals(Map.of("Mode", "Solitaire"), reloaded.extra());
    }

    @Test
    void extrasThatWouldNotReadBackAreRefused() {
        Game g = new Game(BUILT.deal(), Scoring.MODERN);
        for (String key : new String[] {"Scoring", "deal", "MOVES", "", " Mode", "Time: left", "a\nb", "; note"}) {
            assertThrows(IllegalArgumentException.class, () -> GameRecord.of(g, Map.of(key, "x")), "key '" + key + "'");
        }
        assertThrows(IllegalArgumentException.class, () -> GameRecord.of(g, Map.of("Note", "two\nlines")));
        assertThrows(IllegalArgumentException.class, () -> GameRecord.of(g, Map.of("Note", " padded ")));
        Map<String, String> twice = new LinkedHashMap<>();
        twice.put("Date", "today");
        twice.put("date", "tomorrow");
        assertThrows(IllegalArgumentException.class, () -> GameRecord.of(g, twice));
        GameRecord fine = GameRecord.of(g, Map.of("Date", "1990-07-01 12:00:00"));
        assertEquals(fine.extra(), GameRecord.parse(fine.format()).extra());
    }

    @Test
    void badLinesSquaresDealsAndScoringAreRefusedWithAMessage() {
        String message = failure("Scoring: Modern\nthis is not a key\nDeal: " + DEAL + "\nMoves:\n");
        assertTrue(message.contains("line 2"), message);
        message = failure("Scoring: Modern\n: no key\nDeal: " + DEAL + "\nMoves:\n");
        assertTrue(message.contains("line 2"), message);
        message = failure("Scoring: Modern\nDeal: " + DEAL + "\nMoves: b1 c1 z9 d1\n");
        assertTrue(message.contains("move 3") && message.contains("z9"), message);
        message = failure("Scoring: Modern\nDeal: " + DEAL + "\nMoves: b1 m1\n");
        assertTrue(message.contains("move 2") && message.contains("m1"), message);
        message = failure("Scoring: Modern\nDeal: " + DEAL.substring(3) + "\nMoves:\n");
        assertTrue(message.contains("Deal") && message.contains("71"), message);
        message = failure("Scoring: Classic\nDeal: " + DEAL + "\nMoves:\n");
        assertTrue(message.contains("Classic"), message);
    }

    @Test
    void replayNamesTheFirstIllegalMoveAndItsSquare() {
        List<Square> moves = new ArrayList<>(BUILT.moves().subList(0, 10));
        // Move 8 goes on a square already taken by move 2.
        moves.set(7, moves.get(1));
        GameRecord r = new GameRecord(Scoring.MODERN, BUILT.deal(), moves, Map.of());
        IllegalMoveException e = assertThrows(IllegalMoveException.class, r::replay);
        assertTrue(e.getMessage().startsWith("move 8 (" + moves.get(1) + ")"), e.getMessage());
        // A stone far from every other one.
        Game g = new Game(BUILT.deal(), Scoring.MODERN);
        Square lonely = null;
        for (int i = 0; i < Square.COUNT && lonely == null; i++) {
            Square s = Square.byIndex(i);
            if (g.whyIllegal(s, g.touchstone()) != null && g.stoneAt(s) == null) {
                lonely = s;
            }
        }
        r = new GameRecord(Scoring.MODERN, BUILT.deal(), List.of(lonely), Map.of());
        e = assertThrows(IllegalMoveException.class, r::replay);
        assertTrue(e.getMessage().startsWith("move 1 (" + lonely + ")"), e.getMessage());
    }

    @Test
    void replayRefusesMovesAfterTheGameIsOver() {
        List<Square> moves = new ArrayList<>(BUILT.moves());
        moves.add(sq("a1"));
        IllegalMoveException e = assertThrows(IllegalMoveException.class,
                () -> new GameRecord(Scoring.MODERN, BUILT.deal(), moves, Map.of()).replay());
        assertTrue(e.getMessage().startsWith("move 67 (a1)"), e.getMessage());
    }

    @Test
    void replayOfAPartGame() throws IllegalMoveException {
        Game g = play(new Game(BUILT.deal(), Scoring.ANCIENT), moves(20).split(" "));
        GameRecord r = GameRecord.parse(GameRecord.of(g, Map.of()).format());
        assertEquals(Scoring.ANCIENT, r.scoring());
        Game again = r.replay();
        assertEquals(g.moves(), again.moves());
        assertEquals(g.boardCopy(), again.boardCopy());
        assertEquals(g.fourWays(), again.fourWays());
        assertEquals(0, again.score());
        assertEquals(Arrays.asList(moves(20).split(" ")), r.moves().stream().map(Square::toString).toList());
    }
}
