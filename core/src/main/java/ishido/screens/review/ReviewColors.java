package ishido.screens.review;

import ishido.ai.Mark;
import ishido.gfx.Palette;

/** The review screen's colours: registers 0-3 the pens of buttons, 4-15 its own, 16-31 the stoneset's. */
public final class ReviewColors {
    public static final int[] PALETTE = {
        0xAAB, 0x000, 0xFFF, 0x57A,
        0x223, 0x665, 0x887, 0x332, 0xEED, 0x89B, 0xDB4, 0xDD3, 0xE82, 0xE33, 0x5CB, 0x6EF,
    };
    public static final int PAPER = 4;
    /** Squares of the edge and of the Within. */
    public static final int EDGE = 5;
    public static final int WITHIN = 6;
    public static final int GRID = 7;
    public static final int INK = 8;
    public static final int DIM = 9;
    public static final int GOLD = 10;
    public static final int INACCURACY = 11;
    public static final int MISTAKE = 12;
    public static final int BLUNDER = 13;
    public static final int LINE = 14;
    public static final int BEST = 15;
    public static final int FRAME = GOLD;

    private ReviewColors() {
    }

    /** The pen of a mark; INK for none. */
    public static int of(Mark mark) {
        return switch (mark) {
            case NONE -> INK;
            case INACCURACY -> INACCURACY;
            case MISTAKE -> MISTAKE;
            case BLUNDER -> BLUNDER;
        };
    }

    /** A screen of the review's family begun: its colours and the stoneset's loaded, the paper laid. */
    public static void paper(ishido.gfx.Framebuffer fb, ishido.theme.Stoneset stoneset) {
        load(fb.palette());
        fb.palette().load(Palette.STONESET_BASE, stoneset.image().palette());
        fb.clear(PAPER);
    }

    public static void load(Palette palette) {
        for (int i = 0; i < Palette.STONESET_BASE; i++) {
            palette.set(i, PALETTE[i]);
        }
    }
}
