package ishido.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MatchRecordTest {
    private static final LocalDate DAY = LocalDate.of(1990, 6, 1);
    private static final List<Seat> TWO = List.of(Seat.human("Ann"), Seat.human("Bea"));

    private static Match played(int stones) throws IllegalMoveException {
        Match m = new Match(GameMode.COOPERATIVE, TWO, new Game(Deal.random(21), Scoring.MODERN));
        for (int i = 0; i < stones; i++) {
            m.place(m.game().legalSquares().get(0));
        }
        return m;
    }

    @Test
    void aWrittenRecordSaysItsFormatAndReadsBack() throws IllegalMoveException {
        Match m = played(6);
        String text = MatchRecord.write(m, Map.of(), DAY).format();
        assertTrue(text.contains("\nFormat: " + GameRecord.FORMAT + "\n"), text);
        Match back = MatchRecord.replay(GameRecord.parse(text), GameMode.SOLITAIRE, List.of(Seat.human("X")));
        assertEquals(m.mode(), back.mode());
        assertEquals(m.seats(), back.seats());
        assertEquals(m.plays(), back.plays());
        assertEquals(m.turn(), back.turn());
        assertEquals(m.game().score(), back.game().score());
    }

    @Test
    void aGameOnACodedDealKeepsItsCodeThroughItsRecord() throws IllegalMoveException {
        Match m = played(6);
        DealCode code = DealCode.of(m.game().deal());
        String text = MatchRecord.write(m, Map.of(), DAY).format();
        // A resumed or loaded game is the same game: its Game Over has the Deal, the Master's score and Share.
        Match back = MatchRecord.replay(GameRecord.parse(text), GameMode.SOLITAIRE, List.of(Seat.human("X")));
        assertEquals(code, DealCode.of(back.game().deal()));
        Match loaded = MatchRecord.load(GameRecord.parse(text), GameMode.SOLITAIRE, List.of(Seat.human("X"))).match();
        assertEquals(code, DealCode.of(loaded.game().deal()));
        Match stoneByStone = new Match(GameMode.SOLITAIRE, List.of(Seat.human("X")),
                new Game(Deal.parse(m.game().deal().toString()), Scoring.MODERN));
        GameRecord without = MatchRecord.write(stoneByStone, Map.of(), DAY);
        assertEquals(null, without.get(DealCode.RECORD_KEY), "a deal given stone by stone has no code to write");
    }

    @Test
    void aRecordOfTheFirstFormatWithoutTheLineStillReads() throws IllegalMoveException {
        Match m = played(5);
        GameRecord written = MatchRecord.write(m, Map.of(), DAY);
        Map<String, String> extra = new LinkedHashMap<>(written.extra());
        extra.remove("Format");
        GameRecord old = new GameRecord(written.scoring(), written.deal(), written.moves(), extra);
        assertTrue(!old.format().contains("Format"));
        Match back = MatchRecord.replay(GameRecord.parse(old.format()), GameMode.SOLITAIRE, List.of(Seat.human("X")));
        assertEquals(m.plays(), back.plays());
        assertEquals(GameMode.COOPERATIVE, back.mode());
    }

    @Test
    void aNewerOrUnreadableFormatIsRefusedWithItsNumber() throws IllegalMoveException {
        GameRecord written = MatchRecord.write(played(2), Map.of(), DAY);
        for (String format : List.of("3", "0", "two")) {
            Map<String, String> extra = new LinkedHashMap<>(written.extra());
            extra.put("Format", format);
            GameRecord r = new GameRecord(written.scoring(), written.deal(), written.moves(), extra);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> MatchRecord.replay(r, GameMode.SOLITAIRE, TWO));
            assertTrue(e.getMessage().contains(format), e.getMessage());
        }
    }

    @Test
    void loadKeepsTheGivenModeForAnUnknownOneAndSaysSo() throws IllegalMoveException {
        GameRecord written = MatchRecord.write(played(3), Map.of(), DAY);
        Map<String, String> extra = new LinkedHashMap<>(written.extra());
        extra.put("Mode", "Blitz");
        GameRecord r = new GameRecord(written.scoring(), written.deal(), written.moves(), extra);
        assertThrows(IllegalArgumentException.class, () -> MatchRecord.replay(r, GameMode.COOPERATIVE, TWO));
        MatchRecord.Loaded loaded = MatchRecord.load(r, GameMode.COOPERATIVE, TWO);
        assertEquals(GameMode.COOPERATIVE, loaded.match().mode());
        assertEquals(List.of("Unknown mode in the file; kept Cooperative."), loaded.notes());
        assertEquals(3, loaded.match().game().placed());
    }

    @Test
    void aNameWithACommaReadsBackAsOnePlayer() throws IllegalMoveException {
        List<Seat> seats = List.of(Seat.human("Smith, Jr."), Seat.computer("Sensei, (2)", 3));
        Match m = new Match(GameMode.CHALLENGE, seats, new Game(Deal.random(21), Scoring.MODERN));
        m.place(m.game().legalSquares().get(0));
        GameRecord back = GameRecord.parse(MatchRecord.write(m, Map.of(), DAY).format());
        assertEquals(List.of("Smith, Jr. (human)", "Sensei, (2) (computer 3)"), back.players());
        assertEquals(seats, MatchRecord.replay(back, GameMode.SOLITAIRE, TWO).seats());
    }

    @Test
    void playersRunTogetherAreStillRefused() {
        GameRecord r = new GameRecord(Scoring.MODERN, Deal.random(21), List.of(),
                Map.of("Mode", "Challenge", "Players", "Ann (human),Bea (human)"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> MatchRecord.replay(r, GameMode.SOLITAIRE, TWO));
        assertTrue(e.getMessage().contains("runs two players together"), e.getMessage());
    }
}
