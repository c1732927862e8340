package ishido.screens.editor;

import ishido.editor.Editor;
import ishido.editor.MaskTemplate;
import ishido.editor.Sheet;
import ishido.rules.Stone;

/**
 * Where everything of the Edit Stoneset screen sits on the 320x200 display, and which part a point is in:
 * the stones and masks at the left, previews and the zoomed stone in the middle, buttons at the right,
 * the colours under the stone and the mask templates along the bottom.
 */
final class EditorLayout {
    static final int CELL = Sheet.CELL;
    /** The title bar, which the menu bar covers while it shows. */
    static final int TITLE_H = 10;
    /** The 6x6 stones at 1x. */
    static final int GRID_X = 4;
    static final int GRID_Y = 13;
    static final int GRID_W = Stone.SYMBOLS * CELL;
    /** The row ends: a click there selects the row. */
    static final int ROWEND_X = GRID_X + GRID_W + 2;
    static final int ROWEND_W = 9;
    /** The six column masks under the stones. */
    static final int MASKS_Y = GRID_Y + Stone.COLORS * CELL + 4;
    /** The zoomed stone: each pixel a ZOOM x ZOOM square; zoomed out, 2x2 stones at half that. */
    static final int ZOOM = 6;
    static final int ZOOM_OUT = ZOOM / 2;
    /** Zoomed in to a stone's detail: each pixel twice as large, a quarter of the stone in the box. */
    static final int ZOOM_DETAIL = 2 * ZOOM;
    static final int EDIT_X = 140;
    static final int EDIT_Y = 38;
    static final int EDIT_W = CELL * ZOOM;
    /** The three previews over the edit box: as edited (grey for transparent), on dark, on light. */
    static final int PREVIEW_Y = 13;
    static final int PREVIEW_SIZE = CELL + 2;
    static final int[] PREVIEW_X = {EDIT_X, EDIT_X + (EDIT_W - PREVIEW_SIZE) / 2, EDIT_X + EDIT_W - PREVIEW_SIZE};
    /** The zoom button, between the first two previews. */
    static final int ZOOM_BUTTON_X = PREVIEW_X[0] + PREVIEW_SIZE + 1;
    static final int ZOOM_BUTTON_W = PREVIEW_X[1] - ZOOM_BUTTON_X - 1;
    /** The 16 colours in two rows of eight under the edit box. */
    static final int SWATCH_X = EDIT_X;
    static final int SWATCH_Y = EDIT_Y + EDIT_W + 3;
    static final int SWATCH_W = 15;
    static final int SWATCH_H = 9;
    /** The buttons down the right. */
    static final int BUTTON_X = 266;
    static final int BUTTON_W = 50;
    static final int BUTTON_Y = 13;
    static final int BUTTON_STEP = 16;
    /** The mask templates along the bottom, one 19x19 shape every 20 pixels. */
    static final int TEMPLATE_Y = 180;
    static final int TEMPLATE_STEP = 20;
    /** The two lines of status text under the masks. */
    static final int STATUS_X = GRID_X;
    static final int STATUS_Y = MASKS_Y + CELL + 3;

    private EditorLayout() {
    }

    /** The stone (column, row) under a point of the grid, as column * 6 + row... or -1. */
    static int stoneAt(int x, int y) {
        if (x < GRID_X || y < GRID_Y || x >= GRID_X + GRID_W || y >= GRID_Y + Stone.COLORS * CELL) {
            return -1;
        }
        return (y - GRID_Y) / CELL * Stone.SYMBOLS + (x - GRID_X) / CELL;
    }

    /** The column whose mask is under the point, or -1. */
    static int maskAt(int x, int y) {
        if (x < GRID_X || y < MASKS_Y || x >= GRID_X + GRID_W || y >= MASKS_Y + CELL) {
            return -1;
        }
        return (x - GRID_X) / CELL;
    }

    /** The row whose end is under the point, or -1. */
    static int rowEndAt(int x, int y) {
        if (x < ROWEND_X || x >= ROWEND_X + ROWEND_W || y < GRID_Y || y >= GRID_Y + Stone.COLORS * CELL) {
            return -1;
        }
        return (y - GRID_Y) / CELL;
    }

    static boolean inEditBox(int x, int y) {
        return x >= EDIT_X && y >= EDIT_Y && x < EDIT_X + EDIT_W && y < EDIT_Y + EDIT_W;
    }

    /** The zoom the edit box shows the editor's view at. */
    static int zoom(Editor e) {
        return switch (e.zoomView().zoom()) {
            case DETAIL -> ZOOM_DETAIL;
            case STONE -> ZOOM;
            case OUT -> ZOOM_OUT;
        };
    }

    /** The pixel column of the view under a screen x of the edit box, clamped to what the box shows. */
    static int editX(Editor e, int screenX) {
        return e.zoomView().scrollX() + shown(e, screenX - EDIT_X);
    }

    /** The pixel row of the view under a screen y of the edit box, clamped to what the box shows. */
    static int editY(Editor e, int screenY) {
        return e.zoomView().scrollY() + shown(e, screenY - EDIT_Y);
    }

    private static int shown(Editor e, int offset) {
        return Math.max(0, Math.min(EDIT_W / zoom(e) - 1, Math.floorDiv(offset, zoom(e))));
    }

    /** The colour index under the point, or -1. */
    static int swatchAt(int x, int y) {
        if (x < SWATCH_X || y < SWATCH_Y || x >= SWATCH_X + 8 * SWATCH_W || y >= SWATCH_Y + 2 * SWATCH_H) {
            return -1;
        }
        return (y - SWATCH_Y) / SWATCH_H * 8 + (x - SWATCH_X) / SWATCH_W;
    }

    static int swatchX(int index) {
        return SWATCH_X + index % 8 * SWATCH_W;
    }

    static int swatchY(int index) {
        return SWATCH_Y + index / 8 * SWATCH_H;
    }

    /** The template under the point, or null. */
    static MaskTemplate templateAt(int x, int y) {
        if (y < TEMPLATE_Y || y >= TEMPLATE_Y + MaskTemplate.SIDE || x < 0) {
            return null;
        }
        int i = x / TEMPLATE_STEP;
        return i < MaskTemplate.values().length && x % TEMPLATE_STEP < MaskTemplate.SIDE ? MaskTemplate.values()[i] : null;
    }

    static int templateX(MaskTemplate t) {
        return t.ordinal() * TEMPLATE_STEP;
    }

    static int buttonY(int i) {
        return BUTTON_Y + i * BUTTON_STEP;
    }
}
