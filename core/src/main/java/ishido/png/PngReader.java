package ishido.png;

import ishido.image.IndexedImage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * Reads PNG files without java.desktop: colour types 0, 2, 3, 4 and 6, bit depths 1-16 (16 reduced to 8),
 * every filter; interlaced files and damaged ones are refused with a {@link PngException}.
 */
public final class PngReader {
    /** The largest file read; bounds memory for any input. */
    public static final int MAX_FILE_BYTES = 64 << 20;
    /** The largest width or height accepted. */
    public static final int MAX_DIMENSION = 16384;
    /** The most pixels accepted: 64 MB of ARGB at most. */
    public static final int MAX_PIXELS = 1 << 24;
    /** Deflate turns one compressed byte into at most about 1032: a bound on what little data can claim. */
    private static final int MAX_INFLATE_RATIO = 1032;

    private static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};

    private int width;
    private int height;
    private int bitDepth;
    private int colorType;
    private int[] palette;
    private byte[] transparency;
    /** The file, and where each IDAT chunk's data starts and how long it is: inflated in place, never copied. */
    private byte[] file;
    private final List<int[]> idat = new ArrayList<>();

    private PngReader() {
    }

    public static PngImage read(Path path) throws IOException {
        try (InputStream in = Files.newInputStream(path)) {
            return read(in);
        }
    }

    /** Reads the whole stream (at most {@link #MAX_FILE_BYTES}) and decodes it. */
    public static PngImage read(InputStream in) throws IOException {
        byte[] data = in.readNBytes(MAX_FILE_BYTES + 1);
        if (data.length > MAX_FILE_BYTES) {
            throw new PngException("file is larger than " + (MAX_FILE_BYTES >> 20) + " MB");
        }
        return read(data);
    }

    public static PngImage read(byte[] file) throws PngException {
        PngReader reader = new PngReader();
        reader.parse(file);
        return reader.decode();
    }

    private void parse(byte[] file) throws PngException {
        if (file.length < SIGNATURE.length) {
            throw new PngException("not a PNG file: only " + file.length + " bytes");
        }
        for (int i = 0; i < SIGNATURE.length; i++) {
            if (file[i] != SIGNATURE[i]) {
                throw new PngException("not a PNG file: bad signature");
            }
        }
        int pos = SIGNATURE.length;
        boolean first = true;
        while (true) {
            if (file.length - pos < 12) {
                throw new PngException("truncated: no IEND chunk");
            }
            long length = readInt(file, pos);
            String type = new String(file, pos + 4, 4, StandardCharsets.ISO_8859_1);
            int data = pos + 8;
            if (length < 0 || length > file.length - data - 4) {
                throw new PngException("chunk " + printable(type) + " says " + length + " bytes but only "
                        + Math.max(0, file.length - data - 4) + " remain");
            }
            int len = (int) length;
            CRC32 crc = new CRC32();
            crc.update(file, pos + 4, len + 4);
            if ((int) crc.getValue() != (int) readInt(file, data + len)) {
                throw new PngException("chunk " + printable(type) + " is damaged (CRC mismatch)");
            }
            if (first && !type.equals("IHDR")) {
                throw new PngException("first chunk is " + printable(type) + ", not IHDR");
            }
            first = false;
            if (type.equals("IEND")) {
                return;
            }
            chunk(type, file, data, len);
            pos = data + len + 4;
        }
    }

    private void chunk(String type, byte[] file, int data, int len) throws PngException {
        switch (type) {
            case "IHDR" -> header(file, data, len);
            case "PLTE" -> {
                if (len % 3 != 0 || len == 0 || len > 256 * 3) {
                    throw new PngException("PLTE of " + len + " bytes is not 1-256 colours");
                }
                palette = new int[len / 3];
                for (int i = 0; i < palette.length; i++) {
                    int p = data + i * 3;
                    palette[i] = (file[p] & 0xFF) << 16 | (file[p + 1] & 0xFF) << 8 | (file[p + 2] & 0xFF);
                }
            }
            case "tRNS" -> {
                transparency = new byte[len];
                System.arraycopy(file, data, transparency, 0, len);
            }
            case "IDAT" -> {
                this.file = file;
                idat.add(new int[] {data, len});
            }
            default -> {
                // Bit 5 of the first letter marks an ancillary chunk, which a reader may skip; a critical one it may not.
                if ((type.charAt(0) & 0x20) == 0) {
                    throw new PngException("unknown critical chunk " + printable(type));
                }
            }
        }
    }

    private void header(byte[] file, int p, int len) throws PngException {
        if (len != 13) {
            throw new PngException("IHDR is " + len + " bytes, 13 expected");
        }
        long w = readInt(file, p);
        long h = readInt(file, p + 4);
        bitDepth = file[p + 8] & 0xFF;
        colorType = file[p + 9] & 0xFF;
        if (w <= 0 || h <= 0) {
            throw new PngException("bad size " + w + "x" + h);
        }
        if (w > MAX_DIMENSION || h > MAX_DIMENSION || w * h > MAX_PIXELS) {
            throw new PngException("picture of " + w + "x" + h + " is larger than this reader accepts");
        }
        width = (int) w;
        height = (int) h;
        boolean depthOk = switch (colorType) {
            case 0 -> bitDepth == 1 || bitDepth == 2 || bitDepth == 4 || bitDepth == 8 || bitDepth == 16;
            case 3 -> bitDepth == 1 || bitDepth == 2 || bitDepth == 4 || bitDepth == 8;
            case 2, 4, 6 -> bitDepth == 8 || bitDepth == 16;
            default -> throw new PngException("unknown colour type " + colorType);
        };
        if (!depthOk) {
            throw new PngException("bit depth " + bitDepth + " is not allowed for colour type " + colorType);
        }
        if (file[p + 10] != 0 || file[p + 11] != 0) {
            throw new PngException("unknown compression or filter method");
        }
        if (file[p + 12] != 0) {
            throw new PngException("interlaced PNGs are not supported; save the picture without interlacing");
        }
    }

    private PngImage decode() throws PngException {
        if (width == 0) {
            throw new PngException("no IHDR chunk");
        }
        if (colorType == 3 && palette == null) {
            throw new PngException("palette picture without a PLTE chunk");
        }
        int channels = switch (colorType) {
            case 2 -> 3;
            case 4 -> 2;
            case 6 -> 4;
            default -> 1;
        };
        int bitsPerPixel = channels * bitDepth;
        int rowBytes = (int) ((width * (long) bitsPerPixel + 7) / 8);
        byte[] raw = inflate((long) height * (rowBytes + 1));
        PngFilters.unfilter(raw, height, rowBytes, Math.max(1, bitsPerPixel / 8));
        if (colorType == 3) {
            return indexed(raw, rowBytes);
        }
        return trueColor(raw, rowBytes, channels);
    }

    private byte[] inflate(long expected) throws PngException {
        long compressed = idat.stream().mapToLong(chunk -> chunk[1]).sum();
        if (compressed == 0) {
            throw new PngException("no IDAT chunk");
        }
        if (expected > compressed * MAX_INFLATE_RATIO + 1024) {
            // Checked before allocating: a few bytes of IDAT cannot stand for a huge picture.
            throw new PngException("image data of " + compressed + " bytes is too small for " + width + "x" + height);
        }
        byte[] raw = new byte[(int) expected];
        Inflater inflater = new Inflater();
        try {
            int next = 0;
            int off = 0;
            int stalls = 0;
            while (off < raw.length) {
                if (inflater.needsInput() && next < idat.size()) {
                    int[] chunk = idat.get(next++);
                    inflater.setInput(file, chunk[0], chunk[1]);
                }
                int n = inflater.inflate(raw, off, raw.length - off);
                off += n;
                if (n == 0) {
                    if (inflater.finished() || inflater.needsInput() && next == idat.size()) {
                        throw new PngException("image data ends early: " + off + " of " + raw.length + " bytes");
                    }
                    if (inflater.needsInput()) {
                        continue;
                    }
                    if (inflater.needsDictionary() || ++stalls > 2) {
                        throw new PngException("image data cannot be decompressed");
                    }
                }
            }
            return raw;
        } catch (DataFormatException e) {
            throw new PngException("image data is damaged: " + e.getMessage());
        } finally {
            inflater.end();
        }
    }

    /** Returns sample {@code i} of a row at any bit depth; 16-bit samples are returned whole. */
    private int sample(byte[] raw, int row, int i) {
        return switch (bitDepth) {
            case 8 -> raw[row + i] & 0xFF;
            case 16 -> (raw[row + 2 * i] & 0xFF) << 8 | (raw[row + 2 * i + 1] & 0xFF);
            default -> {
                int bit = i * bitDepth;
                yield (raw[row + (bit >> 3)] & 0xFF) >> (8 - bitDepth - (bit & 7)) & ((1 << bitDepth) - 1);
            }
        };
    }

    private PngImage indexed(byte[] raw, int rowBytes) throws PngException {
        IndexedImage image = new IndexedImage(width, height, palette);
        byte[] pixels = image.pixels();
        for (int y = 0; y < height; y++) {
            int row = y * (rowBytes + 1) + 1;
            for (int x = 0; x < width; x++) {
                int index = sample(raw, row, x);
                if (index >= palette.length) {
                    throw new PngException("pixel " + x + "," + y + " uses colour " + index + " of a "
                            + palette.length + "-colour PLTE");
                }
                pixels[y * width + x] = (byte) index;
            }
        }
        if (transparency != null) {
            for (int i = 0; i < Math.min(transparency.length, palette.length); i++) {
                if (transparency[i] == 0) {
                    image.setTransparentIndex(i);
                    break;
                }
            }
        }
        return new PngImage.Indexed(image);
    }

    private PngImage trueColor(byte[] raw, int rowBytes, int channels) {
        int[] argb = new int[width * height];
        // A tRNS chunk for grey or RGB names one colour, in the file's own sample values, that is see-through.
        int keyGrey = -1;
        int keyR = -1;
        int keyG = -1;
        int keyB = -1;
        if (transparency != null && colorType == 0 && transparency.length >= 2) {
            keyGrey = u16(transparency, 0);
        } else if (transparency != null && colorType == 2 && transparency.length >= 6) {
            keyR = u16(transparency, 0);
            keyG = u16(transparency, 2);
            keyB = u16(transparency, 4);
        }
        for (int y = 0; y < height; y++) {
            int row = y * (rowBytes + 1) + 1;
            for (int x = 0; x < width; x++) {
                int s = x * channels;
                int a = 255;
                int r;
                int g;
                int b;
                if (colorType == 0 || colorType == 4) {
                    int grey = sample(raw, row, s);
                    if (grey == keyGrey) {
                        a = 0;
                    }
                    r = to8(grey);
                    g = r;
                    b = r;
                    if (colorType == 4) {
                        a = to8(sample(raw, row, s + 1));
                    }
                } else {
                    int sr = sample(raw, row, s);
                    int sg = sample(raw, row, s + 1);
                    int sb = sample(raw, row, s + 2);
                    if (sr == keyR && sg == keyG && sb == keyB) {
                        a = 0;
                    }
                    r = to8(sr);
                    g = to8(sg);
                    b = to8(sb);
                    if (colorType == 6) {
                        a = to8(sample(raw, row, s + 3));
                    }
                }
                argb[y * width + x] = a << 24 | r << 16 | g << 8 | b;
            }
        }
        return new PngImage.TrueColor(width, height, argb);
    }

    /** Scales a sample of the file's depth to 0-255: low depths are stretched, 16 bits keep their high byte. */
    private int to8(int v) {
        return switch (bitDepth) {
            case 1 -> v * 255;
            case 2 -> v * 85;
            case 4 -> v * 17;
            case 16 -> v >> 8;
            default -> v;
        };
    }

    private static int u16(byte[] b, int p) {
        return (b[p] & 0xFF) << 8 | (b[p + 1] & 0xFF);
    }

    /** Reads a big-endian 32-bit value; PNG lengths above 2^31 - 1 come out negative and are refused. */
    private static long readInt(byte[] b, int p) {
        return (b[p] << 24) | (b[p + 1] & 0xFF) << 16 | (b[p + 2] & 0xFF) << 8 | (b[p + 3] & 0xFF);
    }

    private static String printable(String id) {
        StringBuilder sb = new StringBuilder(id.length());
        for (int i = 0; i < id.length(); i++) {
            char c = id.charAt(i);
            sb.append(c >= 0x20 && c < 0x7F ? c : '?');
        }
        return sb.toString();
    }
}
