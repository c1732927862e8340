package ishido.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import ishido.rules.Square;
import ishido.rules.Stone;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The timers, the Challenge's timed-out turns and records, and tournaments, without a screen. */
class MatchModesTest {
    private static final LocalDate DAY = LocalDate.of(1990, 6, 1);
    private static final List<Seat> TWO = List.of(Seat.human("Ann"), Seat.human("Cy"));

    /**
     * A deal made for hand-scoring: the tableau A1 B2 C3 D4 E5 F6 (f4 holds E5, g5 F6), then E1, F1, A6,
     * then the other stones.
     */
    static Deal handDeal() {
        return Deal.beginningWith("A1 B2 C3 D4 E5 F6 E1 F1 A6");
    }

    private static Match match(GameMode mode, List<Seat> seats) {
        return new Match(mode, seats, new Game(Deal.random(11), Scoring.MODERN));
    }

    private static void ticks(Match m, long n) {
        for (long i = 0; i < n; i++) {
            m.tick();
        }
    }

    @Test
    void aChallengeMoveThatRunsOutScoresNothingAndPassesTheSameStone() throws IllegalMoveException {
        Match m = match(GameMode.CHALLENGE, TWO);
        m.useTimer(Timer.perMove(3));
        List<Integer> timedOut = new ArrayList<>();
        m.addListener(new MatchListener() {
            @Override
            public void moveTimedOut(int seat) {
                timedOut.add(seat);
            }
        });
        Stone stone = m.game().touchstone();
        ticks(m, 179);
        assertEquals(0, m.turn());
        assertEquals(1, m.ticksLeft());
        m.tick();
        assertEquals(List.of(0), timedOut);
        assertEquals(1, m.turn(), "the stone passes to player 2");
        assertSame(stone, m.game().touchstone(), "the same stone");
        assertEquals(180, m.ticksLeft(), "player 2's move has the whole time");
        assertEquals(0, m.sheet(0).score());
        ticks(m, 100);
        m.place(m.game().legalSquares().get(0));
        assertEquals(180, m.ticksLeft(), "a placed stone starts the next move's time");
        assertEquals(0, m.turn());
        assertEquals(2, m.plays().size());
        assertNull(m.plays().get(0));
        assertTrue(MatchRecord.write(m, Map.of(), DAY).format().contains("Moves: -- "));
    }

    @Test
    void aTournamentGameEndsWhenItsTimeRunsOut() {
        Match m = match(GameMode.TOURNAMENT, List.of(Seat.human("Ann")));
        m.useTimer(Timer.perGame(1));
        List<Game.End> ends = new ArrayList<>();
        m.addListener(new MatchListener() {
            @Override
            public void gameEnded(Game.End end) {
                ends.add(end);
            }
        });
        ticks(m, 60 * 60 - 1);
        assertFalse(m.game().isOver());
        assertEquals(1, m.ticksLeft());
        m.tick();
        assertEquals(Game.End.TIME_UP, m.game().end());
        assertEquals(List.of(Game.End.TIME_UP), ends);
        assertFalse(m.game().canUndo(), "time is up for good");
        m.tick();
        assertEquals(0, m.ticksLeft());
    }

    @Test
    void startingATimedGameOverBuysNoTime() throws IllegalMoveException {
        Match m = match(GameMode.TOURNAMENT, List.of(Seat.human("Ann")));
        m.useTimer(Timer.perGame(1));
        ticks(m, 500);
        m.place(m.game().legalSquares().get(0));
        m.startOver();
        assertEquals(0, m.game().placed());
        assertEquals(3600 - 500, m.ticksLeft());
    }

    @Test
    void onlyAChallengeMoveCanTimeOut() {
        assertThrows(IllegalStateException.class, () -> match(GameMode.COOPERATIVE, TWO).timeOut());
        assertThrows(IllegalStateException.class, () -> match(GameMode.SOLITAIRE, List.of(Seat.human("A"))).timeOut());
    }

    @Test
    void aChallengeRecordScoresEachPlayerByHand() throws IllegalMoveException {
        // Player 1: E1 on f3 beside E5 (1 point). Player 2 runs out of time; F1 passes to player 1, who
        // puts it on g6 under F6 (1 point). Player 2: A6 on h5 beside F6 (1 point).
        String text = "Scoring: Modern\nMode: Challenge\nPlayers: Ann (human), Cy (human)\nDeal: " + handDeal()
                + "\nMoves: f3 -- g6 h5\nMove Count: 4\n";
        Match m = MatchRecord.replay(GameRecord.parse(text), GameMode.SOLITAIRE, List.of(Seat.human("X")));
        assertEquals(2, m.sheet(0).score());
        assertEquals(1, m.sheet(1).score());
        assertEquals(63, m.game().stonesLeft());
        assertEquals(0, m.turn(), "four turns: player 1 is next");
        assertEquals(Stone.parse("A6"), m.game().stoneAt(Square.parse("h5")));
        assertEquals(text.substring(text.indexOf("Moves")), MatchRecord.write(m, Map.of(), DAY).format()
                .substring(MatchRecord.write(m, Map.of(), DAY).format().indexOf("Moves")));
    }

    @Test
    void aTimedOutTurnOutsideAChallengeIsAnIllegalMove() {
        String text = "Scoring: Modern\nMode: Cooperative\nDeal: " + handDeal() + "\nMoves: f3 --\n";
        IllegalMoveException e = assertThrows(IllegalMoveException.class,
                () -> MatchRecord.replay(GameRecord.parse(text), GameMode.SOLITAIRE, TWO));
        assertTrue(e.getMessage().startsWith("move 2 (--)"), e.getMessage());
    }

    @Test
    void aSavedChallengeComesBackWithItsTimerAndTimeUsed() throws IllegalMoveException {
        Match m = match(GameMode.CHALLENGE, List.of(Seat.human("Ann"), Seat.computer("Computer Player 2", 3)));
        m.useTimer(Timer.perMove(20));
        ticks(m, 20 * 60);
        ticks(m, 50);
        GameRecord r = GameRecord.parse(MatchRecord.write(m, Map.of(), DAY).format());
        assertEquals("20 seconds a move", r.extra().get("Timer"));
        Match back = MatchRecord.load(r, GameMode.SOLITAIRE, List.of(Seat.human("X"))).match();
        assertEquals(GameMode.CHALLENGE, back.mode());
        assertEquals(m.seats(), back.seats());
        assertEquals(Timer.perMove(20), back.timer());
        assertEquals(m.ticksLeft(), back.ticksLeft());
        assertEquals(1, back.turn());
        assertEquals(m.plays(), back.plays());
    }

    @Test
    void tournamentPlayersPlayTheSameDealAndTheRecordKeepsEveryGame() throws IllegalMoveException {
        Tournament t = new Tournament(Deal.random(77), Scoring.MODERN);
        Match m = new Match(GameMode.TOURNAMENT, List.of(Seat.human("Ann")), t.newGame());
        m.beginTournament(t);
        m.useTimer(Timer.perGame(5));
        for (int i = 0; i < 10 && !m.game().isOver(); i++) {
            m.place(m.game().legalSquares().get(0));
        }
        long annScore = m.game().finalScore();
        m.nextTournamentGame(Seat.human("Bea"));
        assertEquals(1, t.played().size());
        assertEquals("Ann", t.played().get(0).player().name());
        assertEquals(Game.End.ENDED_BY_PLAYER, t.played().get(0).game().end(), "New Game ended Ann's game");
        assertEquals(annScore, t.played().get(0).score());
        assertEquals(t.deal(), m.game().deal(), "the same deal");
        assertEquals(0, m.game().placed());
        assertEquals(2, t.gameNumber());
        m.nextTournamentGame(Seat.computer("Computer", 4));
        assertEquals(1, t.played().size(), "a game not begun is not entered");
        m.place(m.game().legalSquares().get(1));
        ticks(m, 77);

        GameRecord r = GameRecord.parse(MatchRecord.write(m, Map.of(), DAY).format());
        assertTrue(r.extra().get("Tournament Game 1").startsWith("Ann (human) | ended by player | "));
        Match back = MatchRecord.load(r, GameMode.SOLITAIRE, List.of(Seat.human("X"))).match();
        assertEquals(GameMode.TOURNAMENT, back.mode());
        Tournament loaded = back.tournament();
        assertEquals(t.deal(), loaded.deal());
        assertEquals(1, loaded.played().size());
        assertEquals(annScore, loaded.played().get(0).score());
        assertEquals("Computer", back.currentSeat().name());
        assertEquals(m.ticksLeft(), back.ticksLeft());
        assertEquals(1, back.game().placed());
    }

    @Test
    void aDamagedTournamentLineIsRefusedWithItsName() {
        Deal deal = Deal.random(5);
        GameRecord r = new GameRecord(Scoring.MODERN, deal, List.of(), Map.of("Mode", "Tournament",
                "Tournament Game 1", "Ann (human) | ended by player | a1"));
        IllegalMoveException e = assertThrows(IllegalMoveException.class,
                () -> MatchRecord.replay(r, GameMode.SOLITAIRE, TWO));
        assertTrue(e.getMessage().startsWith("Tournament Game 1, move 1 (a1)"), e.getMessage());
        GameRecord bad = new GameRecord(Scoring.MODERN, deal, List.of(), Map.of("Mode", "Tournament",
                "Tournament Game 1", "Ann (human) ended"));
        assertThrows(IllegalArgumentException.class, () -> MatchRecord.replay(bad, GameMode.SOLITAIRE, TWO));
    }

    @Test
    void timersAreWrittenAndReadBack() {
        for (Timer t : List.of(Timer.NONE, Timer.perMove(1), Timer.perMove(60), Timer.perGame(30))) {
            assertEquals(t, Timer.parse(t.format()));
        }
        assertThrows(IllegalArgumentException.class, () -> Timer.perMove(61));
        assertThrows(IllegalArgumentException.class, () -> Timer.parse("5 hours a game"));
        assertEquals(60 * 60 * 60, Timer.perGame(60).limitTicks());
    }

    @Test
    void keysAreReadWhateverTheirCase() throws IllegalMoveException {
        String text = "scoring: Modern\nmode: challenge\nplayers: Ann (human), Cy (human)\ntimer: 5 seconds a move\n"
                + "deal: " + Deal.random(4) + "\nmoves:\n";
        Match m = MatchRecord.replay(GameRecord.parse(text), GameMode.SOLITAIRE, List.of(Seat.human("X")));
        assertEquals(GameMode.CHALLENGE, m.mode());
        assertEquals("Cy", m.seats().get(1).name());
        assertEquals(Timer.perMove(5), m.timer());
    }

    @Test
    void eachChallengePlayersFourWaysDoubleOnlyTheirOwnPoints() throws IllegalMoveException {
        // Greedy games (the square with the most neighbours first) until one player has a 4-Way the other lacks.
        boolean apart = false;
        for (long seed = 1; seed < 200 && !apart; seed++) {
            Match m = new Match(GameMode.CHALLENGE, TWO, new Game(Deal.random(seed), Scoring.MODERN));
            while (!m.game().isOver()) {
                Square best = null;
                for (Square sq : m.game().legalSquares()) {
                    if (best == null || m.game().ways(sq) > m.game().ways(best)) {
                        best = sq;
                    }
                }
                int seat = m.turn();
                int mine = m.sheet(seat).fourWays();
                int theirs = m.sheet(1 - seat).fourWays();
                int ways = m.game().ways(best);
                var move = m.place(best);
                assertEquals(Scoring.modernPoints(ways, best.isWithin(), mine), move.points(),
                        "a move is doubled by its own player's 4-Ways only");
                assertSame(m.sheet(seat), m.game().lastSheet(), "the play screen names the mover's own 4-Way");
                apart |= mine != theirs && best.isWithin();
            }
            assertEquals(m.sheet(0).score() + m.game().endBonus(), m.finalScore(0), "both receive the end bonus");
            assertEquals(m.sheet(1).score() + m.game().endBonus(), m.finalScore(1));
        }
        assertTrue(apart, "some game gave the players different multipliers");
    }
}
