package ishido.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import ishido.rules.Move;
import ishido.rules.Scoring;
import ishido.rules.Square;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MatchTest {
    private static final LocalDate DAY = LocalDate.of(1990, 6, 1);
    private static final List<Seat> TWO = List.of(Seat.human("Ann"), Seat.computer("Ben", 2));

    private static Match match(GameMode mode, List<Seat> seats) {
        return new Match(mode, seats, new Game(Deal.random(11), Scoring.MODERN));
    }

    private static Move playFirstLegal(Match m) throws IllegalMoveException {
        return m.place(m.game().legalSquares().get(0));
    }

    @Test
    void challengePlayersKeepTheirOwnSheetsAndTakeTurns() throws IllegalMoveException {
        Match m = match(GameMode.CHALLENGE, TWO);
        assertNotSame(m.sheet(0), m.sheet(1));
        List<String> events = new ArrayList<>();
        m.addListener(new MatchListener() {
            @Override
            public void stonePlaced(int seat, Move move) {
                events.add("placed " + seat);
            }

            @Override
            public void turnPassed(int from, int to) {
                events.add("turn " + from + ">" + to);
            }
        });
        Move first = playFirstLegal(m);
        Move second = playFirstLegal(m);
        assertEquals(List.of("placed 0", "turn 0>1", "placed 1", "turn 1>0"), events);
        assertEquals(first.points(), m.sheet(0).score());
        assertEquals(second.points(), m.sheet(1).score());
        assertEquals(second.points(), second.total(), "a move's total is its own player's score");
        assertTrue(m.computerPlayed(), "Ben is the computer");
        assertFalse(m.isEligible());
        m.undo();
        assertEquals(1, m.turn());
        assertEquals(0, m.sheet(1).score());
    }

    @Test
    void cooperativePlayersShareOneSheet() throws IllegalMoveException {
        Match m = match(GameMode.COOPERATIVE, List.of(Seat.human("Ann"), Seat.human("Cy")));
        assertSame(m.sheet(0), m.sheet(1));
        assertSame(m.game().sheet(), m.sheet(0));
        playFirstLegal(m);
        assertEquals(1, m.turn());
        assertTrue(m.isEligible());
    }

    @Test
    void aCooperativeGameIsTheComputersOnlyWhenItPlayedMostMoves() throws IllegalMoveException {
        Match half = match(GameMode.COOPERATIVE, List.of(Seat.human("Ann"), Seat.computer("Ben", 2)));
        playFirstLegal(half);
        playFirstLegal(half);
        assertTrue(half.computerPlayed());
        assertFalse(half.computerPlayedMost(), "a person played half of it: it is theirs");
        Match all = match(GameMode.COOPERATIVE, List.of(Seat.computer("Al", 2), Seat.computer("Ben", 2)));
        playFirstLegal(all);
        playFirstLegal(all);
        assertTrue(all.computerPlayedMost());
        Match solo = match(GameMode.SOLITAIRE, List.of(Seat.human("Ann")));
        playFirstLegal(solo);
        assertFalse(solo.computerPlayedMost());
    }

    @Test
    void aGameMostlyPlayedByTheComputerIsTheComputers() throws IllegalMoveException {
        Match watched = match(GameMode.SOLITAIRE, List.of(Seat.human("Ann")));
        playFirstLegal(watched);
        playFirstLegal(watched);
        // The player gives the seat to the computer and watches it play on.
        watched.setSeat(0, Seat.computer("Computer Player 1", 4));
        for (int i = 0; i < 3; i++) {
            playFirstLegal(watched);
        }
        assertTrue(watched.computerPlayedMost(), "three of its five stones are the computer's: the game is too");
    }

    @Test
    void clocksCountTheTicksOfTheSeatToPlay() throws IllegalMoveException {
        Match m = match(GameMode.CHALLENGE, TWO);
        for (int i = 0; i < 5; i++) {
            m.tick();
        }
        playFirstLegal(m);
        m.tick();
        assertEquals(5, m.clockTicks(0));
        assertEquals(1, m.clockTicks(1));
    }

    @Test
    void aRecordCarriesModePlayersDateAndFlags() throws IllegalMoveException {
        Match m = match(GameMode.SOLITAIRE, List.of(Seat.computer("Computer Player 1", 1)));
        playFirstLegal(m);
        m.disqualify();
        GameRecord r = MatchRecord.write(m, Map.of("Board", "Runes"), DAY);
        assertEquals("Solitaire", r.extra().get("Mode"));
        assertEquals("Computer Player 1 (computer 1)", r.extra().get("Players"));
        assertEquals("1990-06-01", r.extra().get("Date"));
        assertEquals("Runes", r.extra().get("Board"));

        MatchRecord.Loaded loaded = MatchRecord.load(GameRecord.parse(r.format()), GameMode.CHALLENGE, TWO);
        assertEquals(List.of(), loaded.notes());
        Match back = loaded.match();
        assertEquals(GameMode.SOLITAIRE, back.mode());
        assertEquals(m.seats(), back.seats());
        assertTrue(back.isDisqualified());
        assertEquals(m.game().score(), back.game().score());
    }

    @Test
    void aBadPlayersLineIsRefused() {
        GameRecord r = new GameRecord(Scoring.MODERN, Deal.random(3), List.<Square>of(), Map.of("Players", "Ann"));
        assertThrows(IllegalArgumentException.class,
                () -> MatchRecord.load(r, GameMode.SOLITAIRE, List.of(Seat.human("Ann"))));
    }

    @Test
    void startingOverCostsTheHighScores() {
        Match m = match(GameMode.SOLITAIRE, List.of(Seat.human("Ann")));
        assertTrue(m.isEligible());
        m.startOver();
        assertTrue(m.isStartedOver());
        assertFalse(m.isEligible());
    }
}
