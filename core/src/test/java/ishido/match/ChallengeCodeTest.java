package ishido.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.rules.Game;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import ishido.rules.Square;
import ishido.testing.GreedyGames;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ChallengeCodeTest {
    /** A 20-letter name, the longest a challenge carries. */
    static final String LONGEST_NAME = "Bartholomew Quincey";

    private static Game played(long seed, Scoring scoring) {
        return GreedyGames.played(seed, scoring);
    }

    private static List<Square> squares(Game game) {
        List<Square> out = new ArrayList<>();
        game.moves().forEach(m -> out.add(m.square()));
        return out;
    }

    @Test
    void everyGameOfASeededSetComesBackAsItWasPlayed() {
        for (long seed = 1; seed <= 200; seed++) {
            Game game = played(seed, seed % 3 == 0 ? Scoring.ANCIENT : Scoring.MODERN);
            FriendMatch sent = FriendMatch.start(1, LONGEST_NAME, game, seed % 5 == 0);
            String code = ChallengeCode.write(sent);
            FriendMatch back = ChallengeCode.read(code);
            FriendMatch.Played p = back.games().get(0);
            assertEquals(List.of(LONGEST_NAME), back.names());
            assertEquals(game.scoring(), back.scoring());
            assertEquals(DealCode.of(game.deal()), p.deal());
            assertEquals(squares(game), p.moves());
            assertEquals(seed % 5 == 0, p.helped());
            assertEquals(game.finalScore(), p.score());
            assertEquals(game.fourWays(), p.fourWays());
            assertEquals(game.stonesLeft(), p.stonesLeft());
            assertTrue(code.length() <= 200, code.length() + " characters: " + code);
            assertTrue(code.matches("[A-Za-z0-9_-]+"), code);
        }
    }

    @Test
    void aGameEndedEarlyComesBackEnded() throws IllegalMoveException {
        Game game = new Game(DealCode.of(12345).deal(), Scoring.MODERN);
        game.place(game.legalSquares().get(0));
        game.place(game.legalSquares().get(0));
        game.finish(Game.End.ENDED_BY_PLAYER);
        FriendMatch back = ChallengeCode.read(ChallengeCode.write(FriendMatch.start(3, "Ann", game, false)));
        assertEquals(Game.End.ENDED_BY_PLAYER, back.games().get(0).end());
        assertEquals(64, back.games().get(0).stonesLeft());
        assertEquals(3, back.bestOf());
    }

    @Test
    void aMatchGoesBackAndForthAndKeepsTheRunningScore() {
        Game first = played(7, Scoring.MODERN);
        FriendMatch m = FriendMatch.start(3, "Ann", first, false);
        assertEquals(1, m.nextPlayer());
        assertEquals(DealCode.of(first.deal()), m.nextDeal());
        Game answer = replayedWith(m.nextDeal(), 8);
        m = ChallengeCode.read(ChallengeCode.write(m.with("Bob", answer, false)));
        assertEquals(List.of("Ann", "Bob"), m.names());
        assertEquals(1, m.dealsPlayed());
        assertEquals(null, m.nextDeal());
        int w = m.dealWinner(0);
        int expected = first.finalScore() > answer.finalScore() ? 0 : first.finalScore() < answer.finalScore() ? 1 : -2;
        if (expected != -2) {
            assertEquals(expected, w);
        }
        assertFalse(m.isOver());
        // The second deal: a new one, first by the first sender.
        Game second = played(9, Scoring.MODERN);
        m = ChallengeCode.read(ChallengeCode.write(m.with("Ann", second, false)));
        assertEquals(3, m.games().size());
        assertEquals(0, m.games().get(2).player());
        Game again = played(9, Scoring.MODERN);
        assertThrows(IllegalArgumentException.class, () -> FriendMatch.start(1, "Ann", again, false).with("Bob",
                played(10, Scoring.MODERN), false), "the answer is on the same deal");
    }

    private static Game replayedWith(DealCode deal, long seed) {
        return GreedyGames.played(deal, Scoring.MODERN, seed);
    }

    @Test
    void aMatchOfThreeEndsWhenOneHasWonTwo() {
        FriendMatch m = null;
        for (int deal = 0; deal < 3 && (m == null || !m.isOver()); deal++) {
            Game a = played(100 + deal, Scoring.MODERN);
            m = m == null ? FriendMatch.start(3, "Ann", a, false) : m.with("Ann", a, false);
            // Bob places one stone and stops: Ann wins every deal she plays to an end.
            Game b = new Game(a.deal(), Scoring.MODERN);
            try {
                b.place(b.legalSquares().get(0));
            } catch (IllegalMoveException e) {
                throw new AssertionError(e);
            }
            b.finish(Game.End.ENDED_BY_PLAYER);
            m = m.with("Bob", b, false);
        }
        assertTrue(m.isOver());
        assertEquals(2, m.dealsPlayed());
        assertEquals(0, m.winner());
        assertEquals(2, m.wins()[0]);
        FriendMatch over = m;
        assertThrows(IllegalArgumentException.class, () -> over.with("Ann", played(200, Scoring.MODERN), false));
        assertEquals(4, ChallengeCode.read(ChallengeCode.write(m)).games().size());
    }

    @Test
    void everyAlteredCodeIsRefusedWithALineThatSaysWhich() {
        String code = ChallengeCode.write(FriendMatch.start(1, "Ann", played(3, Scoring.MODERN), false));
        for (int i = 1; i < code.length(); i++) {
            for (int k = 0; k < ChallengeCode.ALPHABET.length(); k += 7) {
                char c = ChallengeCode.ALPHABET.charAt(k);
                if (c == code.charAt(i)) {
                    continue;
                }
                String altered = code.substring(0, i) + c + code.substring(i + 1);
                ChallengeCode.BadCodeException e = assertThrows(ChallengeCode.BadCodeException.class,
                        () -> ChallengeCode.read(altered), altered);
                assertTrue(e.getMessage().contains("altered") || e.getMessage().contains("cut short"), e.getMessage());
            }
        }
        for (int n = 1; n < code.length(); n++) {
            String cut = code.substring(0, n);
            ChallengeCode.BadCodeException e = assertThrows(ChallengeCode.BadCodeException.class,
                    () -> ChallengeCode.read(cut), cut);
            assertTrue(e.getMessage().contains("cut short"), e.getMessage());
        }
        assertTrue(assertThrows(ChallengeCode.BadCodeException.class, () -> ChallengeCode.read(code + "A"))
                .getMessage().contains("altered"));
        assertTrue(assertThrows(ChallengeCode.BadCodeException.class, () -> ChallengeCode.read("2" + code.substring(1)))
                .getMessage().contains("another version"));
        assertTrue(assertThrows(ChallengeCode.BadCodeException.class, () -> ChallengeCode.read("hello there"))
                .getMessage().contains("no challenge code"));
    }

    @Test
    void aMoveOutOfPlaceIsRefusedEvenWithItsCheckMended() {
        Game game = played(4, Scoring.MODERN);
        String code = ChallengeCode.write(FriendMatch.start(1, "Ann", game, false));
        // The same game's bits with its tenth placement written as a place beyond the legal squares, the check made
        // anew over them, as a forger would.
        String forged = forged(game, 9);
        assertFalse(forged.equals(code));
        ChallengeCode.BadCodeException e = assertThrows(ChallengeCode.BadCodeException.class,
                () -> ChallengeCode.read(forged));
        assertEquals("this challenge code was altered: move 10 of the first game is on no square the stone may take",
                e.getMessage());
    }

    /** The code of the game with placement {@code bad} written as an index past its legal squares. */
    private static String forged(Game game, int bad) {
        ChallengeCode.Bits bits = new ChallengeCode.Bits();
        bits.put(0, 12);
        bits.put(0, 2);
        bits.put(0, 1);
        bits.put(1, 4);
        bits.put(3, 5);
        for (char ch : "Ann".toCharArray()) {
            bits.put(ch - ' ', 7);
        }
        bits.put(DealCode.of(game.deal()).number(), 35);
        bits.put(0, 1);
        bits.put(game.placed(), 7);
        Game again = new Game(game.deal(), game.scoring());
        for (int i = 0; i < game.placed(); i++) {
            List<Square> legal = again.legalSquares();
            Square s = game.moves().get(i).square();
            int width = ChallengeCode.width(legal.size());
            int at = legal.indexOf(s);
            if (i == bad) {
                // The widest index its bits can write, past the last legal square when they are not a power of two.
                assertTrue(legal.size() < (1 << width), "move " + (i + 1) + " has " + legal.size() + " squares");
                at = (1 << width) - 1;
            }
            bits.put(at, width);
            try {
                again.place(s);
            } catch (IllegalMoveException e) {
                throw new AssertionError(e);
            }
        }
        int chars = 1 + (bits.size() + 5) / 6 + 6;
        bits.set(0, chars, 12);
        String body = ChallengeCode.VERSION + bits.text();
        ChallengeCode.Bits check = new ChallengeCode.Bits();
        check.put(ChallengeCode.crc(body), 32);
        check.put(0, 4);
        return body + check.text();
    }
}
