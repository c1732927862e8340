package ishido.ai;

import ishido.match.Match;
import ishido.match.MatchRecord;
import ishido.match.MatchView;
import ishido.match.Seat;
import ishido.rules.Board;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import ishido.rules.ScoreSheet;
import ishido.rules.Scoring;
import ishido.rules.Square;
import ishido.rules.Stone;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A game being reviewed: its moves as the players saw them and, as the analysis fills them in, the
 * review of each. Safe to read from one thread while another fills it. Solitaire, Cooperative and
 * Tournament games are judged as one player (the team); a Challenge judges each seat against its
 * own sheet.
 */
public final class GameReview {
    private final Scoring scoring;
    private final GameMode mode;
    private final List<String> players;
    private final List<Seat> seats;
    private final List<Turn> turns;
    /** Written by the review's work, read by the screen: every access holds the array's lock. */
    private final MoveReview[] reviews;
    private final Ending ending;

    private GameReview(Scoring scoring, GameMode mode, List<String> players, List<Seat> seats, List<Turn> turns,
            Ending ending) {
        this.scoring = scoring;
        this.seats = List.copyOf(seats);
        this.mode = mode;
        this.players = Collections.unmodifiableList(players);
        this.turns = Collections.unmodifiableList(turns);
        this.reviews = new MoveReview[turns.size()];
        this.ending = ending;
    }

    /**
     * How the game ended: the final board, the stone that found no square (null unless the game ended stuck),
     * the stones left (that one among them), and each judged player's final score (the end bonus in) and 4-Ways.
     */
    public record Ending(Board board, Stone stuckStone, int stonesLeft, long[] scores, int[] fourWays) {
        public boolean stuck() {
            return stuckStone != null;
        }

        /** The final position with the stone that found no square on the touchstone; null unless the game ended stuck. */
        public Position stuckPosition() {
            return stuck() ? new Position(board, stuckStone, 0, 0) : null;
        }
    }

    /** The stuck ending and the move after which it became likely (from 0 in {@link #turns()}). */
    public record Stuck(Stone stone, int move, Square square) {
    }

    /**
     * Replays a record into the moves to review, reading it as {@code replay} does ({@link MatchRecord#replay(GameRecord)}),
     * so a record one refuses the other refuses too: Solitaire and one player when it names none.
     *
     * @throws IllegalArgumentException when the record is of a newer format, or writes a mode, a player, a
     *     timer or a tournament game wrongly
     * @throws IllegalMoveException naming the turn (from 1) of the first illegal move
     */
    public static GameReview of(GameRecord record) throws IllegalMoveException {
        return of(MatchRecord.replay(record));
    }

    /**
     * The moves of a match to review, as each seat saw them: the game under way at the play screen, or one a
     * record replayed to. Tournament, Solitaire and Cooperative games are judged as one player; each Challenge
     * seat against its own sheet.
     */
    public static GameReview of(MatchView match) {
        Game played = match.game();
        Match walk = new Match(match.mode(), match.seats(), new Game(played.deal(), played.scoring()));
        List<Turn> turns = new ArrayList<>();
        for (Square s : match.plays()) {
            try {
                if (s == null) {
                    walk.timeOut();
                    continue;
                }
                Game game = walk.game();
                ScoreSheet sheet = walk.sheet(walk.turn());
                turns.add(new Turn(game.placed() + 1, walk.turn(),
                        new Position(game.boardCopy(), game.touchstone(), sheet.score(), sheet.fourWays()), s));
                walk.place(s);
            } catch (IllegalMoveException e) {
                throw new IllegalStateException("a move the match took is refused on the same deal", e);
            }
        }
        List<String> players = new ArrayList<>();
        for (Seat seat : match.seats()) {
            players.add(seat.name());
        }
        boolean apart = match.mode() == GameMode.CHALLENGE && players.size() > 1;
        Game end = walk.game();
        int judged = apart ? players.size() : 1;
        long[] scores = new long[judged];
        int[] fourWays = new int[judged];
        for (int p = 0; p < judged; p++) {
            scores[p] = apart ? walk.finalScore(p) : end.finalScore();
            fourWays[p] = apart ? walk.sheet(p).fourWays() : end.fourWays();
        }
        boolean stuck = end.end() == Game.End.NO_LEGAL_SQUARE && end.touchstone() != null;
        Ending ending = new Ending(end.boardCopy(), stuck ? end.touchstone() : null, end.stonesLeft(), scores, fourWays);
        return new GameReview(played.scoring(), match.mode(), apart ? players : List.of(String.join(" & ", players)),
                match.seats(), turns, ending);
    }

    public Scoring scoring() {
        return scoring;
    }

    public GameMode mode() {
        return mode;
    }

    /** Who is judged: each Challenge player, or one name (the players joined) for everything else. */
    public List<String> players() {
        return players;
    }

    /** Whether the computer played the move (its seat was the computer's). */
    public boolean byComputer(Turn turn) {
        return turn.seat() < seats.size() && seats.get(turn.seat()).isComputer();
    }

    /** The moves to review, in order. */
    public List<Turn> turns() {
        return turns;
    }

    /** The review of the i-th move (from 0), or null while it is still being analysed. */
    public MoveReview review(int i) {
        synchronized (reviews) {
            return reviews[i];
        }
    }

    /**
     * Keeps a move's review. In a game that ended stuck, once every move is in, the move after which most of the
     * played square's rollouts got stuck too, and did after every later move, is marked as the move that made the
     * ending likely (a blunder at least); when the last move's did not, the move whose rollouts most often left the
     * stuck stone's kind with no square.
     */
    void put(int i, MoveReview review) {
        synchronized (reviews) {
            reviews[i] = review;
            if (!ending.stuck() || stuckMove() >= 0 || !isComplete()) {
                return;
            }
            int since = reviews.length;
            while (since > 0 && reviews[since - 1].emptyChance() < 0.5) {
                since--;
            }
            if (since == reviews.length) {
                // The rollouts mostly went on after the last move: the stone that found no square was unlucky
                // to come so soon, and the move to blame is the one after which it most often found none.
                since = 0;
                for (int j = 1; j < reviews.length; j++) {
                    if (strandedChance(j) > strandedChance(since)) {
                        since = j;
                    }
                }
            }
            reviews[since] = reviews[since].stuckHere();
        }
    }

    /** The share of move j's played square's rollouts that ended with the stuck stone's kind with no square. */
    private double strandedChance(int j) {
        Outcomes o = reviews[j].candidate(turns.get(j).played()).outcomes();
        return o == null ? 0 : o.strandedChance(ending.stuckStone());
    }

    /** The move marked as the one that made the stuck ending likely, or -1. */
    private int stuckMove() {
        for (int j = 0; j < reviews.length; j++) {
            if (reviews[j] != null && reviews[j].stuck()) {
                return j;
            }
        }
        return -1;
    }

    /** How the game ended: its final position, whether stuck, the stones left, the players' results. */
    public Ending ending() {
        return ending;
    }

    /**
     * The stone that found no square and the move after which the rollouts got stuck in most games, once that
     * move is reviewed; null when the game did not end stuck, or while it is not known.
     */
    public Stuck stuck() {
        synchronized (reviews) {
            int m = stuckMove();
            return m < 0 ? null : new Stuck(ending.stuckStone(), m, turns.get(m).played());
        }
    }

    /** How many moves have their review. */
    public int analysed() {
        int n = 0;
        for (int i = 0; i < reviews.length; i++) {
            if (review(i) != null) {
                n++;
            }
        }
        return n;
    }

    public boolean isComplete() {
        synchronized (reviews) {
            for (MoveReview r : reviews) {
                if (r == null) {
                    return false;
                }
            }
            return true;
        }
    }

    /** The summary of one judged player's moves (seat from 0 in {@link #players()}) as far as analysed. */
    public Summary summary(int seat) {
        int moves = 0;
        double loss = 0;
        double share = 0;
        int[] marks = new int[Mark.values().length];
        for (int i = 0; i < turns.size(); i++) {
            MoveReview r = review(i);
            if (r != null && turns.get(i).seat() == seat) {
                moves++;
                loss += r.loss();
                share += r.share();
                marks[r.mark().ordinal()]++;
            }
        }
        return new Summary(moves, moves == 0 ? 0 : loss / moves, moves == 0 ? 0 : share / moves, marks, scoring());
    }

    /**
     * Which of a Challenge's two players played better (0 or 1), by the share of the best moves' expected
     * value lost per move, not the points (a game's stakes grow with its 4-Ways, so points lost weigh the
     * later moves more); -1 for a tie, or when the game is not a two-player Challenge.
     */
    public int better() {
        if (players.size() != 2) {
            return -1;
        }
        double a = summary(0).meanShare();
        double b = summary(1).meanShare();
        return a < b ? 0 : b < a ? 1 : -1;
    }

    /**
     * A judged player's moves, mean loss per move in points, mean share of the best's expected value
     * lost per move (the error rate the rating is drawn from), the count of each mark, and the game's
     * scoring (whose bands rate it).
     */
    public record Summary(int moves, double meanLoss, double meanShare, int[] marks, Scoring scoring) {
        public int count(Mark mark) {
            return marks[mark.ordinal()];
        }

        public Rating rating() {
            return Rating.of(meanShare, scoring);
        }
    }
}
