package ishido.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.match.DealCode;
import ishido.match.Match;
import ishido.match.MatchRecord;
import ishido.match.Seat;
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

/** A finished match summed up for the statistics, and read back from the record the history keeps. */
class PlayedGameTest {
    private static final LocalDate DAY = LocalDate.of(2026, 11, 23);

    /** Plays the first legal square until the game ends or the given number of stones is placed. */
    private static void play(Match m, int stones) throws IllegalMoveException {
        for (int i = 0; i < stones && !m.game().isOver(); i++) {
            m.place(m.game().legalSquares().get(0));
        }
    }

    private static GameRecord kept(Match m, PlayedGame p) {
        Map<String, String> keys = new LinkedHashMap<>(p.keys());
        return GameRecord.parse(MatchRecord.write(m, keys, LocalDate.of(2026, 11, 23)).format());
    }

    @Test
    void aSolitaireGameOnACodedDealKeepsItsCodeAndResult() throws IllegalMoveException {
        Match m = new Match(GameMode.SOLITAIRE, List.of(Seat.human("Kim")),
                new Game(DealCode.of(1990).deal(), Scoring.MODERN));
        play(m, 200);
        PlayedGame p = PlayedGame.of(m, DAY);
        assertEquals("7FNS-AFRQ", p.code());
        assertEquals(m.game().finalScore(), p.score());
        assertEquals(m.game().fourWays(), p.fourWays());
        assertEquals(m.game().stonesLeft(), p.stonesLeft());
        assertEquals(m.game().end(), p.end());
        assertFalse(p.helped());
        assertFalse(p.computer());
        GameRecord record = kept(m, p);
        assertEquals("7FNS-AFRQ", record.get("Deal Code"));
        assertEquals(PlayedGame.outcome(m.game().end()), record.get("Outcome"));
        assertEquals(p, PlayedGame.read(record));
    }

    @Test
    void aGameEndedByThePlayerIsReadBackAsEndedSoAndMarkedHelped() throws IllegalMoveException {
        Match m = new Match(GameMode.COOPERATIVE, List.of(Seat.human("A"), Seat.human("B")),
                new Game(DealCode.of(5).deal(), Scoring.ANCIENT));
        play(m, 10);
        m.disqualify();
        m.finish(Game.End.ENDED_BY_PLAYER);
        PlayedGame p = PlayedGame.of(m, DAY);
        assertTrue(p.helped());
        assertEquals(Game.End.ENDED_BY_PLAYER, p.end());
        assertEquals(0, p.score(), "Ancient scoring has no points");
        PlayedGame back = PlayedGame.read(kept(m, p));
        assertEquals(p, back);
        assertEquals("ended by the player", kept(m, p).get("Outcome"));
    }

    @Test
    void inAChallengeThePlayersSeatIsTheFirstAPersonPlays() throws IllegalMoveException {
        Match m = new Match(GameMode.CHALLENGE, List.of(Seat.computer("Computer", 3), Seat.human("Kim")),
                new Game(DealCode.of(77).deal(), Scoring.MODERN));
        play(m, 200);
        PlayedGame p = PlayedGame.of(m, DAY);
        assertEquals(m.finalScore(1), p.score());
        assertEquals(m.sheet(1).fourWays(), p.fourWays());
        assertFalse(p.computer(), "the computer played the other seat, not the player's");
        assertEquals(p, PlayedGame.read(kept(m, p)));
    }

    @Test
    void aGameTheComputerPlayedForThePlayerIsMarkedSoEvenWhenThePlayerTookItBack() throws IllegalMoveException {
        Match m = new Match(GameMode.SOLITAIRE, List.of(Seat.human("Kim")),
                new Game(DealCode.of(8).deal(), Scoring.MODERN));
        m.setSeat(0, Seat.computer("Computer", 3));
        play(m, 5);
        m.setSeat(0, Seat.human("Kim"));
        play(m, 200);
        PlayedGame p = PlayedGame.of(m, DAY);
        assertTrue(p.computer());
        GameRecord record = kept(m, p);
        assertEquals("yes", record.get("Computer Played"));
        assertTrue(PlayedGame.read(record).computer(), "the record's Players say human; its mark says computer");
    }

    @Test
    void aTournamentGameAndAHandMadeDealWithoutCode() throws IllegalMoveException {
        Match m = new Match(GameMode.TOURNAMENT, List.of(Seat.human("Kim")),
                new Game(ishido.rules.Deal.beginningWith("A1 B2 C3 D4 E5 F6"), Scoring.MODERN));
        play(m, 200);
        PlayedGame p = PlayedGame.of(m, DAY);
        assertEquals("", p.code());
        assertFalse(p.keys().containsKey("Deal Code"));
        assertEquals(p, PlayedGame.read(kept(m, p)));
    }

    @Test
    void aRecordThatDoesNotReplayIsRefusedWithItsReason() {
        GameRecord bad = GameRecord.parse("Scoring: Modern\nDeal: " + DealCode.of(3).deal() + "\nMoves: a1\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PlayedGame.read(bad));
        assertTrue(e.getMessage().startsWith("move 1 (a1)"), e.getMessage());
        GameRecord badDate = GameRecord.parse("Scoring: Modern\nDeal: " + DealCode.of(3).deal() + "\nMoves:\nDate: soon\n");
        assertThrows(IllegalArgumentException.class, () -> PlayedGame.read(badDate));
    }
}
