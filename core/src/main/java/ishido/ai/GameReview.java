package ishido.ai;

import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import ishido.rules.ScoreSheet;
import ishido.rules.Scoring;
import ishido.rules.Square;
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
    private final GameRecord record;
    private final GameMode mode;
    private final List<String> players;
    private final List<Turn> turns;
    /** Written by the review's work, read by the screen: every access holds the array's lock. */
    private final MoveReview[] reviews;
    private final Game end;

    private GameReview(GameRecord record, GameMode mode, List<String> players, List<Turn> turns, Game end) {
        this.record = record;
        this.mode = mode;
        this.players = Collections.unmodifiableList(players);
        this.turns = Collections.unmodifiableList(turns);
        this.reviews = new MoveReview[turns.size()];
        this.end = end;
    }

    /**
     * Replays a record into the moves to review: its mode and players (Solitaire and one player when
     * it names none), each Challenge seat with its own sheet.
     *
     * @throws IllegalArgumentException when the record names an unknown mode
     * @throws IllegalMoveException naming the turn (from 1) of the first illegal move
     */
    public static GameReview of(GameRecord record) throws IllegalMoveException {
        GameMode mode = record.get("Mode") == null ? GameMode.SOLITAIRE : GameMode.parse(record.get("Mode"));
        List<String> players = new ArrayList<>();
        for (String p : record.players()) {
            int open = p.lastIndexOf(" (");
            players.add(open > 0 ? p.substring(0, open) : p);
        }
        if (players.isEmpty()) {
            // As the replay reads such a record: two players for the modes that take turns, else one.
            boolean two = mode == GameMode.COOPERATIVE || mode == GameMode.CHALLENGE;
            players.addAll(two ? List.of("Player 1", "Player 2") : List.of("Player 1"));
        }
        boolean taking = (mode == GameMode.COOPERATIVE || mode == GameMode.CHALLENGE) && players.size() > 1;
        boolean apart = mode == GameMode.CHALLENGE && players.size() > 1;
        Game game = new Game(record.deal(), record.scoring());
        List<ScoreSheet> sheets = new ArrayList<>();
        for (int i = 0; i < players.size(); i++) {
            sheets.add(apart ? new ScoreSheet() : game.sheet());
        }
        List<Turn> turns = new ArrayList<>();
        int seat = 0;
        List<Square> moves = record.moves();
        for (int i = 0; i < moves.size(); i++) {
            Square s = moves.get(i);
            try {
                if (s == null) {
                    if (!apart) {
                        throw new IllegalMoveException("a timed-out turn ('--') belongs to Challenge games only");
                    }
                } else {
                    if (game.isOver()) {
                        throw new IllegalMoveException("the game is over");
                    }
                    ScoreSheet sheet = sheets.get(seat);
                    Position before = new Position(game.boardCopy(), game.touchstone(), sheet.score(), sheet.fourWays());
                    game.place(s, sheet);
                    turns.add(new Turn(game.placed(), apart || taking ? seat : 0, before, s));
                }
            } catch (IllegalMoveException e) {
                throw new IllegalMoveException("move " + (i + 1) + " (" + (s == null ? GameRecord.TIMED_OUT : s)
                        + "): " + e.getMessage());
            }
            if (taking) {
                seat = (seat + 1) % players.size();
            }
        }
        return new GameReview(record, mode, apart ? players : List.of(String.join(" & ", players)), turns, game);
    }

    public GameRecord record() {
        return record;
    }

    public Scoring scoring() {
        return record.scoring();
    }

    public GameMode mode() {
        return mode;
    }

    /** Who is judged: each Challenge player, or one name (the players joined) for everything else. */
    public List<String> players() {
        return players;
    }

    /** The moves to review, in order. */
    public List<Turn> turns() {
        return turns;
    }

    /** The game as it ended, for the board after the last move. */
    public Game finalGame() {
        return end;
    }

    /** The review of the i-th move (from 0), or null while it is still being analysed. */
    public MoveReview review(int i) {
        synchronized (reviews) {
            return reviews[i];
        }
    }

    void put(int i, MoveReview review) {
        synchronized (reviews) {
            reviews[i] = review;
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
        return analysed() == turns.size();
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
