package ishido.iff;

import ishido.image.IndexedImage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Reads FORM ILBM (1-8 bitplanes, EHB, HAM6, HAM8, 24- and 32-plane deep, mask plane) and FORM PBM (chunky) pictures
 * into an {@link IlbmImage}, refusing damaged files with an {@link IffException}. HAM and deep pictures come out as
 * true-colour pixels exactly as netpbm's {@code ilbmtoppm} gives them.
 */
public final class IlbmReader implements IlbmSink {
    /** The largest file read; pictures for a 1990 Amiga are far smaller, and this bounds memory. */
    public static final int MAX_FILE_BYTES = 16 << 20;
    /** The largest width or height accepted: well above any Amiga screen or page. */
    public static final int MAX_DIMENSION = 8192;
    /** The most bitplanes of a palette picture: 256 colours. */
    public static final int MAX_PLANES = 8;
    /**
     * The most pixels of a HAM or deep picture, which takes four bytes a pixel: 64 MB, as the PNG reader allows.
     * Palette pictures take one byte a pixel and are bounded by {@link #MAX_DIMENSION} alone.
     */
    public static final int MAX_TRUE_COLOR_PIXELS = 1 << 24;
    /** Planes of a deep ILBM: 8 bits per gun for red, green, blue and, with 32, alpha. */
    private static final int DEEP_RGB = 24;
    private static final int DEEP_RGBA = 32;

    private String formType;
    private BitMapHeader header;
    private byte[] cmap;
    private int camg;
    private byte[] bodyData;
    private int bodyOffset;
    private int bodyLength;
    /** The BODY read position while decoding. */
    private int pos;

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
        boolean deep = !pbm && (h.planes() == DEEP_RGB || h.planes() == DEEP_RGBA);
        // As ilbmtoppm does, 24 or 32 planes are deep whatever the CAMG says, and a PBM has no HAM.
        boolean ham = !pbm && !deep && (camg & IlbmImage.CAMG_HAM) != 0;
        checkHeader(h, pbm, ham, deep);
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
        pos = bodyOffset;
        byte[] mask = hasMask ? new byte[h.width() * h.height()] : null;
        if (ham || deep) {
            int[] argb = ham ? decodeHam(h, mask) : decodeDeep(h, mask);
            return new IlbmImage(null, h, camg, false, mask, argb);
        }
        IndexedImage image = new IndexedImage(h.width(), h.height(), new int[0]);
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

    private void checkHeader(BitMapHeader h, boolean pbm, boolean ham, boolean deep) throws IffException {
        if (h.width() == 0 || h.height() == 0) {
            throw new IffException("empty picture: " + h.width() + "x" + h.height());
        }
        if (h.width() > MAX_DIMENSION || h.height() > MAX_DIMENSION) {
            throw new IffException("picture of " + h.width() + "x" + h.height() + " is larger than the "
                    + MAX_DIMENSION + "x" + MAX_DIMENSION + " limit");
        }
        if (h.planes() == 0) {
            throw new IffException("no bitplanes: this is a colour map file, not a picture");
        }
        if (ham && h.planes() != 6 && h.planes() != 8) {
            throw new IffException("HAM picture of " + h.planes() + " bitplanes (HAM6 has 6, HAM8 has 8)");
        }
        if (!deep && h.planes() > MAX_PLANES) {
            throw new IffException(h.planes() + " bitplanes: only 1-" + MAX_PLANES + ", " + DEEP_RGB + " and "
                    + DEEP_RGBA + " are read");
        }
        if ((ham || deep) && (long) h.width() * h.height() > MAX_TRUE_COLOR_PIXELS) {
            throw new IffException("true-colour picture of " + h.width() + "x" + h.height() + " is larger than "
                    + (MAX_TRUE_COLOR_PIXELS >> 20) + " M pixels");
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
    private int readRow(BitMapHeader h, int at, int end, byte[] row) throws IffException {
        if (h.compression() == BitMapHeader.COMPRESSION_BYTERUN1) {
            return ByteRun1.unpack(bodyData, at, end, row, 0, row.length);
        }
        if (end - at < row.length) {
            throw new IffException("BODY ends in the middle of a row");
        }
        System.arraycopy(bodyData, at, row, 0, row.length);
        return at + row.length;
    }

    private void decodePlanar(BitMapHeader h, byte[] pixels, byte[] mask) throws IffException {
        int width = h.width();
        byte[] planeRow = new byte[h.rowBytes()];
        byte[] values = new byte[width];
        for (int y = 0; y < h.height(); y++) {
            readPlanes(h, h.planes(), planeRow, values);
            System.arraycopy(values, 0, pixels, y * width, width);
            readMask(h, planeRow, mask, y * width);
        }
    }

    /**
     * Reads {@code planes} plane rows of the current BODY row into {@code values}, plane 0 in bit 0; returns values.
     */
    private byte[] readPlanes(BitMapHeader h, int planes, byte[] planeRow, byte[] values) throws IffException {
        Arrays.fill(values, (byte) 0);
        int end = bodyOffset + bodyLength;
        for (int plane = 0; plane < planes; plane++) {
            pos = readRow(h, pos, end, planeRow);
            int bit = 1 << plane;
            for (int x = 0; x < values.length; x++) {
                if ((planeRow[x >> 3] & (0x80 >> (x & 7))) != 0) {
                    values[x] |= (byte) bit;
                }
            }
        }
        return values;
    }

    /** Reads the mask plane of the current row, if the picture has one, into {@code mask}. */
    private void readMask(BitMapHeader h, byte[] planeRow, byte[] mask, int base) throws IffException {
        if (mask != null) {
            pos = readRow(h, pos, bodyOffset + bodyLength, planeRow);
            for (int x = 0; x < h.width(); x++) {
                mask[base + x] = (byte) ((planeRow[x >> 3] >> (7 - (x & 7))) & 1);
            }
        }
    }

    /**
     * Decodes Hold And Modify. The top two planes of a pixel say what its low planes hold: a CMAP index (code 0), or
     * a new blue (1), red (2) or green (3) for the colour of the pixel on its left, which at the start of every row
     * is colour 0. As ilbmtoppm does, the new value replaces the gun's high bits (4 of HAM6, 6 of HAM8) and the low
     * bits of the gun before stay; CMAP colours are the CMAP's 8-bit values (a 4-bit CMAP scaled as for palette
     * pictures), and a CMAP index past the CMAP's end gives black. (ilbmtoppm starts a row from black; the two
     * agree whenever colour 0 is black, as in nearly every HAM picture and in every one ppmtoilbm writes.)
     */
    private int[] decodeHam(BitMapHeader h, byte[] mask) throws IffException {
        int width = h.width();
        int bits = h.planes() - 2;
        int valueMask = (1 << bits) - 1;
        int shift = 8 - bits;
        int keep = (1 << shift) - 1;
        int[] colors = cmap != null ? colorMap(cmap) : greyRamp(1 << bits);
        int[] argb = new int[width * h.height()];
        byte[] planeRow = new byte[h.rowBytes()];
        byte[] values = new byte[width];
        for (int y = 0; y < h.height(); y++) {
            readPlanes(h, h.planes(), planeRow, values);
            int base = y * width;
            readMask(h, planeRow, mask, base);
            // Each line starts from the background colour, register 0, as the display hardware does.
            int start = colors.length > 0 ? colors[0] : 0;
            int r = start >> 16 & 0xFF;
            int g = start >> 8 & 0xFF;
            int b = start & 0xFF;
            for (int x = 0; x < width; x++) {
                int v = values[x] & 0xFF;
                int value = v & valueMask;
                switch (v >> bits) {
                    case 0 -> {
                        int c = value < colors.length ? colors[value] : 0;
                        r = c >> 16 & 0xFF;
                        g = c >> 8 & 0xFF;
                        b = c & 0xFF;
                    }
                    case 1 -> b = b & keep | value << shift;
                    case 2 -> r = r & keep | value << shift;
                    default -> g = g & keep | value << shift;
                }
                argb[base + x] = alpha(mask, base + x) | r << 16 | g << 8 | b;
            }
        }
        return argb;
    }

    /**
     * Decodes a deep ILBM: each row holds 8 planes of red, then green, then blue (least significant plane first),
     * then with 32 planes 8 of alpha, then the mask plane if any. The CMAP, if any, does not colour it.
     */
    private int[] decodeDeep(BitMapHeader h, byte[] mask) throws IffException {
        int width = h.width();
        int[] argb = new int[width * h.height()];
        byte[] planeRow = new byte[h.rowBytes()];
        byte[] red = new byte[width];
        byte[] green = new byte[width];
        byte[] blue = new byte[width];
        byte[] alpha = h.planes() == DEEP_RGBA ? new byte[width] : null;
        for (int y = 0; y < h.height(); y++) {
            readPlanes(h, 8, planeRow, red);
            readPlanes(h, 8, planeRow, green);
            readPlanes(h, 8, planeRow, blue);
            if (alpha != null) {
                readPlanes(h, 8, planeRow, alpha);
            }
            int base = y * width;
            readMask(h, planeRow, mask, base);
            for (int x = 0; x < width; x++) {
                int a = alpha == null ? alpha(mask, base + x) : mask != null && mask[base + x] == 0 ? 0
                        : (alpha[x] & 0xFF) << 24;
                argb[base + x] = a | (red[x] & 0xFF) << 16 | (green[x] & 0xFF) << 8 | (blue[x] & 0xFF);
            }
        }
        return argb;
    }

    /** The alpha bits of a true-colour pixel: see-through where the mask plane says so, else opaque. */
    private static int alpha(byte[] mask, int i) {
        return mask != null && mask[i] == 0 ? 0 : 0xFF000000;
    }

    private void decodeChunky(BitMapHeader h, byte[] pixels) throws IffException {
        int width = h.width();
        // PBM rows hold one byte per pixel, padded to an even length.
        byte[] row = new byte[width + (width & 1)];
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
            colors = greyRamp(1 << h.planes());
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

    /** {@code n} greys from black to white, as ilbmtoppm shows a picture without a CMAP. */
    private static int[] greyRamp(int n) {
        int[] colors = new int[n];
        for (int i = 0; i < n; i++) {
            int v = n == 1 ? 0 : i * 255 / (n - 1);
            colors[i] = v << 16 | v << 8 | v;
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
     * i + 32 as colour i with each 8-bit gun shifted right by one, as ilbmtoppm does (0xFF gives 0x7F).
     */
    static int[] extraHalfBrite(int[] base) {
        int[] colors = new int[64];
        System.arraycopy(base, 0, colors, 0, Math.min(32, base.length));
        for (int i = 0; i < 32; i++) {
            colors[i + 32] = colors[i] >> 1 & 0x7F7F7F;
        }
        return colors;
    }
}
