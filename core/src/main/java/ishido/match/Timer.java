package ishido.match;

import java.util.Locale;

/**
 * A match's time limit, counted in 60 Hz ticks of the model: none, so many seconds a move (Challenge:
 * a move that runs out scores nothing and the stone passes on), or so many minutes a game
 * (Tournament: the game ends when it runs out).
 */
public record Timer(Kind kind, int amount) {
    /** Ticks of the model in a second: the emulated machine's NTSC 60 Hz, the one tick rate of the game. */
    public static final int TICKS_PER_SECOND = 60;
    /** The longest limit the menus offer, in seconds a move or minutes a game. */
    public static final int MAX = 60;
    /** No time limit. */
    public static final Timer NONE = new Timer(Kind.NONE, 0);

    /** What the limit applies to. */
    public enum Kind {
        NONE, PER_MOVE, PER_GAME
    }

    public Timer {
        if (kind == Kind.NONE ? amount != 0 : amount < 1 || amount > MAX) {
            throw new IllegalArgumentException("a timer runs from 1 to " + MAX + " " + unit(kind) + ", not " + amount);
        }
    }

    /** So many seconds for each move (a Challenge timer). */
    public static Timer perMove(int seconds) {
        return new Timer(Kind.PER_MOVE, seconds);
    }

    /** So many minutes for each game (a Tournament timer). */
    public static Timer perGame(int minutes) {
        return new Timer(Kind.PER_GAME, minutes);
    }

    public boolean isOn() {
        return kind != Kind.NONE;
    }

    /** The limit in ticks, or 0 without one. */
    public long limitTicks() {
        return switch (kind) {
            case NONE -> 0;
            case PER_MOVE -> (long) amount * TICKS_PER_SECOND;
            case PER_GAME -> (long) amount * 60 * TICKS_PER_SECOND;
        };
    }

    private static String unit(Kind kind) {
        return kind == Kind.PER_GAME ? "minutes" : "seconds";
    }

    /** As a game record writes it: {@code none}, {@code 20 seconds a move} or {@code 10 minutes a game}. */
    public String format() {
        return switch (kind) {
            case NONE -> "none";
            case PER_MOVE -> amount + " seconds a move";
            case PER_GAME -> amount + " minutes a game";
        };
    }

    /**
     * Reads what {@link #format()} wrote.
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    public static Timer parse(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        if (t.equals("none")) {
            return NONE;
        }
        String[] words = t.split("\\s+");
        if (words.length == 4 && words[2].equals("a")) {
            Kind kind = words[1].equals("seconds") && words[3].equals("move") ? Kind.PER_MOVE
                    : words[1].equals("minutes") && words[3].equals("game") ? Kind.PER_GAME : null;
            if (kind != null) {
                try {
                    return new Timer(kind, Integer.parseInt(words[0]));
                } catch (NumberFormatException e) {
                    // Falls through to the message below.
                }
            }
        }
        throw new IllegalArgumentException("a timer is written 'none', 'N seconds a move' or 'N minutes a game': "
                + text.strip());
    }
}
