package ishido.screens.scores;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Machine;
import ishido.machine.Screen;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.scores.HighScore;
import ishido.scores.HighScores;
import ishido.scores.ScoreList;
import ishido.scores.Table;
import ishido.screens.Heading;
import ishido.ui.Button;
import ishido.ui.Pens;
import ishido.ui.Requester;
import ishido.ui.RequesterQueue;
import java.time.format.DateTimeFormatter;
import java.util.List;

/**
 * One high-score table on a screen of its own (Today's, All-Time or Tournament; Modern or Ancient): a
 * click returns to the game, Clear empties the table after asking.
 */
public final class HighScoreScreen implements Screen {
    /** What the screen asks of whoever showed it. */
    public interface Actions {
        /** Leaves the screen (a click anywhere but on Clear). */
        void close();

        /** Empties a table for good; returns the tables as they now are. */
        HighScores clear(Table table, Scoring scoring);
    }

    /** The screen's own colours: registers 0-3 are the pens of requesters and buttons, 4 up the art. */
    private static final int[] PALETTE = {
        0xAAB, 0x000, 0xFFF, 0x57A,
        0x112, 0x224, 0xDB4, 0xEED, 0x89B, 0xC43, 0x435, 0x6D8, 0x335, 0x863,
        0xD33, 0x3B4, 0x36D, 0xDC2, 0xB5C, 0x3CC,
    };
    private static final int PAPER = 4;
    private static final int STRIPE = 5;
    private static final int GOLD = 6;
    private static final int INK = 7;
    private static final int DIM = 8;
    private static final int MARK = 9;
    private static final int FRAME = 10;
    private static final int NEWEST = 11;
    private static final int NEWEST_ROW = 12;
    private static final int DARK_GOLD = 13;
    /** Six stone colours for the ornaments beside the title. */
    private static final int FIRST_STONE = 14;

    /** Column right edges and left edges, in pixels, of the table's lines. */
    private static final int RANK_RIGHT = 22;
    private static final int MARK_X = 23;
    private static final int NAME_X = 32;
    private static final int SCORE_RIGHT = 170;
    private static final int WAYS_RIGHT = 192;
    private static final int LEFT_RIGHT = 214;
    private static final int MODE_X = 220;
    private static final int DATE_X = 248;
    private static final int HEADER_Y = 36;
    private static final int FIRST_ROW_Y = 48;
    private static final int ROW_HEIGHT = 12;
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("dd.MM.yy");

    private final Table table;
    private final Scoring scoring;
    private final Actions actions;
    private final RequesterQueue requesters = new RequesterQueue();
    private final Button clear;
    private HighScores scores;
    private int newest;

    /**
     * @param newest the place (0 = first) of the game just entered, drawn highlighted, or -1
     */
    public HighScoreScreen(HighScores scores, Table table, Scoring scoring, int newest, Actions actions) {
        this.scores = scores;
        this.table = table;
        this.scoring = scoring;
        this.newest = newest;
        this.actions = actions;
        clear = new Button("Clear", this::askClear);
        clear.moveTo(8, 181);
    }

    public Table table() {
        return table;
    }

    public Scoring scoring() {
        return scoring;
    }

    /** The requesters over the screen (Clear's question, the name entry), for tests and for the host. */
    public RequesterQueue requesters() {
        return requesters;
    }

    private void askClear() {
        requesters.show(Requester.message("Clear", List.of("Erase every entry of", title() + "?"), "Clear", "Cancel",
                yes -> {
                    if (yes) {
                        scores = actions.clear(table, scoring);
                        newest = -1;
                    }
                }));
    }

    private String title() {
        return table.title() + " (" + scoring.label() + ")";
    }

    @Override
    public void input(InputEvent e) {
        if (requesters.isActive()) {
            requesters.input(e);
            return;
        }
        if (clear.mouse(e)) {
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
        Heading.title(fb, table.title(), 7, 9, GOLD, DARK_GOLD, FIRST_STONE, INK, PAPER);
        font.drawCentered(fb, Framebuffer.WIDTH / 2, 19, scoring.label() + " Way", DIM);
        drawHeader(fb, font);
        ScoreList list = scores.list(table, scoring);
        List<HighScore> entries = list.entries();
        for (int i = 0; i < ScoreList.SIZE; i++) {
            int y = FIRST_ROW_Y + i * ROW_HEIGHT;
            if (i == newest) {
                fb.fill(6, y - 2, Framebuffer.WIDTH - 12, ROW_HEIGHT, NEWEST_ROW);
            } else if (i % 2 == 1) {
                fb.fill(6, y - 2, Framebuffer.WIDTH - 12, ROW_HEIGHT, STRIPE);
            }
            drawRight(fb, font, RANK_RIGHT, y, Integer.toString(i + 1), DIM);
            if (i < entries.size()) {
                drawEntry(fb, font, y, entries.get(i), i == newest ? NEWEST : INK);
            }
        }
        if (entries.isEmpty()) {
            font.drawCentered(fb, Framebuffer.WIDTH / 2, FIRST_ROW_Y + 4 * ROW_HEIGHT + 2, "No games yet", DIM);
        }
        clear.render(fb);
        drawComputerMark(fb, 72, 184);
        font.draw(fb, 82, 184, "computer", DIM);
        drawRight(fb, font, Framebuffer.WIDTH - 8, 184, shownOn == null ? "Click to return" : shownOn.words("Click to return"), DIM);
        requesters.render(fb);
    }

    private void drawHeader(Framebuffer fb, Font font) {
        font.draw(fb, NAME_X, HEADER_Y, "Name", GOLD);
        drawRight(fb, font, SCORE_RIGHT, HEADER_Y, scoring == Scoring.MODERN ? "Score" : "Pouch", GOLD);
        drawRight(fb, font, WAYS_RIGHT, HEADER_Y, "4W", GOLD);
        drawRight(fb, font, LEFT_RIGHT, HEADER_Y, "St", GOLD);
        font.draw(fb, MODE_X, HEADER_Y, "Mode", GOLD);
        font.draw(fb, DATE_X + 16, HEADER_Y, "Date", GOLD);
        fb.hline(6, HEADER_Y + 9, Framebuffer.WIDTH - 12, FRAME);
    }

    private void drawEntry(Framebuffer fb, Font font, int y, HighScore h, int pen) {
        if (h.computer()) {
            drawComputerMark(fb, MARK_X, y + 1);
        }
        font.draw(fb, NAME_X, y, h.name(), pen);
        String points = scoring == Scoring.MODERN ? Long.toString(h.score()) : (h.emptied() ? "empty" : "");
        drawRight(fb, font, SCORE_RIGHT, y, points, pen);
        drawRight(fb, font, WAYS_RIGHT, y, Integer.toString(h.fourWays()), pen);
        drawRight(fb, font, LEFT_RIGHT, y, Integer.toString(h.stonesLeft()), pen);
        font.draw(fb, MODE_X, y, modeTag(h.mode()), pen);
        font.draw(fb, DATE_X, y, DATE.format(h.date()), pen);
    }

    private static String modeTag(GameMode mode) {
        return switch (mode) {
            case SOLITAIRE -> "Sol";
            case COOPERATIVE -> "Coo";
            case TOURNAMENT -> "Tou";
            case CHALLENGE -> "Cha";
        };
    }

    private static void drawRight(Framebuffer fb, Font font, int right, int y, String text, int pen) {
        font.draw(fb, right - font.width(text), y, text, pen);
    }

    /** A double gold rule round the screen with a dark gap, and a rule under the title band. */
    private static void drawFrame(Framebuffer fb) {
        fb.frame(1, 1, Framebuffer.WIDTH - 2, Framebuffer.HEIGHT - 2, DARK_GOLD);
        fb.frame(3, 3, Framebuffer.WIDTH - 6, Framebuffer.HEIGHT - 6, FRAME);
        fb.hline(4, 30, Framebuffer.WIDTH - 8, DARK_GOLD);
        fb.hline(4, 174, Framebuffer.WIDTH - 8, DARK_GOLD);
    }

    /** A tiny screen on a stand: this game was played by the computer. */
    private static void drawComputerMark(Framebuffer fb, int x, int y) {
        fb.frame(x, y, 7, 5, MARK);
        fb.hline(x + 2, y + 6, 3, MARK);
        fb.set(x + 3, y + 5, MARK);
    }

    /** Shows a requester over the table (the name entry after a game). */
    public void show(Requester requester) {
        requesters.show(requester);
    }
}
