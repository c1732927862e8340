package ishido.match;

import ishido.rules.Game;
import ishido.rules.Scoring;
import ishido.rules.Square;
import java.util.ArrayList;
import java.util.List;

/**
 * The challenge codec: a {@link FriendMatch} written as a short text that travels in a link ({@code ?challenge=CODE})
 * or a message, and read back only when it is whole and its games keep the rules.
 *
 * <p>A code is URL-safe: a version character ({@link #VERSION}), then the characters of base64url
 * ({@code A-Z a-z 0-9 - _}), six bits each, holding, most significant bit first: the code's length in characters
 * (12 bits); the match's length (2 bits: 1, 3 or 5 deals) and scoring (1 bit); the number of games (4 bits); each
 * name, the friend's once they have played (5 bits of length, 1 to 20, then 7 bits a printable ASCII character); each deal's number (35 bits, the
 * {@link DealCode} number); and each game: whether help was used (1 bit), how many stones its player placed (7
 * bits), and each placement as its place among the legal squares at that moment, in board order (as many bits as
 * the number of legal squares needs: none where one square takes the stone). Zero bits fill the last character;
 * then six characters hold a CRC-32 of every character before them (and four zero bits).
 *
 * <p>So reading tells apart: a code of another version (its first character); one cut short or with characters
 * added (the length it says); one altered (the check); and one whose moves break the rules (every game is
 * replayed on its deal). A whole game with a name of 20 letters takes at most 119 characters (66 placements of 7
 * bits), about 70 as a rule.
 */
public final class ChallengeCode {
    /** The first character of every code this version writes; a code of another version starts otherwise. */
    public static final char VERSION = '1';
    /** The characters of codes after the first, six bits each: base64url. */
    static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    /** Characters of the check at the end. */
    private static final int CHECK = 6;
    private static final int LENGTH_BITS = 12;
    private static final int NAME_BITS = 5;
    private static final int CHAR_BITS = 7;
    private static final int GAMES_BITS = 4;
    private static final int DEAL_BITS = 35;
    private static final int MOVES_BITS = 7;
    /** The most games a match carries: two a deal of the longest match. */
    private static final int MOST_GAMES = 10;

    private ChallengeCode() {
    }

    /** A code that cannot be read, with the one line that says why. */
    public static final class BadCodeException extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        BadCodeException(String message) {
            super(message);
        }
    }

    /** The code of a match. */
    public static String write(FriendMatch match) {
        Bits bits = new Bits();
        bits.put(0, LENGTH_BITS);
        bits.put(FriendMatch.LENGTHS.indexOf(match.bestOf()), 2);
        bits.put(match.scoring() == Scoring.MODERN ? 0 : 1, 1);
        bits.put(match.games().size(), GAMES_BITS);
        for (String name : match.names()) {
            bits.put(name.length(), NAME_BITS);
            for (int i = 0; i < name.length(); i++) {
                bits.put(name.charAt(i) - ' ', CHAR_BITS);
            }
        }
        for (int i = 0; i < match.games().size(); i += 2) {
            bits.put(match.games().get(i).deal().number(), DEAL_BITS);
        }
        for (FriendMatch.Played p : match.games()) {
            bits.put(p.helped() ? 1 : 0, 1);
            bits.put(p.moves().size(), MOVES_BITS);
            Game game = new Game(p.deal().deal(), match.scoring());
            for (Square s : p.moves()) {
                List<Square> legal = game.legalSquares();
                bits.put(legal.indexOf(s), width(legal.size()));
                place(game, s);
            }
        }
        int chars = 1 + (bits.size() + 5) / 6 + CHECK;
        bits.set(0, chars, LENGTH_BITS);
        StringBuilder code = new StringBuilder().append(VERSION).append(bits.text());
        long crc = crc(code);
        Bits check = new Bits();
        check.put(crc, 32);
        check.put(0, CHECK * 6 - 32);
        return code.append(check.text()).toString();
    }

    /**
     * Reads a code and replays its games; spaces and line breaks a message put in are ignored.
     *
     * @throws BadCodeException with one line: not a code, another version's, cut short, altered, or a game that
     *     breaks the rules
     */
    public static FriendMatch read(String typed) {
        String code = typed.replaceAll("\\s+", "");
        if (code.isEmpty()) {
            throw new BadCodeException("that is no challenge code: it is empty");
        }
        int start = code.indexOf("challenge=");
        if (start >= 0) {
            // A whole link pasted: its parameter.
            code = code.substring(start + "challenge=".length()).replaceAll("[&#].*", "");
        }
        if (code.charAt(0) != VERSION) {
            throw new BadCodeException(Character.isDigit(code.charAt(0))
                    ? "this challenge code was made by another version of Ishido (version " + code.charAt(0)
                            + "; this one reads version " + VERSION + ")"
                    : "that is no challenge code: they begin with " + VERSION);
        }
        for (int i = 1; i < code.length(); i++) {
            if (ALPHABET.indexOf(code.charAt(i)) < 0) {
                throw new BadCodeException("that is no challenge code: '" + code.charAt(i) + "' is not used in them");
            }
        }
        if (code.length() < 3) {
            throw new BadCodeException("this challenge code is cut short: it has only " + code.length() + " characters");
        }
        Bits bits = Bits.of(code.substring(1));
        int length = (int) bits.get(LENGTH_BITS);
        if (code.length() < length) {
            throw new BadCodeException("this challenge code is cut short: it has " + code.length() + " of its "
                    + length + " characters");
        }
        if (code.length() > length) {
            throw new BadCodeException("this challenge code was altered: it has " + (code.length() - length)
                    + " characters more than it says");
        }
        Bits check = Bits.of(code.substring(length - CHECK));
        if (check.get(32) != crc(code.substring(0, length - CHECK)) || check.get(CHECK * 6 - 32) != 0) {
            throw new BadCodeException("this challenge code was altered: its check does not match (a character was"
                    + " changed)");
        }
        try {
            return read(bits, (length - 1 - CHECK) * 6);
        } catch (IllegalArgumentException e) {
            throw new BadCodeException("this challenge code was altered: " + e.getMessage());
        }
    }

    private static FriendMatch read(Bits bits, int end) {
        int lengthIndex = (int) bits.get(2);
        if (lengthIndex >= FriendMatch.LENGTHS.size()) {
            throw new IllegalArgumentException("it names no length of match");
        }
        Scoring scoring = bits.get(1) == 0 ? Scoring.MODERN : Scoring.ANCIENT;
        int games = (int) bits.get(GAMES_BITS);
        if (games < 1 || games > MOST_GAMES) {
            throw new IllegalArgumentException("it carries " + games + " games");
        }
        // The friend's name is there once they have played.
        List<String> names = new ArrayList<>();
        for (int i = 0; i < Math.min(games, 2); i++) {
            names.add(name(bits));
        }
        List<DealCode> deals = new ArrayList<>();
        for (int i = 0; i < games; i += 2) {
            long n = bits.get(DEAL_BITS);
            if (n >= DealCode.COUNT) {
                throw new IllegalArgumentException("it names no deal");
            }
            deals.add(DealCode.of(n));
        }
        List<List<Square>> moves = new ArrayList<>();
        List<Boolean> helped = new ArrayList<>();
        for (int i = 0; i < games; i++) {
            helped.add(bits.get(1) == 1);
            int count = (int) bits.get(MOVES_BITS);
            Game game = new Game(deals.get(i / 2).deal(), scoring);
            List<Square> squares = new ArrayList<>();
            for (int m = 0; m < count; m++) {
                if (game.isOver()) {
                    throw new IllegalArgumentException("the " + ordinal(i) + " game goes on after its end");
                }
                List<Square> legal = game.legalSquares();
                int at = (int) bits.get(width(legal.size()));
                if (at >= legal.size()) {
                    throw new IllegalArgumentException("move " + (m + 1) + " of the " + ordinal(i)
                            + " game is on no square the stone may take");
                }
                squares.add(legal.get(at));
                place(game, legal.get(at));
            }
            moves.add(squares);
        }
        if (bits.position() > end) {
            throw new IllegalArgumentException("its games run past its end");
        }
        while (bits.position() < end) {
            if (bits.get(1) != 0) {
                throw new IllegalArgumentException("it has bits after its games");
            }
        }
        return FriendMatch.of(FriendMatch.LENGTHS.get(lengthIndex), scoring, names, deals, moves, helped);
    }

    private static String name(Bits bits) {
        int n = (int) bits.get(NAME_BITS);
        if (n == 0 || n > FriendMatch.NAME_LENGTH) {
            throw new IllegalArgumentException("a name of " + n + " letters");
        }
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < n; i++) {
            int c = (int) bits.get(CHAR_BITS) + ' ';
            if (c >= 0x7f) {
                throw new IllegalArgumentException("a name with a character no name has");
            }
            b.append((char) c);
        }
        if (!FriendMatch.cleanName(b.toString()).equals(b.toString())) {
            throw new IllegalArgumentException("a name with spaces no name has");
        }
        return b.toString();
    }

    private static String ordinal(int game) {
        return switch (game) {
            case 0 -> "first";
            case 1 -> "second";
            case 2 -> "third";
            case 3 -> "fourth";
            case 4 -> "fifth";
            default -> (game + 1) + "th";
        };
    }

    private static void place(Game game, Square s) {
        try {
            game.place(s);
        } catch (ishido.rules.IllegalMoveException e) {
            throw new IllegalArgumentException(s + ": " + e.getMessage());
        }
    }

    /** The bits that write a number below n: none for one choice. */
    static int width(int n) {
        return n <= 1 ? 0 : 32 - Integer.numberOfLeadingZeros(n - 1);
    }

    /** CRC-32 (the polynomial of zip and PNG) of the characters, each a byte. */
    static long crc(CharSequence text) {
        int crc = 0xFFFFFFFF;
        for (int i = 0; i < text.length(); i++) {
            crc ^= text.charAt(i) & 0xFF;
            for (int k = 0; k < 8; k++) {
                crc = (crc >>> 1) ^ (0xEDB88320 & -(crc & 1));
            }
        }
        return ~crc & 0xFFFFFFFFL;
    }

    /** A string of bits, most significant first, read and written six at a time as base64url characters. */
    static final class Bits {
        private final List<Boolean> bits = new ArrayList<>();
        private int at;

        static Bits of(String chars) {
            Bits b = new Bits();
            for (int i = 0; i < chars.length(); i++) {
                b.put(ALPHABET.indexOf(chars.charAt(i)), 6);
            }
            return b;
        }

        void put(long value, int width) {
            for (int i = width - 1; i >= 0; i--) {
                bits.add(((value >>> i) & 1) == 1);
            }
        }

        void set(int from, long value, int width) {
            for (int i = 0; i < width; i++) {
                bits.set(from + i, ((value >>> (width - 1 - i)) & 1) == 1);
            }
        }

        /** The next width bits as a number. */
        long get(int width) {
            if (at + width > bits.size()) {
                throw new IllegalArgumentException("its games run past its end");
            }
            long v = 0;
            for (int i = 0; i < width; i++) {
                v = v << 1 | (bits.get(at++) ? 1 : 0);
            }
            return v;
        }

        int position() {
            return at;
        }

        void seek(int position) {
            at = position;
        }

        int size() {
            return bits.size();
        }

        /** The bits as characters, zeros filling the last. */
        String text() {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < bits.size(); i += 6) {
                int v = 0;
                for (int k = 0; k < 6; k++) {
                    v = v << 1 | (i + k < bits.size() && bits.get(i + k) ? 1 : 0);
                }
                b.append(ALPHABET.charAt(v));
            }
            return b.toString();
        }
    }
}
