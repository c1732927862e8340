package ishido.iff;

import ishido.image.IndexedImage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads FORM ILBM (1-8 bitplanes, EHB, mask plane) and FORM PBM (chunky) pictures into an {@link IlbmImage},
 * refusing HAM, deep and damaged files with an {@link IffException}.
 */
public final class IlbmReader implements IlbmSink {
    /** The largest file read; pictures for a 1990 Amiga are far smaller, and this bounds memory. */
    public static final int MAX_FILE_BYTES = 16 << 20;
    /** The largest width or height accepted: well above any Amiga screen or page. */
    public static final int MAX_DIMENSION = 8192;
    /** The most bitplanes of a palette picture: 256 colours. */
    public static final int MAX_PLANES = 8;

    private String formType;
    private BitMapHeader header;
    private byte[] cmap;
    private int camg;
    private byte[] bodyData;
    private int bodyOffset;
    private int bodyLength;

    private IlbmReader() {
    }

    public static IlbmImage read(Path path) throws IOException {
        try (InputStream in = Files.newInputStream(path)) {
            return read(in);
        }
    }

    /** Reads the whole stream (at most {@link #MAX_FILE_BYTES}) and decodes it. */
    public static IlbmImage read(InputStream in) throws IOException {
        // readNBytes grows its buffer as data arrives, so a short stream never costs the full limit.
        byte[] data = in.readNBytes(MAX_FILE_BYTES + 1);
        if (data.length > MAX_FILE_BYTES) {
            throw new IffException("file is larger than " + (MAX_FILE_BYTES >> 20) + " MB");
        }
        return read(data);
    }

    public static IlbmImage read(byte[] file) throws IffException {
        IlbmReader reader = new IlbmReader();
        IffParser.parse(file, reader);
        return reader.finish();
    }

    @Override
    public void formType(String type) {
        formType = type;
    }

    @Override
    public void bitMapHeader(BitMapHeader header) throws IffException {
        if (this.header != null) {
            throw new IffException("two BMHD chunks");
        }
        this.header = header;
    }

    @Override
    public void colorMap(byte[] data, int offset, int length) {
        cmap = new byte[Math.min(length, 256 * 3)];
        System.arraycopy(data, offset, cmap, 0, cmap.length);
    }

    @Override
    public void viewMode(int camg) {
        this.camg = camg;
    }

    @Override
    public void body(byte[] data, int offset, int length) throws IffException {
        if (bodyData != null) {
            throw new IffException("two BODY chunks");
        }
        // Decoding waits for the end of the FORM, so a CMAP or CAMG stored after the BODY still counts.
        bodyData = data;
        bodyOffset = offset;
        bodyLength = length;
    }

    private IlbmImage finish() throws IffException {
        boolean pbm = formType.equals("PBM ");
        BitMapHeader h = header;
        if (h == null) {
            throw new IffException("no BMHD chunk");
        }
        checkHeader(h, pbm);
        if (bodyData == null) {
            throw new IffException("no BODY chunk");
        }
        boolean hasMask = h.masking() == BitMapHeader.MASK_PLANE;
        long rowBytes = pbm ? h.width() + (h.width() & 1) : (long) h.rowBytes() * (h.planes() + (hasMask ? 1 : 0));
        long needed = rowBytes * h.height();
        long available = h.compression() == BitMapHeader.COMPRESSION_NONE
                ? bodyLength : (long) bodyLength * ByteRun1.MAX_EXPANSION;
        if (needed > available) {
            // Checked before any pixel memory is taken, so a tiny damaged file cannot ask for a huge picture.
            throw new IffException("BODY of " + bodyLength + " bytes is too small for a " + h.width() + "x"
                    + h.height() + " picture of " + h.planes() + " planes");
        }
        IndexedImage image = new IndexedImage(h.width(), h.height(), new int[0]);
        byte[] mask = hasMask ? new byte[h.width() * h.height()] : null;
        if (pbm) {
            decodeChunky(h, image.pixels());
        } else {
            decodePlanar(h, image.pixels(), mask);
        }
        image.setPalette(palette(h, pbm, image.maxIndex()));
        if ((h.masking() == BitMapHeader.MASK_TRANSPARENT_COLOR || h.masking() == BitMapHeader.MASK_LASSO)
                && h.transparentColor() < 256) {
            image.setTransparentIndex(h.transparentColor());
        }
        return new IlbmImage(image, h, camg, pbm, mask);
    }

    private void checkHeader(BitMapHeader h, boolean pbm) throws IffException {
        if (h.width() == 0 || h.height() == 0) {
            throw new IffException("empty picture: " + h.width() + "x" + h.height());
        }
        if (h.width() > MAX_DIMENSION || h.height() > MAX_DIMENSION) {
            throw new IffException("picture of " + h.width() + "x" + h.height() + " is larger than the "
                    + MAX_DIMENSION + "x" + MAX_DIMENSION + " limit");
        }
        if ((camg & IlbmImage.CAMG_HAM) != 0) {
            throw new IffException("HAM pictures are not supported (CAMG 0x" + Integer.toHexString(camg) + ")");
        }
        if (h.planes() == 0) {
            throw new IffException("no bitplanes: this is a colour map file, not a picture");
        }
        if (h.planes() == 24 || h.planes() == 32) {
            throw new IffException(h.planes() + "-bit true-colour ILBMs are not supported");
        }
        if (h.planes() > MAX_PLANES) {
            throw new IffException(h.planes() + " bitplanes: deep ILBMs are not supported (at most " + MAX_PLANES + ")");
        }
        if (h.masking() > BitMapHeader.MASK_LASSO) {
            throw new IffException("unknown BMHD masking " + h.masking());
        }
        if (h.compression() > BitMapHeader.COMPRESSION_BYTERUN1) {
            throw new IffException("unknown BMHD compression " + h.compression() + " (0 none and 1 ByteRun1 are read)");
        }
        if (pbm && h.masking() == BitMapHeader.MASK_PLANE) {
            throw new IffException("PBM with a mask plane is not supported");
        }
    }

    /** Reads one row of one plane (or of chunky pixels) into {@code row} and returns the BODY position after it. */
    private int readRow(BitMapHeader h, int pos, int end, byte[] row) throws IffException {
        if (h.compression() == BitMapHeader.COMPRESSION_BYTERUN1) {
            return ByteRun1.unpack(bodyData, pos, end, row, 0, row.length);
        }
        if (end - pos < row.length) {
            throw new IffException("BODY ends in the middle of a row");
        }
        System.arraycopy(bodyData, pos, row, 0, row.length);
        return pos + row.length;
    }

    private void decodePlanar(BitMapHeader h, byte[] pixels, byte[] mask) throws IffException {
        int width = h.width();
        byte[] row = new byte[h.rowBytes()];
        int pos = bodyOffset;
        int end = bodyOffset + bodyLength;
        for (int y = 0; y < h.height(); y++) {
            int base = y * width;
            for (int plane = 0; plane < h.planes(); plane++) {
                pos = readRow(h, pos, end, row);
                int bit = 1 << plane;
                for (int x = 0; x < width; x++) {
                    if ((row[x >> 3] & (0x80 >> (x & 7))) != 0) {
                        pixels[base + x] |= bit;
                    }
                }
            }
            if (mask != null) {
                pos = readRow(h, pos, end, row);
                for (int x = 0; x < width; x++) {
                    mask[base + x] = (byte) ((row[x >> 3] >> (7 - (x & 7))) & 1);
                }
            }
        }
    }

    private void decodeChunky(BitMapHeader h, byte[] pixels) throws IffException {
        int width = h.width();
        // PBM rows hold one byte per pixel, padded to an even length.
        byte[] row = new byte[width + (width & 1)];
        int pos = bodyOffset;
        int end = bodyOffset + bodyLength;
        for (int y = 0; y < h.height(); y++) {
            pos = readRow(h, pos, end, row);
            System.arraycopy(row, 0, pixels, y * width, width);
        }
    }

    private int[] palette(BitMapHeader h, boolean pbm, int maxIndex) {
        int[] colors;
        if (cmap == null) {
            // Without a CMAP there is no right answer; a grey ramp over the planes shows the picture legibly.
            int n = 1 << h.planes();
            colors = new int[n];
            for (int i = 0; i < n; i++) {
                int v = n == 1 ? 0 : i * 255 / (n - 1);
                colors[i] = v << 16 | v << 8 | v;
            }
        } else {
            colors = colorMap(cmap);
        }
        if (!pbm && (camg & IlbmImage.CAMG_EXTRA_HALFBRITE) != 0 && h.planes() == 6) {
            colors = extraHalfBrite(colors);
        }
        if (maxIndex >= colors.length) {
            // A CMAP may be shorter than the planes allow; registers it does not set show black.
            int[] grown = new int[maxIndex + 1];
            System.arraycopy(colors, 0, grown, 0, colors.length);
            colors = grown;
        }
        return colors;
    }

    /**
     * Converts CMAP bytes to 0xRRGGBB. Old writers stored the OCS's 4-bit guns in the high nibble (0xF0 for full);
     * when every byte has a zero low nibble the map is read that way and scaled as the Amiga shows it, v * 17.
     */
    static int[] colorMap(byte[] cmap) {
        boolean fourBit = true;
        for (byte b : cmap) {
            if ((b & 0x0F) != 0) {
                fourBit = false;
                break;
            }
        }
        int n = cmap.length / 3;
        int[] colors = new int[n];
        for (int i = 0; i < n; i++) {
            int r = cmap[i * 3] & 0xFF;
            int g = cmap[i * 3 + 1] & 0xFF;
            int b = cmap[i * 3 + 2] & 0xFF;
            if (fourBit) {
                r = (r >> 4) * 17;
                g = (g >> 4) * 17;
                b = (b >> 4) * 17;
            }
            colors[i] = r << 16 | g << 8 | b;
        }
        return colors;
    }

    /**
     * Builds the 64 colours of Extra Half-Brite: the hardware ignores registers 32-63 of the CMAP and shows colour
     * i + 32 as colour i with each gun shifted right by one. A 12-bit colour is halved in its 4-bit guns, as the
     * OCS does; other colours in their 8-bit guns, as the AGA does.
     */
    static int[] extraHalfBrite(int[] base) {
        int[] colors = new int[64];
        System.arraycopy(base, 0, colors, 0, Math.min(32, base.length));
        for (int i = 0; i < 32; i++) {
            int c = colors[i];
            boolean ocs = is12Bit(c);
            colors[i + 32] = half(c >> 16 & 0xFF, ocs) << 16 | half(c >> 8 & 0xFF, ocs) << 8 | half(c & 0xFF, ocs);
        }
        return colors;
    }

    private static int half(int gun, boolean ocs) {
        return ocs ? (gun / 17 >> 1) * 17 : gun >> 1;
    }

    private static boolean is12Bit(int rgb) {
        return ((rgb >> 16 & 0xFF) % 17) == 0 && ((rgb >> 8 & 0xFF) % 17) == 0 && ((rgb & 0xFF) % 17) == 0;
    }
}
