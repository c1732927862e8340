package ishido.stats;

import ishido.match.DealCode;
import ishido.match.Match;
import ishido.match.MatchRecord;
import ishido.match.MatchView;
import ishido.match.Seat;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import ishido.scores.RankedGame;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What the statistics know of one finished game: when, the mode and scoring, the deal's code, and the
 * result of the player's seat (the score with its end bonus, 4-Ways, stones not placed), how it ended,
 * whether help was used and whether the computer played it.
 *
 * <p>The player's seat is the one seat of Solitaire, Cooperative and Tournament games (Cooperative
 * players share it); in a Challenge it is the first seat a person plays, or the first seat when the
 * computer plays both.
 *
 * @param code the deal code, or empty for a deal without one (a hand-made deal)
 * @param helped a costly help was used, the game was started over or played with hints
 * @param computer the computer played for the player's seat (all of it or a part)
 * @param hinted a First Game with Hints (helped too)
 * @param friend a friend played it: a game a challenge received carried, not the player's
 */
public record PlayedGame(LocalDate date, GameMode mode, Scoring scoring, String code, long score, int fourWays,
        int stonesLeft, Game.End end, boolean helped, boolean computer, boolean hinted, boolean friend)
        implements RankedGame {
    /** Record keys the history adds to a game's record: how it ended, and the marks of help and of the computer. */
    public static final String OUTCOME_KEY = "Outcome";
    public static final String HELPED_KEY = "Helped";
    public static final String COMPUTER_KEY = "Computer Played";

    /** A game played without the hints of a First Game with Hints. */
    public PlayedGame(LocalDate date, GameMode mode, Scoring scoring, String code, long score, int fourWays,
            int stonesLeft, Game.End end, boolean helped, boolean computer) {
        this(date, mode, scoring, code, score, fourWays, stonesLeft, end, helped, computer, false);
    }

    /** A game of the player's or the computer's, not a friend's. */
    public PlayedGame(LocalDate date, GameMode mode, Scoring scoring, String code, long score, int fourWays,
            int stonesLeft, Game.End end, boolean helped, boolean computer, boolean hinted) {
        this(date, mode, scoring, code, score, fourWays, stonesLeft, end, helped, computer, hinted, false);
    }

    /** The result of a match that has ended, on the given date. */
    public static PlayedGame of(MatchView match, LocalDate date) {
        int seat = playerSeat(match.mode(), match.seats());
        boolean apart = match.mode() == GameMode.CHALLENGE && match.seats().size() > 1;
        Game g = match.game();
        DealCode code = DealCode.of(g.deal());
        return new PlayedGame(date, match.mode(), g.scoring(), code == null ? "" : code.toString(),
                match.finalScore(seat), match.sheet(seat).fourWays(), g.stonesLeft(), g.end(),
                match.isAssisted(),
                apart ? match.seats().get(seat).isComputer() : match.computerPlayed(), match.isHinted());
    }

    private static int playerSeat(GameMode mode, List<Seat> seats) {
        if (mode == GameMode.CHALLENGE) {
            for (int i = 0; i < seats.size(); i++) {
                if (!seats.get(i).isComputer()) {
                    return i;
                }
            }
        }
        return 0;
    }

    /**
     * The keys the history writes into the game's record beside the match's own: the deal code, how the
     * game ended, whether it was helped and whether the computer played it.
     */
    public Map<String, String> keys() {
        Map<String, String> keys = new LinkedHashMap<>();
        if (!code.isEmpty()) {
            keys.put(DealCode.RECORD_KEY, code);
        }
        keys.put(OUTCOME_KEY, outcome(end));
        keys.put(HELPED_KEY, helped ? "yes" : "no");
        keys.put(COMPUTER_KEY, computer ? "yes" : "no");
        return keys;
    }

    /** How a game ended, in words for records and for people. */
    public static String outcome(Game.End end) {
        return switch (end) {
            case NOT_YET -> "not ended";
            case POUCH_EMPTY -> "pouch emptied";
            case NO_LEGAL_SQUARE -> "no legal square";
            case ENDED_BY_PLAYER -> "ended by the player";
            case TIME_UP -> "time up";
        };
    }

    /**
     * Reads a kept game back: its turns are replayed (so the score is the rules', not a number in the
     * file; the replay reads its Hinted key), its date, code and marks are read from its keys (a record without them, such as one saved by
     * hand, counts as neither helped nor played by the computer unless its flags say so).
     *
     * @throws IllegalArgumentException if the record names a mode, player or date wrongly, or its moves are illegal
     */
    public static PlayedGame read(GameRecord record) {
        Match match;
        try {
            match = MatchRecord.replay(record, GameMode.SOLITAIRE, List.of(Seat.human("Player")));
        } catch (IllegalMoveException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        Game g = match.game();
        if (!g.isOver()) {
            // A kept game ended; one whose moves stop short ended when its player chose so.
            g.finish(Game.End.ENDED_BY_PLAYER);
        }
        PlayedGame replayed = of(match, date(record.get("Date")));
        DealCode code = DealCode.of(record);
        boolean helped = yes(record.get(HELPED_KEY), replayed.helped);
        boolean computer = yes(record.get(COMPUTER_KEY), replayed.computer);
        return new PlayedGame(replayed.date, replayed.mode, replayed.scoring, code == null ? "" : code.toString(),
                replayed.score, replayed.fourWays, replayed.stonesLeft, replayed.end, helped, computer, replayed.hinted);
    }

    private static LocalDate date(String written) {
        if (written == null) {
            return LocalDate.ofEpochDay(0);
        }
        try {
            return LocalDate.parse(written.strip());
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("Date is written YYYY-MM-DD, not '" + written.strip() + "'", e);
        }
    }

    private static boolean yes(String written, boolean otherwise) {
        return written == null ? otherwise : written.strip().toLowerCase(Locale.ROOT).equals("yes");
    }
}
