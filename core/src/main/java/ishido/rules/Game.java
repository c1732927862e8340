package ishido.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A game of Ishido in progress: the deal, the board, the stone on the touchstone, the score, and
 * whether and how it has ended. Moves can be taken back while undo is allowed.
 */
public final class Game {
    /** Stones placed from the pouch in a game that empties it. */
    public static final int TO_PLACE = Deal.SIZE - Deal.TABLEAU;

    /** How a game ended. */
    public enum End {
        NOT_YET, POUCH_EMPTY, NO_LEGAL_SQUARE, ENDED_BY_PLAYER, TIME_UP
    }

    private final Deal deal;
    private final Scoring scoring;
    private final Board board = new Board();
    private final List<Move> moves = new ArrayList<>();
    /** The sheet moves score into unless told another. */
    private final ScoreSheet sheet = new ScoreSheet();
    /** The sheet each move scored into, so undo takes its points back from the right one. */
    private final List<ScoreSheet> scoredInto = new ArrayList<>();
    private End end = End.NOT_YET;
    /** Set by finish(): the game stays ended even if it had already ended in a way undo could reopen. */
    private boolean closed;

    public Game(Deal deal, Scoring scoring) {
        this.deal = deal;
        this.scoring = scoring;
        for (int i = 0; i < Deal.TABLEAU; i++) {
            board.put(Deal.TABLEAU_SQUARES.get(i), deal.get(i));
        }
        checkStuck();
    }

    public Deal deal() {
        return deal;
    }

    public Scoring scoring() {
        return scoring;
    }

    /** The stone on a square, or null. */
    public Stone stoneAt(Square square) {
        return board.get(square);
    }

    /** A copy of the board, for those who want to try moves on it. */
    public Board boardCopy() {
        return new Board(board);
    }

    /** The stone to place next, or null once every stone is placed. */
    public Stone touchstone() {
        int next = Deal.TABLEAU + moves.size();
        return next < Deal.SIZE ? deal.get(next) : null;
    }

    /** The stones still in the pouch, not counting the one on the touchstone. */
    public int pouchCount() {
        return Math.max(0, TO_PLACE - moves.size() - 1);
    }

    /** Stones not placed yet, the one on the touchstone included. */
    public int stonesLeft() {
        return TO_PLACE - moves.size();
    }

    public int placed() {
        return moves.size();
    }

    public List<Move> moves() {
        return Collections.unmodifiableList(moves);
    }

    public Move lastMove() {
        return moves.isEmpty() ? null : moves.get(moves.size() - 1);
    }

    /** Points so far, without the end-of-game bonus. Always 0 under Ancient scoring. */
    public long score() {
        return sheet.score();
    }

    public int fourWays() {
        return sheet.fourWays();
    }

    /**
     * The sheet the last move scored into (a Challenge player's own: its 4-Ways are that player's), the
     * game's own before the first move.
     */
    public ScoreSheet lastSheet() {
        return scoredInto.isEmpty() ? sheet : scoredInto.get(scoredInto.size() - 1);
    }

    /** The game's own score sheet, the one {@link #place(Square)} scores into. */
    public ScoreSheet sheet() {
        return sheet;
    }

    public End end() {
        return end;
    }

    public boolean isOver() {
        return end != End.NOT_YET;
    }

    /** The end bonus this game earns if it ends now (Modern scoring only). */
    public int endBonus() {
        return scoring == Scoring.MODERN ? Scoring.endBonus(stonesLeft()) : 0;
    }

    /**
     * True while a game is under way: a stone placed and the game not over, so ending it now (a new game, a
     * deal, a loaded game, Quit) loses a game the player has begun, and they are asked first.
     */
    public boolean isUnderWay() {
        return !isOver() && placed() > 0;
    }

    /** The points a scoreboard shows: the score, with the end bonus once the game is over, as Game Over counts it. */
    public long points() {
        return isOver() ? finalScore() : score();
    }

    /** The score with the end bonus, as it stands if the game ends now. */
    public long finalScore() {
        return score() + endBonus();
    }

    /** How many neighbours the touchstone's stone matches on a square; 0 when it may not go there. */
    public int ways(Square square) {
        Stone stone = touchstone();
        return stone == null || isOver() ? 0 : board.ways(square, stone);
    }

    /** The squares where the touchstone's stone may go, in board order. */
    public List<Square> legalSquares() {
        List<Square> legal = new ArrayList<>();
        for (int i = 0; i < Square.COUNT; i++) {
            Square s = Square.byIndex(i);
            if (ways(s) > 0) {
                legal.add(s);
            }
        }
        return legal;
    }

    /** Places the touchstone's stone on a square, scoring into the game's own sheet. */
    public Move place(Square square) throws IllegalMoveException {
        return place(square, sheet);
    }

    /**
     * Places the touchstone's stone on a square, scoring into the given sheet: its 4-Way count sets
     * the multiplier and the move's total is that sheet's score.
     */
    public Move place(Square square, ScoreSheet into) throws IllegalMoveException {
        if (isOver()) {
            throw new IllegalMoveException("the game is over");
        }
        Stone stone = touchstone();
        int ways = board.ways(square, stone);
        if (ways == 0) {
            throw new IllegalMoveException(whyIllegal(square, stone));
        }
        long points = scoring == Scoring.MODERN ? Scoring.modernPoints(ways, square.isWithin(), into.fourWays()) : 0;
        board.put(square, stone);
        Move move = new Move(moves.size() + 1, square, stone, ways, points, into.score() + points);
        into.add(move);
        moves.add(move);
        scoredInto.add(into);
        if (touchstone() == null) {
            end = End.POUCH_EMPTY;
        } else {
            checkStuck();
        }
        return move;
    }

    private void checkStuck() {
        if (!board.hasLegalSquare(touchstone())) {
            end = End.NO_LEGAL_SQUARE;
        }
    }

    /** True when there is a move to take back; a game ended by the player or the clock stays ended. */
    public boolean canUndo() {
        return !moves.isEmpty() && !closed;
    }

    /** Takes back the last move: its stone returns to the touchstone. */
    public Move undo() {
        if (!canUndo()) {
            throw new IllegalStateException("no move to undo");
        }
        Move last = moves.remove(moves.size() - 1);
        board.remove(last.square());
        scoredInto.remove(scoredInto.size() - 1).remove(last);
        end = End.NOT_YET;
        return last;
    }

    /**
     * Ends the game at the player's wish (End Game) or when a tournament timer runs out. A game that has
     * already ended keeps its reason (say, no legal square) but can no longer be reopened by undo.
     */
    public void finish(End why) {
        if (why == End.NOT_YET) {
            throw new IllegalArgumentException("a game cannot be finished as not yet ended");
        }
        if (!isOver()) {
            end = why;
        }
        closed = true;
    }

    /** Says, in a sentence, why a stone may not go on a square (or null when it may). */
    public String whyIllegal(Square square, Stone stone) {
        return board.whyIllegal(square, stone);
    }
}
