package ishido.png;

import ishido.image.IndexedImage;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * Writes an indexed picture as an 8-bit palette PNG that keeps every index and colour exactly, and its transparent
 * index as a tRNS entry of alpha 0; or true-colour pixels as an 8-bit RGB PNG (RGBA when some pixel is not opaque).
 */
public final class PngWriter {
    private static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    private static final int COLOR_TYPE_RGB = 2;
    private static final int COLOR_TYPE_PALETTE = 3;
    private static final int COLOR_TYPE_RGBA = 6;
    /** The most compressed bytes in one IDAT chunk: readers join them, and smaller chunks cost a few bytes each. */
    private static final int IDAT_BYTES = 1 << 16;

    private PngWriter() {
    }

    public static byte[] encode(IndexedImage image) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            write(image, out);
        } catch (IOException e) {
            throw new IllegalStateException("writing to memory cannot fail", e);
        }
        return out.toByteArray();
    }

    public static void write(IndexedImage image, OutputStream stream) throws IOException {
        DataOutputStream out = new DataOutputStream(stream);
        out.write(SIGNATURE);
        header(out, image.width(), image.height(), COLOR_TYPE_PALETTE);
        int[] palette = image.palette();
        int entries = Math.max(1, Math.min(256, palette.length));
        byte[] plte = new byte[entries * 3];
        for (int i = 0; i < Math.min(entries, palette.length); i++) {
            plte[3 * i] = (byte) (palette[i] >> 16);
            plte[3 * i + 1] = (byte) (palette[i] >> 8);
            plte[3 * i + 2] = (byte) palette[i];
        }
        chunk(out, "PLTE", plte);
        int transparent = image.transparentIndex();
        // tRNS may not be longer than the PLTE, so an index past the palette's end stays opaque.
        if (transparent >= 0 && transparent < entries) {
            byte[] alpha = new byte[transparent + 1];
            Arrays.fill(alpha, (byte) 0xFF);
            alpha[transparent] = 0;
            chunk(out, "tRNS", alpha);
        }
        byte[] pixels = image.pixels();
        imageData(out, image.height(), (y, row) -> System.arraycopy(pixels, y * image.width(), row, 1, image.width()),
                image.width());
    }

    /** Returns the PNG of {@code argb} pixels (0xAARRGGBB, row by row) as {@link #writeTrueColor} writes it. */
    public static byte[] encodeTrueColor(int width, int height, int[] argb) {
        // Sized for pictures that barely compress, so that a big one is not copied each time the buffer grows.
        ByteArrayOutputStream out = new ByteArrayOutputStream((int) Math.min(1 << 26, (long) argb.length * 4 + 1024));
        try {
            writeTrueColor(width, height, argb, out);
        } catch (IOException e) {
            throw new IllegalStateException("writing to memory cannot fail", e);
        }
        return out.toByteArray();
    }

    /** Writes 8-bit RGB, or RGBA when some pixel's alpha is below 255, so that an opaque picture stays small. */
    public static void writeTrueColor(int width, int height, int[] argb, OutputStream stream) throws IOException {
        if (argb.length != (long) width * height) {
            throw new IllegalArgumentException(argb.length + " pixels for a " + width + "x" + height + " picture");
        }
        boolean alpha = false;
        for (int c : argb) {
            if (c >>> 24 != 0xFF) {
                alpha = true;
                break;
            }
        }
        int channels = alpha ? 4 : 3;
        DataOutputStream out = new DataOutputStream(stream);
        out.write(SIGNATURE);
        header(out, width, height, alpha ? COLOR_TYPE_RGBA : COLOR_TYPE_RGB);
        imageData(out, height, (y, row) -> {
            for (int x = 0, p = 1; x < width; x++) {
                int c = argb[y * width + x];
                row[p++] = (byte) (c >> 16);
                row[p++] = (byte) (c >> 8);
                row[p++] = (byte) c;
                if (channels == 4) {
                    row[p++] = (byte) (c >>> 24);
                }
            }
        }, width * channels);
    }

    /** Fills one row of samples from index 1 on, after its filter byte. */
    private interface RowSource {
        void fill(int y, byte[] row);
    }

    private static void header(DataOutputStream out, int width, int height, int colorType) throws IOException {
        ByteArrayOutputStream header = new ByteArrayOutputStream();
        DataOutputStream h = new DataOutputStream(header);
        h.writeInt(width);
        h.writeInt(height);
        h.writeByte(8);
        h.writeByte(colorType);
        h.writeByte(0);
        h.writeByte(0);
        h.writeByte(0);
        chunk(out, "IHDR", header.toByteArray());
    }

    /**
     * Deflates the rows (filter 0 each) into IDAT chunks of {@link #IDAT_BYTES} (the last one shorter) as the data
     * comes, so that a big picture's compressed data is never held whole besides the file; then ends the file.
     */
    private static void imageData(DataOutputStream out, int height, RowSource rows, int rowBytes) throws IOException {
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION);
        byte[] row = new byte[rowBytes + 1];
        byte[] buffer = new byte[IDAT_BYTES];
        int filled = 0;
        try {
            for (int y = 0; y <= height; y++) {
                if (y < height) {
                    // Each row starts with its filter byte, 0 (none), which stays 0 in row[0].
                    rows.fill(y, row);
                    deflater.setInput(row);
                } else {
                    deflater.finish();
                }
                while (y < height ? !deflater.needsInput() : !deflater.finished()) {
                    filled += deflater.deflate(buffer, filled, buffer.length - filled);
                    if (filled == buffer.length) {
                        chunk(out, "IDAT", buffer);
                        filled = 0;
                    }
                }
            }
        } finally {
            deflater.end();
        }
        chunk(out, "IDAT", Arrays.copyOf(buffer, filled));
        chunk(out, "IEND", new byte[0]);
        out.flush();
    }

    private static void chunk(DataOutputStream out, String type, byte[] data) throws IOException {
        byte[] name = type.getBytes(StandardCharsets.US_ASCII);
        out.writeInt(data.length);
        out.write(name);
        out.write(data);
        CRC32 crc = new CRC32();
        crc.update(name);
        crc.update(data);
        out.writeInt((int) crc.getValue());
    }
}
