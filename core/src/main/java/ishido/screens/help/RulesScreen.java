package ishido.screens.help;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.rules.Board;
import ishido.rules.Scoring;
import ishido.rules.Square;
import ishido.rules.Stone;
import ishido.screens.review.PaperScreen;
import ishido.screens.review.ReviewColors;
import ishido.theme.StoneNames;
import ishido.theme.Stoneset;
import ishido.ui.Button;
import ishido.ui.TextLines;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * Help &gt; Rules: the rules as a few pictures a newcomer reads, drawn with the current stoneset. The four rules of
 * laying a stone each stand beside a small board of it (the stone laid framed in white, the neighbours it matches
 * by colour in gold, by symbol in blue), then the end of a game and the tables of both ways of scoring. The page
 * scrolls by a drag on it (a finger's swipe), by its knob, the wheel, or the arrow keys; Exit (Esc) goes back.
 */
public final class RulesScreen extends PaperScreen {
    private static final int VIEW_X = 6;
    private static final int VIEW_Y = 16;
    private static final int VIEW_W = 296;
    private static final int VIEW_H = 164;
    private static final int KNOB_X = 306;
    private static final int KNOB_W = 9;
    /** The knob never gets shorter than this, so a finger can still take it. */
    private static final int MIN_KNOB = 12;
    private static final int LINE = 9;
    /** Pixels a step of the wheel scrolls: three lines, as a list's wheel does. */
    private static final int WHEEL = 3 * LINE;
    private static final int CELL = Stoneset.CELL;
    /** A picture is three squares by three: the stone laid in the middle, its neighbours at its sides. */
    private static final int PICTURE = 3 * CELL;
    private static final int TEXT_X = VIEW_X + PICTURE + 8;
    private static final int CHARS = VIEW_W / Font.WIDTH;
    private static final int RULE_CHARS = (VIEW_X + VIEW_W - TEXT_X) / Font.WIDTH;
    private static final Square MIDDLE = Square.at(1, 1);

    /** A part of the page: its height, and how it draws itself with its top at a line of the screen. */
    private record Part(int height, Drawing drawing) {
    }

    private interface Drawing {
        void draw(Framebuffer fb, int y);
    }

    /** A rule's picture: the stone laid, the neighbours around the middle square, and the ways they make. */
    record Picture(Stone stone, Board around, int ways) {
    }

    private final List<Part> parts = new ArrayList<>();
    private final int height;
    private final Button exit = new Button("Exit", 80, this::exit);
    /** The page drawn before its rows in view are copied to the screen, so a part half in view is cut at the edge. */
    private final Framebuffer page = new Framebuffer();
    private int top;
    /** While the page is dragged: the pointer's line and the top when the drag began; -1 when not dragging. */
    private int dragFrom = -1;
    private int dragTop;
    /** While the knob is dragged: the pointer's offset from the knob's top; -1 when not. */
    private int grab = -1;

    public RulesScreen(Stoneset stoneset) {
        super(stoneset);
        StoneNames names = StoneNames.of(stoneset);
        build(names);
        int h = 0;
        for (Part p : parts) {
            h += p.height();
        }
        height = h;
        exit.moveTo(KNOB_X + KNOB_W - 80, 184);
    }

    /** The four rules' pictures, 1-Way to 4-Way. */
    static List<Picture> pictures() {
        Stone stone = Stone.of(0, 1);
        Stone byColour = Stone.of(0, 0);
        Stone otherColour = Stone.of(0, 3);
        Stone bySymbol = Stone.of(3, 1);
        Stone otherSymbol = Stone.of(2, 1);
        Stone lastSymbol = Stone.of(1, 1);
        List<Picture> all = new ArrayList<>();
        all.add(picture(stone, 1, "a2", byColour));
        all.add(picture(stone, 2, "a2", byColour, "b1", bySymbol));
        all.add(picture(stone, 3, "a2", byColour, "b1", bySymbol, "c2", otherSymbol));
        all.add(picture(stone, 4, "a2", byColour, "b1", bySymbol, "c2", otherColour, "b3", lastSymbol));
        return all;
    }

    private static Picture picture(Stone stone, int ways, Object... squareAndStone) {
        Board around = new Board();
        for (int i = 0; i < squareAndStone.length; i += 2) {
            around.put(Square.parse((String) squareAndStone[i]), (Stone) squareAndStone[i + 1]);
        }
        return new Picture(stone, around, ways);
    }

    private void build(StoneNames n) {
        text("Lay the stone on the touchstone beside a stone, at its side (never only at a corner). It must"
                + " match its neighbours as one of four rules says:", ReviewColors.INK);
        parts.add(new Part(LINE + 4, this::legend));
        List<Picture> pictures = pictures();
        Picture one = pictures.get(0);
        rule(one, "1-Way: one neighbour. Share its colour or its symbol: " + n.the(one.stone()) + " shares "
                + n.the(Stone.of(0, 0)) + "'s colour.");
        rule(pictures.get(1), "2-Way, \"1 and 1\": two neighbours. The colour of one, the symbol of the other.");
        rule(pictures.get(2), "3-Way, \"1 and 2\": three neighbours. One shares its colour, two its symbol"
                + " (or two the colour, one the symbol).");
        rule(pictures.get(3), "4-Way, \"2 and 2\": four neighbours, two by colour and two by symbol. The"
                + " hardest, and worth the most.");
        text("There are 72 stones, six colours by six symbols, each kind twice: a neighbour just like the stone"
                + " (its twin) counts for either. Six begin on the board, in the corners and the centre; the rest"
                + " wait in the pouch. The game ends when the pouch is"
                + " empty, when the stone on the touchstone fits nowhere, or at Game > End Game.", ReviewColors.INK);
        // The names the game's messages use, said once: a newcomer met "the black gate" and "e5" unexplained.
        text("A stone is named as it looks: its colour (" + names(n::colour) + ") and its symbol ("
                + names(n::symbol) + "), as " + n.the(one.stone()) + ". A square is named by its column, a to l"
                + " from the left, and its row, 1 to 8 from the top: f4 is one of the four in the middle.", ReviewColors.INK);
        text("MODERN SCORING", ReviewColors.GOLD);
        StringBuilder ways = new StringBuilder("Ways     ");
        StringBuilder points = new StringBuilder("Points   ");
        for (int w = 1; w <= 4; w++) {
            long p = Scoring.modernPoints(w, true, 0) - (w == 4 ? Scoring.fourWayBonus(1) : 0);
            ways.append(String.format("%4d", w));
            points.append(String.format("%4d", p));
        }
        row(ways.toString(), ReviewColors.DIM);
        row(points.toString(), ReviewColors.INK);
        text("Only the light squares (the Within) score. Each 4-Way doubles every point after it, and pays a"
                + " bonus, the 1st 4-Way 25, the 2nd 50, and so on:", ReviewColors.INK);
        StringBuilder bonus = new StringBuilder();
        int kinds = 12;
        for (int k = 1; k <= kinds; k++) {
            String nth = k + (k == 1 ? "st" : k == 2 ? "nd" : k == 3 ? "rd" : "th");
            bonus.append(String.format("%4s%6d", nth, Scoring.fourWayBonus(k))).append(k % 3 == 0 ? "\n" : "  ");
        }
        for (String line : bonus.toString().split("\n")) {
            row(line, ReviewColors.INK);
        }
        text("then " + Scoring.fourWayBonus(kinds + 1) + " for each one more. Ending with 2, 1 or 0 stones left"
                + " pays " + Scoring.endBonus(2) + ", " + Scoring.endBonus(1) + " or " + Scoring.endBonus(0)
                + " (the stone on the touchstone counts as left).", ReviewColors.INK);
        text("ANCIENT SCORING", ReviewColors.GOLD);
        text("No points. A game that empties the pouch beats one that does not; then the most 4-Ways win; then"
                + " the fewest stones left.", ReviewColors.INK);
    }

    /** The stoneset's six words for its colours or its symbols, "red, yellow, ... and black". */
    private static String names(IntFunction<String> word) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 6; i++) {
            b.append(i == 0 ? "" : i == 5 ? " and " : ", ").append(word.apply(i));
        }
        return b.toString();
    }

    /** Lines of text across the page, a little space under them. */
    private void text(String words, int pen) {
        List<String> lines = TextLines.wrap(words, CHARS);
        parts.add(new Part(lines.size() * LINE + 3, (fb, y) -> {
            for (int i = 0; i < lines.size(); i++) {
                Font.standard().draw(fb, VIEW_X, y + i * LINE, lines.get(i), pen);
            }
        }));
    }

    /** A line of a table, its spaces kept. */
    private void row(String line, int pen) {
        parts.add(new Part(LINE + 1, (fb, y) -> Font.standard().draw(fb, VIEW_X, y, line, pen)));
    }

    /** What the frames of the pictures mean. */
    private void legend(Framebuffer fb, int y) {
        Font font = Font.standard();
        fb.frame(VIEW_X, y, 8, 8, ReviewColors.GOLD);
        font.draw(fb, VIEW_X + 12, y, "same colour", ReviewColors.GOLD);
        int x = VIEW_X + 12 + font.width("same colour") + 16;
        fb.frame(x, y, 8, 8, ReviewColors.BEST);
        font.draw(fb, x + 12, y, "same symbol", ReviewColors.BEST);
    }

    /** A rule: its picture at the left, its words beside it. */
    private void rule(Picture picture, String words) {
        List<String> lines = TextLines.wrap(words, RULE_CHARS);
        parts.add(new Part(Math.max(PICTURE, lines.size() * LINE) + 6, (fb, y) -> {
            draw(fb, picture, VIEW_X, y);
            for (int i = 0; i < lines.size(); i++) {
                Font.standard().draw(fb, TEXT_X, y + i * LINE, lines.get(i), ReviewColors.INK);
            }
        }));
    }

    private void draw(Framebuffer fb, Picture picture, int x0, int y0) {
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 3; c++) {
                int x = x0 + c * CELL;
                int y = y0 + r * CELL;
                fb.fill(x, y, CELL, CELL, ReviewColors.WITHIN);
                fb.frame(x, y, CELL, CELL, ReviewColors.GRID);
                Stone other = picture.around().get(Square.at(c, r));
                if (other != null) {
                    stoneset.draw(fb, other, x, y);
                    int pen = other.color() == picture.stone().color() ? ReviewColors.GOLD : ReviewColors.BEST;
                    fb.frame(x, y, CELL, CELL, pen);
                    fb.frame(x + 1, y + 1, CELL - 2, CELL - 2, pen);
                }
            }
        }
        int mx = x0 + MIDDLE.column() * CELL;
        int my = y0 + MIDDLE.row() * CELL;
        stoneset.draw(fb, picture.stone(), mx, my);
        fb.frame(mx, my, CELL, CELL, ReviewColors.INK);
    }

    /** The page's height in pixels, all its parts. */
    int pageHeight() {
        return height;
    }

    /** The line of the page at the top of the view. */
    public int top() {
        return top;
    }

    private int maxTop() {
        return Math.max(0, height - VIEW_H);
    }

    /** Scrolls by so many pixels, staying within the page. */
    public void scroll(int by) {
        top = Math.max(0, Math.min(maxTop(), top + by));
    }

    private int knobHeight() {
        return Math.max(MIN_KNOB, VIEW_H * Math.min(VIEW_H, height) / Math.max(1, height));
    }

    private int knobTop() {
        int free = VIEW_H - knobHeight();
        return VIEW_Y + (maxTop() == 0 ? 0 : free * top / maxTop());
    }

    @Override
    public void input(InputEvent e) {
        if (grab >= 0 || dragFrom >= 0) {
            drag(e);
            return;
        }
        if (exit.mouse(e)) {
            return;
        }
        if (e.type() == InputEvent.Type.WHEEL) {
            scroll(e.wheelSteps() * WHEEL);
        } else if (e.isPress(InputEvent.LEFT_BUTTON) && e.y() >= VIEW_Y && e.y() < VIEW_Y + VIEW_H) {
            press(e);
        } else if (e.isKey(Key.UP)) {
            scroll(-LINE);
        } else if (e.isKey(Key.DOWN)) {
            scroll(LINE);
        } else if (e.isChar(' ') || e.isKey(Key.END)) {
            scroll(e.isKey(Key.END) ? height : VIEW_H - LINE);
        } else if (e.isKey(Key.HOME)) {
            scroll(-height);
        } else if (e.isKey(Key.ESCAPE) || e.isKey(Key.ENTER)) {
            exit();
        }
    }

    /** A press on the page begins its drag; on the knob's track, the knob's, or a page's turn above or below it. */
    private void press(InputEvent e) {
        if (e.x() >= KNOB_X - 2) {
            int knob = knobTop();
            if (e.y() < knob) {
                scroll(-(VIEW_H - LINE));
            } else if (e.y() >= knob + knobHeight()) {
                scroll(VIEW_H - LINE);
            } else {
                grab = e.y() - knob;
            }
        } else {
            dragFrom = e.y();
            dragTop = top;
        }
    }

    private void drag(InputEvent e) {
        if (e.type() == InputEvent.Type.MOVE) {
            if (grab >= 0) {
                int free = VIEW_H - knobHeight();
                top = free <= 0 ? 0 : Math.max(0, Math.min(maxTop(), (e.y() - grab - VIEW_Y) * maxTop() / free));
            } else {
                top = Math.max(0, Math.min(maxTop(), dragTop - (e.y() - dragFrom)));
            }
        } else if (e.isRelease(InputEvent.LEFT_BUTTON)) {
            grab = -1;
            dragFrom = -1;
        }
    }

    @Override
    protected void draw(Framebuffer fb, Font font) {
        font.drawCentered(fb, 160, 4, "The Rules", ReviewColors.GOLD);
        page.clear(ReviewColors.PAPER);
        int y = VIEW_Y - top;
        for (Part p : parts) {
            if (y + p.height() > VIEW_Y && y < VIEW_Y + VIEW_H) {
                p.drawing().draw(page, y);
            }
            y += p.height();
        }
        System.arraycopy(page.pixels(), VIEW_Y * Framebuffer.WIDTH, fb.pixels(), VIEW_Y * Framebuffer.WIDTH,
                VIEW_H * Framebuffer.WIDTH);
        fb.frame(KNOB_X, VIEW_Y, KNOB_W, VIEW_H, ReviewColors.GRID);
        fb.fill(KNOB_X + 1, knobTop() + 1, KNOB_W - 2, knobHeight() - 2, ReviewColors.DIM);
        font.draw(fb, VIEW_X, 187, top < maxTop() ? "Drag the page to read on." : "That is all the rules.",
                ReviewColors.DIM);
        exit.render(fb);
    }
}
