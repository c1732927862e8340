package ishido.iff;

import ishido.image.ColorCycle;
import ishido.image.IndexedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Writes an {@link IndexedImage} as a FORM ILBM for an NTSC lowres screen: ByteRun1 BODY, as few bitplanes as the
 * palette needs, a CMAP of the palette, a CAMG and the picture's colour cycles, so that Deluxe Paint and the game's
 * reader load it unchanged. A cycle is written as the chunk it came from while it fits it, else as a DRNG, as Deluxe
 * Paint IV does with a range that is no CRNG.
 */
public final class IlbmWriter {
    /**
     * The pixel aspect of a 320x200 NTSC lowres screen as the ILBM document and Deluxe Paint give it: pixels are
     * 10/11 as wide as they are tall. The display's 5:6 (SPEC) is a rounder figure for scaling, not a file value.
     */
    public static final int X_ASPECT = 10;
    public static final int Y_ASPECT = 11;
    /** The NTSC lowres screen the picture is meant for. */
    public static final int PAGE_WIDTH = 320;
    public static final int PAGE_HEIGHT = 200;
    /** CAMG of a plain lowres, non-interlaced screen. */
    public static final int CAMG_LOWRES = 0;

    private IlbmWriter() {
    }

    /**
     * Writes the picture to {@code out}. The image's transparent index, if any, becomes BMHD masking 2 with that
     * transparentColor; otherwise masking is none. Palette colours go to the CMAP as they are; note that a palette
     * whose bytes all have a zero low nibble reads back as 4-bit values (0x80 becomes 0x88).
     */
    public static void write(IndexedImage image, OutputStream out) throws IOException {
        out.write(toBytes(image));
    }

    /** Returns the file's bytes; a picture wider or taller than {@link IlbmReader#MAX_DIMENSION} is refused. */
    public static byte[] toBytes(IndexedImage image) {
        if (image.width() > IlbmReader.MAX_DIMENSION || image.height() > IlbmReader.MAX_DIMENSION) {
            // Never write what the reader would refuse: a file the game cannot load back is a file lost.
            throw new IllegalArgumentException("an ILBM may be at most " + IlbmReader.MAX_DIMENSION + "x"
                    + IlbmReader.MAX_DIMENSION + ", not " + image.width() + "x" + image.height());
        }
        if (image.paletteSize() > 256) {
            throw new IllegalArgumentException("an ILBM holds at most 256 colours, not " + image.paletteSize());
        }
        int planes = planesFor(Math.max(image.paletteSize(), image.maxIndex() + 1));
        int transparent = image.transparentIndex();
        BitMapHeader header = new BitMapHeader(image.width(), image.height(), 0, 0, planes,
                transparent >= 0 ? BitMapHeader.MASK_TRANSPARENT_COLOR : BitMapHeader.MASK_NONE,
                BitMapHeader.COMPRESSION_BYTERUN1, 0, Math.max(transparent, 0), X_ASPECT, Y_ASPECT,
                PAGE_WIDTH, PAGE_HEIGHT);

        ByteArrayOutputStream form = new ByteArrayOutputStream();
        form.write(new byte[] {'I', 'L', 'B', 'M'}, 0, 4);
        chunk(form, "BMHD", header.toBytes());
        chunk(form, "CMAP", colorMap(image));
        chunk(form, "CAMG", new byte[] {0, 0, 0, CAMG_LOWRES});
        for (ColorCycle cycle : image.cycles().cycles()) {
            cycle(form, cycle);
        }
        chunk(form, "BODY", body(image, header));

        ByteArrayOutputStream file = new ByteArrayOutputStream(form.size() + 8);
        file.write(new byte[] {'F', 'O', 'R', 'M'}, 0, 4);
        writeInt(file, form.size());
        byte[] body = form.toByteArray();
        file.write(body, 0, body.length);
        return file.toByteArray();
    }

    /** The fewest bitplanes that give {@code colors} registers; at least one. */
    static int planesFor(int colors) {
        int planes = 1;
        while ((1 << planes) < colors) {
            planes++;
        }
        return planes;
    }

    private static void cycle(ByteArrayOutputStream form, ColorCycle cycle) {
        if (cycle.chunk() == ColorCycle.Chunk.CRNG && cycle.contiguous()) {
            ByteArrayOutputStream c = new ByteArrayOutputStream();
            writeWord(c, 0);
            writeWord(c, cycle.rate());
            writeWord(c, ColorRanges.ACTIVE | (cycle.reverse() ? ColorRanges.REVERSE : 0));
            c.write(cycle.low());
            c.write(cycle.high());
            chunk(form, "CRNG", c.toByteArray());
        } else if (cycle.chunk() == ColorCycle.Chunk.CCRT && cycle.contiguous()) {
            ByteArrayOutputStream c = new ByteArrayOutputStream();
            writeWord(c, cycle.reverse() ? -1 : 1);
            c.write(cycle.low());
            c.write(cycle.high());
            writeInt(c, (int) (cycle.micros() / 1_000_000));
            writeInt(c, (int) (cycle.micros() % 1_000_000));
            writeWord(c, 0);
            chunk(form, "CCRT", c.toByteArray());
        } else {
            ColorCycle ring = cycle.asCells();
            int[] cells = ring.cellList();
            ByteArrayOutputStream colors = new ByteArrayOutputStream();
            ByteArrayOutputStream registers = new ByteArrayOutputStream();
            int colorCount = 0;
            for (int i = 0; i < cells.length; i++) {
                if (ColorCycle.isRegister(cells[i])) {
                    registers.write(i);
                    registers.write(cells[i]);
                } else {
                    colors.write(i);
                    colors.write(cells[i] >> 16 & 0xFF);
                    colors.write(cells[i] >> 8 & 0xFF);
                    colors.write(cells[i] & 0xFF);
                    colorCount++;
                }
            }
            ByteArrayOutputStream c = new ByteArrayOutputStream();
            c.write(0);
            c.write(cells.length - 1);
            writeWord(c, ring.rate());
            writeWord(c, ColorRanges.ACTIVE);
            c.write(colorCount);
            c.write(cells.length - colorCount);
            // write(byte[], int, int), not writeBytes: the page's Java library has only the first.
            c.write(colors.toByteArray(), 0, colors.size());
            c.write(registers.toByteArray(), 0, registers.size());
            chunk(form, "DRNG", c.toByteArray());
        }
    }

    private static byte[] colorMap(IndexedImage image) {
        byte[] cmap = new byte[image.paletteSize() * 3];
        for (int i = 0; i < image.paletteSize(); i++) {
            int c = image.color(i);
            cmap[i * 3] = (byte) (c >> 16);
            cmap[i * 3 + 1] = (byte) (c >> 8);
            cmap[i * 3 + 2] = (byte) c;
        }
        return cmap;
    }

    /** Splits each row into its bitplanes and packs every plane row on its own, as the ILBM document requires. */
    private static byte[] body(IndexedImage image, BitMapHeader header) {
        int width = image.width();
        byte[] pixels = image.pixels();
        byte[] row = new byte[header.rowBytes()];
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        for (int y = 0; y < image.height(); y++) {
            int base = y * width;
            for (int plane = 0; plane < header.planes(); plane++) {
                Arrays.fill(row, (byte) 0);
                for (int x = 0; x < width; x++) {
                    if ((pixels[base + x] >> plane & 1) != 0) {
                        row[x >> 3] |= (byte) (0x80 >> (x & 7));
                    }
                }
                ByteRun1.pack(row, 0, row.length, body);
            }
        }
        return body.toByteArray();
    }

    private static void chunk(ByteArrayOutputStream out, String id, byte[] data) {
        out.write(id.getBytes(StandardCharsets.US_ASCII), 0, id.length());
        writeInt(out, data.length);
        out.write(data, 0, data.length);
        if ((data.length & 1) != 0) {
            out.write(0);
        }
    }

    private static void writeWord(ByteArrayOutputStream out, int v) {
        out.write(v >>> 8);
        out.write(v);
    }

    private static void writeInt(ByteArrayOutputStream out, int v) {
        out.write(v >>> 24);
        out.write(v >>> 16);
        out.write(v >>> 8);
        out.write(v);
    }
}
