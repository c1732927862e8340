package ishido.art;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import ishido.art.BoardArt.Area;
import ishido.iff.IlbmReader;
import ishido.iff.IlbmWriter;
import ishido.image.AmigaColor;
import ishido.image.IndexedImage;
import ishido.png.PngWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The board template in the assets is drawn by {@link BoardTemplate}; this keeps the ILBM and PNG files
 * in step with it ({@code -Dart.update=true} writes them anew) and checks that it shows the layout.
 */
class BoardTemplateTest {
    private static final Path FOLDER = Path.of("../assets/src/main/resources/ishido/template");
    private static final Path IFF = FOLDER.resolve("board-template.iff");
    private static final Path PNG = FOLDER.resolve("board-template.png");
    /** Least number of pixels of a square, of 361, that show its area's colour between the notes. */
    private static final int MIN_FACE_PIXELS = 24;

    @Test
    void filesMatchTheGenerator() throws IOException {
        IndexedImage drawn = BoardTemplate.draw();
        byte[] png = PngWriter.encode(drawn);
        if (Boolean.getBoolean("art.update")) {
            Files.createDirectories(FOLDER);
            Files.write(IFF, IlbmWriter.toBytes(drawn));
            Files.write(PNG, png);
        }
        ArtPreview.write("board-template", drawn, 3);
        for (Path file : new Path[] {IFF, PNG}) {
            if (!Files.exists(file)) {
                fail(file + " is missing; run the tests with -Dart.update=true to draw it");
            }
        }
        assertEquals(drawn, IlbmReader.read(IFF).image(), IFF + " differs from what the generator draws now;"
                + " run with -Dart.update=true after looking at it");
        assertArrayEquals(png, Files.readAllBytes(PNG), PNG + " differs from what the generator draws now;"
                + " run with -Dart.update=true after looking at it");
    }

    @Test
    void isABoardOf16TwelveBitColours() {
        IndexedImage t = BoardTemplate.draw();
        assertEquals(BoardArt.WIDTH, t.width());
        assertEquals(BoardArt.HEIGHT, t.height());
        assertEquals(16, t.paletteSize());
        for (int i = 0; i < 16; i++) {
            assertEquals(t.color(i), AmigaColor.toRgb24(AmigaColor.toRgb12(t.color(i))), "colour " + i);
        }
        assertTrue(t.maxIndex() < 16);
    }

    @Test
    void marksTheBeyondAndTheWithin() {
        IndexedImage t = BoardTemplate.draw();
        int beyond = t.get(BoardArt.squareX(0) + 17, BoardArt.squareY(0) + 17);
        int within = t.get(BoardArt.squareX(1) + 17, BoardArt.squareY(1) + 17);
        assertNotEquals(beyond, within);
        for (int row = 0; row < BoardArt.ROWS; row++) {
            for (int col = 0; col < BoardArt.COLUMNS; col++) {
                boolean isWithin = BoardArt.isWithin(col, row);
                int own = 0;
                for (int y = 0; y < BoardArt.SQUARE - 1; y++) {
                    for (int x = 0; x < BoardArt.SQUARE - 1; x++) {
                        int p = t.get(BoardArt.squareX(col) + x, BoardArt.squareY(row) + y);
                        assertNotEquals(isWithin ? beyond : within, p, "square " + col + "," + row
                                + " shows the other area's colour at " + x + "," + y);
                        if (p == (isWithin ? within : beyond)) {
                            own++;
                        }
                    }
                }
                // Notes may cross a square, but enough of it shows which area it belongs to.
                assertTrue(own >= MIN_FACE_PIXELS, "square " + col + "," + row + " shows its area on " + own);
            }
        }
    }

    @Test
    void outlinesEveryReservedArea() {
        IndexedImage t = BoardTemplate.draw();
        int outline = t.get(BoardArt.GRID.x() - 1, BoardArt.GRID.y() - 1);
        Area status = BoardArt.STATUS_LINE;
        Area strip = new Area(status.x(), status.y() - 2, status.w(), status.h() + 4);
        for (Area a : new Area[] {BoardArt.GRID, BoardArt.TOUCHSTONE, BoardArt.SCOREBOARD, BoardArt.POUCH, strip}) {
            for (int x = a.x() - 1; x <= a.right() + 1; x++) {
                assertEquals(outline, t.get(x, a.y() - 1), a + " top at " + x);
                assertEquals(outline, t.get(x, a.bottom() + 1), a + " bottom at " + x);
            }
            for (int y = a.y() - 1; y <= a.bottom() + 1; y++) {
                assertEquals(outline, t.get(a.x() - 1, y), a + " left at " + y);
                assertEquals(outline, t.get(a.right() + 1, y), a + " right at " + y);
            }
        }
        Area menu = BoardArt.MENU_BAR;
        for (int x = 0; x < menu.w(); x++) {
            assertEquals(outline, t.get(x, menu.bottom()), "menu band's lower edge at " + x);
        }
    }

    @Test
    void legendShowsThePensAsSwatches() {
        IndexedImage t = BoardTemplate.draw();
        int[] count = new int[4];
        for (int y = 0; y < t.height(); y++) {
            for (int x = 0; x < t.width(); x++) {
                int p = t.get(x, y);
                if (p < 4 && BoardArt.GRID.contains(x, y)) {
                    count[p]++;
                }
            }
        }
        for (int pen = 0; pen < 4; pen++) {
            assertTrue(count[pen] >= 49, "pen " + pen + " has no swatch in the legend");
        }
    }
}
