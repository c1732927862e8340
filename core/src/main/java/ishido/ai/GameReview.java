package ishido.ai;

import ishido.match.Match;
import ishido.match.MatchRecord;
import ishido.match.MatchView;
import ishido.match.Seat;
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
    private final Scoring scoring;
    private final GameMode mode;
    private final List<String> players;
    private final List<Turn> turns;
    /** Written by the review's work, read by the screen: every access holds the array's lock. */
    private final MoveReview[] reviews;

    private GameReview(Scoring scoring, GameMode mode, List<String> players, List<Turn> turns) {
        this.scoring = scoring;
        this.mode = mode;
        this.players = Collections.unmodifiableList(players);
        this.turns = Collections.unmodifiableList(turns);
        this.reviews = new MoveReview[turns.size()];
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
        return new GameReview(played.scoring(), match.mode(), apart ? players : List.of(String.join(" & ", players)), turns);
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
