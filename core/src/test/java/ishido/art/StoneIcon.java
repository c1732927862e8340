package ishido.art;

import ishido.png.PngWriter;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * The game's icon for the desktop, the packages and the window: a red stone of the Ishido stoneset with
 * a white crescent moon, in its outline and bevel, drawn at any size by sampling each pixel 8 x 8 times
 * against the shapes, so a 16-pixel icon is as clean as a 256-pixel one. Besides the PNGs, the same
 * pictures go into a Windows .ico and a macOS .icns, which both hold PNGs.
 */
final class StoneIcon {
    /** The sizes drawn, in pixels a side: 16 to 256, as the desktops ask for them. */
    static final List<Integer> SIZES = List.of(16, 24, 32, 48, 64, 128, 256);

    /** The Ishido stoneset's colours (see {@link IshidoStoneset#PALETTE}), in 24 bits. */
    private static final int OUTLINE = 0x111111;
    private static final int FACE = 0xDD2222;
    private static final int SHADE = 0x881111;
    private static final int LIGHT = 0xFF8877;
    private static final int INK = 0xFFFFFF;

    /** The stone in units of the icon's side: its margin, corner radius, outline and bevel widths. */
    private static final double MARGIN = 0.06;
    private static final double CORNER = 0.17;
    private static final double LINE = 0.045;
    private static final double BEVEL = 0.085;
    /** The crescent: a disc with a smaller one taken out towards the upper right. */
    private static final double MOON_X = 0.47;
    private static final double MOON_Y = 0.53;
    private static final double MOON_R = 0.255;
    private static final double BITE_X = 0.585;
    private static final double BITE_Y = 0.43;
    private static final double BITE_R = 0.215;

    private static final int SAMPLES = 8;

    private StoneIcon() {
    }

    /** The icon at {@code size} x {@code size} pixels, 0xAARRGGBB, transparent around the stone. */
    static int[] draw(int size) {
        int[] argb = new int[size * size];
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                long a = 0;
                long r = 0;
                long g = 0;
                long b = 0;
                for (int sy = 0; sy < SAMPLES; sy++) {
                    for (int sx = 0; sx < SAMPLES; sx++) {
                        double u = (x + (sx + 0.5) / SAMPLES) / size;
                        double v = (y + (sy + 0.5) / SAMPLES) / size;
                        int c = colourAt(u, v);
                        if (c >= 0) {
                            a++;
                            r += c >> 16 & 0xFF;
                            g += c >> 8 & 0xFF;
                            b += c & 0xFF;
                        }
                    }
                }
                if (a > 0) {
                    int alpha = (int) Math.round(255.0 * a / (SAMPLES * SAMPLES));
                    argb[y * size + x] = alpha << 24 | (int) Math.round((double) r / a) << 16
                            | (int) Math.round((double) g / a) << 8 | (int) Math.round((double) b / a);
                }
            }
        }
        return argb;
    }

    /**
     * The stone at {@code fraction} of the side, in the middle of an opaque square of the {@code ground} colour
     * (24 bits): the home-screen icons a system masks or rounds itself (a maskable icon keeps the stone inside
     * the middle circle of four fifths of the side that every mask leaves whole).
     */
    static int[] drawOn(int size, int ground, double fraction) {
        int inner = (int) Math.round(size * fraction);
        int[] stone = draw(inner);
        int[] argb = new int[size * size];
        int at = (size - inner) / 2;
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int sx = x - at;
                int sy = y - at;
                int c = sx >= 0 && sy >= 0 && sx < inner && sy < inner ? stone[sy * inner + sx] : 0;
                int a = c >>> 24;
                int mixed = 0;
                for (int shift = 0; shift < 24; shift += 8) {
                    int over = c >> shift & 0xFF;
                    int under = ground >> shift & 0xFF;
                    mixed |= (over * a + under * (255 - a) + 127) / 255 << shift;
                }
                argb[y * size + x] = 0xFF000000 | mixed;
            }
        }
        return argb;
    }

    /** The colour at (u, v) in units of the side, or -1 outside the stone. */
    static int colourAt(double u, double v) {
        double d = roundedSquare(u, v);
        if (d > 0) {
            return -1;
        }
        if (d > -LINE) {
            return OUTLINE;
        }
        if (inside(u, v, MOON_X, MOON_Y, MOON_R) && !inside(u, v, BITE_X, BITE_Y, BITE_R)) {
            return INK;
        }
        if (d > -LINE - BEVEL) {
            // Lit from the upper left, as the stoneset's stones are: the diagonal splits light from shade.
            return u + v < 1 ? LIGHT : SHADE;
        }
        return FACE;
    }

    /** Signed distance from the stone's rounded edge: negative inside. */
    private static double roundedSquare(double u, double v) {
        double half = 0.5 - MARGIN - CORNER;
        double dx = Math.max(Math.abs(u - 0.5) - half, 0);
        double dy = Math.max(Math.abs(v - 0.5) - half, 0);
        double outside = Math.hypot(dx, dy);
        double inner = Math.min(Math.max(Math.abs(u - 0.5) - half, Math.abs(v - 0.5) - half), 0);
        return outside + inner - CORNER;
    }

    private static boolean inside(double u, double v, double cx, double cy, double r) {
        return (u - cx) * (u - cx) + (v - cy) * (v - cy) < r * r;
    }

    /** The icon's PNG at {@code size}. */
    static byte[] png(int size) {
        return PngWriter.encodeTrueColor(size, size, draw(size));
    }

    /** A Windows icon holding the PNGs, sizes in the order given (each 256 or less). */
    static byte[] ico(List<Integer> sizes, List<byte[]> pngs) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeShort(0);
            out.writeShort(Short.reverseBytes((short) 1));
            out.writeShort(Short.reverseBytes((short) sizes.size()));
            int offset = 6 + 16 * sizes.size();
            for (int i = 0; i < sizes.size(); i++) {
                int side = sizes.get(i) == 256 ? 0 : sizes.get(i);
                out.writeByte(side);
                out.writeByte(side);
                out.writeByte(0);
                out.writeByte(0);
                out.writeShort(Short.reverseBytes((short) 1));
                out.writeShort(Short.reverseBytes((short) 32));
                out.writeInt(Integer.reverseBytes(pngs.get(i).length));
                out.writeInt(Integer.reverseBytes(offset));
                offset += pngs.get(i).length;
            }
            for (byte[] png : pngs) {
                out.write(png);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    /**
     * A macOS icon holding the PNGs of 16, 32, 64, 128 and 256 pixels, the 256 also as the 128 of a
     * Retina screen.
     */
    static byte[] icns(byte[] png16, byte[] png32, byte[] png64, byte[] png128, byte[] png256) {
        String[] types = {"icp4", "icp5", "icp6", "ic07", "ic08", "ic13"};
        byte[][] pngs = {png16, png32, png64, png128, png256, png256};
        int total = 8;
        for (byte[] png : pngs) {
            total += 8 + png.length;
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeBytes("icns");
            out.writeInt(total);
            for (int i = 0; i < pngs.length; i++) {
                out.writeBytes(types[i]);
                out.writeInt(8 + pngs[i].length);
                out.write(pngs[i]);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }
}
