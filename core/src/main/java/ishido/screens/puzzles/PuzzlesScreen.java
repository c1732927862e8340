package ishido.screens.puzzles;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.machine.Machine;
import ishido.machine.Screen;
import ishido.machine.Host;
import ishido.puzzle.Puzzle;
import ishido.puzzle.ShippedPuzzles;
import ishido.puzzle.Ratings;
import ishido.puzzle.Serving;
import ishido.puzzle.Theme;
import ishido.puzzle.TimedRun;
import ishido.screens.review.ListScreen;
import ishido.screens.review.ReviewColors;
import ishido.store.PuzzleLog;
import ishido.theme.Stoneset;
import ishido.ui.Button;
import ishido.ui.TextLines;
import ishido.work.Scheduler;
import java.io.IOException;
import java.time.Clock;
import java.util.List;

/**
 * Game &gt; Puzzles...: what a puzzle is, the player's rating, and the four ways in, one a row: rated puzzles, the
 * puzzle of the day, the timed run, and the theme the rated puzzles are of (each click the next). A click or a tap
 * on a row (or the arrows and Return, or the row's digit) opens it; Start opens the row chosen; Exit (Esc) goes
 * back to the game.
 */
public final class PuzzlesScreen extends ListScreen {
    static final int ROW_X = 20;
    static final int ROW_W = 280;
    static final int ROWS_Y = 64;
    static final int ROW_H = 17;
    private static final int ROWS = 4;
    private static final int BUTTONS_Y = 176;
    private static final int BUTTON_W = 80;
    /** The characters of a line of the explanation at the top. */
    private static final int TEXT_CHARS = 38;

    private final PuzzleDesk desk;
    private final Button start = new Button("Start", BUTTON_W, this::startSelected);
    private final Button exit = new Button("Exit", BUTTON_W, this::exit);
    /** The rated puzzles' theme, null for any. */
    private Theme theme;
    private PuzzleLog.State state = PuzzleLog.State.EMPTY;
    private String trouble;
    /** The puzzle a link asked for, opened over this screen when it first shows; 0 for none. */
    private int asked;

    /**
     * The screen over the shipped set: what Game &gt; Puzzles... opens (a {@code PlayPuzzles.Maker}), with the puzzle
     * of the number (a link's) opened over it, 0 for none.
     */
    public static PuzzlesScreen make(Stoneset stoneset, PuzzleLog log, Clock clock, Scheduler background, Host host,
            long seed, int puzzle) {
        return new PuzzlesScreen(new PuzzleDesk(ShippedPuzzles.set(), stoneset, log, clock, background, host, seed),
                puzzle);
    }

    public PuzzlesScreen(PuzzleDesk desk) {
        this(desk, 0);
    }

    /** @param puzzle the puzzle of the set opened over the screen when it first shows (a link's), 0 for none */
    public PuzzlesScreen(PuzzleDesk desk, int puzzle) {
        super(desk.stoneset(), ROW_X, ROWS_Y, ROW_W, ROW_H, ROWS);
        this.desk = desk;
        this.asked = puzzle;
        start.moveTo(ROW_X + 40, BUTTONS_Y);
        exit.moveTo(ROW_X + ROW_W - 40 - BUTTON_W, BUTTONS_Y);
        refresh();
    }

    /** Reads the log again: the rating and the best run as the puzzles left them. */
    private void refresh() {
        try {
            state = desk.log().read();
            trouble = null;
        } catch (IOException e) {
            trouble = "The puzzle log does not read: " + e.getMessage();
        }
    }

    @Override
    public void enter(Machine m) {
        super.enter(m);
        refresh();
        int puzzle = asked;
        asked = 0;
        if (puzzle > 0) {
            openNumbered(puzzle);
        }
    }

    /**
     * A link's puzzle: the puzzle of the day when it is today's (rated once, with Share), else a rated puzzle (shown
     * as it ended when it was tried before); a number the set does not have is said on the screen.
     */
    private void openNumbered(int number) {
        Puzzle p = desk.puzzle(number);
        if (p == null) {
            trouble = "No puzzle " + number + " in the set (" + desk.set().get(0).number() + " to "
                    + desk.set().get(desk.set().size() - 1).number() + ").";
            return;
        }
        boolean ofDay = Serving.ofDay(desk.set(), today()) == p;
        machine.push(ofDay ? new PuzzleScreen(desk, PuzzleScreen.Kind.DAILY, null, null)
                : new PuzzleScreen(desk, PuzzleScreen.Kind.RATED, null, p));
    }

    /** What the screen says is wrong (a log that does not read, a link's puzzle the set has not), or null. */
    String trouble() {
        return trouble;
    }

    /** The theme the rated puzzles are of now, null for any. */
    public Theme theme() {
        return theme;
    }

    /** Opens a row: 1 rated puzzles, 2 the puzzle of the day, 3 the timed run, 4 the next theme. */
    @Override
    public Screen open(int row) {
        rows.select(row);
        PuzzleScreen shown = switch (row) {
            case 1 -> new PuzzleScreen(desk, PuzzleScreen.Kind.RATED, theme, null);
            case 2 -> new PuzzleScreen(desk, PuzzleScreen.Kind.DAILY, null, null);
            case 3 -> new PuzzleScreen(desk, PuzzleScreen.Kind.RUN, null, null);
            default -> null;
        };
        if (shown == null) {
            nextTheme();
            return this;
        }
        if (machine != null) {
            machine.push(shown);
        }
        return shown;
    }

    private void nextTheme() {
        Theme[] all = Theme.values();
        theme = theme == null ? all[0] : theme.ordinal() + 1 < all.length ? all[theme.ordinal() + 1] : null;
    }

    private void startSelected() {
        open(rows.selected());
    }

    @Override
    protected List<Button> buttons() {
        return List.of(start, exit);
    }

    @Override
    protected void draw(Framebuffer fb, Font font) {
        font.drawCentered(fb, 160, 6, "Puzzles", ReviewColors.GOLD);
        List<String> about = TextLines.wrap("Each puzzle is a position from a game: where does its stone go? One "
                + "square is clearly best.", TEXT_CHARS);
        for (int i = 0; i < Math.min(3, about.size()); i++) {
            font.drawCentered(fb, 160, 19 + i * 10, about.get(i), ReviewColors.INK);
        }
        String you = "Your rating " + Ratings.shown(state.player()) + (state.tries().isEmpty() ? ""
                : "  Tried " + state.tries().size() + "  Solved " + state.solvedFirst());
        font.drawCentered(fb, 160, 50, trouble != null ? TextLines.clip(TextLines.wrap(trouble, 38), 38, 1).get(0) : you,
                trouble != null ? ReviewColors.BLUNDER : ReviewColors.DIM);
        row(fb, font, 1, "Rated puzzles", "near " + Math.round(state.player().rating()));
        Puzzle day = Serving.ofDay(desk.set(), today());
        PuzzleLog.Try tried = state.triedOn(day.number(), today());
        row(fb, font, 2, "Puzzle of the day", tried == null ? today().toString()
                : tried.outcome().found() ? "solved" : "tried");
        row(fb, font, 3, "Timed run, " + TimedRun.SECONDS / 60 + " minutes", state.runs().isEmpty() ? "no run yet"
                : "best " + state.bestRun());
        row(fb, font, 4, theme == null ? "Any theme" : theme.title(), "theme");
        String help = machine == null ? "Click a row, or Start." : machine.words("Click a row, or Start.");
        font.drawCentered(fb, 160, ROWS_Y + ROWS * ROW_H + 6, help, ReviewColors.DIM);
        start.render(fb);
        exit.render(fb);
    }

    private java.time.LocalDate today() {
        return desk.today();
    }

    private void row(Framebuffer fb, Font font, int n, String label, String value) {
        int y = rows.top(n);
        rows.frame(fb, n, 2, ReviewColors.GOLD, ReviewColors.GRID);
        font.draw(fb, ROW_X + 6, y + 4, n + ".", ReviewColors.DIM);
        font.draw(fb, ROW_X + 26, y + 4, label, ReviewColors.INK);
        font.draw(fb, ROW_X + ROW_W - 6 - font.width(value), y + 4, value, ReviewColors.DIM);
    }
}
