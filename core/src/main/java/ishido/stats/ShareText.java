package ishido.stats;

import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.Scoring;

/**
 * The line a player shares after a game on a coded deal (Game Over's Share), as players of daily puzzles share
 * theirs: the date, the deal, the result and the Master's on the same deal, then a link that plays the same deal
 * where the page knows its address. For example
 * {@code Ishido 2026-11-26 · deal PBAK-KT9D · 12,345 points · 7 four-ways · pouch emptied · the Master 19,377},
 * and on the deal of the day the streak of days played before the Master's ({@code · streak 3 days}).
 * Nothing is sent anywhere: the text goes to the system's share sheet or the clipboard.
 */
public final class ShareText {
    private static final String DOT = " \u00b7 ";

    private ShareText() {
    }

    /**
     * The text for a finished game; null for a deal without a code (it cannot be played again from a line).
     *
     * @param master the Master's score on the deal and scoring (Modern), or its stones left (Ancient); null when
     *     not known yet
     * @param address the page's own address without its parameters (e.g. {@code https://example.org/ishido/}),
     *     or null where there is none (the desktop)
     */
    public static String of(PlayedGame game, Long master, String address) {
        return of(game, master, 0, address);
    }

    /**
     * As {@link #of(PlayedGame, Long, String)} for a game on the deal of the day, with the player's streak of days
     * played ({@link DayCalendar}), written "streak 3 days" after the result; none when 0.
     */
    public static String of(PlayedGame game, Long master, int streak, String address) {
        if (game.code() == null || game.code().isEmpty()) {
            return null;
        }
        StringBuilder s = new StringBuilder("Ishido ").append(game.date()).append(DOT).append("deal ").append(game.code());
        if (game.mode() != GameMode.SOLITAIRE) {
            s.append(DOT).append(game.mode().label());
        }
        boolean modern = game.scoring() == Scoring.MODERN;
        if (modern) {
            s.append(DOT).append(grouped(game.score())).append(game.score() == 1 ? " point" : " points");
        } else {
            s.append(DOT).append("Ancient");
        }
        s.append(DOT).append(game.fourWays()).append(game.fourWays() == 1 ? " four-way" : " four-ways");
        s.append(DOT).append(ending(game));
        if (game.helped()) {
            s.append(DOT).append("helped");
        }
        if (streak > 0) {
            s.append(DOT).append("streak ").append(streak).append(streak == 1 ? " day" : " days");
        }
        if (master != null) {
            s.append(DOT).append("the Master ").append(modern ? grouped(master) : master + " left");
        }
        if (address != null) {
            s.append('\n').append(address).append("?deal=").append(game.code());
        }
        return s.toString();
    }

    /** How the game ended, in a few words: the pouch emptied, or the stones left and why. */
    static String ending(PlayedGame game) {
        if (game.emptied()) {
            return "pouch emptied";
        }
        String left = game.stonesLeft() + (game.stonesLeft() == 1 ? " stone left" : " stones left");
        return game.end() == Game.End.TIME_UP ? left + ", time up"
                : game.end() == Game.End.ENDED_BY_PLAYER ? left + ", ended early" : left;
    }

    /** A number with its thousands set apart by commas, as the example has it (12,345), in every locale. */
    static String grouped(long n) {
        String digits = Long.toString(Math.abs(n));
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < digits.length(); i++) {
            if (i > 0 && (digits.length() - i) % 3 == 0) {
                s.append(',');
            }
            s.append(digits.charAt(i));
        }
        return (n < 0 ? "-" : "") + s;
    }
}
