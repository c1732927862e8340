package ishido.lessons;

import ishido.rules.Board;
import ishido.rules.Move;
import ishido.rules.Scoring;
import ishido.rules.Square;
import ishido.rules.Stone;
import ishido.theme.StoneNames;
import java.util.ArrayList;
import java.util.List;

/**
 * A lesson under way: the board, the stone on the touchstone (the step's), the score and the 4-Ways. A square is
 * taken only where the rules allow it and the step's rule wants it; any other is refused with the lesson's
 * reason, and nothing changes. Once every step is placed the lesson is passed.
 */
public final class Play {
    private final Lesson lesson;
    private final StoneNames names;
    private Board board;
    private int step;
    private int fourWays;
    private long score;
    private final List<Move> moves = new ArrayList<>();

    Play(Lesson lesson, StoneNames names) {
        this.lesson = lesson;
        this.names = names;
        restart();
    }

    /** What placing a stone came to: the move made, or the reason nothing was. */
    public sealed interface Outcome {
    }

    /** The stone went down: the move (its ways and points, scored as the lesson's way scores). */
    public record Placed(Move move) implements Outcome {
    }

    /** Nothing changed: the sentence the player is told on the status line. */
    public record Refused(String reason) implements Outcome {
    }

    /** The lesson from its start again. */
    public void restart() {
        board = lesson.board();
        step = 0;
        fourWays = lesson.fourWays();
        score = lesson.score();
        moves.clear();
    }

    public Lesson lesson() {
        return lesson;
    }

    public StoneNames names() {
        return names;
    }

    /** The board as it stands (a copy). */
    public Board board() {
        return new Board(board);
    }

    /** The stone on the touchstone, or null once the lesson is passed. */
    public Stone touchstone() {
        return isPassed() ? null : lesson.steps().get(step).stone();
    }

    /** The stone after it, shown beside the touchstone where the lesson has one, else null. */
    public Stone next() {
        return step + 1 < lesson.steps().size() ? lesson.steps().get(step + 1).stone() : null;
    }

    /** What to do now, in one or two sentences; once passed, the lesson's summary. */
    public String goal() {
        return isPassed() ? lesson.summary(names) : lesson.steps().get(step).goal().say(names);
    }

    /** The steps placed so far. */
    public int step() {
        return step;
    }

    public boolean isPassed() {
        return step >= lesson.steps().size();
    }

    public int fourWays() {
        return fourWays;
    }

    public long score() {
        return score;
    }

    public List<Move> moves() {
        return List.copyOf(moves);
    }

    /** The squares the rules allow the touchstone's stone (what "Show" marks), in board order. */
    public List<Square> legalSquares() {
        List<Square> legal = new ArrayList<>();
        Stone stone = touchstone();
        for (int i = 0; stone != null && i < Square.COUNT; i++) {
            if (board.isLegal(Square.byIndex(i), stone)) {
                legal.add(Square.byIndex(i));
            }
        }
        return legal;
    }

    /** The squares the lesson takes now (the right answers), in board order. */
    public List<Square> answers() {
        List<Square> right = new ArrayList<>();
        for (Square s : legalSquares()) {
            if (refusal(s) == null) {
                right.add(s);
            }
        }
        return right;
    }

    /** Why a square would be refused now, or null when it would be taken. */
    public String refusal(Square square) {
        if (isPassed()) {
            return "Passed: Next goes on to the next lesson.";
        }
        Stone stone = touchstone();
        String illegal = Reasons.illegal(board, stone, square, names);
        return illegal != null ? illegal : lesson.steps().get(step).rule().refuse(board, stone, square, this, names);
    }

    /** The points a stone would score on a square now, as the lesson's way scores (0 in the Ancient way). */
    public long points(Stone stone, Square square) {
        int ways = board.ways(square, stone);
        return lesson.scoring() == Scoring.MODERN ? Scoring.modernPoints(ways, square.isWithin(), fourWays) : 0;
    }

    /** Puts the touchstone's stone on a square if the rules and the lesson allow it. */
    public Outcome place(Square square) {
        String why = refusal(square);
        if (why != null) {
            return new Refused(why);
        }
        Stone stone = touchstone();
        int ways = board.ways(square, stone);
        long points = points(stone, square);
        board.put(square, stone);
        score += points;
        if (ways == 4) {
            fourWays++;
        }
        Move move = new Move(moves.size() + 1, square, stone, ways, points, score);
        moves.add(move);
        step++;
        return new Placed(move);
    }
}
