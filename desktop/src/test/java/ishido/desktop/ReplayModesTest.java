package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.match.Match;
import ishido.match.MatchRecord;
import ishido.match.Seat;
import ishido.match.Timer;
import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.GameRecord;
import ishido.rules.Move;
import ishido.rules.Scoring;
import ishido.rules.Square;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code replay} on records of every mode: Challenge scores per player, timed-out turns, ties, old records. */
class ReplayModesTest {
    @TempDir
    Path dir;

    /**
     * A deal to score by hand: the tableau A1 B2 C3 D4 E5 F6 (a1 A1, l1 B2, a8 C3, l8 D4, f4 E5, g5 F6),
     * then the given stones from the pouch, then the rest in order.
     */
    static Deal deal(String pouchFirst) {
        return Deal.beginningWith("A1 B2 C3 D4 E5 F6 " + pouchFirst);
    }

    private Path record(String name, String keys, Deal deal, String moves) throws IOException {
        int count = moves.isBlank() ? 0 : moves.strip().split("\\s+").length;
        return write(name, "Scoring: Modern\n" + keys + "Deal: " + deal + "\nMoves: " + moves + "\nMove Count: "
                + count + "\n");
    }

    @Test
    void aChallengeScoresEachPlayerAndNumbersTheTimedOutTurn() throws IOException {
        // Player 1 moves first and the players alternate, a timed-out turn included:
        // 1, player 1: E1 on f3, under E5 (f4) by colour; Within, 1 neighbour: 1 point; total 1.
        // 2, player 2: runs out of time; A2, the stone on the touchstone, passes on; total 0.
        // 3, player 1: A2 on a2, under A1 (a1) by colour; the Beyond scores nothing: 0 points; total 1.
        // 4, player 2: E6 on g4, beside E5 (f4) by colour and over F6 (g5) by symbol: a 2-way in the
        //    Within, 2 points, no 4-Way before to double it; total 2.
        // 72 - 6 on the tableau - 3 placed = 63 stones left: no end bonus. Player 2 wins, 2 to 1.
        Path file = record("challenge.txt", "Mode: Challenge\nPlayers: Ann (human), Cy (computer 2)\n",
                deal("E1 A2 E6"), "f3 -- a2 g4");
        CommandResult r = CommandResult.of("replay", file.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.err());
        assertEquals(List.of(
                "1 f3 E1 1 1 1",
                "2 -- A2 0 0 0",
                "3 a2 A2 1 0 1",
                "4 g4 E6 2 2 2",
                "score=1,2 fourways=0,0 left=63 winner=2"), r.outLines());
    }

    @Test
    void aChallengeOfEqualScoresIsATie() throws IOException {
        // 1, player 1: E1 on f3, under E5 by colour, Within: 1 point. 2, player 2: E2 on e4, beside E5
        // by colour, Within: 1 point. 64 stones left, no bonus: 1 each. The Players line is left out:
        // a Challenge record without one is two players all the same.
        Path file = record("tie.txt", "Mode: Challenge\n", deal("E1 E2"), "f3 e4");
        CommandResult r = CommandResult.of("replay", file.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(List.of("1 f3 E1 1 1 1", "2 e4 E2 1 1 1", "score=1,1 fourways=0,0 left=64 winner=tie"),
                r.outLines());
    }

    @Test
    void aTimedOutTurnOutsideAChallengeIsRefusedNamingIt() throws IOException {
        for (String keys : new String[] {"Mode: Solitaire\n", "", "Mode: Cooperative\n"}) {
            Path file = record("solitaire.txt", keys, deal("E1 A2"), "f3 --");
            CommandResult r = CommandResult.of("replay", file.toString());
            assertEquals(2, r.code(), keys + r.out());
            MainTest.assertOneMessage(r.err());
            assertTrue(r.err().contains("move 2 (--)"), r.err());
            assertEquals("", r.out());
        }
    }

    @Test
    void anIllegalChallengeMoveNamesItsTurnNumberAndSquare() throws IOException {
        // The third turn: A2 on e4 beside E5 matches neither colour nor symbol.
        Path file = record("bad.txt", "Mode: Challenge\n", deal("E1 A2"), "f3 -- e4");
        CommandResult r = CommandResult.of("replay", file.toString());
        assertEquals(2, r.code());
        MainTest.assertOneMessage(r.err());
        assertTrue(r.err().contains("move 3 (e4)"), r.err());
    }

    @Test
    void anOldRecordWithoutModeIsScoredAsBefore() throws Exception {
        Game g = new Game(Deal.random(5), Scoring.MODERN);
        while (!g.isOver() && g.placed() < 40) {
            g.place(g.legalSquares().get(0));
        }
        String old = GameRecord.of(g, Map.of()).format().replaceFirst("Move Count: \\d+\n", "");
        CommandResult r = CommandResult.of("replay", write("old.txt", old).toString());
        assertEquals(0, r.code(), r.err());
        List<String> expected = new ArrayList<>();
        for (Move m : g.moves()) {
            expected.add(m.line());
        }
        expected.add("score=" + g.finalScore() + " fourways=" + g.fourWays() + " left=" + g.stonesLeft());
        assertEquals(expected, r.outLines());
    }

    @Test
    void aCooperativeRecordScoresOneTeamSheet() throws IOException {
        // The same turns as the tie, played as a team: 1 point, then 1 more on the shared sheet.
        Path file = record("team.txt", "Mode: Cooperative\nPlayers: Ann (human), Cy (human)\n", deal("E1 E2"),
                "f3 e4");
        CommandResult r = CommandResult.of("replay", file.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(List.of("1 f3 E1 1 1 1", "2 e4 E2 1 1 2", "score=2 fourways=0 left=64"), r.outLines());
    }

    @Test
    void anUnknownModeOrPlayerIsABadRecord() throws IOException {
        for (String keys : new String[] {"Mode: Blitz\n", "Mode: Challenge\nPlayers: Ann, Cy\n"}) {
            CommandResult r = CommandResult.of("replay", record("odd.txt", keys, deal("E1"), "f3").toString());
            assertEquals(2, r.code(), keys);
            MainTest.assertOneMessage(r.err());
        }
    }

    /** The text of docs/formats.md between a line and the end of its code block. */
    private static String formatsBlock(String formats, String from) {
        int start = formats.indexOf(from);
        assertTrue(start >= 0, "docs/formats.md has " + from);
        return formats.substring(start, formats.indexOf("```", start));
    }

    @Test
    void theFormatsChallengeRecordIsTheGamesOwnAndReplaysAsShown() throws Exception {
        String formats = Files.readString(Path.of("../docs/formats.md"), StandardCharsets.UTF_8);
        String example = formatsBlock(formats, "; Ishido game record\nScoring: Modern\nFormat: 2\nMode: Challenge");
        // The game writes that record for those turns, with that timer and 312 ticks into the fifth move.
        Match m = new Match(GameMode.CHALLENGE, List.of(Seat.human("Ann"), Seat.computer("Computer Player 2", 4)),
                new Game(deal("E1 A2 E6"), Scoring.MODERN));
        m.useTimer(Timer.perMove(20));
        m.place(Square.parse("f3"));
        m.timeOut();
        m.place(Square.parse("a2"));
        m.place(Square.parse("g4"));
        for (int i = 0; i < 312; i++) {
            m.tick();
        }
        Map<String, String> more = new LinkedHashMap<>();
        more.put("Computer Players", "2");
        more.put("Stoneset", "Ishido");
        more.put("Board", "Ishido");
        assertEquals(example, MatchRecord.write(m, more, LocalDate.of(2026, 11, 23)).format());

        String shown = formatsBlock(formats, "$ java -jar desktop/target/ishido.jar replay challenge.txt\n");
        CommandResult r = CommandResult.of("replay", write("challenge.txt", example).toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(shown.substring(shown.indexOf('\n') + 1), r.out());
    }

    private Path write(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text, StandardCharsets.UTF_8);
        return p;
    }
}
