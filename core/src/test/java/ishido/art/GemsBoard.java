package ishido.art;

import ishido.art.BoardArt.Area;
import ishido.art.BoardArt.FrameInks;
import ishido.art.BoardArt.SquareInks;
import ishido.image.IndexedImage;

/** The "Gems" board: a jeweller's case of wine-red velvet with gold fittings and a grey suede tray. */
final class GemsBoard {
    /** Pens 0-3 are Intuition's; the rest are the board's own. */
    static final int[] PALETTE = {
        0xDDC, // 0 background: cream satin (menus, status line, pouch)
        0x101, // 1 shadow and text
        0xFFF, // 2 shine
        0xDA3, // 3 fill: gold
        0x100, // 4 velvet, darkest
        0x301, // 5 velvet, dark
        0x512, // 6 velvet
        0x824, // 7 velvet sheen
        0x556, // 8 Beyond face: grey suede
        0x334, // 9 Beyond line
        0x889, // 10 Within face: light suede
        0x667, // 11 Within line, Beyond light edge
        0xAAB, // 12 Within light edge
        0x751, // 13 gold, dark
        0xFEA, // 14 gold highlight
        0x3AE, // 15 sapphire: the little stones set in the fittings
    };

    private static final int VELVET_DARKEST = 4;
    private static final int VELVET_DARK = 5;
    private static final int VELVET = 6;
    private static final int VELVET_SHEEN = 7;
    private static final int BEYOND = 8;
    private static final int BEYOND_LINE = 9;
    private static final int WITHIN = 10;
    private static final int WITHIN_LINE = 11;
    private static final int WITHIN_LIGHT = 12;
    private static final int GOLD_DARK = 13;
    private static final int GOLD_LIGHT = 14;
    private static final int SAPPHIRE = 15;

    private static final FrameInks GOLD = new FrameInks(VELVET_DARKEST, GOLD_LIGHT, BoardArt.FILL, GOLD_DARK);

    private static final String TITLE = "GEMS";
    private static final int TITLE_Y = 5;

    private GemsBoard() {
    }

    static IndexedImage draw() {
        Canvas c = Canvas.blank(BoardArt.WIDTH, BoardArt.HEIGHT, PALETTE);
        velvet(c);
        title(c);
        // The tray sits in a well with a double gold lip: dark above and left of it, lit below and right.
        BoardArt.drawGridWell(c, VELVET_DARKEST, GOLD_DARK, BoardArt.SHADOW, GOLD_LIGHT, BoardArt.FILL);
        BoardArt.drawSquares(c, new SquareInks(BEYOND, WITHIN_LINE, BEYOND_LINE),
                new SquareInks(WITHIN, WITHIN_LIGHT, WITHIN_LINE));
        Area g = BoardArt.GRID;
        // The Beyond is rougher suede; the Within stays plain so the stones read on it.
        c.speckle(g.x(), g.y(), g.w(), g.h(), BEYOND, BEYOND_LINE, 11, 3);
        // A thin gold wire round the Within, as a jeweller divides a tray.
        BoardArt.drawWithinRule(c, GOLD_DARK);
        rightPanel(c);
        // The status line is a strip of satin sunk in gold.
        Panels.statusLine(c, VELVET_DARKEST, GOLD_DARK, GOLD_LIGHT);
        corners(c);
        return c.image();
    }

    /** Velvet: deep folds with a soft sheen, dithered so four reds give a smooth nap. */
    private static void velvet(Canvas c) {
        c.texture(0, 0, BoardArt.WIDTH, BoardArt.HEIGHT, (x, y) -> {
            double fold = Math.sin(x * 0.045 + y * 0.03) * 0.5 + Math.sin(x * 0.013 - y * 0.05 + 1.3) * 0.35;
            return 0.4 + 0.4 * fold;
        }, VELVET_DARKEST, VELVET_DARK, VELVET, VELVET_SHEEN);
    }

    /** The name on a gold plaque with a sapphire either side, engraved so the light catches its lower edges. */
    private static void title(Canvas c) {
        int w = Lettering.width(TITLE);
        int x = BoardArt.titleX(w);
        int px = x - 12;
        int pw = w + 24;
        c.fill(px - 1, TITLE_Y - 4, pw + 2, Lettering.HEIGHT + 8, VELVET_DARKEST);
        c.fill(px, TITLE_Y - 3, pw, Lettering.HEIGHT + 6, BoardArt.FILL);
        c.bevel(px, TITLE_Y - 3, pw, Lettering.HEIGHT + 6, 1, GOLD_LIGHT, GOLD_DARK);
        Lettering.draw(c, x, TITLE_Y, TITLE, VELVET_DARK, VELVET_DARKEST, VELVET, GOLD_LIGHT);
        cabochon(c, px + 3, TITLE_Y + 2);
        cabochon(c, px + pw - 8, TITLE_Y + 2);
        // A gold rule runs out from the plaque to the edges of the tray, like the hinge of the lid.
        for (int side = 0; side < 2; side++) {
            int x0 = side == 0 ? BoardArt.GRID.x() - 3 : px + pw + 1;
            int x1 = side == 0 ? px - 2 : BoardArt.GRID.right() + 3;
            c.hline(x0, x1, TITLE_Y + 3, GOLD_LIGHT);
            c.hline(x0, x1, TITLE_Y + 4, BoardArt.FILL);
            c.hline(x0, x1, TITLE_Y + 5, GOLD_DARK);
        }
    }

    /** A small round sapphire in a gold bezel. */
    private static void cabochon(Canvas c, int x, int y) {
        BoardArt.drawCabochon(c, x, y, GOLD_DARK, SAPPHIRE, BoardArt.SHINE, BEYOND_LINE);
    }

    private static void rightPanel(Canvas c) {
        Panels.touchstone(c, GOLD, WITHIN, WITHIN_LINE);
        Area touch = BoardArt.TOUCHSTONE;
        for (int k = 0; k < 3; k++) {
            cabochon(c, touch.x() - 15, touch.y() + 2 + k * 8);
            cabochon(c, touch.right() + 11, touch.y() + 2 + k * 8);
        }
        Panels.scoreAndPouch(c, GOLD, BoardArt.BACKGROUND, BoardArt.BACKGROUND);
    }

    /** Gold corner guards on the case, each with a rivet. */
    private static void corners(Canvas c) {
        String[] guard = {
            "LLLLLLL",
            "LGGGGGd",
            "LGoGdd.",
            "LGGd...",
            "LGd....",
            "LGd....",
            "Ld.....",
        };
        int n = guard.length;
        for (int k = 0; k < 4; k++) {
            boolean right = k % 2 == 1;
            boolean bottom = k >= 2;
            for (int j = 0; j < n; j++) {
                for (int i = 0; i < n; i++) {
                    char ch = guard[j].charAt(i);
                    int pen = ch == 'L' ? GOLD_LIGHT : ch == 'G' ? BoardArt.FILL : ch == 'd' ? GOLD_DARK
                            : ch == 'o' ? BoardArt.SHINE : -1;
                    if (pen >= 0) {
                        c.plot(right ? BoardArt.WIDTH - 1 - i : i, bottom ? BoardArt.HEIGHT - 1 - j : j, pen);
                    }
                }
            }
        }
    }
}
