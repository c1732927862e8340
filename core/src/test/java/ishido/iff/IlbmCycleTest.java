package ishido.iff;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.image.ColorCycle;
import ishido.image.ColorCycles;
import ishido.image.IndexedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The colour ranges of an ILBM: CRNG, CCRT and DRNG read from files made by hand (netpbm's ppmtoilbm writes none),
 * written back by our writer as they came, and damaged ones ignored with a word.
 */
class IlbmCycleTest {
    private static final int W = 16;
    private static final int H = 2;

    /** A 4-plane picture whose pixels are 0-15 across, with the given extra chunks. */
    static byte[] picture(int planes, byte[]... ranges) {
        int[] values = new int[W * H];
        for (int i = 0; i < values.length; i++) {
            values[i] = i % W % (1 << planes);
        }
        byte[] cmap = new byte[3 << planes];
        for (int i = 0; i < cmap.length; i++) {
            cmap[i] = (byte) (i * 17);
        }
        byte[][] chunks = new byte[ranges.length + 3][];
        chunks[0] = IffFiles.bmhd(W, H, planes, 0, 1);
        chunks[1] = IffFiles.chunk("CMAP", cmap);
        System.arraycopy(ranges, 0, chunks, 2, ranges.length);
        chunks[chunks.length - 1] = IffFiles.planarBody(W, H, planes, values, true);
        return IffFiles.form("ILBM", chunks);
    }

    static byte[] crng(int rate, int flags, int low, int high) {
        return IffFiles.chunk("CRNG", new byte[] {0, 0, (byte) (rate >> 8), (byte) rate, (byte) (flags >> 8),
            (byte) flags, (byte) low, (byte) high});
    }

    static byte[] ccrt(int direction, int low, int high, int seconds, int micros) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.write(direction >> 8);
        b.write(direction);
        b.write(low);
        b.write(high);
        for (int v : new int[] {seconds, micros}) {
            b.write(v >>> 24);
            b.write(v >>> 16);
            b.write(v >>> 8);
            b.write(v);
        }
        b.write(0);
        b.write(0);
        return IffFiles.chunk("CCRT", b.toByteArray());
    }

    /** A DRNG of cells 0-(n-1): colours as {cell, 0xRRGGBB}, registers as {cell, register}. */
    static byte[] drng(int rate, int flags, int max, int[][] colors, int[][] registers) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.write(0);
        b.write(max);
        b.write(rate >> 8);
        b.write(rate);
        b.write(flags >> 8);
        b.write(flags);
        b.write(colors.length);
        b.write(registers.length);
        for (int[] c : colors) {
            b.write(c[0]);
            b.write(c[1] >> 16);
            b.write(c[1] >> 8);
            b.write(c[1]);
        }
        for (int[] r : registers) {
            b.write(r[0]);
            b.write(r[1]);
        }
        return IffFiles.chunk("DRNG", b.toByteArray());
    }

    @Test
    void readsDeluxePaintsRangeOfRegistersFourToEleven() throws IffException {
        IlbmImage read = IlbmReader.read(picture(4, crng(8192, 1, 4, 11)));
        assertEquals(List.of(ColorCycle.range(4, 11, 8192, false)), read.image().cycles().cycles());
        assertEquals(read.cycles(), read.image().cycles());
        assertTrue(read.cycles().ignored().isEmpty());
    }

    @Test
    void readsTheReverseFlagAndSkipsInactiveRangesAsDeluxePaintWritesThemForUnusedSlots() throws IffException {
        IlbmImage read = IlbmReader.read(picture(4, crng(2730, 0, 0, 0), crng(16384, 3, 2, 5), crng(36, 0, 1, 9)));
        assertEquals(List.of(ColorCycle.range(2, 5, 16384, true)), read.cycles().cycles());
        assertTrue(read.cycles().ignored().isEmpty(), "an inactive range is no damage");
    }

    @Test
    void aWordNamesTheRangeByItsPlaceInTheFileInactiveOnesCounted() throws IffException {
        IlbmImage read = IlbmReader.read(picture(4, crng(8192, 1, 4, 11), crng(2730, 0, 0, 0), crng(0, 1, 2, 3)));
        assertEquals(List.of("colour range 3 (CRNG) ignored: its rate is 0"), read.cycles().ignored());
    }

    @Test
    void readsGraphicraftsTimedRangeInBothDirections() throws IffException {
        IlbmImage read = IlbmReader.read(picture(4, ccrt(1, 3, 7, 0, 250_000), ccrt(-1, 8, 9, 1, 500_000),
                ccrt(0, 1, 2, 0, 1)));
        assertEquals(List.of(ColorCycle.timed(3, 7, 250_000, false), ColorCycle.timed(8, 9, 1_500_000, true)),
                read.cycles().cycles());
        // Four steps a second at 60 ticks a second: one step each 15 ticks.
        assertEquals(0, read.cycles().cycles().get(0).steps(14));
        assertEquals(1, read.cycles().cycles().get(0).steps(15));
        assertEquals(4, read.cycles().cycles().get(0).steps(60));
    }

    @Test
    void readsDeluxePaintFoursCellsOfRegistersAndColours() throws IffException {
        int orange = 0xFF8800;
        int blue = 0x0000FF;
        int green = 0x00FF00;
        int yellow = 0xFFFF00;
        // The DRNG document's example: [1] [orange] [blue] [2] [green] [yellow].
        byte[] file = picture(4, drng(16384, 1, 5, new int[][] {{1, orange}, {2, blue}, {4, green}, {5, yellow}},
                new int[][] {{0, 1}, {3, 2}}));
        ColorCycle cycle = IlbmReader.read(file).cycles().cycles().get(0);
        assertArrayEquals(new int[] {1, ColorCycle.color(orange), ColorCycle.color(blue), 2, ColorCycle.color(green),
            ColorCycle.color(yellow)}, cycle.cellList());

        int[] palette = new int[16];
        palette[1] = 0x111111;
        palette[2] = 0x222222;
        int[] registers = new int[16];
        // At a step a tick, the document's table: t=1 [1]=yellow [2]=blue; t=2 green, orange; t=3 the two swapped.
        int[][] expected = {{0x111111, 0x222222}, {yellow, blue}, {green, orange}, {0x222222, 0x111111},
            {blue, yellow}, {orange, green}, {0x111111, 0x222222}};
        for (int t = 0; t < expected.length; t++) {
            cycle.turn(palette, t, registers, 0);
            assertArrayEquals(expected[t], new int[] {registers[1], registers[2]}, "tick " + t);
        }
    }

    @Test
    void aForwardRangeMovesEachColourOneRegisterUpAStepAndReverseDown() {
        int[] palette = {0, 10, 20, 30, 40};
        int[] out = new int[5];
        ColorCycles.of(ColorCycle.range(1, 4, 8192, false)).turn(palette, 2, out, 0);
        assertArrayEquals(new int[] {0, 40, 10, 20, 30}, out, "rate 8192 is half a step a tick: one step by tick 2");
        ColorCycles.of(ColorCycle.range(1, 4, 16384, true)).turn(palette, 1, out, 0);
        assertArrayEquals(new int[] {0, 20, 30, 40, 10}, out);
        ColorCycles.of(ColorCycle.range(1, 4, 16384, false)).turn(palette, 1, out, 3);
        assertArrayEquals(new int[] {0, 10, 20, 20, 30}, out, "registers below 3 hold still; 3 still takes 2's colour");
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "rate;colour range 1 (CRNG) ignored: its rate is 0",
        "beyond;colour range 1 (CRNG) ignored: its register 16 is past the picture's 16 colours",
        "backwards;colour range 1 (CRNG) ignored: its low register 9 is above its high 4",
        "short;colour range 1 (CRNG) ignored: the chunk is 6 bytes, not 8",
        "ccrt;colour range 1 (CCRT) ignored: its time between steps is 0",
        "drng;colour range 1 (DRNG) ignored: its cell 7 lies outside 0-3",
        "drngShort;colour range 1 (DRNG) ignored: its 0 colours and 3 registers need 14 bytes, the chunk has 12"})
    void aDamagedRangeIsIgnoredWithAWordAndThePictureStillReads(String damage, String word) throws IffException {
        byte[] range = switch (damage) {
            case "rate" -> crng(0, 1, 4, 11);
            case "beyond" -> crng(16384, 1, 10, 40);
            case "backwards" -> crng(16384, 1, 9, 4);
            case "short" -> IffFiles.chunk("CRNG", new byte[] {0, 0, 0x40, 0, 0, 1});
            case "ccrt" -> ccrt(1, 2, 6, 0, 0);
            case "drng" -> drng(100, 1, 3, new int[0][], new int[][] {{0, 1}, {7, 2}});
            default -> {
                byte[] whole = drng(100, 1, 3, new int[0][], new int[][] {{0, 1}, {1, 2}, {2, 3}});
                byte[] cut = java.util.Arrays.copyOfRange(whole, 8, whole.length - 2);
                yield IffFiles.chunk("DRNG", cut);
            }
        };
        IlbmImage read = IlbmReader.read(picture(4, range, crng(16384, 1, 12, 15)));
        assertEquals(List.of(word), read.cycles().ignored());
        assertEquals(List.of(ColorCycle.range(12, 15, 16384, false)), read.cycles().cycles(), "the good one stays");
        assertEquals(15, read.image().get(15, 0));
    }

    @Test
    void ourWriterKeepsEveryKindOfRangeAsItCame() throws IffException {
        IndexedImage image = IlbmReader.read(picture(4)).image();
        ColorCycles cycles = ColorCycles.of(ColorCycle.range(4, 11, 4096, false), ColorCycle.range(12, 13, 300, true),
                ColorCycle.timed(1, 3, 2_250_000, true),
                ColorCycle.cells(new int[] {9, ColorCycle.color(0x123456), 5, 14}, 1000));
        image.setCycles(cycles);
        IlbmImage back = IlbmReader.read(IlbmWriter.toBytes(image));
        assertEquals(cycles.cycles(), back.cycles().cycles());
        assertEquals(image, back.image());
    }

    @Test
    void aRangePutOutOfOrderByARenumberedPaletteIsWrittenAsCellsAndTurnsTheSame() throws IffException {
        ColorCycle range = ColorCycle.range(4, 7, 16384, true);
        int[] newIndex = new int[16];
        for (int i = 0; i < 16; i++) {
            newIndex[i] = i;
        }
        newIndex[5] = 9;
        newIndex[9] = 5;
        ColorCycle moved = range.renumbered(newIndex);
        assertEquals(ColorCycle.Chunk.DRNG, moved.chunk());
        IndexedImage image = IlbmReader.read(picture(4)).image();
        image.setCycles(ColorCycles.of(moved));
        ColorCycle back = IlbmReader.read(IlbmWriter.toBytes(image)).cycles().cycles().get(0);
        int[] palette = new int[16];
        for (int i = 0; i < 16; i++) {
            palette[i] = i * 0x010101;
        }
        int[] renamed = new int[16];
        for (int r = 0; r < 16; r++) {
            renamed[newIndex[r]] = palette[r];
        }
        for (int t = 0; t < 9; t++) {
            int[] before = new int[16];
            int[] after = new int[16];
            ColorCycles.of(range).turn(palette, t, before, 0);
            ColorCycles.of(back).turn(renamed, t, after, 0);
            for (int r = 0; r < 16; r++) {
                assertEquals(before[r], after[newIndex[r]], "register " + r + " at tick " + t);
            }
        }
    }

    @Test
    void netpbmReadsOurCycledFileAsTheSamePictureAndWritesNoRanges() throws IOException {
        Assumptions.assumeTrue(Netpbm.available(), "netpbm is not installed");
        IndexedImage image = IlbmReader.read(picture(4)).image();
        image.setCycles(ColorCycles.of(ColorCycle.range(4, 11, 8192, false)));
        byte[] ours = IlbmWriter.toBytes(image);
        Netpbm.Pnm pnm = Netpbm.ilbmtoppm(ours);
        for (int i = 0; i < pnm.pixels().length; i++) {
            assertEquals(image.color(image.pixels()[i]) & 0xFFFFFF, pnm.pixels()[i], "pixel " + i);
        }
        byte[] theirs = Netpbm.run(Netpbm.run(ours, "ilbmtoppm", "-quiet"), "ppmtoilbm", "-quiet");
        assertEquals(ColorCycles.NONE.cycles(), IlbmReader.read(theirs).cycles().cycles());
    }
}
