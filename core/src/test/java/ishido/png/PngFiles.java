package ishido.png;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * Builds PNG files chunk by chunk, independently of the game's writer: damaged layouts and fuzzing seeds
 * for the reader's tests, and true-colour pictures for the converter's (the desktop's tests use it too).
 */
public final class PngFiles {
    static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};

    private PngFiles() {
    }

    static byte[] png(byte[]... chunks) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(SIGNATURE);
        for (byte[] c : chunks) {
            out.writeBytes(c);
        }
        return out.toByteArray();
    }

    static byte[] chunk(String type, byte[] data) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        writeInt(out, data.length);
        byte[] id = type.getBytes(StandardCharsets.US_ASCII);
        out.writeBytes(id);
        out.writeBytes(data);
        CRC32 crc = new CRC32();
        crc.update(id);
        crc.update(data);
        writeInt(out, (int) crc.getValue());
        return out.toByteArray();
    }

    static byte[] ihdr(int width, int height, int depth, int colorType, int interlace) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        writeInt(out, width);
        writeInt(out, height);
        out.writeBytes(new byte[] {(byte) depth, (byte) colorType, 0, 0, (byte) interlace});
        return chunk("IHDR", out.toByteArray());
    }

    /** An IDAT of the given filtered rows (each starting with its filter byte), zlib-compressed. */
    static byte[] idat(byte[] rows) {
        Deflater deflater = new Deflater();
        deflater.setInput(rows);
        deflater.finish();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[4096];
        while (!deflater.finished()) {
            out.write(buffer, 0, deflater.deflate(buffer));
        }
        deflater.end();
        return chunk("IDAT", out.toByteArray());
    }

    /** A true-colour RGBA PNG (colour type 6, 8 bits) of 0xAARRGGBB pixels. */
    public static byte[] truecolor(int width, int height, int[] argb) {
        ByteArrayOutputStream rows = new ByteArrayOutputStream();
        for (int y = 0; y < height; y++) {
            rows.write(0);
            for (int x = 0; x < width; x++) {
                int c = argb[y * width + x];
                rows.writeBytes(new byte[] {(byte) (c >> 16), (byte) (c >> 8), (byte) c, (byte) (c >>> 24)});
            }
        }
        return png(ihdr(width, height, 8, 6, 0), idat(rows.toByteArray()), iend());
    }

    static byte[] iend() {
        return chunk("IEND", new byte[0]);
    }

    static byte[] plte(int... rgb) {
        byte[] b = new byte[rgb.length * 3];
        for (int i = 0; i < rgb.length; i++) {
            b[i * 3] = (byte) (rgb[i] >> 16);
            b[i * 3 + 1] = (byte) (rgb[i] >> 8);
            b[i * 3 + 2] = (byte) rgb[i];
        }
        return chunk("PLTE", b);
    }

    /** Recomputes the CRC of every chunk whose length still fits, so that mutations reach the decoder. */
    static void fixCrcs(byte[] file) {
        int pos = SIGNATURE.length;
        while (file.length - pos >= 12) {
            long length = (file[pos] & 0xFFL) << 24 | (file[pos + 1] & 0xFF) << 16 | (file[pos + 2] & 0xFF) << 8
                    | (file[pos + 3] & 0xFF);
            if (length > file.length - pos - 12) {
                return;
            }
            CRC32 crc = new CRC32();
            crc.update(file, pos + 4, (int) length + 4);
            int at = pos + 8 + (int) length;
            int v = (int) crc.getValue();
            file[at] = (byte) (v >> 24);
            file[at + 1] = (byte) (v >> 16);
            file[at + 2] = (byte) (v >> 8);
            file[at + 3] = (byte) v;
            pos = at + 4;
        }
    }

    static void writeInt(ByteArrayOutputStream out, int v) {
        out.write(v >>> 24);
        out.write(v >>> 16);
        out.write(v >>> 8);
        out.write(v);
    }
}
