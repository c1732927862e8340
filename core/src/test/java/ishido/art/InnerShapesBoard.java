package ishido.art;

import ishido.art.BoardArt.Area;
import ishido.art.BoardArt.FrameInks;
import ishido.art.BoardArt.SquareInks;
import ishido.image.IndexedImage;

/** The "Inner Shapes" board: a cool slate panel inlaid with lines of brass and teal, and pale grey squares. */
final class InnerShapesBoard {
    /** Pens 0-3 are Intuition's; the rest are the board's own. */
    static final int[] PALETTE = {
        0xBBC, // 0 background: cool light grey (menus, status line, pouch, scoreboard)
        0x112, // 1 shadow and text
        0xFFF, // 2 shine
        0xDA6, // 3 fill: brass
        0x223, // 4 slate, darkest
        0x334, // 5 slate, dark
        0x445, // 6 slate
        0x667, // 7 slate, light
        0x778, // 8 Beyond face
        0xAAB, // 9 Within face
        0x889, // 10 Within line, Beyond light edge
        0xCCD, // 11 Within light edge
        0x3AA, // 12 teal inlay
        0x864, // 13 brass, dark
        0xFEC, // 14 brass, light
        0xD43, // 15 red: one of the three primary shapes of the title
    };

    private static final int SLATE_DARKEST = 4;
    private static final int SLATE_DARK = 5;
    private static final int SLATE = 6;
    private static final int SLATE_LIGHT = 7;
    private static final int BEYOND = 8;
    private static final int WITHIN = 9;
    private static final int WITHIN_LINE = 10;
    private static final int WITHIN_LIGHT = 11;
    private static final int TEAL = 12;
    private static final int BRASS_DARK = 13;
    private static final int BRASS_LIGHT = 14;
    private static final int RED = 15;

    /** A slate moulding edged with a brass inlay, round the right-hand panels. */
    private static final FrameInks SLATE_FRAME = new FrameInks(BRASS_DARK, SLATE_LIGHT, SLATE, SLATE_DARK);

    private static final String TITLE = "INNER SHAPES";
    private static final int TITLE_Y = 5;

    private InnerShapesBoard() {
    }

    static IndexedImage draw() {
        Canvas c = Canvas.blank(BoardArt.WIDTH, BoardArt.HEIGHT, PALETTE);
        slate(c);
        // An inlaid teal line runs round the whole panel, just inside its edge.
        c.rect(1, 1, BoardArt.WIDTH - 2, BoardArt.HEIGHT - 2, TEAL);
        title(c);
        // The squares sit in a sunken well edged with a brass inlay.
        BoardArt.drawGridWell(c, SLATE_DARKEST, BRASS_DARK, BoardArt.SHADOW, BoardArt.FILL);
        BoardArt.drawSquares(c, new SquareInks(BEYOND, WITHIN_LINE, SLATE_LIGHT),
                new SquareInks(WITHIN, WITHIN_LIGHT, WITHIN_LINE));
        // A teal line round the Within.
        BoardArt.drawWithinRule(c, SLATE);
        rightPanel(c);
        // The status line sits on a teal inlay.
        Panels.statusLine(c, SLATE_DARKEST, TEAL, SLATE_LIGHT, BoardArt.SHINE);
        return c.image();
    }

    /** Slate: a smooth dark stone with faint layers, split at a slant like cleaved rock. */
    private static void slate(Canvas c) {
        c.texture(0, 0, BoardArt.WIDTH, BoardArt.HEIGHT, (x, y) -> {
            double layer = Math.sin((x * 0.18 + y) * 0.11) + 0.5 * Math.sin((x * 0.05 - y) * 0.23 + 2.0);
            return 0.5 + 0.22 * layer;
        }, SLATE_DARKEST, SLATE_DARK, SLATE);
    }

    /** The name in pale letters between a circle, a square and a triangle on each side. */
    private static void title(Canvas c) {
        int w = Lettering.width(TITLE);
        int x = BoardArt.titleX(w);
        c.fill(BoardArt.GRID.x() - 3, TITLE_Y - 3, BoardArt.GRID.w() + 6, Lettering.HEIGHT + 6, SLATE_DARKEST);
        c.hline(BoardArt.GRID.x() - 3, BoardArt.GRID.right() + 3, TITLE_Y + Lettering.HEIGHT + 2, TEAL);
        Lettering.draw(c, x, TITLE_Y, TITLE, BoardArt.BACKGROUND, BoardArt.SHINE, WITHIN_LINE, SLATE_LIGHT);
        int left = x - 16;
        int right = x + w + 7;
        shapes(c, left - 26, right);
    }

    /** The three primary shapes, 9 pixels each, flat with a one-pixel bevel, in red, brass and teal. */
    private static void shapes(Canvas c, int left, int right) {
        for (int x : new int[] {left, right}) {
            int y = TITLE_Y;
            c.fillCircle(x + 4.5, y + 4.5, 4.6, SLATE_DARK);
            c.fillCircle(x + 4.5, y + 4.5, 3.6, RED);
            c.fill(x + 13, y, 9, 9, BRASS_DARK);
            c.fill(x + 13, y, 8, 8, BoardArt.FILL);
            c.hline(x + 13, x + 20, y, BRASS_LIGHT);
            c.vline(x + 13, y, y + 7, BRASS_LIGHT);
            c.fillPolygon(TEAL, x + 30.5, y, x + 35.5, y + 9, x + 25.5, y + 9);
        }
    }

    private static void rightPanel(Canvas c) {
        Panels.touchstone(c, SLATE_FRAME, WITHIN, WITHIN_LINE);
        // Small inlaid marks beside the touchstone: a ring to the left, a diamond to the right.
        Area touch = BoardArt.TOUCHSTONE;
        c.fillCircle(touch.x() - 9.5, touch.y() + 12, 3.5, TEAL);
        c.fillCircle(touch.x() - 9.5, touch.y() + 12, 2.0, SLATE_DARK);
        c.fillPolygon(BoardArt.FILL, touch.right() + 10.5, touch.y() + 8, touch.right() + 14.5, touch.y() + 12,
                touch.right() + 10.5, touch.y() + 16, touch.right() + 6.5, touch.y() + 12);
        Panels.scoreAndPouch(c, SLATE_FRAME, BoardArt.BACKGROUND, BoardArt.BACKGROUND);
    }
}
