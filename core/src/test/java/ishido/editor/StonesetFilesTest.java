package ishido.editor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import ishido.testing.AntiAliasedSheet;
import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import ishido.image.IndexedImage;
import ishido.theme.Stoneset;
import ishido.iff.IlbmReader;
import ishido.iff.IlbmWriter;
import ishido.png.PngImage;
import ishido.png.PngReader;
import ishido.png.PngWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StonesetFilesTest {
    @TempDir
    Path home;

    @Test
    void aSavedSetLoadsBackPixelAndColourExactAndTheGameTakesIt() throws IOException {
        Editor e = new Editor(Sheet.blank());
        e.areas().applyTemplate(MaskTemplate.HEXAGON);
        e.setPen(11);
        e.paint(9, 9);
        e.colors().setColor(11, 0x3C5);
        Path file = home.resolve("stonesets").resolve("mine.iff");
        StonesetFiles.save(TestPlatform.storage(), e.sheet(), file);
        Sheet back = StonesetFiles.load(TestPlatform.storage(), file).sheet();
        assertArrayEquals(e.sheet().read(Region.SHEET), back.read(Region.SHEET));
        assertArrayEquals(e.sheet().palette(), back.palette());
        Stoneset inGame = Catalog.stoneset(TestPlatform.storage(), "mine", home);
        assertEquals("mine", inGame.name());
        assertEquals(0, IlbmReader.read(file).header().transparentColor());
        assertEquals(Stoneset.WIDTH, IlbmReader.read(file).image().width());
    }

    @Test
    void aBuiltInSetSurvivesTheRoundTrip() throws IOException {
        Stoneset set = Catalog.stoneset(TestPlatform.storage(), "Gems", home);
        Sheet sheet = Sheet.of(set);
        Path file = home.resolve("gems.iff");
        StonesetFiles.save(TestPlatform.storage(), sheet, file);
        IndexedImage back = IlbmReader.read(file).image();
        assertArrayEquals(set.image().pixels(), back.pixels());
        assertArrayEquals(Arrays.copyOf(set.image().palette(), 16), back.palette());
    }

    @Test
    void netpbmReadsTheSavedFilePixelExact() throws IOException, InterruptedException {
        Path tool = Path.of("/usr/bin/ilbmtoppm");
        assumeTrue(Files.isExecutable(tool), "netpbm is not installed");
        Editor e = new Editor(Sheet.of(Catalog.stoneset(TestPlatform.storage(), "Runes", home)));
        e.areas().applyTemplate(MaskTemplate.STAR);
        Path file = home.resolve("runes.iff");
        StonesetFiles.save(TestPlatform.storage(), e.sheet(), file);
        Process p = new ProcessBuilder(tool.toString(), file.toString()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        byte[] ppm = p.getInputStream().readAllBytes();
        assertEquals(0, p.waitFor());
        String header = "P6\n120 140\n255\n";
        assertEquals(header, new String(ppm, 0, header.length(), java.nio.charset.StandardCharsets.US_ASCII));
        IndexedImage expected = e.sheet().toImage();
        for (int i = 0; i < Stoneset.WIDTH * Stoneset.HEIGHT; i++) {
            int o = header.length() + 3 * i;
            int rgb = (ppm[o] & 0xFF) << 16 | (ppm[o + 1] & 0xFF) << 8 | (ppm[o + 2] & 0xFF);
            assertEquals(expected.color(expected.pixels()[i]), rgb, "pixel " + i);
        }
    }

    @Test
    void aWronglySizedOrDamagedFileIsRefusedWithTheReason() throws IOException {
        Path small = home.resolve("small.iff");
        Files.write(small, IlbmWriter.toBytes(new IndexedImage(100, 100, new int[16])));
        IOException wrong = assertThrows(IOException.class, () -> StonesetFiles.load(TestPlatform.storage(), small));
        assertTrue(wrong.getMessage().contains("120x140"), wrong.getMessage());

        Path broken = home.resolve("broken.iff");
        byte[] good = IlbmWriter.toBytes(Sheet.blank().toImage());
        Files.write(broken, Arrays.copyOf(good, good.length / 2));
        IOException damaged = assertThrows(IOException.class, () -> StonesetFiles.load(TestPlatform.storage(), broken));
        assertTrue(!damaged.getMessage().isBlank());
    }

    @Test
    void aReadOnlyFolderGivesAReasonAndLeavesNoFile() throws IOException {
        Path folder = home.resolve("locked");
        Files.createDirectories(folder);
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("r-xr-xr-x"));
        assumeTrue(!Files.isWritable(folder), "running as a user who can write anywhere");
        IOException e = assertThrows(IOException.class, () -> StonesetFiles.save(TestPlatform.storage(), Sheet.blank(), folder.resolve("a.iff")));
        assertTrue(e.getMessage().contains("locked"), e.getMessage());
        assertTrue(!Files.exists(folder.resolve("a.iff")));
    }

    @Test
    void aPngStonesetSavesAndLoadsAsTheIlbmDoes() throws IOException {
        Editor e = new Editor(Sheet.of(Catalog.stoneset(TestPlatform.storage(), "Runes", home)));
        e.setPen(5);
        e.paint(3, 3);
        Path file = home.resolve("stonesets").resolve("painted.png");
        StonesetFiles.save(TestPlatform.storage(), e.sheet(), file);
        PngImage.Indexed written = (PngImage.Indexed) PngReader.read(file);
        assertEquals(0, written.image().transparentIndex());
        assertEquals(16, written.image().paletteSize());
        StonesetFiles.Loaded back = StonesetFiles.load(TestPlatform.storage(), file);
        assertArrayEquals(e.sheet().read(Region.SHEET), back.sheet().read(Region.SHEET));
        assertArrayEquals(e.sheet().palette(), back.sheet().palette());
        assertEquals(List.of(), back.warnings());
        assertEquals("painted", Catalog.stoneset(TestPlatform.storage(), "painted", home).name());
    }

    @Test
    void anAntiAliasedTruecolourSheetIsReducedToSixteenColoursAsTheGameDoesIt() throws IOException {
        Path photo = Files.write(home.resolve("photo.png"),
                PngWriter.encodeTrueColor(Stoneset.WIDTH, Stoneset.HEIGHT, AntiAliasedSheet.argb(home)));
        StonesetFiles.Loaded loaded = StonesetFiles.load(TestPlatform.storage(), photo);
        assertTrue(loaded.reduced());
        assertTrue(loaded.warnings().get(0).contains("reduced to 16") && loaded.warnings().get(0).contains("photo.png"),
                loaded.warnings().toString());
        assertTrue(loaded.sheet().toStoneset("photo").image().paletteSize() <= 16);

        // The game's own Stonesets > Other... makes the same set of it, and says what it did.
        Catalog.StonesetLoad inGame = Catalog.importStoneset(TestPlatform.storage(), photo.toString(), home);
        assertTrue(inGame.made().reduced());
        assertArrayEquals(loaded.sheet().read(Region.SHEET), Sheet.of(inGame.set()).read(Region.SHEET));

    }

    @Test
    void aSetWithAnEmptyMaskOpensToBeMendedWithAWarning() throws IOException {
        Sheet sheet = Sheet.of(Catalog.stoneset(TestPlatform.storage(), "Gems", home));
        sheet.fill(new Region(2 * Sheet.CELL, Sheet.MASK_ROW * Sheet.CELL, Sheet.CELL, Sheet.CELL), 0);
        Path file = home.resolve("holey.iff");
        StonesetFiles.save(TestPlatform.storage(), sheet, file);
        assertThrows(IOException.class, () -> Catalog.stoneset(TestPlatform.storage(), file.toString(), home));
        StonesetFiles.Loaded loaded = StonesetFiles.load(TestPlatform.storage(), file);
        assertArrayEquals(sheet.read(Region.SHEET), loaded.sheet().read(Region.SHEET));
        assertEquals(1, loaded.warnings().size());
        assertTrue(loaded.warnings().get(0).startsWith("Column 3 has no mask"), loaded.warnings().get(0));
    }

    @Test
    @org.junit.jupiter.api.Timeout(value = 20, threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
    void aPipeChosenToOpenIsRefusedNotWaitedOn() throws Exception {
        Path fifo = ishido.persist.SpecialFiles.fifo(home.resolve("set.iff"));
        IOException e = assertThrows(IOException.class, () -> StonesetFiles.load(TestPlatform.storage(), fifo));
        assertTrue(e.getMessage().contains("a device or a pipe"), e.getMessage());
    }
}
