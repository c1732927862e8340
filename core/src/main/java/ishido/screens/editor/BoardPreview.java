package ishido.screens.editor;

import ishido.editor.Editor;
import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.gfx.Palette;
import ishido.image.AmigaColor;
import ishido.rules.Stone;
import ishido.screens.play.PlayLayout;
import ishido.theme.BoardPicture;
import ishido.theme.Stoneset;
import ishido.ui.Pens;

/**
 * The stone being edited at 1:1 on the board in play, among the stones it will meet: in the middle with a
 * stone of its colour left and above and of its symbol right and below, its whole row along one line of the
 * board and its whole column along another, as they will look in a game.
 */
final class BoardPreview {
    /** The board square (column, row) of the edited stone, and the board rows of its colour's and symbol's stones. */
    private static final int MIDDLE_COLUMN = 5;
    private static final int MIDDLE_ROW = 3;
    private static final int ROW_LINE = 0;
    private static final int COLUMN_LINE = 7;
    private static final int LINE_START = 3;

    private BoardPreview() {
    }

    /** What the status line says, in the words of the player's hand ("Tap" after a finger's). */
    static final String HOW_BACK = "Preview. Click or key: back.";

    /**
     * Draws the preview with the status line's words for going back; false (nothing drawn) when a column has no
     * mask, so the set cannot be drawn yet.
     */
    static boolean render(Framebuffer fb, Editor e, BoardPicture board, String howBack) {
        Stoneset set;
        try {
            set = e.sheet().toStoneset("preview");
        } catch (IllegalArgumentException ex) {
            return false;
        }
        Palette p = fb.palette();
        for (int i = 0; i < 16; i++) {
            p.set(i, i < board.image().paletteSize() ? AmigaColor.toRgb12(board.image().color(i)) : 0);
            p.set(Palette.STONESET_BASE + i, e.sheet().color(i));
        }
        board.draw(fb);
        int c = e.column();
        int r = e.row();
        int n = Stone.SYMBOLS;
        stone(fb, set, c, r, MIDDLE_COLUMN, MIDDLE_ROW);
        stone(fb, set, (c + 1) % n, r, MIDDLE_COLUMN - 1, MIDDLE_ROW);
        stone(fb, set, (c + 2) % n, r, MIDDLE_COLUMN, MIDDLE_ROW - 1);
        stone(fb, set, c, (r + 1) % n, MIDDLE_COLUMN + 1, MIDDLE_ROW);
        stone(fb, set, c, (r + 2) % n, MIDDLE_COLUMN, MIDDLE_ROW + 1);
        for (int i = 0; i < n; i++) {
            stone(fb, set, i, r, LINE_START + i, ROW_LINE);
            stone(fb, set, c, i, LINE_START + i, COLUMN_LINE);
        }
        Font.standard().draw(fb, PlayLayout.STATUS_X, PlayLayout.STATUS_Y, howBack, Pens.TEXT);
        return true;
    }

    private static void stone(Framebuffer fb, Stoneset set, int symbol, int color, int column, int row) {
        set.draw(fb, Stone.of(color, symbol), PlayLayout.BOARD_X + column * PlayLayout.CELL,
                PlayLayout.BOARD_Y + row * PlayLayout.CELL);
    }
}
