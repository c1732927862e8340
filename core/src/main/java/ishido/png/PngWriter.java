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
import java.util.zip.DeflaterOutputStream;

/**
 * Writes an indexed picture as an 8-bit palette PNG that keeps every index and colour exactly, and its transparent
 * index as a tRNS entry of alpha 0.
 */
public final class PngWriter {
    private static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};

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
        ByteArrayOutputStream header = new ByteArrayOutputStream();
        DataOutputStream h = new DataOutputStream(header);
        h.writeInt(image.width());
        h.writeInt(image.height());
        h.writeByte(8);
        h.writeByte(3);
        h.writeByte(0);
        h.writeByte(0);
        h.writeByte(0);
        chunk(out, "IHDR", header.toByteArray());
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
        ByteArrayOutputStream data = new ByteArrayOutputStream();
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION);
        try (DeflaterOutputStream z = new DeflaterOutputStream(data, deflater)) {
            byte[] pixels = image.pixels();
            for (int y = 0; y < image.height(); y++) {
                z.write(0);
                z.write(pixels, y * image.width(), image.width());
            }
        } finally {
            deflater.end();
        }
        chunk(out, "IDAT", data.toByteArray());
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
