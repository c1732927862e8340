package ishido.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A game written down as text (the Save Game format): {@code Key: value} lines, {@code ;} comments,
 * with the required keys Scoring, Deal and Moves (one square per placed stone, {@code --} for a
 * Challenge turn that timed out), then Move Count, the number of moves, written last so that a record cut
 * short can be told from a shorter game. Records of older versions, without it, are still read.
 * Keys the game does not know are kept but not used.
 */
public final class GameRecord {
    /** The move written for a Challenge turn that ran out of time. */
    public static final String TIMED_OUT = "--";
    /** The key of the last line, the number of moves: a record without it may have been cut short. */
    public static final String MOVE_COUNT = "Move Count";
    /**
     * The record format this version writes; records of any format up to it are read. The Format key
     * lets a later version tell how to read a record; a record without one is of the first format.
     */
    public static final int FORMAT = 2;
    public static final String FORMAT_KEY = "Format";

    private final Scoring scoring;
    private final Deal deal;
    /** Squares in drawing order; null stands for a timed-out turn. */
    private final List<Square> moves;
    private final Map<String, String> extra;
    /** False for a record read without its Move Count line. */
    private final boolean whole;

    /**
     * @param extra keys other than Scoring, Deal and Moves, each written as one {@code Key: value} line
     * @throws IllegalArgumentException when an extra key or value would not read back as written
     */
    public GameRecord(Scoring scoring, Deal deal, List<Square> moves, Map<String, String> extra) {
        this(scoring, deal, moves, extra, true);
    }

    private GameRecord(Scoring scoring, Deal deal, List<Square> moves, Map<String, String> extra, boolean whole) {
        checkExtra(extra);
        this.whole = whole;
        this.scoring = scoring;
        this.deal = deal;
        this.moves = Collections.unmodifiableList(new ArrayList<>(moves));
        this.extra = Collections.unmodifiableMap(new LinkedHashMap<>(extra));
    }

    /**
     * Refuses extras that format() could not write so that parse() reads them back unchanged: a
     * second Scoring, Deal or Moves line, or keys repeated in another case, would make the record
     * unreadable or change its game.
     */
    private static void checkExtra(Map<String, String> extra) {
        Set<String> seen = new HashSet<>();
        for (Map.Entry<String, String> e : extra.entrySet()) {
            String key = e.getKey();
            String value = e.getValue();
            if (key == null || value == null) {
                throw new IllegalArgumentException("extra keys and values cannot be null");
            }
            if (key.isEmpty() || !key.equals(key.strip()) || key.startsWith(";") || key.indexOf(':') >= 0
                    || hasLineBreak(key)) {
                throw new IllegalArgumentException("extra key '" + key + "' cannot be written as 'Key: value'");
            }
            if (isRequired(key)) {
                throw new IllegalArgumentException("extra key '" + key + "' would repeat a required key");
            }
            if (!seen.add(key.toLowerCase(Locale.ROOT))) {
                throw new IllegalArgumentException("extra key '" + key + "' is given twice (keys ignore case)");
            }
            if (!value.equals(value.strip()) || hasLineBreak(value)) {
                throw new IllegalArgumentException("the value of '" + key + "' must be one line without spaces around it");
            }
        }
    }

    private static boolean isRequired(String key) {
        return key.equalsIgnoreCase("Scoring") || key.equalsIgnoreCase("Deal") || key.equalsIgnoreCase("Moves")
                || key.equalsIgnoreCase(MOVE_COUNT);
    }

    private static boolean hasLineBreak(String s) {
        return s.indexOf('\n') >= 0 || s.indexOf('\r') >= 0;
    }

    /** The record of a game as it stands. */
    public static GameRecord of(Game game, Map<String, String> extra) {
        List<Square> squares = new ArrayList<>();
        for (Move m : game.moves()) {
            squares.add(m.square());
        }
        return new GameRecord(game.scoring(), game.deal(), squares, extra);
    }

    public Scoring scoring() {
        return scoring;
    }

    public Deal deal() {
        return deal;
    }

    public List<Square> moves() {
        return moves;
    }

    /**
     * True when the record is known to be whole: made by the game, or read with a Move Count line that
     * matches its moves. False for a record of an older version, which may have been cut short.
     */
    public boolean isWhole() {
        return whole;
    }

    /** The keys other than Scoring, Deal, Moves and Move Count, in the order they were written. */
    public Map<String, String> extra() {
        return extra;
    }

    /** The value of an extra key, its case ignored as the required keys' is, or null. */
    public String get(String key) {
        return optional(extra, key);
    }

    /**
     * The entries of the record's Players line ({@code "Name (human), Name (computer N)"}), split only at a
     * {@code ", "} that follows a closing parenthesis, the end of a player's kind, so a name may hold a
     * comma; none when the line is absent.
     */
    public List<String> players() {
        String line = get("Players");
        List<String> players = new ArrayList<>();
        if (line == null) {
            return players;
        }
        int start = 0;
        for (int at = line.indexOf("), "); at >= 0; at = line.indexOf("), ", at + 1)) {
            players.add(line.substring(start, at + 1));
            start = at + 3;
        }
        players.add(line.substring(start));
        return players;
    }

    /**
     * Reads a record.
     *
     * @throws IllegalArgumentException with a one-line message naming the line or key at fault
     */
    public static GameRecord parse(String text) {
        Map<String, String> keys = new LinkedHashMap<>();
        // Keys are compared ignoring case, as the required ones are looked up.
        Set<String> seen = new HashSet<>();
        String[] lines = text.split("\r\n|\r|\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (i == 0 && line.startsWith("\uFEFF")) {
                line = line.substring(1);
            }
            if (line.isEmpty() || line.startsWith(";")) {
                continue;
            }
            int colon = line.indexOf(':');
            if (colon <= 0) {
                throw new IllegalArgumentException("line " + (i + 1) + " is not 'Key: value': " + abbreviate(line));
            }
            String key = line.substring(0, colon).strip();
            if (!seen.add(key.toLowerCase(Locale.ROOT))) {
                throw new IllegalArgumentException("line " + (i + 1) + " repeats the key '" + key + "'");
            }
            keys.put(key, line.substring(colon + 1).strip());
        }
        // A newer version's record is named as such, even where it lacks what this version needs.
        checkFormat(optional(keys, FORMAT_KEY));
        String scoringText = required(keys, "Scoring");
        String dealText = required(keys, "Deal");
        String movesText = required(keys, "Moves");
        Scoring scoring = Scoring.parse(scoringText);
        Deal deal;
        try {
            deal = Deal.parse(dealText);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("bad Deal: " + e.getMessage());
        }
        List<Square> moves = new ArrayList<>();
        int n = 0;
        for (String token : movesText.split("[\\s,]+")) {
            if (token.isEmpty()) {
                continue;
            }
            n++;
            if (token.equals(TIMED_OUT)) {
                moves.add(null);
                continue;
            }
            try {
                moves.add(Square.parse(token));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("bad Moves: move " + n + ": " + e.getMessage());
            }
        }
        String count = optional(keys, MOVE_COUNT);
        if (count != null && !count.equals(Integer.toString(moves.size()))) {
            throw new IllegalArgumentException("the record is cut short or damaged: Move Count says '"
                    + abbreviate(count) + "' but Moves has " + moves.size());
        }
        keys.keySet().removeIf(GameRecord::isRequired);
        return new GameRecord(scoring, deal, moves, keys, count != null);
    }

    /**
     * Refuses a format newer than this version reads; none given is the first format.
     *
     * @throws NewerFormatException for a newer format
     * @throws IllegalArgumentException for a format that is no whole number from 1
     */
    public static void checkFormat(String text) {
        if (text == null) {
            return;
        }
        int format;
        try {
            format = Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(FORMAT_KEY + " is a whole number, not '" + abbreviate(text.strip()) + "'");
        }
        if (format < 1 || format > FORMAT) {
            String why = "the record is of format " + format + "; this version reads formats 1 to " + FORMAT;
            throw format > FORMAT ? new NewerFormatException(why) : new IllegalArgumentException(why);
        }
    }

    /** A record written by a newer version of the game: whole, only not for this one to read. */
    public static final class NewerFormatException extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        NewerFormatException(String message) {
            super(message);
        }
    }

    private static String required(Map<String, String> keys, String key) {
        String value = optional(keys, key);
        if (value != null) {
            return value;
        }
        throw new IllegalArgumentException("not a game record: the key '" + key + "' is missing");
    }

    private static String optional(Map<String, String> keys, String key) {
        for (Map.Entry<String, String> e : keys.entrySet()) {
            if (e.getKey().equalsIgnoreCase(key)) {
                return e.getValue();
            }
        }
        return null;
    }

    private static String abbreviate(String s) {
        return s.length() <= 40 ? s : s.substring(0, 37) + "...";
    }

    /** Writes the record as text, with a comment line first and the Move Count line last. */
    public String format() {
        StringBuilder b = new StringBuilder();
        b.append("; Ishido game record\n");
        b.append("Scoring: ").append(scoring.label()).append('\n');
        for (Map.Entry<String, String> e : extra.entrySet()) {
            b.append(e.getKey()).append(": ").append(e.getValue()).append('\n');
        }
        b.append("Deal: ").append(deal).append('\n');
        b.append("Moves:");
        for (Square s : moves) {
            b.append(' ').append(s == null ? TIMED_OUT : s.toString());
        }
        b.append('\n');
        b.append(MOVE_COUNT).append(": ").append(moves.size()).append('\n');
        return b.toString();
    }

    /**
     * Plays the record's moves on a new game.
     *
     * @throws IllegalMoveException naming the move number and square of the first illegal move
     */
    public Game replay() throws IllegalMoveException {
        Game game = new Game(deal, scoring);
        for (int i = 0; i < moves.size(); i++) {
            Square s = moves.get(i);
            if (s == null) {
                throw new IllegalMoveException("move " + (i + 1) + ": a timed-out turn ('--') belongs to Challenge games only");
            }
            try {
                game.place(s);
            } catch (IllegalMoveException e) {
                throw new IllegalMoveException("move " + (i + 1) + " (" + s + "): " + e.getMessage());
            }
        }
        return game;
    }
}
