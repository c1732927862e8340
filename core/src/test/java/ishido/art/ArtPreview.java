package ishido.art;

import ishido.gfx.IndexedImage;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.CRC32;
import java.util.zip.DeflaterOutputStream;

/** Writes indexed images as enlarged PNGs under target/art so that a person can look at the art. */
final class ArtPreview {
    static final Path DIR = Path.of("target", "art");

    private ArtPreview() {
    }

    /** Writes the image at 1x and enlarged by {@code scale}, as NAME.png and NAME-xSCALE.png. */
    static void write(String name, IndexedImage image, int scale) {
        write(DIR.resolve(name + ".png"), image, 1);
        write(DIR.resolve(name + "-x" + scale + ".png"), image, scale);
    }

    static void write(Path file, IndexedImage image, int scale) {
        try {
            Files.createDirectories(file.getParent());
            Files.write(file, png(image, scale));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Encodes an 8-bit indexed PNG, each pixel repeated scale x scale times. */
    static byte[] png(IndexedImage image, int scale) throws IOException {
        int w = image.width() * scale;
        int h = image.height() * scale;
        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        try (DeflaterOutputStream z = new DeflaterOutputStream(raw)) {
            byte[] row = new byte[w + 1];
            for (int y = 0; y < h; y++) {
                row[0] = 0;
                for (int x = 0; x < w; x++) {
                    row[x + 1] = (byte) image.get(x / scale, y / scale);
                }
                z.write(row);
            }
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        DataOutputStream d = new DataOutputStream(out);
        d.write(new byte[] {(byte) 0x89, 'P', 'N', 'G', 13, 10, 26, 10});
        ByteArrayOutputStream ihdr = new ByteArrayOutputStream();
        DataOutputStream hd = new DataOutputStream(ihdr);
        hd.writeInt(w);
        hd.writeInt(h);
        hd.write(new byte[] {8, 3, 0, 0, 0});
        chunk(d, "IHDR", ihdr.toByteArray());
        byte[] plte = new byte[image.paletteSize() * 3];
        for (int i = 0; i < image.paletteSize(); i++) {
            int c = image.color(i);
            plte[3 * i] = (byte) (c >> 16);
            plte[3 * i + 1] = (byte) (c >> 8);
            plte[3 * i + 2] = (byte) c;
        }
        chunk(d, "PLTE", plte);
        chunk(d, "IDAT", raw.toByteArray());
        chunk(d, "IEND", new byte[0]);
        return out.toByteArray();
    }

    private static void chunk(DataOutputStream d, String type, byte[] data) throws IOException {
        byte[] t = type.getBytes(StandardCharsets.US_ASCII);
        d.writeInt(data.length);
        d.write(t);
        d.write(data);
        CRC32 crc = new CRC32();
        crc.update(t);
        crc.update(data);
        d.writeInt((int) crc.getValue());
    }
}
