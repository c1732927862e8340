package ishido.screens.review;

import ishido.ai.Mark;
import ishido.gfx.Palette;

/** The review screen's colours: registers 0-3 the pens of buttons, 4-15 its own, 16-31 the stoneset's. */
final class ReviewColors {
    static final int[] PALETTE = {
        0xAAB, 0x000, 0xFFF, 0x57A,
        0x223, 0x665, 0x887, 0x332, 0xEED, 0x89B, 0xDB4, 0xDD3, 0xE82, 0xE33, 0x5CB, 0x6EF,
    };
    static final int PAPER = 4;
    /** Squares of the edge and of the Within. */
    static final int EDGE = 5;
    static final int WITHIN = 6;
    static final int GRID = 7;
    static final int INK = 8;
    static final int DIM = 9;
    static final int GOLD = 10;
    static final int INACCURACY = 11;
    static final int MISTAKE = 12;
    static final int BLUNDER = 13;
    static final int LINE = 14;
    static final int BEST = 15;
    static final int FRAME = GOLD;

    private ReviewColors() {
    }

    /** The pen of a mark; INK for none. */
    static int of(Mark mark) {
        return switch (mark) {
            case NONE -> INK;
            case INACCURACY -> INACCURACY;
            case MISTAKE -> MISTAKE;
            case BLUNDER -> BLUNDER;
        };
    }

    static void load(Palette palette) {
        for (int i = 0; i < Palette.STONESET_BASE; i++) {
            palette.set(i, PALETTE[i]);
        }
    }
}
