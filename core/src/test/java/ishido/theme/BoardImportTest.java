package ishido.theme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.iff.IlbmReader;
import ishido.iff.IlbmWriter;
import ishido.image.AmigaColor;
import ishido.image.IndexedImage;
import ishido.image.Quantizer;
import ishido.persist.UserData;
import ishido.testing.TestPlatform;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Boards from any picture: reduction to 16 colours, centring and scaling, legible pens, saving. */
class BoardImportTest {
    @TempDir
    Path dir;

    private static int[] photo(int width, int height) {
        Random random = new Random(width * 31L + height);
        int[] argb = new int[width * height];
        for (int i = 0; i < argb.length; i++) {
            int x = i % width;
            int y = i / width;
            argb[i] = 0xFF000000 | (x * 255 / width) << 16 | (y * 255 / height) << 8 | random.nextInt(256);
        }
        return argb;
    }

    private static IndexedImage indexed(int width, int height, int colors) {
        int[] palette = new int[colors];
        for (int i = 0; i < colors; i++) {
            palette[i] = AmigaColor.toRgb24(i * 4095 / Math.max(1, colors - 1));
        }
        IndexedImage image = new IndexedImage(width, height, palette);
        for (int i = 0; i < image.pixels().length; i++) {
            image.pixels()[i] = (byte) (i * 7 % colors);
        }
        return image;
    }

    private static int luma(int rgb) {
        return 299 * (rgb >> 16 & 0xFF) + 587 * (rgb >> 8 & 0xFF) + 114 * (rgb & 0xFF);
    }

    @Test
    void aSixteenColourBoardIsTakenAsItIs() {
        IndexedImage image = indexed(320, 200, 16);
        BoardImport.Source source = new BoardImport.Source("plain", 320, 200, image, null);
        assertTrue(source.isBoard());
        BoardImport.Result result = BoardImport.make(source, BoardImport.Fit.CENTRE);
        assertFalse(result.reduced());
        assertEquals(image, result.board().image());
    }

    @Test
    void aSixteenColourBoardWhoseTextWouldNotReadIsReorderedNotRepainted() {
        IndexedImage image = ishido.testing.TestBoards.magick();
        assertEquals(3, BoardImport.unreadable(image).size());
        BoardImport.Result result = BoardImport.asBoard("magick", image);
        assertFalse(result.reduced());
        assertTrue(result.reordered());
        assertEquals(List.of(), result.unreadable());
        assertEquals(List.of("its colours reordered so that the game's text reads on it"), result.notes());
        IndexedImage made = result.board().image();
        for (int i = 0; i < made.pixels().length; i++) {
            assertEquals(image.color(image.pixels()[i] & 0xFF), made.color(made.pixels()[i] & 0xFF), "pixel " + i);
        }
        // A board already readable is left as it is, and a picture of another size is no board.
        assertEquals(made, BoardImport.asBoard("again", made).board().image());
        assertThrows(IllegalArgumentException.class, () -> BoardImport.asBoard("small", indexed(32, 20, 4)));
    }

    @Test
    void aTrueColourPictureIsReducedToSixteenTwelveBitColoursWithLegiblePens() {
        int[] argb = photo(320, 200);
        BoardImport.Result result = BoardImport.make(new BoardImport.Source("ham", 320, 200, null, argb),
                BoardImport.Fit.CENTRE);
        assertTrue(result.reduced());
        IndexedImage image = result.board().image();
        assertEquals(16, image.paletteSize());
        assertEquals(-1, image.transparentIndex());
        for (int c : image.palette()) {
            assertEquals(c, AmigaColor.toRgb24(AmigaColor.toRgb12(c)));
        }
        int[] palette = image.palette();
        for (int c : palette) {
            // Text (1) is the darkest colour, shine (2) the lightest, the background (0) between them.
            assertTrue(luma(palette[1]) <= luma(c) && luma(c) <= luma(palette[2]));
        }
        assertTrue(luma(palette[1]) < luma(palette[0]) && luma(palette[0]) < luma(palette[2]));
        // The pens were moved, not the picture: every pixel has the colour the quantiser gave it, but for the text
        // pen's, which may be taken to black or white for the play screen's text to read.
        IndexedImage quantized = Quantizer.quantize(320, 200, argb, 16, true);
        for (int i = 0; i < argb.length; i++) {
            if (image.pixels()[i] != 1) {
                assertEquals(quantized.color(quantized.pixels()[i] & 0xFF), image.color(image.pixels()[i] & 0xFF));
            }
        }
        assertEquals(List.of(), result.unreadable());
    }

    /** A picture of dark noise, as a night photo: brightness up to a quarter of white. */
    private static int[] dark(int width, int height) {
        Random random = new Random(11);
        int[] argb = new int[width * height];
        for (int i = 0; i < argb.length; i++) {
            argb[i] = 0xFF000000 | random.nextInt(64) << 16 | random.nextInt(64) << 8 | random.nextInt(64);
        }
        return argb;
    }

    private static double readableShare(IndexedImage board, BoardPicture.TextArea a) {
        int readable = 0;
        for (int y = a.y(); y < a.y() + a.height(); y++) {
            for (int x = a.x(); x < a.x() + a.width(); x++) {
                readable += Math.abs(luma(board.color(board.get(x, y))) - luma(board.color(1))) >= 0.35 * 255_000 ? 1 : 0;
            }
        }
        return (double) readable / (a.width() * a.height());
    }

    @Test
    void onADarkPictureThePlayScreensTextIsLight() {
        IndexedImage image = BoardImport.make(new BoardImport.Source("night", 320, 200, null, dark(320, 200)),
                BoardImport.Fit.CENTRE).board().image();
        for (BoardPicture.TextArea a : BoardPicture.TEXT_AREAS) {
            assertTrue(readableShare(image, a) >= 0.9, a.name() + ": " + readableShare(image, a));
        }
        assertTrue(luma(image.color(1)) > luma(image.color(2)), "text light, shine dark");
        assertEquals(List.of(), BoardImport.unreadable(image));
    }

    @Test
    void aPictureOnWhichNoPenReadsIsNamedUnreadable() {
        // Black and white stripes one pixel wide: no colour reads on both.
        int[] stripes = new int[320 * 200];
        for (int i = 0; i < stripes.length; i++) {
            stripes[i] = (i % 320) % 2 == 0 ? 0xFF000000 : 0xFFFFFFFF;
        }
        stripes[0] = 0xFF808080;
        stripes[1] = 0xFFFF0000;
        stripes[2] = 0xFF0000FF;
        stripes[3] = 0xFF00FF00;
        BoardImport.Result r = BoardImport.make(new BoardImport.Source("zebra", 320, 200, null, stripes),
                BoardImport.Fit.CENTRE);
        assertEquals(List.of("scoreboard", "pouch count", "status strip"), r.unreadable());
    }

    @Test
    void aPaletteOfMoreThanSixteenColoursIsReduced() {
        IndexedImage ehb = indexed(320, 200, 64);
        BoardImport.Result result = BoardImport.make(new BoardImport.Source("ehb", 320, 200, ehb, null),
                BoardImport.Fit.CENTRE);
        assertTrue(result.reduced());
        assertTrue(result.board().image().maxIndex() < 16);
    }

    @Test
    void centringCutsALargerPictureAndFramesASmallerOne() {
        int[] big = photo(400, 300);
        IndexedImage cut = BoardImport.make(new BoardImport.Source("big", 400, 300, null, big),
                BoardImport.Fit.CENTRE).board().image();
        int[] large = new int[400 * 300];
        java.util.Arrays.fill(large, 0xFF0000FF);
        large[50 * 400 + 40] = 0xFFFFFFFF;
        IndexedImage marked = BoardImport.make(new BoardImport.Source("mark", 400, 300, null, large),
                BoardImport.Fit.CENTRE).board().image();
        assertEquals(0xFFFFFF, marked.color(marked.get(0, 0)));
        assertEquals(0x0000FF, marked.color(marked.get(1, 0)));
        assertEquals(320, cut.width());

        IndexedImage small = indexed(100, 50, 4);
        BoardImport.Result framed = BoardImport.make(new BoardImport.Source("small", 100, 50, small, null),
                BoardImport.Fit.CENTRE);
        assertFalse(framed.reduced());
        IndexedImage image = framed.board().image();
        // Colours compared, not indices: black text on the black frame would not read, so the pens were reordered.
        assertTrue(framed.reordered());
        assertEquals(small.color(small.get(0, 0)), image.color(image.get(110, 75)));
        assertEquals(small.color(small.get(99, 49)), image.color(image.get(209, 124)));
        assertEquals(small.color(small.get(37, 21)), image.color(image.get(147, 96)));
        assertEquals(small.color(0), image.color(image.get(109, 75)));
        assertEquals(small.color(0), image.color(image.get(110, 74)));
    }

    @Test
    void scalingKeepsThePicturesShape() {
        // 640x200 halves to 320x100, in a band across the middle.
        int[] wide = new int[640 * 200];
        java.util.Arrays.fill(wide, 0xFFFFFFFF);
        IndexedImage image = BoardImport.make(new BoardImport.Source("wide", 640, 200, null, wide),
                BoardImport.Fit.SCALE_NEAREST).board().image();
        assertEquals(0x000000, image.color(image.get(160, 49)));
        assertEquals(0xFFFFFF, image.color(image.get(160, 50)));
        assertEquals(0xFFFFFF, image.color(image.get(0, 149)));
        assertEquals(0x000000, image.color(image.get(160, 150)));

        IndexedImage quarter = indexed(160, 100, 8);
        BoardImport.Result doubled = BoardImport.make(new BoardImport.Source("q", 160, 100, quarter, null),
                BoardImport.Fit.SCALE_NEAREST);
        assertFalse(doubled.reduced());
        for (int y = 0; y < 200; y++) {
            for (int x = 0; x < 320; x++) {
                assertEquals(quarter.get(x / 2, y / 2), doubled.board().image().get(x, y), x + "," + y);
            }
        }
    }

    @Test
    void areaAveragingBlendsWhatNearestPicks() {
        // A checkerboard of black and white pixels at 640x400: every 2x2 block averages to grey.
        int[] checker = new int[640 * 400];
        for (int i = 0; i < checker.length; i++) {
            checker[i] = ((i % 640) + (i / 640)) % 2 == 0 ? 0xFF000000 : 0xFFFFFFFF;
        }
        BoardImport.Source source = new BoardImport.Source("checker", 640, 400, null, checker);
        IndexedImage area = BoardImport.make(source, BoardImport.Fit.SCALE_AREA).board().image();
        Set<Integer> colours = new HashSet<>();
        for (byte p : area.pixels()) {
            colours.add(area.color(p & 0xFF));
        }
        assertEquals(Set.of(0x888888), colours);
        IndexedImage nearest = BoardImport.make(source, BoardImport.Fit.SCALE_NEAREST).board().image();
        assertTrue(nearest.color(nearest.get(0, 0)) == 0 || nearest.color(nearest.get(0, 0)) == 0xFFFFFF);
    }

    @Test
    void savesInTheBoardsFolderUnderAFreeName() throws IOException {
        BoardPicture board = BoardImport.make(new BoardImport.Source("My Photo!", 320, 200, null, photo(320, 200)),
                BoardImport.Fit.CENTRE).board();
        Path first = BoardImport.save(TestPlatform.storage(), board, dir);
        Path second = BoardImport.save(TestPlatform.storage(), board, dir);
        assertEquals(UserData.boardsFolder(dir).resolve("my photo.iff"), first);
        assertEquals(UserData.boardsFolder(dir).resolve("my photo-2.iff"), second);
        assertEquals(board.image(), IlbmReader.read(first).image());
        assertEquals(board.image(), Catalog.board(TestPlatform.storage(), "my photo", dir).image());
        try (var files = Files.list(UserData.boardsFolder(dir))) {
            assertEquals(2, files.count(), "no temporary file is left");
        }
    }

    @Test
    void readsIlbmsAndPngsOfAnyKind() throws IOException {
        IndexedImage image = indexed(320, 200, 16);
        Path iff = Files.write(dir.resolve("plain.iff"), IlbmWriter.toBytes(image));
        BoardImport.Source source = BoardImport.read(TestPlatform.storage(), iff);
        assertEquals("plain", source.name());
        assertTrue(source.isBoard());
        Path png = Files.write(dir.resolve("photo.png"), ishido.png.PngWriter.encodeTrueColor(320, 200,
                photo(320, 200)));
        BoardImport.Source photo = BoardImport.read(TestPlatform.storage(), png);
        assertFalse(photo.isBoard());
        assertTrue(photo.fitsScreen());
        assertEquals(320 * 200, photo.argb().length);
    }

    @Test
    void aMultipalettePictureInAListBecomesASixteenColourBoard() throws IOException {
        // 320x200, 4 planes, a CTBL giving each line its own 16 colours: 3200 colours in all.
        int[] values = new int[320 * 200];
        int[][] table = new int[200][16];
        for (int i = 0; i < values.length; i++) {
            values[i] = i % 320 / 20;
        }
        for (int y = 0; y < 200; y++) {
            for (int reg = 0; reg < 16; reg++) {
                table[y][reg] = reg << 8 | (y * 15 / 199) << 4 | (y + reg) % 16;
            }
        }
        byte[] picture = ishido.iff.IffFiles.form("ILBM", ishido.iff.IffFiles.bmhd(320, 200, 4, 0, 1),
                ishido.iff.IffFiles.cmap(new int[16]), ishido.iff.IffFiles.fourBitTable("CTBL", table),
                ishido.iff.IffFiles.planarBody(320, 200, 4, values, true));
        Path file = Files.write(dir.resolve("lines.iff"), ishido.iff.IffFiles.group("LIST", "ILBM", picture));
        BoardImport.Source source = BoardImport.read(TestPlatform.storage(), file);
        assertFalse(source.isBoard());
        BoardImport.Result result = BoardImport.make(source, BoardImport.Fit.CENTRE);
        assertTrue(result.reduced());
        IndexedImage image = result.board().image();
        assertEquals(16, image.paletteSize());
        for (int c : image.palette()) {
            assertEquals(c, AmigaColor.toRgb24(AmigaColor.toRgb12(c)));
        }
    }

    @Test
    @org.junit.jupiter.api.Timeout(value = 20, threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
    void aPipeChosenToImportIsRefusedNotWaitedOn() throws Exception {
        Path fifo = ishido.persist.SpecialFiles.fifo(dir.resolve("board.iff"));
        IOException e = org.junit.jupiter.api.Assertions.assertThrows(IOException.class, () -> BoardImport.read(TestPlatform.storage(), fifo));
        assertTrue(e.getMessage().contains("is a device or a pipe"), e.getMessage());
    }
}
