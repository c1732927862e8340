package ishido.screens.stats;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.gfx.Line;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Machine;
import ishido.machine.Screen;
import ishido.practice.Practice;
import ishido.puzzle.Glicko;
import ishido.puzzle.Ratings;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.screens.Heading;
import ishido.stats.PlayedGame;
import ishido.stats.Statistics;
import ishido.stats.StatsFilter;
import ishido.store.GameHistory;
import ishido.ui.Cycle;
import ishido.ui.FocusRing;
import ishido.ui.Gadget;
import ishido.ui.Requester;
import ishido.ui.RequesterQueue;
import ishido.ui.TextLines;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The statistics of the kept games on a screen of their own: cycle gadgets choose the mode, the scoring
 * and whose games (the player's, the computer's or the friends' of challenges received); below them the figures, a plot of the last 100
 * scores (a line or bars; or the share of mistakes found in practice; or the puzzle rating over time) and a
 * histogram of 4-Ways per game. A click elsewhere, Esc or Return leaves.
 */
public final class StatsScreen implements Screen {
    /** What the screen asks of whoever showed it. */
    public interface Actions {
        /** Leaves the screen. */
        void close();
    }

    /** The screen's colours: registers 0-3 are the pens of the gadgets, 4 up the art. */
    static final int[] PALETTE = {
        0xAAB, 0x000, 0xFFF, 0x57A,
        0x123, 0x234, 0xDB4, 0xEED, 0x89B, 0x6D8, 0x435, 0x3CC, 0x2A9, 0x863, 0x345,
        0xD33, 0x3B4, 0x36D, 0xDC2, 0xB5C, 0x3CC,
    };
    static final int PAPER = 4;
    static final int PLOT_PAPER = 5;
    static final int GOLD = 6;
    static final int INK = 7;
    static final int DIM = 8;
    static final int LINE = 9;
    static final int FRAME = 10;
    static final int BAR = 11;
    private static final int BAR_SHADE = 12;
    static final int DARK_GOLD = 13;
    static final int GRID = 14;
    /** Six stone colours for the ornaments beside the title. */
    static final int FIRST_STONE = 15;

    /** Where the gadgets, the figures and the plots sit, in pixels. */
    private static final int FILTER_Y = 19;
    private static final int FIGURES_Y = 41;
    private static final int FIGURE_ROW = 10;
    private static final int LEFT_LABEL_X = 10;
    private static final int LEFT_VALUE_RIGHT = 154;
    private static final int RIGHT_LABEL_X = 166;
    private static final int RIGHT_VALUE_RIGHT = 310;
    private static final int PLOT_TITLE_Y = 86;
    private static final int PLOT_Y = 96;
    private static final int PLOT_HEIGHT = 72;
    private static final int SCORES_X = 8;
    private static final int SCORES_WIDTH = 196;
    private static final int WAYS_X = 210;
    private static final int WAYS_WIDTH = 102;
    private static final int BOTTOM_Y = 184;

    /** The mode gadget's choices: every mode, then each one. */
    private static final List<String> MODES = List.of("All modes", "Solitaire", "Cooperative", "Tournament", "Challenge");

    private final List<PlayedGame> games;
    private final List<Practice.Result> practice;
    private final Actions actions;
    private final RequesterQueue requesters = new RequesterQueue();
    private final Cycle mode;
    private final Cycle scoring;
    private final Cycle player;
    private final Cycle plot;
    /** The game pad's focus frame over the four cycles. */
    private final FocusRing ring;
    private StatsFilter filter;
    private Statistics stats;

    /**
     * @param games the kept games, oldest first
     * @param filter what is shown first (a scoring must be chosen: Modern and Ancient scores do not mix)
     */
    public StatsScreen(List<PlayedGame> games, StatsFilter filter, Actions actions) {
        this(games, filter, actions, List.of());
    }

    /**
     * As above, with the results of Practise your mistakes, oldest first, which the third choice of the
     * plot gadget shows over time (the share of mistakes found in each practice).
     */
    public StatsScreen(List<PlayedGame> games, StatsFilter filter, Actions actions, List<Practice.Result> practice) {
        this.practice = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(practice));
        this.games = new ArrayList<>(games);
        this.actions = actions;
        this.filter = filter.scoring() == null ? filter.withScoring(Scoring.MODERN) : filter;
        mode = new Cycle(MODES, this.filter.mode() == null ? 0 : this.filter.mode().ordinal() + 1, 108,
                i -> choose(this.filter.withMode(i == 0 ? null : GameMode.values()[i - 1])));
        mode.moveTo(8, FILTER_Y);
        scoring = new Cycle(List.of("Modern", "Ancient"), this.filter.scoring().ordinal(), 84,
                i -> choose(this.filter.withScoring(Scoring.values()[i])));
        scoring.moveTo(120, FILTER_Y);
        player = new Cycle(List.of("Your games", "Computer's", "Friends'"), this.filter.whose().ordinal(), 104,
                i -> choose(this.filter.withWhose(StatsFilter.Whose.values()[i])));
        player.moveTo(208, FILTER_Y);
        plot = new Cycle(List.of("Line", "Bars", "Found", "Rating"), 0, 60, i -> { });
        plot.moveTo(8, BOTTOM_Y - 3);
        stats = Statistics.of(this.games, this.filter);
        ring = new FocusRing(List.<Gadget>of(mode, scoring, player, plot), mode);
    }

    /** The player's puzzle rating after each rated try, oldest first, which the plot gadget's Rating shows over time. */
    private List<Glicko> puzzleRatings = List.of();

    /** Gives the plot's Rating the player's puzzle rating after each rated try, oldest first (the puzzle log's). */
    public StatsScreen withPuzzleRatings(List<Glicko> ratings) {
        puzzleRatings = List.copyOf(ratings);
        return this;
    }

    private void choose(StatsFilter next) {
        filter = next;
        stats = Statistics.of(games, filter);
    }

    /** What the screen counts now. */
    public StatsFilter filter() {
        return filter;
    }

    /** The figures shown now. */
    public Statistics statistics() {
        return stats;
    }

    /** The requesters over the screen (a note on damaged history files), for tests and for the host. */
    public RequesterQueue requesters() {
        return requesters;
    }

    /** Shows a requester over the statistics. */
    public void show(Requester requester) {
        requesters.show(requester);
    }

    /** Names of a newer version's games a note names; more are counted. */
    private static final int NEWER_NAMED = 3;
    /** Characters of a note's line. */
    private static final int NOTE_WIDTH = 34;

    /**
     * Says over the screen what the reading of the history left out, when it left something: the damaged files
     * it set aside, and the games kept by a newer version of Ishido, counted and named (a few; the rest counted).
     */
    public void noteLeftOut(GameHistory.Read read) {
        List<String> lines = new ArrayList<>();
        List<String> damaged = read.messages();
        if (!damaged.isEmpty()) {
            lines.add(damaged.size() == 1 ? "A kept game was damaged" : damaged.size() + " kept games were damaged");
            lines.add("and set aside (.damaged):");
            lines.add("");
            for (String m : damaged) {
                lines.addAll(TextLines.wrap(m, NOTE_WIDTH));
            }
        }
        List<String> newer = read.newer();
        if (!newer.isEmpty()) {
            if (!lines.isEmpty()) {
                lines.add("");
            }
            lines.add(newer.size() == 1 ? "A game kept by a newer version" : newer.size() + " games kept by a newer version");
            lines.add("of Ishido " + (newer.size() == 1 ? "is" : "are") + " left out:");
            lines.add("");
            for (String name : newer.subList(0, Math.min(NEWER_NAMED, newer.size()))) {
                lines.addAll(TextLines.wrap(name, NOTE_WIDTH));
            }
            if (newer.size() > NEWER_NAMED) {
                lines.add("and " + (newer.size() - NEWER_NAMED) + " more.");
            }
        }
        if (!lines.isEmpty()) {
            show(Requester.message("Statistics", lines, "OK", null, yes -> { }));
        }
    }

    /** Shows the scores as bars instead of a line, or back, as the gadget at the bottom does. */
    public void toggleBars() {
        plot.next();
    }

    @Override
    public void input(InputEvent e) {
        if (requesters.isActive()) {
            requesters.input(e);
            return;
        }
        if (ring.input(e) || mode.mouse(e) || scoring.mouse(e) || player.mouse(e) || plot.mouse(e)) {
            return;
        }
        if (e.isPress(InputEvent.LEFT_BUTTON) || e.isKey(Key.ESCAPE) || e.isKey(Key.ENTER)) {
            actions.close();
        }
    }

    @Override
    public void tick() {
        requesters.tick();
    }

    /** The machine showing the screen: its words follow the player's hand ("Tap to return" after a finger). */
    private Machine shownOn;

    @Override
    public void enter(Machine machine) {
        shownOn = machine;
    }

    @Override
    public void render(Framebuffer fb) {
        Heading.usePalette(fb, PALETTE);
        fb.clear(PAPER);
        drawFrame(fb);
        Font font = Font.standard();
        Heading.title(fb, "Statistics", 6, 7, GOLD, DARK_GOLD, FIRST_STONE, INK, PAPER);
        mode.render(fb);
        scoring.render(fb);
        player.render(fb);
        drawFigures(fb, font);
        drawScores(fb, font);
        drawFourWays(fb, font);
        plot.render(fb);
        if (stats.helped() > 0) {
            font.draw(fb, 76, BOTTOM_Y, stats.helped() + " helped", DIM);
        }
        drawRight(fb, font, Framebuffer.WIDTH - 8, BOTTOM_Y, shownOn == null ? "Click to return" : shownOn.words("Click to return"), DIM);
        ring.render(fb);
        requesters.render(fb);
    }

    private boolean ancient() {
        return filter.scoring() == Scoring.ANCIENT;
    }

    private void drawFigures(Framebuffer fb, Font font) {
        String emptied = stats.emptied() + " " + String.format(Locale.ROOT, "%.0f%%", stats.emptiedPercent());
        String[] left = {"Games", "Emptied", ancient() ? "Mean left" : "Mean score", ancient() ? "Fewest left" : "Best score"};
        String[] leftValues = {Integer.toString(stats.games()), emptied,
            ancient() ? oneDecimal(stats.meanStonesLeft()) : oneDecimal(stats.meanScore()),
            ancient() ? Integer.toString(stats.fewestLeft()) : Long.toString(stats.bestScore())};
        String[] right = {"Mean 4-Ways", "Best 4-Ways", "Run now", "Longest run"};
        String[] rightValues = {String.format(Locale.ROOT, "%.2f", stats.meanFourWays()),
            Integer.toString(stats.bestFourWays()), Integer.toString(stats.currentRun()),
            Integer.toString(stats.longestRun())};
        for (int i = 0; i < left.length; i++) {
            int y = FIGURES_Y + i * FIGURE_ROW;
            font.draw(fb, LEFT_LABEL_X, y, left[i], DIM);
            drawRight(fb, font, LEFT_VALUE_RIGHT, y, leftValues[i], INK);
            font.draw(fb, RIGHT_LABEL_X, y, right[i], DIM);
            drawRight(fb, font, RIGHT_VALUE_RIGHT, y, rightValues[i], INK);
        }
        fb.vline(Framebuffer.WIDTH / 2, FIGURES_Y - 2, 4 * FIGURE_ROW, FRAME);
    }

    private static String oneDecimal(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }

    /** The share of mistakes found in each of the last 100 practices, from 0% at the bottom to 100% at the top. */
    private void drawFound(Framebuffer fb, Font font) {
        font.draw(fb, SCORES_X, PLOT_TITLE_Y, "Mistakes found", GOLD);
        drawPlotBox(fb, SCORES_X, SCORES_WIDTH);
        int found = 0;
        int asked = 0;
        for (Practice.Result r : practice) {
            found += r.found();
            asked += r.asked();
        }
        if (asked == 0) {
            font.drawCentered(fb, SCORES_X + SCORES_WIDTH / 2, PLOT_Y + PLOT_HEIGHT / 2 - 4, "No practice yet", DIM);
            return;
        }
        drawRight(fb, font, SCORES_X + SCORES_WIDTH, PLOT_TITLE_Y, Math.round(100.0 * found / asked) + "%", DIM);
        List<Practice.Result> recent = practice.subList(Math.max(0, practice.size() - Statistics.RECENT), practice.size());
        long[] percents = new long[recent.size()];
        for (int i = 0; i < percents.length; i++) {
            percents[i] = 100L * recent.get(i).found() / Math.max(1, recent.get(i).asked());
        }
        plotRecent(fb, percents, 100, false);
    }

    /**
     * The player's puzzle rating after each of the last 100 rated tries, from a hundred under the lowest (in whole
     * hundreds) at the bottom to the highest at the top, and the rating now.
     */
    private void drawPuzzleRating(Framebuffer fb, Font font) {
        font.draw(fb, SCORES_X, PLOT_TITLE_Y, "Puzzle rating", GOLD);
        drawPlotBox(fb, SCORES_X, SCORES_WIDTH);
        if (puzzleRatings.isEmpty()) {
            font.drawCentered(fb, SCORES_X + SCORES_WIDTH / 2, PLOT_Y + PLOT_HEIGHT / 2 - 4, "No puzzles yet", DIM);
            return;
        }
        List<Glicko> recent = puzzleRatings.subList(Math.max(0, puzzleRatings.size() - Statistics.RECENT),
                puzzleRatings.size());
        double low = Double.MAX_VALUE;
        double high = 0;
        for (Glicko g : recent) {
            low = Math.min(low, g.rating());
            high = Math.max(high, g.rating());
        }
        long floor = Math.max(0, (long) Math.floor(low / 100) * 100 - 100);
        long[] values = new long[recent.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = Math.round(recent.get(i).rating()) - floor;
        }
        drawRight(fb, font, SCORES_X + SCORES_WIDTH, PLOT_TITLE_Y, "now " + Ratings.shown(recent.get(recent.size() - 1)),
                DIM);
        font.draw(fb, SCORES_X + 4, PLOT_Y + PLOT_HEIGHT - 10, Long.toString(floor), GRID);
        plotRecent(fb, values, Math.round(high) - floor, false);
    }

    /** The last 100 scores (stones left under Ancient scoring) from 0 at the bottom to the highest at the top. */
    private void drawScores(Framebuffer fb, Font font) {
        if (plot.selected() == 2) {
            drawFound(fb, font);
            return;
        }
        if (plot.selected() == 3) {
            drawPuzzleRating(fb, font);
            return;
        }
        long[] values;
        if (ancient()) {
            int[] left = stats.recentStonesLeft();
            values = new long[left.length];
            for (int i = 0; i < left.length; i++) {
                values[i] = left[i];
            }
        } else {
            values = stats.recentScores();
        }
        font.draw(fb, SCORES_X, PLOT_TITLE_Y, ancient() ? "Stones left" : "Last scores", GOLD);
        long top = 0;
        for (long v : values) {
            top = Math.max(top, v);
        }
        drawRight(fb, font, SCORES_X + SCORES_WIDTH, PLOT_TITLE_Y, values.length == 0 ? "" : "top " + top, DIM);
        drawPlotBox(fb, SCORES_X, SCORES_WIDTH);
        if (values.length == 0) {
            font.drawCentered(fb, SCORES_X + SCORES_WIDTH / 2, PLOT_Y + PLOT_HEIGHT / 2 - 4, "No games yet", DIM);
            return;
        }
        plotRecent(fb, values, top, plot.selected() == 1);
    }

    /** The last hundred values, from 0 at the bottom to top at the top, as a line or as bars. */
    private static void plotRecent(Framebuffer fb, long[] values, long top, boolean bars) {
        int innerX = SCORES_X + 3;
        int innerW = SCORES_WIDTH - 6;
        int baseY = PLOT_Y + PLOT_HEIGHT - 3;
        int innerH = PLOT_HEIGHT - 6;
        // The games there are (at most the last hundred) spread over the whole width: three games are three
        // wide bars, or a line from edge to edge, not a smear at the left.
        int n = values.length;
        int prevX = -1;
        int prevY = -1;
        for (int i = 0; i < n; i++) {
            int h = top == 0 ? 0 : (int) (values[i] * innerH / top);
            int y = baseY - h;
            if (bars) {
                int left = innerX + i * innerW / n;
                int width = Math.max(1, innerX + (i + 1) * innerW / n - left - (n < innerW / 2 ? 1 : 0));
                fb.fill(left, y, width, h + 1, BAR);
            } else {
                int x = n == 1 ? innerX + innerW / 2 : innerX + i * (innerW - 1) / (n - 1);
                if (prevX >= 0) {
                    Line.plot(prevX, prevY, x, y, (px, py) -> fb.set(px, py, LINE));
                }
                fb.set(x, y, INK);
                prevX = x;
                prevY = y;
            }
        }
    }

    /**
     * The tallest bar's count beside the 4-Ways title: "top 34", or the number alone where the words would run
     * into the title (a hundred games and more on one bar).
     */
    static String fourWaysTop(Font font, int top) {
        if (top == 0) {
            return "";
        }
        String words = "top " + top;
        return font.width("4-Ways") + font.width(words) <= WAYS_WIDTH ? words : Integer.toString(top);
    }

    /** How many games made 0, 1, 2 ... 12 or more 4-Ways, as bars. */
    private void drawFourWays(Framebuffer fb, Font font) {
        int[] counts = stats.fourWaysHistogram();
        font.draw(fb, WAYS_X, PLOT_TITLE_Y, "4-Ways", GOLD);
        int top = 0;
        for (int c : counts) {
            top = Math.max(top, c);
        }
        drawRight(fb, font, WAYS_X + WAYS_WIDTH, PLOT_TITLE_Y, fourWaysTop(font, top), DIM);
        drawPlotBox(fb, WAYS_X, WAYS_WIDTH);
        int bar = (WAYS_WIDTH - 6) / counts.length;
        int baseY = PLOT_Y + PLOT_HEIGHT - 3;
        int innerH = PLOT_HEIGHT - 6;
        for (int i = 0; i < counts.length; i++) {
            int x = WAYS_X + 3 + i * bar;
            if (counts[i] > 0) {
                int h = Math.max(1, counts[i] * innerH / top);
                fb.fill(x + 1, baseY - h + 1, bar - 2, h, BAR);
                fb.vline(x + bar - 2, baseY - h + 1, h, BAR_SHADE);
            }
        }
        int last = counts.length - 1;
        font.draw(fb, WAYS_X + 3 + (bar - Font.WIDTH) / 2 + 1, PLOT_Y + PLOT_HEIGHT + 2, "0", DIM);
        font.drawCentered(fb, WAYS_X + 3 + 6 * bar + bar / 2, PLOT_Y + PLOT_HEIGHT + 2, "6", DIM);
        drawRight(fb, font, WAYS_X + 3 + last * bar + bar + 2, PLOT_Y + PLOT_HEIGHT + 2, last + "+", DIM);
    }

    private static void drawPlotBox(Framebuffer fb, int x, int width) {
        fb.fill(x, PLOT_Y, width, PLOT_HEIGHT, PLOT_PAPER);
        for (int q = 1; q < 4; q++) {
            fb.hline(x + 1, PLOT_Y + q * PLOT_HEIGHT / 4, width - 2, GRID);
        }
        fb.frame(x, PLOT_Y, width, PLOT_HEIGHT, FRAME);
    }

    private static void drawRight(Framebuffer fb, Font font, int right, int y, String text, int pen) {
        font.draw(fb, right - font.width(text), y, text, pen);
    }

    /** A double rule round the screen, a rule under the gadgets and one over the plots. */
    private static void drawFrame(Framebuffer fb) {
        fb.frame(1, 1, Framebuffer.WIDTH - 2, Framebuffer.HEIGHT - 2, DARK_GOLD);
        fb.frame(3, 3, Framebuffer.WIDTH - 6, Framebuffer.HEIGHT - 6, FRAME);
        fb.hline(4, 36, Framebuffer.WIDTH - 8, DARK_GOLD);
        fb.hline(4, 81, Framebuffer.WIDTH - 8, DARK_GOLD);
        fb.hline(4, 178, Framebuffer.WIDTH - 8, DARK_GOLD);
    }
}
