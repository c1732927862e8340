package ishido.iff;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/** Builds IFF files chunk by chunk for tests that need files no writer makes: PBM, odd layouts, damage. */
final class IffFiles {
    private IffFiles() {
    }

    static byte[] form(String type, byte[]... chunks) {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.writeBytes(type.getBytes(StandardCharsets.US_ASCII));
        for (byte[] c : chunks) {
            body.writeBytes(c);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes("FORM".getBytes(StandardCharsets.US_ASCII));
        writeInt(out, body.size());
        out.writeBytes(body.toByteArray());
        return out.toByteArray();
    }

    /** A chunk with its pad byte when the size is odd. */
    static byte[] chunk(String id, byte[] data) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(id.getBytes(StandardCharsets.US_ASCII));
        writeInt(out, data.length);
        out.writeBytes(data);
        if ((data.length & 1) != 0) {
            out.write(0);
        }
        return out.toByteArray();
    }

    static byte[] bmhd(int width, int height, int planes, int masking, int compression) {
        return chunk("BMHD", new BitMapHeader(width, height, 0, 0, planes, masking, compression, 0, 0, 10, 11, 320, 200)
                .toBytes());
    }

    static byte[] cmap(int... rgb) {
        byte[] b = new byte[rgb.length * 3];
        for (int i = 0; i < rgb.length; i++) {
            b[i * 3] = (byte) (rgb[i] >> 16);
            b[i * 3 + 1] = (byte) (rgb[i] >> 8);
            b[i * 3 + 2] = (byte) rgb[i];
        }
        return chunk("CMAP", b);
    }

    static byte[] camg(int modes) {
        return chunk("CAMG", new byte[] {(byte) (modes >> 24), (byte) (modes >> 16), (byte) (modes >> 8), (byte) modes});
    }

    static void writeInt(ByteArrayOutputStream out, int v) {
        out.write(v >>> 24);
        out.write(v >>> 16);
        out.write(v >>> 8);
        out.write(v);
    }

    /** Returns the offset of the first occurrence of a chunk ID, or -1. */
    static int find(byte[] file, String id) {
        byte[] b = id.getBytes(StandardCharsets.US_ASCII);
        outer:
        for (int i = 0; i + 4 <= file.length; i++) {
            for (int j = 0; j < 4; j++) {
                if (file[i + j] != b[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
