package ishido.iff;

import ishido.image.ColorCycles;
import ishido.image.IndexedImage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads the Amiga pictures netpbm's {@code ilbmtoppm} reads into an {@link IlbmImage}, refusing damaged files with an
 * {@link IffException}: FORM ILBM of 1-8 planes (EHB, HAM of 3-8 planes, mask plane, CMAP or CMYK colours), deep
 * ILBMs (9 to 48 planes of red, green and blue; 32 and 64 with alpha), DCOL direct colour, palettes changing line by
 * line (PCHG, SHAM, CTBL), FORM PBM (chunky), Impulse's FORM RGBN and RGB8, and the first picture of an IFF CAT or
 * LIST. Pictures without one palette come out as true-colour pixels exactly as ilbmtoppm gives them.
 */
public final class IlbmReader implements IlbmSink {
    /** The largest file read; pictures for a 1990 Amiga are far smaller, and this bounds memory. */
    public static final int MAX_FILE_BYTES = 16 << 20;
    /** The largest width or height accepted: well above any Amiga screen or page. */
    public static final int MAX_DIMENSION = 8192;
    /** The most bitplanes of a palette picture: 256 colours. */
    public static final int MAX_PLANES = 8;
    /**
     * The most pixels of a true-colour picture, which takes four bytes a pixel: 64 MB, as the PNG reader allows.
     * Palette pictures take one byte a pixel and are bounded by {@link #MAX_DIMENSION} alone.
     */
    public static final int MAX_TRUE_COLOR_PIXELS = 1 << 24;
    /** Planes of a deep ILBM with alpha: 8 or 16 bits per gun for red, green, blue and alpha. */
    private static final int DEEP_RGBA = 32;
    private static final int DEEP_RGBA16 = 64;
    /** The fewest planes of HAM: one bit of value and the two bits of the code. */
    private static final int MIN_HAM_PLANES = 3;
    /** CAMG bit: interlaced, which makes a SHAM table change colours every second line. */
    private static final int CAMG_LACE = IlbmImage.CAMG_LACE;

    private String formType;
    private BitMapHeader header;
    private byte[] cmap;
    private byte[] cmyk;
    private int camg;
    private int[] directColor;
    /** The first PCHG, CTBL and SHAM chunks, as (offset, length) into {@link #file}; ilbmtoppm prefers them so. */
    private int[] pchg;
    private int[] ctbl;
    private int[] sham;
    private byte[] file;
    private int bodyOffset = -1;
    private int bodyLength;
    private final ColorRanges ranges = new ColorRanges();

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
        reader.file = file;
        String container = IffParser.parse(file, reader);
        IlbmImage image = reader.finish();
        return container == null ? image : image.in(container);
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
        cmap = new byte[Math.min(length, ColorMaps.MAX_COLORS * 3)];
        System.arraycopy(data, offset, cmap, 0, cmap.length);
    }

    @Override
    public void cmykMap(byte[] data, int offset, int length) {
        // As in ilbmtoppm, a CMAP wins over a CMYK wherever either stands.
        cmyk = ColorMaps.cmykToRgb(data, offset, length);
    }

    @Override
    public void viewMode(int camg) {
        this.camg = camg;
    }

    @Override
    public void directColor(int red, int green, int blue) {
        directColor = new int[] {red, green, blue};
    }

    @Override
    public void paletteChanges(byte[] data, int offset, int length) {
        pchg = pchg != null ? pchg : new int[] {offset, length};
    }

    @Override
    public void slicedHam(byte[] data, int offset, int length) {
        sham = sham != null ? sham : new int[] {offset, length};
    }

    @Override
    public void colorTable(byte[] data, int offset, int length) {
        ctbl = ctbl != null ? ctbl : new int[] {offset, length};
    }

    @Override
    public void body(byte[] data, int offset, int length) throws IffException {
        if (bodyOffset >= 0) {
            throw new IffException("two BODY chunks");
        }
        // Decoding waits for the end of the FORM, so a CMAP or CAMG stored after the BODY still counts.
        bodyOffset = offset;
        bodyLength = length;
    }

    @Override
    public void colorRange(String id, byte[] data, int offset, int length) {
        ranges.add(id, data, offset, length);
    }

    @Override
    public void otherChunk(String id, byte[] data, int offset, int length) throws IffException {
        // Other programs' palette changes: ignoring them would show the picture in false colours without a word.
        if (id.equals("BEAM") || id.equals("RAST")) {
            throw new IffException("palette changes in a " + id + " chunk are not read (PCHG, SHAM and CTBL are)");
        }
    }

    private IlbmImage finish() throws IffException {
        BitMapHeader h = header;
        if (h == null) {
            throw new IffException("no BMHD chunk");
        }
        checkSize(h);
        if (bodyOffset < 0) {
            throw new IffException("no BODY chunk");
        }
        return switch (formType) {
            case "RGBN", "RGB8" -> impulse(h);
            case "PBM " -> chunky(h);
            default -> planar(h);
        };
    }

    private void checkSize(BitMapHeader h) throws IffException {
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
        if (h.masking() > BitMapHeader.MASK_LASSO) {
            throw new IffException("unknown BMHD masking " + h.masking());
        }
    }

    private static void checkCompression(BitMapHeader h) throws IffException {
        if (h.compression() > BitMapHeader.COMPRESSION_BYTERUN1) {
            throw new IffException("unknown BMHD compression " + h.compression() + " (0 none and 1 ByteRun1 are read)");
        }
    }

    private static void checkTrueColor(BitMapHeader h, String kind) throws IffException {
        if ((long) h.width() * h.height() > MAX_TRUE_COLOR_PIXELS) {
            throw new IffException(kind + " picture of " + h.width() + "x" + h.height() + " is larger than "
                    + (MAX_TRUE_COLOR_PIXELS >> 20) + " M pixels");
        }
    }

    private byte[] newMask(BitMapHeader h) {
        return h.masking() == BitMapHeader.MASK_PLANE ? new byte[h.width() * h.height()] : null;
    }

    private PlanarBody body(BitMapHeader h, int planes) throws IffException {
        checkCompression(h);
        PlanarBody.checkSize(h, planes, bodyLength);
        return new PlanarBody(h, file, bodyOffset, bodyLength);
    }

    /** The colour map's bytes: the CMAP, else the CMYK's colours, else null. */
    private byte[] colorMapBytes() {
        return cmap != null ? cmap : cmyk;
    }

    /** The registers of the colour map as 0xRRGGBB, or null without one. */
    private int[] registers(BitMapHeader h) {
        byte[] bytes = colorMapBytes();
        return bytes == null ? null : ColorMaps.colorMap(bytes, (h.pad() & ColorMaps.BMHD_FLAG_CMAP_OK) != 0);
    }

    /** The palette changes the picture has, the PCHG before a CTBL before a SHAM as ilbmtoppm prefers, or null. */
    private Multipalette multipalette(BitMapHeader h) throws IffException {
        if (pchg != null) {
            return PaletteChanges.parse(file, pchg[0], pchg[1], h.height());
        }
        int[] table = ctbl != null ? ctbl : sham;
        return table == null ? null
                : Multipalette.fourBitTable(ctbl != null ? "CTBL" : "SHAM", file, table[0], table[1], h.height());
    }

    /** The multipalette chunk's ID, or null; for the kinds of picture that cannot take one. */
    private String multipaletteId() {
        return pchg != null ? "PCHG" : ctbl != null ? "CTBL" : sham != null ? "SHAM" : null;
    }

    private void refuseMultipalette(String kind) throws IffException {
        String id = multipaletteId();
        if (id != null) {
            throw new IffException("palette changes (" + id + ") in a " + kind + " picture are not read");
        }
    }

    private IlbmImage planar(BitMapHeader h) throws IffException {
        int planes = h.planes();
        if (directColor != null) {
            return directColor(h);
        }
        if (planes == DEEP_RGBA || planes == DEEP_RGBA16) {
            int gun = planes / 4;
            // Alpha of 8 bits is kept; 16-bit alpha, which no Amiga program wrote for display, is not.
            return deep(h, new DeepDecoder(gun, gun, gun, gun, planes == DEEP_RGBA), planes + "-bit deep ILBM");
        }
        // As ilbmtoppm does, planes past 8 that divide by three are deep whatever the CAMG says, unless a CMAP
        // asks for up to 16 planes of palette, which are not read.
        if (planes > MAX_PLANES && planes % 3 == 0 && planes <= 3 * DeepDecoder.MAX_GUN_PLANES
                && (planes > 2 * MAX_PLANES || colorMapBytes() == null)) {
            int gun = planes / 3;
            return deep(h, new DeepDecoder(gun, gun, gun, 0, false), planes + "-bit deep ILBM");
        }
        if (planes > MAX_PLANES) {
            throw new IffException(planes + " bitplanes: only 1-" + MAX_PLANES + " planes of palette, deep ILBMs "
                    + "of up to " + 3 * DeepDecoder.MAX_GUN_PLANES + " planes and 32 and 64 planes with alpha are read");
        }
        Multipalette changes = multipalette(h);
        String prefix = changes == null ? "" : "multipalette (" + changes.id() + ") ";
        int[] colors = registers(h);
        if (changes != null && colors == null) {
            throw new IffException("palette changes (" + changes.id() + ") without a CMAP are not read");
        }
        boolean laced = (camg & CAMG_LACE) != 0;
        if ((camg & IlbmImage.CAMG_HAM) != 0 && planes >= MIN_HAM_PLANES) {
            String kind = prefix + "HAM" + planes;
            checkTrueColor(h, kind);
            PlanarBody body = body(h, planes);
            byte[] mask = newMask(h);
            int[] ham = colors != null ? colors : ColorMaps.greyRamp(1 << (planes - 2), false);
            int[] argb = HamDecoder.decode(body, h, ham, changes, laced, mask);
            return new IlbmImage(null, h, camg, false, mask, argb, kind, null, cycles(h));
        }
        boolean ehb = (camg & IlbmImage.CAMG_EXTRA_HALFBRITE) != 0 && planes == 6;
        String kind = prefix + planes + "-plane " + (ehb ? "EHB " : "") + "ILBM";
        PlanarBody body = body(h, planes);
        byte[] mask = newMask(h);
        if (changes != null) {
            checkTrueColor(h, kind);
            int[] palette = ColorMaps.atLeast(ehb ? ColorMaps.extraHalfBrite(colors) : colors, 1 << planes);
            int registers = ehb ? palette.length : colors.length;
            int[] argb = MultipaletteDecoder.decode(body, h, false, palette, registers, changes, laced, mask);
            return new IlbmImage(null, h, camg, false, mask, argb, kind, null, cycles(h));
        }
        IndexedImage image = new IndexedImage(h.width(), h.height(), new int[0]);
        int[] values = new int[h.width()];
        byte[] pixels = image.pixels();
        for (int y = 0; y < h.height(); y++) {
            body.readPlanes(planes, values);
            for (int x = 0; x < values.length; x++) {
                pixels[y * values.length + x] = (byte) values[x];
            }
            body.readMask(mask, y * values.length);
        }
        return palettePicture(h, image, colors, ehb, mask, kind, false);
    }

    private IlbmImage chunky(BitMapHeader h) throws IffException {
        if (h.masking() == BitMapHeader.MASK_PLANE) {
            throw new IffException("PBM with a mask plane is not supported");
        }
        checkCompression(h);
        int width = h.width();
        // PBM rows hold one byte per pixel, padded to an even length.
        byte[] row = new byte[width + (width & 1)];
        long needed = (long) row.length * h.height();
        long available = h.compression() == BitMapHeader.COMPRESSION_NONE
                ? bodyLength : (long) bodyLength * ByteRun1.MAX_EXPANSION;
        if (needed > available) {
            throw new IffException("BODY of " + bodyLength + " bytes is too small for a " + width + "x"
                    + h.height() + " PBM picture");
        }
        PlanarBody body = new PlanarBody(h, file, bodyOffset, bodyLength);
        Multipalette changes = multipalette(h);
        int[] colors = registers(h);
        if (changes != null) {
            String kind = "multipalette (" + changes.id() + ") PBM";
            if (colors == null) {
                throw new IffException("palette changes (" + changes.id() + ") without a CMAP are not read");
            }
            checkTrueColor(h, kind);
            int[] argb = MultipaletteDecoder.decode(body, h, true, ColorMaps.atLeast(colors, 256), colors.length,
                    changes, (camg & CAMG_LACE) != 0, null);
            return new IlbmImage(null, h, camg, true, null, argb, kind, null, cycles(h));
        }
        IndexedImage image = new IndexedImage(width, h.height(), new int[0]);
        for (int y = 0; y < h.height(); y++) {
            body.readRow(row);
            System.arraycopy(row, 0, image.pixels(), y * width, width);
        }
        return palettePicture(h, image, colors, false, null, "PBM", true);
    }

    /** Finishes a picture of one palette: its colours, padded to the pixels used, and its transparent colour. */
    private IlbmImage palettePicture(BitMapHeader h, IndexedImage image, int[] colors, boolean ehb, byte[] mask,
            String kind, boolean pbm) {
        // Without a colour map there is no right answer; a grey ramp over the planes shows the picture legibly.
        int[] palette = colors != null ? colors : ColorMaps.greyRamp(1 << Math.min(h.planes(), MAX_PLANES), true);
        if (ehb) {
            palette = ColorMaps.extraHalfBrite(palette);
        }
        // A CMAP may be shorter than the planes allow; registers it does not set show black.
        image.setPalette(ColorMaps.atLeast(palette, image.maxIndex() + 1));
        if ((h.masking() == BitMapHeader.MASK_TRANSPARENT_COLOR || h.masking() == BitMapHeader.MASK_LASSO)
                && h.transparentColor() < 256) {
            image.setTransparentIndex(h.transparentColor());
        }
        ColorCycles cycles = cycles(h);
        image.setCycles(cycles);
        return new IlbmImage(image, h, camg, pbm, mask, null, kind, null, cycles);
    }

    /** The picture's colour ranges, checked against the registers its planes give (256 for a PBM or deep picture). */
    private ColorCycles cycles(BitMapHeader h) {
        boolean chunky = "PBM ".equals(formType) || h.planes() > MAX_PLANES;
        return ranges.cycles(chunky ? 1 << MAX_PLANES : 1 << h.planes());
    }

    private IlbmImage deep(BitMapHeader h, DeepDecoder decoder, String kind) throws IffException {
        refuseMultipalette(kind);
        checkTrueColor(h, kind);
        PlanarBody body = body(h, decoder.planes());
        byte[] mask = newMask(h);
        return new IlbmImage(null, h, camg, false, mask, decoder.decode(body, h, mask), kind, null, cycles(h));
    }

    private IlbmImage directColor(BitMapHeader h) throws IffException {
        DeepDecoder decoder = DeepDecoder.directColor(directColor[0], directColor[1], directColor[2], h.planes());
        return deep(h, decoder, directColor[0] + ":" + directColor[1] + ":" + directColor[2] + " direct-colour ILBM");
    }

    /** Decodes Impulse's RGBN or RGB8, whose BODY is runs of colours, not planes. */
    private IlbmImage impulse(BitMapHeader h) throws IffException {
        String kind = formType;
        refuseMultipalette(kind);
        checkTrueColor(h, kind);
        RgbnDecoder decoder = new RgbnDecoder(kind.equals("RGB8"), file, bodyOffset, bodyLength);
        byte[] mask = new byte[h.width() * h.height()];
        int[] argb = decoder.decode(h, mask);
        return new IlbmImage(null, h, camg, false, decoder.genlocked() ? mask : null, argb, kind, null, cycles(h));
    }
}
