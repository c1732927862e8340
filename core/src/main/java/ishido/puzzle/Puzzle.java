package ishido.puzzle;

import ishido.ai.Position;
import ishido.match.DealCode;
import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import ishido.rules.SplitMix64;
import ishido.rules.Square;
import ishido.rules.Stone;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * "Where does this stone go?": a position from a game (its deal and the squares played so far, so the board,
 * the score and the 4-Ways follow by the rules; the player sees the pouch's contents, never its order), the
 * scoring, and the square the Master's review found clearly best ({@link PuzzleRule}), with the square that came
 * closest, its themes, its rating, and the verification's figures: the answer's least lead over any other square
 * and that lead's noise, in the scoring's points.
 *
 * @param number   the puzzle's number in its set, from 1
 * @param moves    the squares played from the deal before the position, none timed out
 * @param runnerUp the square that came closest to the answer
 * @param themes   one or two
 */
public record Puzzle(int number, Deal deal, Scoring scoring, List<Square> moves, Square answer, Square runnerUp,
        List<Theme> themes, Glicko rating, double lead, double noise) {

    public Puzzle {
        moves = Collections.unmodifiableList(new ArrayList<>(moves));
        themes = List.copyOf(themes);
        if (themes.isEmpty() || themes.size() > 2) {
            throw new IllegalArgumentException("a puzzle has one or two themes, not " + themes.size());
        }
    }

    /**
     * The game at the puzzle's position, replayed from its deal.
     *
     * @throws IllegalArgumentException when a move is illegal or the game is over by then
     */
    public Game game() {
        Game game = new Game(deal, scoring);
        for (Square square : moves) {
            if (game.isOver()) {
                throw new IllegalArgumentException("the game is over before move " + (game.placed() + 1));
            }
            try {
                game.place(square);
            } catch (IllegalMoveException e) {
                throw new IllegalArgumentException("move " + (game.placed() + 1) + " is illegal: " + e.getMessage(), e);
            }
        }
        if (game.isOver()) {
            throw new IllegalArgumentException("the game is over at the puzzle's position");
        }
        return game;
    }

    /** What the player and the Master know at the puzzle: the board, the stone, the score and the 4-Ways. */
    public Position position() {
        return Position.of(game());
    }

    /** The stone to place. */
    public Stone stone() {
        return deal.get(Deal.TABLEAU + moves.size());
    }

    /** The deal's code, or null for a deal without one (given stone by stone). */
    public DealCode code() {
        return DealCode.of(deal);
    }

    /** This puzzle with another rating (after a try, or from the computer's skills). */
    public Puzzle withRating(Glicko r) {
        return new Puzzle(number, deal, scoring, moves, answer, runnerUp, themes, r, lead, noise);
    }

    /** This puzzle under another number (a set renumbered). */
    public Puzzle withNumber(int n) {
        return new Puzzle(n, deal, scoring, moves, answer, runnerUp, themes, rating, lead, noise);
    }

    /**
     * The seed of the puzzle's verification: from its deal and its move, never its number, so a puzzle is
     * verified alike in any set and by the lab's {@code puzzles --check}.
     */
    public long seed() {
        return seed(deal, moves.size());
    }

    /** The seed of the verification of the position after so many moves of the deal. */
    public static long seed(Deal deal, int moves) {
        long h = moves;
        for (Stone s : deal.stones()) {
            h = h * 37 + s.id();
        }
        return new SplitMix64(h).nextLong();
    }
}
