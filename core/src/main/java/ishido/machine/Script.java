package ishido.machine;

import ishido.rules.Game;
import ishido.rules.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * Scripted input for screenshots and screen tests, one command a line ({@code #} starts a comment):
 * {@code move X Y}, {@code press X Y [right]}, {@code release X Y [right]}, {@code click X Y},
 * {@code wheel X Y STEPS} (the mouse wheel at X Y, positive down),
 * {@code key NAME} (LEFT RIGHT UP DOWN ENTER ESCAPE BACKSPACE DELETE TAB HOME END), {@code type TEXT},
 * {@code amiga LETTER}, {@code char CODE [amiga]} (one character by its code), {@code place SQUARE},
 * {@code play N} (N moves, each on the square of most neighbours, the first in board order on a
 * tie), and {@code wait N} (N ticks, at most ten minutes' worth; a whole script at most half an hour's).
 * Every command but wait takes one tick, so its events are
 * handled before the next command; {@code post} before move, press, release, key or char queues the
 * event without the tick, for events that arrive in the same tick (as {@link ScriptRecorder} writes them).
 */
public final class Script {
    private final List<String[]> commands;

    private Script(List<String[]> commands) {
        this.commands = commands;
    }

    /**
     * Reads a script.
     *
     * @throws IllegalArgumentException naming the line that cannot be read
     */
    public static Script parse(String text) {
        List<String[]> commands = new ArrayList<>();
        long ticks = 0;
        String[] lines = text.split("\r\n|\r|\n");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            int hash = line.indexOf('#');
            if (hash >= 0) {
                line = line.substring(0, hash);
            }
            line = line.strip();
            if (line.isEmpty()) {
                continue;
            }
            String[] words = line.split("\\s+");
            try {
                check(words);
                ticks += ticks(words);
                if (ticks > MAX_TICKS) {
                    throw new IllegalArgumentException("the script runs longer than " + MAX_TICKS + " ticks ("
                            + MAX_TICKS / 60 / 60 + " minutes of the game's time)");
                }
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("script line " + (i + 1) + ": " + e.getMessage());
            }
            commands.add(words);
        }
        return new Script(commands);
    }

    /** The longest wait, in ticks: ten minutes of the game's 60 Hz time. */
    static final int MAX_WAIT = 10 * 60 * 60;
    /** The most ticks a whole script may take (its waits, plays and one a command): half an hour. */
    static final long MAX_TICKS = 30 * 60 * 60;

    /** The ticks a checked command takes at most. */
    private static long ticks(String[] w) {
        String verb = w[0].toLowerCase(Locale.ROOT);
        if (verb.equals("post")) {
            return 0;
        }
        return verb.equals("wait") || verb.equals("play") ? number(w[1]) : 1;
    }

    private static void check(String[] w) {
        String verb = w[0].toLowerCase(Locale.ROOT);
        if (verb.equals("post")) {
            String[] rest = java.util.Arrays.copyOfRange(w, 1, w.length);
            if (rest.length == 0 || !List.of("move", "press", "release", "wheel", "key", "char", "menu", "pad")
                    .contains(rest[0].toLowerCase(Locale.ROOT))) {
                throw new IllegalArgumentException("post takes move, press, release, wheel, key, char, menu or pad");
            }
            check(rest);
            return;
        }
        switch (verb) {
            case "pad" -> {
                String[] rest = java.util.Arrays.copyOfRange(w, 1, w.length);
                if (rest.length == 0 || !List.of("key", "char").contains(rest[0].toLowerCase(Locale.ROOT))) {
                    throw new IllegalArgumentException("pad takes key or char");
                }
                check(rest);
            }
            case "move", "click" -> {
                arity(w, 3);
                number(w[1]);
                number(w[2]);
            }
            case "wheel" -> {
                arity(w, 4);
                number(w[1]);
                number(w[2]);
                number(w[3]);
            }
            case "press", "release" -> {
                if (w.length != 3 && !(w.length == 4 && w[3].equalsIgnoreCase("right"))) {
                    throw new IllegalArgumentException(verb + " takes X Y and optionally 'right'");
                }
                number(w[1]);
                number(w[2]);
            }
            case "key" -> {
                arity(w, 2);
                keyOf(w[1]);
            }
            case "menu" -> {
                boolean word = w.length == 2 && (w[1].equalsIgnoreCase("open") || w[1].equalsIgnoreCase("close"));
                if (!word && w.length != 3 && w.length != 4) {
                    throw new IllegalArgumentException("menu takes 'open', 'close', or MENU ITEM and optionally SUBITEM");
                }
                for (int i = 1; !word && i < w.length; i++) {
                    if (number(w[i]) < 0) {
                        throw new IllegalArgumentException("menu counts its menus and items from 0, not " + w[i]);
                    }
                }
            }
            case "type" -> {
                if (w.length < 2) {
                    throw new IllegalArgumentException("type needs some text");
                }
            }
            case "amiga" -> {
                arity(w, 2);
                if (w[1].length() != 1 || !Character.isLetter(w[1].charAt(0))) {
                    throw new IllegalArgumentException("amiga takes one letter");
                }
            }
            case "place" -> {
                arity(w, 2);
                Square.parse(w[1]);
            }
            case "char" -> {
                if (w.length != 2 && !(w.length == 3 && w[2].equalsIgnoreCase("amiga"))) {
                    throw new IllegalArgumentException("char takes a character code and optionally 'amiga'");
                }
                int code = number(w[1]);
                if (code <= 0 || code > Character.MAX_VALUE) {
                    throw new IllegalArgumentException("'" + w[1] + "' is not a character code");
                }
            }
            case "play", "wait" -> {
                arity(w, 2);
                if (number(w[1]) < 0) {
                    throw new IllegalArgumentException(verb + " needs a count of 0 or more");
                }
                if (verb.equals("wait") && number(w[1]) > MAX_WAIT) {
                    throw new IllegalArgumentException("wait takes at most " + MAX_WAIT + " ticks (ten minutes), not "
                            + w[1]);
                }
            }
            default -> throw new IllegalArgumentException("unknown command '" + w[0] + "'");
        }
    }

    private static void arity(String[] w, int n) {
        if (w.length != n) {
            throw new IllegalArgumentException(w[0] + " takes " + (n - 1) + (n == 2 ? " argument" : " arguments"));
        }
    }

    private static int number(String s) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + s + "' is not a number");
        }
    }

    private static Key keyOf(String name) {
        try {
            Key k = Key.valueOf(name.toUpperCase(Locale.ROOT));
            if (k != Key.CHARACTER) {
                return k;
            }
        } catch (IllegalArgumentException e) {
            // Falls through to the message below.
        }
        throw new IllegalArgumentException("unknown key '" + name + "'");
    }

    /**
     * Runs the script on a machine; place and play act on the board of the screen shown (the play screen's).
     *
     * @throws IllegalStateException if place or play come while a screen without a board is shown
     */
    public void run(Machine machine) {
        run(machine, () -> {
            if (machine.screen() instanceof ScriptBoard board) {
                return board;
            }
            throw new IllegalStateException("place and play need the play screen");
        });
    }

    /** Runs the script on a machine; board gives the board being played, for place and play. */
    public void run(Machine machine, Supplier<? extends ScriptBoard> board) {
        for (String[] w : commands) {
            String verb = w[0].toLowerCase(Locale.ROOT);
            if (verb.equals("post")) {
                machine.post(event(java.util.Arrays.copyOfRange(w, 1, w.length)));
                continue;
            }
            switch (verb) {
                case "move", "press", "release", "wheel" -> step(machine, event(w));
                case "click" -> click(machine, number(w[1]), number(w[2]));
                case "key", "menu", "pad" -> step(machine, event(w));
                case "type" -> {
                    String text = String.join(" ", java.util.Arrays.copyOfRange(w, 1, w.length));
                    for (char c : text.toCharArray()) {
                        machine.post(InputEvent.character(c, false));
                    }
                    machine.tick();
                }
                case "amiga" -> step(machine, InputEvent.character(w[1].charAt(0), true));
                case "char" -> step(machine, event(w));
                case "place" -> clickSquare(machine, board.get(), Square.parse(w[1]));
                case "play" -> {
                    ScriptBoard on = null;
                    for (int i = number(w[1]); i > 0; i--) {
                        if (on != null && on.game().isOver()) {
                            // The game's end may bring a screen over the board (a challenge's games side by side).
                            break;
                        }
                        on = board.get();
                        Square best = bestSquare(on.game());
                        if (best == null) {
                            break;
                        }
                        clickSquare(machine, on, best);
                    }
                }
                case "wait" -> {
                    for (int i = number(w[1]); i > 0; i--) {
                        machine.tick();
                    }
                }
                default -> throw new IllegalStateException("checked when parsed: " + verb);
            }
        }
    }

    /** The one event of a move, press, release, key or char command. */
    private static InputEvent event(String[] w) {
        return switch (w[0].toLowerCase(Locale.ROOT)) {
            case "move" -> InputEvent.move(number(w[1]), number(w[2]));
            case "press" -> InputEvent.press(number(w[1]), number(w[2]), button(w));
            case "release" -> InputEvent.release(number(w[1]), number(w[2]), button(w));
            case "wheel" -> InputEvent.wheel(number(w[1]), number(w[2]), number(w[3]));
            case "key" -> InputEvent.key(keyOf(w[1]));
            case "pad" -> {
                InputEvent e = event(java.util.Arrays.copyOfRange(w, 1, w.length));
                yield e.key() == Key.CHARACTER ? InputEvent.padCharacter(e.character(), e.amiga()) : InputEvent.padKey(e.key());
            }
            case "char" -> InputEvent.character((char) number(w[1]), w.length == 3);
            case "menu" -> w[1].equalsIgnoreCase("open") ? InputEvent.openMenus()
                    : w[1].equalsIgnoreCase("close") ? InputEvent.closeMenus()
                    : InputEvent.chooseMenuItem(number(w[1]), number(w[2]), w.length == 4 ? number(w[3]) : -1);
            default -> throw new IllegalStateException("checked when parsed: " + w[0]);
        };
    }

    private static int button(String[] w) {
        return w.length == 4 ? InputEvent.RIGHT_BUTTON : InputEvent.LEFT_BUTTON;
    }

    private static void step(Machine machine, InputEvent e) {
        machine.post(e);
        machine.tick();
    }

    private static void click(Machine machine, int x, int y) {
        machine.post(InputEvent.move(x, y));
        machine.post(InputEvent.press(x, y, InputEvent.LEFT_BUTTON));
        machine.post(InputEvent.release(x, y, InputEvent.LEFT_BUTTON));
        machine.tick();
    }

    private static void clickSquare(Machine machine, ScriptBoard board, Square s) {
        click(machine, board.squareCentreX(s), board.squareCentreY(s));
    }

    /** The square of most neighbours for the touchstone's stone, first in board order on a tie; null if none. */
    static Square bestSquare(Game game) {
        Square best = null;
        int bestWays = 0;
        for (int i = 0; i < Square.COUNT; i++) {
            Square s = Square.byIndex(i);
            int ways = game.ways(s);
            if (ways > bestWays) {
                best = s;
                bestWays = ways;
            }
        }
        return best;
    }
}
