package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import ishido.iff.BitMapHeader;
import ishido.iff.IffFiles;
import ishido.iff.IlbmImage;
import ishido.iff.IlbmReader;
import ishido.iff.IlbmWriter;
import ishido.iff.Netpbm;
import ishido.image.AmigaColor;
import ishido.image.IndexedImage;
import ishido.png.PngFiles;
import ishido.png.PngImage;
import ishido.png.PngReader;
import ishido.testing.TestPlatform;
import ishido.theme.BoardImport;
import ishido.theme.BoardPicture;
import ishido.theme.Catalog;
import ishido.theme.Stoneset;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Runs {@code convert} through {@link Main}: exact round trips, reduction to 16 colours, and refused input. */
class ConvertCommandTest {
    @TempDir
    Path dir;

    private static CommandResult ok(String... args) {
        CommandResult r = CommandResult.of(args);
        assertEquals(0, r.code(), String.join(" ", args) + " -> " + r.err());
        return r;
    }

    /** A stoneset-like picture: 16 random 12-bit colours, colour 0 see-through, blocks and noise. */
    private static IndexedImage indexedPicture(int width, int height, int colors, long seed) {
        Random random = new Random(seed);
        int[] palette = new int[colors];
        for (int i = 0; i < colors; i++) {
            palette[i] = AmigaColor.toRgb24(random.nextInt(4096));
        }
        IndexedImage image = new IndexedImage(width, height, palette);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                image.set(x, y, random.nextInt(4) == 0 ? random.nextInt(colors) : (x / 20 + y / 20) % colors);
            }
        }
        image.setTransparentIndex(0);
        return image;
    }


    /** Smooth colour gradients with a see-through border: nothing a 16-colour palette holds exactly. */
    private static int[] gradient(int width, int height) {
        int[] argb = new int[width * height];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                boolean border = x < 4 || y < 4 || x >= width - 4 || y >= height - 4;
                argb[y * width + x] = border ? 0 : 0xFF000000 | (x * 255 / width) << 16 | (y * 255 / height) << 8
                        | (int) (128 + 100 * Math.sin((x + y) / 17.0));
            }
        }
        return argb;
    }

    private void assertSamePicture(IlbmImage expected, IlbmImage actual) {
        assertArrayEquals(expected.image().pixels(), actual.image().pixels());
        assertArrayEquals(expected.image().palette(), actual.image().palette());
        assertEquals(expected.image().transparentIndex(), actual.image().transparentIndex());
    }

    @Test
    void ilbmToPngToIlbmKeepsIndicesPaletteAndTransparencyExactly() throws Exception {
        IndexedImage image = indexedPicture(120, 140, 16, 1);
        byte[] original = IlbmWriter.toBytes(image);
        Path iff = Files.write(dir.resolve("stones.iff"), original);
        Path png = dir.resolve("stones.png");
        Path back = dir.resolve("Stones.(board)");
        CommandResult r = ok("convert", iff.toString(), png.toString());
        assertTrue(r.out().contains("indices kept"), r.out());
        PngImage middle = PngReader.read(png);
        IndexedImage indexed = assertInstanceOf(PngImage.Indexed.class, middle).image();
        assertEquals(image, indexed);
        assertEquals(0, indexed.transparentIndex());
        ok("convert", png.toString(), back.toString());
        assertArrayEquals(original, Files.readAllBytes(back));
    }

    @Test
    void theBuiltInArtSurvivesTheRoundTrip() throws Exception {
        for (String asset : new String[] {"/ishido/stonesets/ishido.iff", "/ishido/boards/ishido.iff"}) {
            byte[] original;
            try (InputStream in = ConvertCommandTest.class.getResourceAsStream(asset)) {
                original = in.readAllBytes();
            }
            Path iff = Files.write(dir.resolve("asset.ilbm"), original);
            ok("convert", iff.toString(), dir.resolve("asset.png").toString());
            ok("convert", dir.resolve("asset.png").toString(), dir.resolve("back.lbm").toString());
            assertSamePicture(IlbmReader.read(original), IlbmReader.read(dir.resolve("back.lbm")));
        }
    }

    @Test
    void aNetpbmIlbmSurvivesTheRoundTrip() throws Exception {
        assumeTrue(Netpbm.available(), "netpbm is not installed");
        int width = 33;
        int height = 17;
        IndexedImage image = indexedPicture(width, height, 8, 2);
        int[] rgb = new int[width * height];
        for (int i = 0; i < rgb.length; i++) {
            rgb[i] = image.color(image.pixels()[i] & 0xFF);
        }
        Path iff = Files.write(dir.resolve("netpbm.iff"), Netpbm.run(Netpbm.ppm(width, height, rgb), "ppmtoilbm"));
        ok("convert", iff.toString(), dir.resolve("netpbm.png").toString());
        ok("convert", dir.resolve("netpbm.png").toString(), dir.resolve("back.iff").toString());
        assertSamePicture(IlbmReader.read(iff), IlbmReader.read(dir.resolve("back.iff")));
    }

    @Test
    void truecolourPngBecomesASixteenColourTwelveBitIlbm() throws Exception {
        int width = 160;
        int height = 100;
        int[] argb = gradient(width, height);
        Path png = Files.write(dir.resolve("photo.png"), PngFiles.truecolor(width, height, argb));
        Path iff = dir.resolve("photo.iff");
        for (String dither : new String[] {"", "--dither"}) {
            CommandResult r = dither.isEmpty() ? ok("convert", png.toString(), iff.toString(), "--colors", "16")
                    : ok("convert", png.toString(), iff.toString(), "--colors=16", dither);
            assertTrue(r.out().contains("16 colours"), r.out());
            IlbmImage read = IlbmReader.read(iff);
            IndexedImage image = read.image();
            assertEquals(4, read.header().planes());
            assertEquals(BitMapHeader.MASK_TRANSPARENT_COLOR, read.header().masking());
            assertEquals(0, image.transparentIndex());
            assertTrue(image.paletteSize() <= 16);
            for (int c : image.palette()) {
                assertEquals(c, AmigaColor.toRgb24(AmigaColor.toRgb12(c)), Integer.toHexString(c));
            }
            Set<Integer> used = new HashSet<>();
            for (int i = 0; i < argb.length; i++) {
                int index = image.pixels()[i] & 0xFF;
                used.add(index);
                assertEquals(argb[i] == 0, index == 0, "pixel " + i);
            }
            assertTrue(used.size() > 12, used.size() + " colours used");
            if (Netpbm.available()) {
                checkWithIlbmtoppm(Files.readAllBytes(iff), image);
            }
        }
    }

    /** netpbm must read the file and see the same colours; its own 4-bit scaling may differ by rounding. */
    private static void checkWithIlbmtoppm(byte[] iff, IndexedImage image) throws IOException {
        byte[] ppm = Netpbm.run(iff, "ilbmtoppm");
        String head = new String(ppm, 0, Math.min(ppm.length, 40), StandardCharsets.US_ASCII);
        String[] fields = head.split("\\s+", 5);
        assertEquals("P6", fields[0]);
        assertEquals(image.width(), Integer.parseInt(fields[1]));
        assertEquals(image.height(), Integer.parseInt(fields[2]));
        int maxval = Integer.parseInt(fields[3]);
        int start = ppm.length - image.width() * image.height() * 3;
        for (int i = 0; i < image.pixels().length; i++) {
            int c = image.color(image.pixels()[i] & 0xFF);
            for (int gun = 0; gun < 3; gun++) {
                int expected = (c >> (16 - 8 * gun) & 0xFF) * maxval / 255;
                int actual = ppm[start + 3 * i + gun] & 0xFF;
                assertTrue(Math.abs(expected - actual) <= 1, "pixel " + i + " gun " + gun);
            }
        }
    }

    @Test
    void aPaletteUsingMoreColoursThanAskedIsReduced() throws Exception {
        IndexedImage image = indexedPicture(64, 40, 32, 3);
        image.setTransparentIndex(-1);
        Path iff = Files.write(dir.resolve("many.iff"), IlbmWriter.toBytes(image));
        CommandResult r = ok("convert", iff.toString(), dir.resolve("few.png").toString(), "--colors", "16");
        assertTrue(r.out().contains("reduced"), r.out());
        IndexedImage few = ((PngImage.Indexed) PngReader.read(dir.resolve("few.png"))).image();
        assertTrue(few.paletteSize() <= 16);
        assertEquals(-1, few.transparentIndex());
        // With room for every colour the picture is kept as it is.
        ok("convert", iff.toString(), dir.resolve("all.png").toString(), "--colors", "32");
        assertEquals(image, ((PngImage.Indexed) PngReader.read(dir.resolve("all.png"))).image());
    }

    /**
     * A 32x40 picture of 4 planes whose CTBL gives every line its own 16 colours (a ramp that moves down the
     * picture), so that it has 40 x 16 colours, far more than a board may.
     */
    private static byte[] multipalettePicture(int tableLines) {
        int width = 32;
        int height = 40;
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        ByteArrayOutputStream table = new ByteArrayOutputStream();
        for (int y = 0; y < height; y++) {
            for (int plane = 0; plane < 4; plane++) {
                byte[] row = new byte[4];
                for (int x = 0; x < width; x++) {
                    if ((x / 2 >> plane & 1) != 0) {
                        row[x >> 3] |= (byte) (0x80 >> (x & 7));
                    }
                }
                body.writeBytes(row);
            }
        }
        for (int y = 0; y < tableLines; y++) {
            for (int reg = 0; reg < 16; reg++) {
                int word = reg << 8 | (y * 15 / (height - 1)) << 4 | (15 - reg);
                table.write(word >> 8);
                table.write(word);
            }
        }
        byte[] bmhd = new BitMapHeader(width, height, 0, 0, 4, 0, 0, 0, 0, 1, 1, 320, 200).toBytes();
        byte[] cmap = new byte[48];
        return IffFiles.form("ILBM", IffFiles.chunk("BMHD", bmhd), IffFiles.chunk("CMAP", cmap),
                IffFiles.chunk("CTBL", table.toByteArray()), IffFiles.chunk("BODY", body.toByteArray()));
    }

    @Test
    void theFirstMultipalettePictureOfACatBecomesASixteenColourBoard() throws Exception {
        byte[] picture = multipalettePicture(40);
        Path cat = Files.write(dir.resolve("pictures.iff"), IffFiles.group("CAT ", "ILBM", picture, picture));
        Path board = dir.resolve("board.iff");
        CommandResult r = ok("convert", cat.toString(), board.toString(), "--colors", "16");
        assertTrue(r.out().contains("reading the first of 2 pictures in an IFF CAT"), r.out());
        IndexedImage image = IlbmReader.read(board).image();
        assertTrue(image.paletteSize() <= 16);
        for (int c : image.palette()) {
            assertEquals(c, AmigaColor.toRgb24(AmigaColor.toRgb12(c)), Integer.toHexString(c));
        }
        // Without --colors it is a true-colour PNG of exactly the colours its lines show.
        Path png = dir.resolve("lines.png");
        ok("convert", cat.toString(), png.toString());
        int[] argb = ((PngImage.TrueColor) PngReader.read(png)).argb();
        assertEquals(0xFF000000 | 0x00FF, argb[0] & 0xFF00FFFF);
        assertEquals(0xFFFF00, argb[39 * 32 + 31] & 0xFFFF00);
        // A palette table longer than the picture is one line and exit 2.
        Path bad = Files.write(dir.resolve("bad.iff"), multipalettePicture(41));
        CommandResult refused = CommandResult.of("convert", bad.toString(), dir.resolve("bad.png").toString());
        assertEquals(2, refused.code());
        assertEquals(1, refused.err().lines().count(), refused.err());
    }

    @Test
    void badInputGivesOneLineAndExitCodeTwo() throws Exception {
        IndexedImage image = indexedPicture(40, 30, 16, 4);
        byte[] good = IlbmWriter.toBytes(image);
        Path iff = Files.write(dir.resolve("good.iff"), good);
        Path truncated = Files.write(dir.resolve("cut.iff"), Arrays.copyOf(good, good.length / 2));
        Path text = Files.write(dir.resolve("notes.txt"), "hello".getBytes(StandardCharsets.US_ASCII));
        Path fakePng = Files.write(dir.resolve("fake.png"), "not a png at all".getBytes(StandardCharsets.US_ASCII));
        Path photo = Files.write(dir.resolve("photo.png"), PngFiles.truecolor(30, 20, gradient(30, 20)));
        String out = dir.resolve("out.png").toString();
        String[][] cases = {
            {"convert"},
            {"convert", iff.toString()},
            {"convert", iff.toString(), out, "extra.png"},
            {"convert", dir.resolve("missing.iff").toString(), out},
            {"convert", truncated.toString(), out},
            {"convert", text.toString(), out},
            {"convert", fakePng.toString(), dir.resolve("fake.iff").toString()},
            {"convert", iff.toString(), dir.resolve("out.gif").toString()},
            {"convert", iff.toString(), dir.resolve("noextension").toString()},
            {"convert", iff.toString(), iff.toString()},
            {"convert", iff.toString(), dir.resolve(".").resolve("good.iff").toString()},
            {"convert", photo.toString(), dir.resolve("photo.iff").toString()},
            {"convert", iff.toString(), out, "--colors", "0"},
            {"convert", iff.toString(), out, "--colors", "257"},
            {"convert", iff.toString(), out, "--colors", "many"},
            {"convert", iff.toString(), out, "--colors"},
            {"convert", iff.toString(), out, "--frobnicate"},
            {"convert", dir.toString(), out},
            {"convert", iff.toString(), dir.resolve("no/such/dir/out.png").toString()},
        };
        for (String[] args : cases) {
            CommandResult r = CommandResult.of(args);
            String what = String.join(" ", args) + " -> " + r.err();
            assertEquals(2, r.code(), what);
            assertEquals(1, r.err().lines().count(), what);
            MainTest.assertOneMessage(r.err());
            assertFalse(r.err().contains("Exception"), what);
        }
        assertArrayEquals(good, Files.readAllBytes(iff), "the input was overwritten");
        assertTrue(CommandResult.of("convert", photo.toString(), dir.resolve("photo.iff").toString()).err().contains("--colors 16"));
        assertFalse(Files.exists(dir.resolve("out.png")));
        try (var files = Files.list(dir)) {
            assertTrue(files.noneMatch(p -> p.getFileName().toString().endsWith(".tmp")), "a temporary file is left");
        }
    }

    /** A picture of ramps and noise with far more than 256 colours, as a scan or a render has. */
    private static int[] photo(int width, int height, long seed) {
        Random random = new Random(seed);
        int[] rgb = new int[width * height];
        for (int i = 0; i < rgb.length; i++) {
            int x = i % width;
            int y = i / width;
            rgb[i] = (x * 255 / width) << 16 | (y * 255 / height) << 8 | (x * 3 + y * 5 + random.nextInt(40)) & 0xFF;
        }
        return rgb;
    }


    @Test
    void hamAndDeepIlbmsBecomeTrueColourPngsIdenticalToIlbmtoppm() throws Exception {
        assumeTrue(Netpbm.available(), "netpbm is not installed");
        int width = 320;
        int height = 200;
        byte[] ppm = Netpbm.ppm(width, height, photo(width, height, 21));
        String[][] kinds = {{"-hamforce", "-hambits", "4"}, {"-hamforce", "-hambits", "6"}, {"-24force"}};
        for (String[] kind : kinds) {
            String[] command = new String[kind.length + 2];
            command[0] = "ppmtoilbm";
            command[1] = "-quiet";
            System.arraycopy(kind, 0, command, 2, kind.length);
            byte[] ilbm = Netpbm.run(ppm, command);
            Path iff = Files.write(dir.resolve("picture.iff"), ilbm);
            Path png = dir.resolve("picture.png");
            assertTrue(ok("convert", iff.toString(), png.toString()).out().contains("true colour"));

            int[] ours = PngReader.read(png).toArgb();
            byte[] theirs = Netpbm.run(ilbm, "ilbmtoppm", "-quiet");
            int p = theirs.length - ours.length * 3;
            for (int i = 0; i < ours.length; i++, p += 3) {
                int expected = 0xFF000000 | (theirs[p] & 0xFF) << 16 | (theirs[p + 1] & 0xFF) << 8 | theirs[p + 2] & 0xFF;
                assertEquals(Integer.toHexString(expected), Integer.toHexString(ours[i]),
                        String.join(" ", kind) + " pixel " + i);
            }

            // Reduced to 16 colours of the 12-bit palette, the 320x200 picture is a board.
            Path board = dir.resolve("board.iff");
            ok("convert", iff.toString(), board.toString(), "--colors", "16", "--dither");
            IndexedImage reduced = IlbmReader.read(board).image();
            assertTrue(reduced.paletteSize() <= 16);
            for (int c : reduced.palette()) {
                assertEquals(c, AmigaColor.toRgb24(AmigaColor.toRgb12(c)), "12-bit colour");
            }
            assertEquals("board", ishido.theme.Catalog.board(TestPlatform.storage(), board.toString(), dir).name());

            // The game takes the picture itself as --board, and shows what it did to it.
            Path shot = dir.resolve("shot.png");
            ok("screenshot", "--screen", "play", "--board", iff.toString(), "--out", shot.toString());
            assertEquals(320, PngReader.read(shot).width());
        }
    }

    @Test
    void writesNoIlbmLargerThanTheReaderTakes() throws Exception {
        int width = IlbmReader.MAX_DIMENSION * 2;
        int[] argb = new int[width * 4];
        Arrays.fill(argb, 0xFF336699);
        Path wide = Files.write(dir.resolve("wide.png"), PngFiles.truecolor(width, 4, argb));
        CommandResult r = CommandResult.of("convert", wide.toString(), dir.resolve("wide.iff").toString(),
                "--colors", "16");
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("at most 8192x8192"), r.err());
        assertFalse(Files.exists(dir.resolve("wide.iff")));
        // As a PNG it is fine.
        ok("convert", wide.toString(), dir.resolve("wide16.png").toString(), "--colors", "16");
    }

    /**
     * A 2048x2048 true-colour PNG of noise (14 MB) is reduced, and copied, inside an 80 MB heap: the file, its
     * inflated rows, its pixels and the file written are each held once. Run in a JVM of its own, since the heap
     * limit is what is tested.
     */
    @Test
    void reducesABigPictureInBoundedMemory() throws Exception {
        int size = 2048;
        Random random = new Random(14);
        int[] argb = new int[size * size];
        for (int i = 0; i < argb.length; i++) {
            argb[i] = 0xFF000000 | random.nextInt(1 << 24);
        }
        Path big = Files.write(dir.resolve("big.png"), PngFiles.truecolor(size, size, argb));
        Path out = dir.resolve("big.iff");
        runInSmallHeap(big.toString(), out.toString(), "--colors", "256", "--dither");
        assertEquals(size, IlbmReader.read(out).width());
        // Kept in true colour, it is written in bounded memory too.
        Path copy = dir.resolve("copy.png");
        runInSmallHeap(big.toString(), copy.toString());
        assertEquals(size, PngReader.read(copy).width());
    }

    private void runInSmallHeap(String... convertArgs) throws Exception {
        Path log = dir.resolve("log.txt");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xmx80m", "-cp", System.getProperty("java.class.path"), Main.class.getName(), "convert"));
        command.addAll(List.of(convertArgs));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "convert did not finish");
        assertEquals(0, process.exitValue(), Files.readString(log));
    }

    /** Runs convert with {@code data} as the data folder: exit code, then what it printed or the refusal. */
    private static String[] convertIn(Path data, String... args) {
        List<String> all = new ArrayList<>(List.of("convert"));
        all.addAll(List.of(args));
        CommandResult r = CommandResult.in(data, all.toArray(String[]::new));
        return new String[] {Integer.toString(r.code()), r.code() == 0 ? r.out() : r.err().strip()};
    }

    /** The Runes set with two more colours in use, on a palette of 18: what a paint program may save. */
    private IndexedImage eighteenColourSet() throws IOException {
        IndexedImage set = Catalog.stoneset(TestPlatform.storage(), "Runes", dir).image();
        IndexedImage wide = new IndexedImage(Stoneset.WIDTH, Stoneset.HEIGHT,
                java.util.stream.IntStream.range(0, 18).map(i -> i < 16 ? set.color(i) : 0xFF0000 >> (i - 16) * 8)
                        .toArray());
        byte[] pixels = wide.pixels();
        System.arraycopy(set.pixels(), 0, pixels, 0, pixels.length);
        pixels[5 * Stoneset.WIDTH + 5] = 16;
        pixels[5 * Stoneset.WIDTH + 6] = 17;
        return wide;
    }

    @Test
    void aStonesetTargetIsMadeAStonesetTheGameTakes() throws Exception {
        IndexedImage wide = eighteenColourSet();
        Path painted = Files.write(dir.resolve("painted.png"), ishido.png.PngWriter.encode(wide));
        Files.createDirectories(dir.resolve("stonesets"));
        String[] r = convertIn(dir, painted.toString(), dir.resolve("stonesets").resolve("mine.iff").toString());
        assertEquals("0", r[0], r[1]);
        assertTrue(r[1].contains("stoneset, colour 0 transparent") && r[1].contains("reduced") && !r[1].contains("indices kept"),
                r[1]);
        Stoneset mine = Catalog.stoneset(TestPlatform.storage(), "mine", dir);
        for (int i = 0; i < wide.pixels().length; i++) {
            assertEquals(wide.pixels()[i] == 0, mine.image().pixels()[i] == 0, "pixel " + i);
        }

        // Elsewhere --stoneset asks for the same; a PNG stoneset is written as readily as an ILBM.
        r = convertIn(dir, painted.toString(), dir.resolve("mine.png").toString(), "--stoneset");
        assertEquals("0", r[0], r[1]);
        IndexedImage png = ((PngImage.Indexed) PngReader.read(dir.resolve("mine.png"))).image();
        assertEquals(16, png.paletteSize());
        assertEquals(0, png.transparentIndex());

        // Without it, a picture of a stoneset's size gets a hint.
        r = convertIn(dir, painted.toString(), dir.resolve("plain.iff").toString());
        assertTrue(r[1].contains("the game would refuse it: add --stoneset"), r[1]);
    }

    @Test
    void theAdviceForATruecolourStonesetIsTrueAndTheGameTakesWhatItMakes() throws Exception {
        Path truecol = Files.write(dir.resolve("truecol.png"),
                ishido.png.PngWriter.encodeTrueColor(Stoneset.WIDTH, Stoneset.HEIGHT, ishido.testing.AntiAliasedSheet.argb(dir)));
        String[] r = convertIn(dir, truecol.toString(), dir.resolve("OUT.iff").toString(), "--stoneset");
        assertEquals("0", r[0], r[1]);
        assertTrue(r[1].contains("stoneset, colour 0 transparent") && r[1].contains("nothing is see-through"), r[1]);
        Stoneset made = Catalog.stoneset(TestPlatform.storage(), dir.resolve("OUT.iff").toString(), dir);
        assertEquals(16, made.image().paletteSize());
        // The game takes the truecolour sheet itself (Stonesets > Other..., --stoneset) and makes the same set of it.
        Stoneset direct = Catalog.stoneset(TestPlatform.storage(), truecol.toString(), dir);
        assertArrayEquals(made.image().pixels(), direct.image().pixels());
        assertArrayEquals(made.image().palette(), direct.image().palette());
    }

    @Test
    void anExactDoubleSizedSheetIsHalvedAndArtOutsideAMaskIsSaid() throws Exception {
        IndexedImage set = Catalog.stoneset(TestPlatform.storage(), "Runes", dir).image();
        IndexedImage big = new IndexedImage(240, 280, set.palette());
        for (int y = 0; y < 280; y++) {
            for (int x = 0; x < 240; x++) {
                big.pixels()[y * 240 + x] = set.pixels()[y / 2 * 120 + x / 2];
            }
        }
        // One pixel of paint in the corner of stone 2,1, outside the column's mask.
        big.pixels()[2 * 20 * 2] = 5;
        big.pixels()[2 * 20 * 2 + 1] = 5;
        big.pixels()[240 + 2 * 20 * 2] = 5;
        big.pixels()[240 + 2 * 20 * 2 + 1] = 5;
        big.setTransparentIndex(0);
        Path doubled = Files.write(dir.resolve("doubled.png"), ishido.png.PngWriter.encode(big));
        String[] r = convertIn(dir, doubled.toString(), dir.resolve("half.iff").toString(), "--stoneset");
        assertEquals("0", r[0], r[1]);
        assertTrue(r[1].contains("halved to 120x140"), r[1]);
        assertTrue(r[1].contains("1 stone has art outside its column's mask") && r[1].contains("stone 3,1"), r[1]);
        assertEquals(120, Catalog.stoneset(TestPlatform.storage(), dir.resolve("half.iff").toString(), dir).image().width());
    }

    @Test
    void whatCannotBeAStonesetIsRefusedWithTheFix() throws Exception {
        Path small = Files.write(dir.resolve("small.png"),
                ishido.png.PngWriter.encode(indexedPicture(100, 100, 16, 5)));
        String[] r = convertIn(dir, small.toString(), dir.resolve("s.iff").toString(), "--stoneset");
        assertEquals("2", r[0]);
        assertTrue(r[1].contains("a stoneset is 120x140 pixels") && r[1].contains("crop or pad"), r[1]);
        assertFalse(Files.exists(dir.resolve("s.iff")));

        IndexedImage holey = Catalog.stoneset(TestPlatform.storage(), "Gems", dir).image().copy();
        for (int y = 120; y < 140; y++) {
            for (int x = 40; x < 60; x++) {
                holey.set(x, y, 0);
            }
        }
        Path holeyFile = Files.write(dir.resolve("holey.iff"), IlbmWriter.toBytes(holey));
        r = convertIn(dir, holeyFile.toString(), dir.resolve("h.iff").toString(), "--stoneset");
        assertEquals("2", r[0]);
        assertTrue(r[1].contains("column 3 has no mask") && r[1].contains("stoneset editor"), r[1]);

        r = convertIn(dir, holeyFile.toString(), dir.resolve("h.iff").toString(), "--stoneset", "--colors", "32");
        assertEquals("2", r[0]);
        assertTrue(r[1].contains("at most 16 colours"), r[1]);
    }

    @Test
    void helpExitsZero() {
        CommandResult r = ok("convert", "--help");
        assertTrue(r.out().contains("Usage: ishido convert"), r.out());
        assertTrue(ok("--help").out().contains("\n  convert "));
    }


    /** A 320x200 palette picture using 27 colours: more than a board has. */
    private static IndexedImage twentySevenColours() {
        int[] palette = new int[27];
        for (int i = 0; i < palette.length; i++) {
            palette[i] = AmigaColor.toRgb24(i * 150);
        }
        IndexedImage image = new IndexedImage(320, 200, palette);
        for (int i = 0; i < image.pixels().length; i++) {
            image.pixels()[i] = (byte) (i / 320 * 27 / 200);
        }
        return image;
    }

    @Test
    void aBoardWhoseTextWouldNotReadHasItsPaletteReorderedWhereverItComesIn() throws Exception {
        IndexedImage magick = ishido.testing.TestBoards.magick();
        assertEquals(List.of("scoreboard", "pouch count", "status strip"), BoardImport.unreadable(magick));
        Path png = Files.write(dir.resolve("magick.png"), ishido.png.PngWriter.encode(magick));

        // Written elsewhere as it is, with a word on what the game would do with it.
        String[] r = convertIn(dir, png.toString(), dir.resolve("kept.iff").toString());
        assertEquals("0", r[0], r[1]);
        assertTrue(r[1].contains("indices kept") && r[1].contains("add --board"), r[1]);

        // Into boards/ the palette is reordered: the same picture, its text readable.
        r = convertIn(dir, png.toString(), dir.resolve("boards").resolve("magick.iff").toString());
        assertEquals("0", r[0], r[1]);
        assertTrue(r[1].contains("board, 16 colours; its colours reordered"), r[1]);
        IndexedImage made = IlbmReader.read(dir.resolve("boards").resolve("magick.iff")).image();
        assertEquals(List.of(), BoardImport.unreadable(made));
        for (int i = 0; i < made.pixels().length; i++) {
            assertEquals(magick.color(magick.pixels()[i] & 0xFF), made.color(made.pixels()[i] & 0xFF), "pixel " + i);
        }
        assertEquals(r[1], convertIn(dir, png.toString(), dir.resolve("boards").resolve("magick.iff").toString(),
                "--board")[1], "--board asks for the same");

        // The game loads the file written as it is by the same rule, and so does the screenshot runner.
        BoardPicture loaded = Catalog.board(TestPlatform.storage(), dir.resolve("kept.iff").toString(), dir);
        assertArrayEquals(made.palette(), loaded.image().palette());
        assertArrayEquals(made.pixels(), loaded.image().pixels());
        Path shot = dir.resolve("shot.png");
        ok("screenshot", "--screen", "play", "--board", dir.resolve("kept.iff").toString(), "--out", shot.toString());
    }

    @Test
    void aTrueColourPictureReducedIntoBoardsGetsTheGamesPens() throws Exception {
        Path png = Files.write(dir.resolve("photo.png"), PngFiles.truecolor(320, 200, gradient(320, 200)));
        String[] r = convertIn(dir, png.toString(), dir.resolve("boards").resolve("photo.iff").toString(),
                "--colors", "16", "--dither");
        assertEquals("0", r[0], r[1]);
        assertTrue(r[1].contains("reduced to 16 colours, the text pens ordered to read"), r[1]);
        IndexedImage made = IlbmReader.read(dir.resolve("boards").resolve("photo.iff")).image();
        IndexedImage game = BoardImport.make(new BoardImport.Source("photo", 320, 200, null, gradient(320, 200)),
                BoardImport.Fit.CENTRE).board().image();
        assertArrayEquals(game.palette(), made.palette(), "the game's own reduction");
        assertArrayEquals(game.pixels(), made.pixels());

        r = convertIn(dir, png.toString(), dir.resolve("eight.iff").toString(), "--colors", "8", "--board");
        assertEquals("2", r[0], r[1]);
        assertEquals("ishido: A board has 16 colours; give --colors 16 or leave it out", r[1]);
        Path small = Files.write(dir.resolve("small.png"), PngFiles.truecolor(32, 20, gradient(32, 20)));
        r = convertIn(dir, small.toString(), dir.resolve("small.iff").toString(), "--board");
        assertEquals("2", r[0], r[1]);
        assertTrue(r[1].contains("is 32x20; a board is 320x200"), r[1]);
    }

    @Test
    void aTwentySevenColourPictureIsReducedWhereverItComesIn() throws Exception {
        Path png = Files.write(dir.resolve("wide.png"), ishido.png.PngWriter.encode(twentySevenColours()));
        String[] r = convertIn(dir, png.toString(), dir.resolve("wide.iff").toString());
        assertEquals("0", r[0], r[1]);
        assertTrue(r[1].contains("27 colours, indices kept; as a board the game would change it: add --board"), r[1]);

        // The game and the screenshot runner take it, reduced, as convert makes it into boards/.
        BoardPicture loaded = Catalog.board(TestPlatform.storage(), dir.resolve("wide.iff").toString(), dir);
        assertEquals(16, loaded.image().paletteSize());
        ok("screenshot", "--screen", "play", "--board", dir.resolve("wide.iff").toString(), "--out",
                dir.resolve("shot.png").toString());
        r = convertIn(dir, png.toString(), dir.resolve("boards").resolve("wide.iff").toString());
        assertEquals("0", r[0], r[1]);
        assertTrue(r[1].contains("reduced to 16 colours"), r[1]);
        IndexedImage made = IlbmReader.read(dir.resolve("boards").resolve("wide.iff")).image();
        assertArrayEquals(loaded.image().palette(), made.palette());
        assertArrayEquals(loaded.image().pixels(), made.pixels());
    }
}
