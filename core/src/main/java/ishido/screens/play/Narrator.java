package ishido.screens.play;

import ishido.lessons.Reasons;
import ishido.machine.InputEvent;
import ishido.match.MatchView;
import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.Move;
import ishido.rules.Square;
import ishido.rules.Stone;
import ishido.store.Settings;
import ishido.theme.StoneNames;
import java.util.ArrayList;
import java.util.List;

/**
 * Choices &gt; Screen Reader: the play screen in sentences for a player who cannot see it, handed to the host (the
 * page's live region, the desktop's standard output). It says each command's result as it happens (a placement and
 * what it matched, a 4-Way, a refusal and why, an undo, a new game, Game Over and the scores), then the stone on the
 * touchstone and the pouch's count; and it answers the reader's keys, which ask what the eye reads off the board.
 * The stones are named as the player's stoneset shows them (theme.StoneNames).
 */
final class Narrator {
    /** The reader's keys and what they ask, as the key '?' says them. */
    static final String KEYS = "Arrows move and say the square, Return places. R reads the cursor's row, C its column,"
            + " W its neighbours, L the squares the stone may go on, S the score, T the touchstone.";
    private static final String HELP = "Press ? for the reader's keys.";
    private static final int[][] SIDES = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
    private static final String[] SIDE_NAMES = {"above", "right", "below", "left"};

    private final PlayContext c;
    /** The reader was on at the last result: turning it on is answered with where the game stands. */
    private boolean wasOn;

    Narrator(PlayContext c) {
        this.c = c;
        wasOn = on();
    }

    /** The board shown (at the start, or back from a screen over it) with the reader on: where the game stands. */
    void greet() {
        wasOn = on();
        say("The board. " + standing() + " " + HELP);
    }

    boolean on() {
        return c.settings().get(Settings.SCREEN_READER);
    }

    private void say(String sentence) {
        if (on()) {
            c.host().say(sentence);
        }
    }

    private StoneNames names() {
        return StoneNames.of(c.stoneset().get());
    }

    /** Every command's result, as the session tells it. */
    void result(PlayResult result) {
        boolean turned = on() != wasOn;
        wasOn = on();
        if (turned) {
            c.host().say(on() ? "Screen reader on. " + standing() + " " + HELP : "Screen reader off.");
            return;
        }
        String said = null;
        if (result instanceof PlayResult.Placed p) {
            said = placed(p) + " " + (p.end() == Game.End.NOT_YET ? touchstone() : gameOver());
        } else if (result instanceof PlayResult.Refused r) {
            said = r.reason();
        } else if (result instanceof PlayResult.Undone u) {
            said = "Took back " + names().the(u.move().stone()) + " from " + u.move().square() + ". " + touchstone();
        } else if (result instanceof PlayResult.Began b) {
            said = "A new game" + (b.message() == null || b.message().isEmpty() ? "." : ": " + b.message()) + " "
                    + standing();
        } else if (result instanceof PlayResult.Ended) {
            said = gameOver();
        } else if (result instanceof PlayResult.Asked a) {
            said = "Asked: " + a.title() + ".";
        } else if (result instanceof PlayResult.Opened o) {
            said = o.title() + " opened.";
        } else if (result instanceof PlayResult.Closed cl) {
            said = cl.title() + " closed. " + cl.next();
        } else if (result instanceof PlayResult.Saved s) {
            said = "Saved as " + s.file().getFileName() + ".";
        }
        if (said != null) {
            say(said);
        }
    }

    /** "Red moon on h5: 2-Way, by colour with h4, by symbol with g5, 4 points." (a seat named where there are two). */
    String placed(PlayResult.Placed p) {
        Move m = p.move();
        StringBuilder s = new StringBuilder();
        if (c.now().seats().size() > 1) {
            s.append(c.now().seats().get(p.seat()).name()).append(": ");
        }
        String stone = names().name(m.stone());
        s.append(Character.toUpperCase(stone.charAt(0))).append(stone.substring(1)).append(" on ").append(m.square())
                .append(": ").append(m.isFourWay() ? "4-Way!" : m.ways() + "-Way");
        List<String> both = new ArrayList<>();
        List<String> colour = new ArrayList<>();
        List<String> symbol = new ArrayList<>();
        for (Square n : p.byColor()) {
            (p.bySymbol().contains(n) ? both : colour).add(n.toString());
        }
        for (Square n : p.bySymbol()) {
            if (!p.byColor().contains(n)) {
                symbol.add(n.toString());
            }
        }
        matches(s, "by colour", colour);
        matches(s, "by symbol", symbol);
        matches(s, "by colour and symbol", both);
        if (m.points() > 0) {
            s.append(", ").append(m.points()).append(m.points() == 1 ? " point" : " points");
        }
        return s.append('.').toString();
    }

    private static void matches(StringBuilder s, String how, List<String> squares) {
        if (!squares.isEmpty()) {
            s.append(", ").append(how).append(" with ").append(String.join(" and ", squares));
        }
    }

    /** "Next: red moon, the second of its kind. 40 stones in the pouch." */
    String touchstone() {
        Game game = c.now().game();
        Stone next = game.touchstone();
        if (next == null || game.isOver()) {
            return gameOver();
        }
        int index = Deal.TABLEAU + game.placed();
        int copy = 0;
        for (int i = 0; i <= index; i++) {
            copy += game.deal().get(i).id() == next.id() ? 1 : 0;
        }
        int pouch = game.pouchCount();
        return "Next: " + names().name(next) + ", the " + (copy == 1 ? "first" : "second") + " of its kind. "
                + (pouch == 0 ? "The pouch is empty." : pouch + (pouch == 1 ? " stone" : " stones") + " in the pouch.");
    }

    /** The touchstone and the score: what a player coming to the board is told first. */
    private String standing() {
        Game game = c.now().game();
        return game.isOver() ? gameOver() : touchstone() + " " + score();
    }

    /** "Score 12, 1 4-Way." (each seat's where there are two). */
    String score() {
        MatchView m = c.now();
        if (m.seats().size() == 1) {
            return "Score " + m.points(0) + ", " + fourWays(m.sheet(0).fourWays()) + ".";
        }
        List<String> each = new ArrayList<>();
        for (int seat = 0; seat < m.seats().size(); seat++) {
            each.add(m.seats().get(seat).name() + " " + m.points(seat));
        }
        return "Scores: " + String.join(", ", each) + ".";
    }

    private static String fourWays(int n) {
        return n + (n == 1 ? " 4-Way" : " 4-Ways");
    }

    /** "Game over: every stone is placed. Score 512, 3 4-Ways." */
    String gameOver() {
        Game game = c.now().game();
        String why = switch (game.end()) {
            case POUCH_EMPTY -> "every stone is placed";
            case NO_LEGAL_SQUARE -> "no square takes " + names().the(game.touchstone());
            case ENDED_BY_PLAYER -> "the game was ended";
            case TIME_UP -> "the time is up";
            case NOT_YET -> "not yet";
        };
        return "Game over: " + why + ". " + score() + (c.byPad() ? " Press A for Game Over." : " Press Return for Game Over.");
    }

    /** A square as the cursor comes to it: what is on it, or whether the stone on the touchstone may go there. */
    void square(Square square) {
        if (on() && square != null) {
            say(squareWords(square));
        }
    }

    String squareWords(Square square) {
        Game game = c.now().game();
        Stone on = game.stoneAt(square);
        if (on != null) {
            return square + ": " + names().name(on) + ".";
        }
        Stone stone = game.touchstone();
        if (stone == null || game.isOver()) {
            return square + ": empty.";
        }
        int ways = game.ways(square);
        return ways > 0 ? square + ": empty, takes it, " + ways + "-Way."
                : square + ": empty. " + Reasons.illegal(game.boardCopy(), stone, square, names());
    }

    /**
     * A reader's key on the board (the cursor's square, or null before the cursor shows): true when it asked
     * something and was answered.
     */
    boolean key(InputEvent e, Square cursor) {
        if (!on() || e.type() != InputEvent.Type.KEY) {
            return false;
        }
        Square at = cursor != null ? cursor : PlayInput.nearestLegal(c.now().game(), PlayInput.FIRST_CURSOR);
        String said;
        if (e.isChar('?')) {
            said = KEYS;
        } else if (e.isChar('r')) {
            said = line("Row " + (at.row() + 1), row(at.row()));
        } else if (e.isChar('c')) {
            said = line("Column " + (char) ('a' + at.column()), column(at.column()));
        } else if (e.isChar('w')) {
            said = neighbours(at);
        } else if (e.isChar('l')) {
            said = legal();
        } else if (e.isChar('s')) {
            said = score();
        } else if (e.isChar('t')) {
            said = touchstone();
        } else {
            return false;
        }
        say(said);
        return true;
    }

    private static List<Square> row(int r) {
        List<Square> squares = new ArrayList<>();
        for (int col = 0; col < Square.COLUMNS; col++) {
            squares.add(Square.at(col, r));
        }
        return squares;
    }

    private static List<Square> column(int col) {
        List<Square> squares = new ArrayList<>();
        for (int r = 0; r < Square.ROWS; r++) {
            squares.add(Square.at(col, r));
        }
        return squares;
    }

    /** "Row 4: b4 red moon, e4 blue fish; the rest empty." */
    private String line(String name, List<Square> squares) {
        Game game = c.now().game();
        List<String> stones = new ArrayList<>();
        for (Square s : squares) {
            Stone on = game.stoneAt(s);
            if (on != null) {
                stones.add(s + " " + names().name(on));
            }
        }
        return name + ": " + (stones.isEmpty() ? "empty." : String.join(", ", stones)
                + (stones.size() < squares.size() ? "; the rest empty." : "."));
    }

    /** "Around e4: above e3 red moon, right f4 empty, below the edge, left d4 blue fish." */
    private String neighbours(Square at) {
        Game game = c.now().game();
        List<String> sides = new ArrayList<>();
        for (int i = 0; i < SIDES.length; i++) {
            int col = at.column() + SIDES[i][0];
            int r = at.row() + SIDES[i][1];
            if (!Square.onBoard(col, r)) {
                sides.add(SIDE_NAMES[i] + " the edge");
                continue;
            }
            Square s = Square.at(col, r);
            Stone on = game.stoneAt(s);
            sides.add(SIDE_NAMES[i] + " " + s + " " + (on == null ? "empty" : names().name(on)));
        }
        return "Around " + at + ": " + String.join(", ", sides) + ".";
    }

    /** "The red moon may go on d4 (1-Way), g5 (2-Way)." */
    private String legal() {
        Game game = c.now().game();
        Stone stone = game.touchstone();
        if (stone == null || game.isOver()) {
            return gameOver();
        }
        List<String> squares = new ArrayList<>();
        for (Square s : game.legalSquares()) {
            squares.add(s + " (" + game.ways(s) + "-Way)");
        }
        String the = names().the(stone);
        return squares.isEmpty() ? "No square takes " + the + "."
                : Character.toUpperCase(the.charAt(0)) + the.substring(1) + " may go on " + squares.size()
                + (squares.size() == 1 ? " square: " : " squares: ") + String.join(", ", squares) + ".";
    }
}
