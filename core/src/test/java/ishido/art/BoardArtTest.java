package ishido.art;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.art.BoardArt.Area;
import ishido.image.AmigaColor;
import ishido.image.IndexedImage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Checks the invariants every built-in board must keep, and writes previews with stones on it. */
class BoardArtTest {
    /** Least luminance step (0..1) between pen 1 text and the grounds it is written on. */
    private static final double MIN_TEXT_CONTRAST = 0.45;
    /** Least luminance step between the Beyond and the Within. */
    private static final double MIN_AREA_CONTRAST = 0.08;

    static Iterable<String> themes() {
        return BoardArt.themes();
    }

    @ParameterizedTest
    @MethodSource("themes")
    void isAScreenWithA16Colour12BitPalette(String theme) {
        IndexedImage board = BoardArt.create(theme);
        assertEquals(320, board.width());
        assertEquals(200, board.height());
        assertEquals(16, board.paletteSize());
        for (int i = 0; i < 16; i++) {
            int c = board.color(i);
            assertEquals(c, AmigaColor.toRgb24(AmigaColor.toRgb12(c)), "colour " + i + " is not 12-bit");
        }
        assertTrue(board.maxIndex() < 16);
        ArtPreview.write("board-" + theme.toLowerCase(), board, 3);
    }

    @ParameterizedTest
    @MethodSource("themes")
    void aColourCycleMovesNothingWhereThePlayerLooks(String theme) {
        IndexedImage board = BoardArt.create(theme);
        for (Area a : new Area[] {BoardArt.GRID, BoardArt.TOUCHSTONE, BoardArt.SCOREBOARD, BoardArt.POUCH,
            BoardArt.STATUS_LINE}) {
            for (int y = a.y(); y < a.y() + a.h(); y++) {
                for (int x = a.x(); x < a.x() + a.w(); x++) {
                    for (var cycle : board.cycles().cycles()) {
                        assertTrue(!cycle.turns(board.get(x, y)),
                                theme + ": pixel " + x + "," + y + " turns with " + cycle);
                    }
                }
            }
        }
    }

    @org.junit.jupiter.api.Test
    void oneBoardHasAColourCycleOfItsOwn() {
        IndexedImage rameses = BoardArt.create("Rameses");
        assertEquals(1, rameses.cycles().size(), "the Nile's water flows round the Rameses board");
        assertTrue(rameses.cycles().cycles().get(0).low() >= 4, "the pens never turn");
    }

    @ParameterizedTest
    @MethodSource("themes")
    void pensReadAsIntuitionNeedsThem(String theme) {
        IndexedImage board = BoardArt.create(theme);
        double text = lum(board.color(BoardArt.SHADOW));
        double shine = lum(board.color(BoardArt.SHINE));
        assertTrue(text < 0.15, "pen 1 must be near black");
        assertTrue(shine > 0.85, "pen 2 must be near white");
        assertTrue(lum(board.color(BoardArt.BACKGROUND)) - text >= MIN_TEXT_CONTRAST, "pen 1 on pen 0");
        assertTrue(lum(board.color(BoardArt.FILL)) - text >= MIN_TEXT_CONTRAST, "pen 1 on pen 3");
    }

    @ParameterizedTest
    @MethodSource("themes")
    void textGroundsArePlainAndLight(String theme) {
        IndexedImage board = BoardArt.create(theme);
        for (Area a : new Area[] {BoardArt.SCOREBOARD, BoardArt.STATUS_LINE}) {
            int ground = board.get(a.x() + 1, a.y() + 1);
            for (int y = a.y(); y <= a.bottom(); y++) {
                for (int x = a.x() + 1; x < a.right(); x++) {
                    assertEquals(ground, board.get(x, y), a + " must be plain at " + x + "," + y);
                }
            }
            assertTrue(lum(board.color(ground)) - lum(board.color(BoardArt.SHADOW)) >= MIN_TEXT_CONTRAST,
                    "pen 1 text must read on " + a);
        }
    }

    @ParameterizedTest
    @MethodSource("themes")
    void withinIsLighterThanBeyondAndSquaresShowTheirGrid(String theme) {
        IndexedImage board = BoardArt.create(theme);
        double beyond = lum(board.color(face(board, 0, 0)));
        for (int row = 0; row < BoardArt.ROWS; row++) {
            for (int col = 0; col < BoardArt.COLUMNS; col++) {
                int face = face(board, col, row);
                if (BoardArt.isWithin(col, row)) {
                    assertTrue(lum(board.color(face)) - beyond >= MIN_AREA_CONTRAST,
                            "square " + col + "," + row + " must be lighter");
                }
                // The right and bottom lines are what shows in the gap beside and below a stone.
                for (int i = 2; i < 18; i++) {
                    assertTrue(board.get(BoardArt.squareX(col) + 19, BoardArt.squareY(row) + i) != face
                            && board.get(BoardArt.squareX(col) + i, BoardArt.squareY(row) + 19) != face,
                            "square " + col + "," + row + " has no grid line");
                }
            }
        }
    }

    /** The commonest colour in a square's middle. */
    private static int face(IndexedImage board, int col, int row) {
        int[] count = new int[256];
        for (int y = 2; y < 18; y++) {
            for (int x = 2; x < 18; x++) {
                count[board.get(BoardArt.squareX(col) + x, BoardArt.squareY(row) + y)]++;
            }
        }
        int best = 0;
        for (int i = 1; i < 256; i++) {
            if (count[i] > count[best]) {
                best = i;
            }
        }
        return best;
    }

    @Test
    void layoutMatchesTheSpec() {
        assertEquals(new Area(8, 20, 240, 160), BoardArt.GRID);
        assertEquals(247, BoardArt.GRID.right());
        assertEquals(179, BoardArt.GRID.bottom());
        assertEquals(8, BoardArt.squareX(0));
        assertEquals(228, BoardArt.squareX(11));
        assertEquals(160, BoardArt.squareY(7));
        assertTrue(BoardArt.isWithin(1, 1) && BoardArt.isWithin(10, 6));
        assertTrue(!BoardArt.isWithin(0, 3) && !BoardArt.isWithin(11, 3) && !BoardArt.isWithin(5, 7));
        assertThrows(IllegalArgumentException.class, () -> BoardArt.create("Plaid"));
    }

    /** Puts the stoneset on the board as the game would, to look at them together. */
    @ParameterizedTest
    @MethodSource("themes")
    void writesPlayScreenPreview(String theme) {
        IndexedImage board = BoardArt.create(theme);
        IndexedImage set = StonesetArt.create(theme);
        int[] pal = new int[32];
        System.arraycopy(board.palette(), 0, pal, 0, 16);
        System.arraycopy(set.palette(), 0, pal, 16, 16);
        IndexedImage screen = board.copy();
        screen.setPalette(pal);
        int k = 0;
        for (int row = 0; row < BoardArt.ROWS; row++) {
            for (int col = 0; col < BoardArt.COLUMNS; col++) {
                if ((col * 7 + row * 3) % 5 < 3 && k < 36) {
                    drawStone(screen, set, k / 6, k % 6, BoardArt.squareX(col), BoardArt.squareY(row));
                    k++;
                }
            }
        }
        drawStone(screen, set, 3, 2, BoardArt.TOUCHSTONE_STONE_X, BoardArt.TOUCHSTONE_STONE_Y);
        FontFile font = FontFile.load();
        font.draw(screen, BoardArt.SCOREBOARD.x() + 4, BoardArt.SCOREBOARD.y() + 8, "  1234", BoardArt.SHADOW);
        font.draw(screen, BoardArt.SCOREBOARD.x() + 4, BoardArt.SCOREBOARD.y() + 52, "  IV", BoardArt.SHADOW);
        font.draw(screen, BoardArt.STATUS_LINE.x() + 2, BoardArt.STATUS_LINE.y(),
                "Place the stone. 66 in pouch.", BoardArt.SHADOW);
        ArtPreview.write("play-" + theme.toLowerCase(), screen, 3);
        assertTrue(screen.get(BoardArt.squareX(0) + 9, BoardArt.squareY(0) + 9) >= 16, "a stone lies on a1");
    }

    private static void drawStone(IndexedImage screen, IndexedImage set, int colorRow, int symbol, int x, int y) {
        IndexedImage stone = StonesetArt.stone(set, colorRow, symbol);
        for (int j = 0; j < StonesetArt.CELL; j++) {
            for (int i = 0; i < StonesetArt.CELL; i++) {
                int p = stone.get(i, j);
                if (p != 0) {
                    screen.set(x + i, y + j, 16 + p);
                }
            }
        }
    }

    private static double lum(int rgb) {
        return StonesetArtTest.luminance(rgb);
    }
}
