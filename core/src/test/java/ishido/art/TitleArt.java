package ishido.art;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.image.AmigaColor;
import ishido.image.IndexedImage;
import java.util.List;

/**
 * Draws the three title pictures the assets hold (ishido/titles/*.iff): the name carved in slate, a
 * stone garden, and the credits of this remake, each in sixteen colours of its own, which the title
 * sequence fades. {@link TitleFilesTest} keeps the files in step with this code.
 */
final class TitleArt {
    /** One title: its sixteen 12-bit colours and how to draw it in registers 0-15. */
    record Title(String name, int[] palette, java.util.function.Consumer<Framebuffer> draw) {
    }

    /** The 4x4 ordered dither that smooths the ramps, as Deluxe Paint's would. */
    private static final int[] BAYER = {0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5};

    static final List<Title> TITLES = List.of(
            new Title("name", new int[] {
                0x000, 0x112, 0x223, 0x334, 0x445, 0x556, // slate, darkest to lightest
                0x0, 0x778, 0xBBC, // groove floor (unused slot), groove light, groove shine
                0xC33, 0xDA2, 0xEE9, 0x3A4, 0x38C, 0x83B, // the six stone colours
                0xFFF}, TitleArt::drawName),
            new Title("garden", new int[] {
                0x111, 0x665, 0x887, 0x998, 0xBBA, 0xDDC, // sand, shadow to light
                0x333, 0x555, 0x777, 0x999, // stones, dark to light
                0x242, 0x474, 0x6A6, // moss
                0x221, 0xEEE, 0x000}, TitleArt::drawGarden),
            new Title("credits", new int[] {
                0x000, 0x111, 0x222, 0x333, 0x444, // night slate
                0x865, 0xB98, 0xDCB, // paper light
                0xCA4, 0xFD7, // gold
                0x999, 0xDDD, 0xFFF, 0x56A, 0x8AD, 0x222}, TitleArt::drawCredits));

    private TitleArt() {
    }

    /** A title as the assets keep it: its pixels in registers 0-15 and its sixteen colours. */
    static IndexedImage picture(Title title) {
        Framebuffer fb = new Framebuffer();
        title.draw().accept(fb);
        int[] palette = new int[title.palette().length];
        for (int i = 0; i < palette.length; i++) {
            palette[i] = AmigaColor.toRgb24(title.palette()[i]);
        }
        IndexedImage image = new IndexedImage(Framebuffer.WIDTH, Framebuffer.HEIGHT, palette);
        System.arraycopy(fb.pixels(), 0, image.pixels(), 0, fb.pixels().length);
        return image;
    }

    private static int dither(int x, int y, double v, int... ramp) {
        double clamped = Math.max(0, Math.min(1, v));
        int steps = (ramp.length - 1) * 16;
        int pos = (int) Math.round(clamped * steps);
        int seg = Math.min(pos / 16, ramp.length - 2);
        return BAYER[(y & 3) * 4 + (x & 3)] < pos - seg * 16 ? ramp[seg + 1] : ramp[seg];
    }

    /** A well-mixed hash of a position, for the grain of stone and sand that is the same every time. */
    private static int hash(int x, int y) {
        int h = x * 0x27d4eb2d ^ y * 0x165667b1;
        h ^= h >>> 15;
        h *= 0x85ebca6b;
        h ^= h >>> 13;
        return h;
    }

    /** True where a letter of the game's font has ink, for scaling it up into title lettering. */
    private static boolean[][] glyph(char c) {
        Framebuffer scratch = new Framebuffer();
        Font.standard().draw(scratch, 0, 0, String.valueOf(c), 1);
        boolean[][] ink = new boolean[Font.HEIGHT][Font.WIDTH];
        for (int y = 0; y < Font.HEIGHT; y++) {
            for (int x = 0; x < Font.WIDTH; x++) {
                ink[y][x] = scratch.get(x, y) == 1;
            }
        }
        return ink;
    }

    /**
     * Cuts a word into the surface with every pixel of the font a scale x scale block: the groove's upper
     * and left walls fall in shadow, its lower and right walls catch the light, the floor between them.
     */
    static void carve(Framebuffer fb, int x, int y, String word, int scale, int floor, int shadow, int light) {
        int advance = 7 * scale;
        for (int k = 0; k < word.length(); k++) {
            boolean[][] g = glyph(word.charAt(k));
            int gx = x + k * advance;
            int w = Font.WIDTH * scale;
            int h = Font.HEIGHT * scale;
            for (int j = 0; j < h; j++) {
                for (int i = 0; i < w; i++) {
                    if (!g[j / scale][i / scale]) {
                        continue;
                    }
                    int wall = Math.max(1, scale / 3);
                    boolean up = !ink(g, i, j - wall, scale);
                    boolean left = !ink(g, i - wall, j, scale);
                    boolean down = !ink(g, i, j + wall, scale);
                    boolean right = !ink(g, i + wall, j, scale);
                    int pen = up || left ? shadow : down || right ? light : floor;
                    fb.set(gx + i, y + j, pen);
                }
            }
        }
    }

    private static boolean ink(boolean[][] g, int i, int j, int scale) {
        if (i < 0 || j < 0 || i >= Font.WIDTH * scale || j >= Font.HEIGHT * scale) {
            return false;
        }
        return g[j / scale][i / scale];
    }

    /** Width of a word carved at a scale. */
    static int carvedWidth(String word, int scale) {
        return (7 * word.length() - 1) * scale;
    }

    private static void drawName(Framebuffer fb) {
        for (int y = 0; y < Framebuffer.HEIGHT; y++) {
            for (int x = 0; x < Framebuffer.WIDTH; x++) {
                double v = 0.25 + 0.5 * y / Framebuffer.HEIGHT + ((hash(x, y) & 7) - 3.5) / 40.0;
                fb.set(x, y, dither(x, y, v, 1, 2, 3, 4));
            }
        }
        // A slab of lighter slate for the name, bevelled like a stone tablet.
        fb.fill(30, 40, 260, 70, 4);
        fb.bevel(30, 40, 260, 70, 5, 1);
        fb.bevel(31, 41, 258, 68, 5, 2);
        for (int y = 42; y < 108; y++) {
            for (int x = 32; x < 288; x++) {
                if ((hash(x, y) & 31) == 0) {
                    fb.set(x, y, 3);
                }
            }
        }
        String name = "ISHIDO";
        int scale = 5;
        carve(fb, (Framebuffer.WIDTH - carvedWidth(name, scale)) / 2, 61, name, scale, 2, 0, 7);
        Font.standard().drawCentered(fb, Framebuffer.WIDTH / 2, 122, "The Way of Stones", 8);
        // Six stones in the six colours, as the opening tableau lays them out.
        for (int k = 0; k < 6; k++) {
            int x = 68 + k * 32;
            fb.fill(x, 148, 24, 24, 0);
            fb.fill(x + 1, 147, 22, 24, 9 + k);
            fb.bevel(x + 1, 147, 22, 24, 15, 1);
            fb.disc(x + 12, 159, 5, 1);
            fb.disc(x + 11, 158, 4, 8);
        }
    }

    private static void drawGarden(Framebuffer fb) {
        int[][] stones = {{88, 96, 26}, {214, 74, 18}, {236, 150, 12}};
        for (int y = 0; y < Framebuffer.HEIGHT; y++) {
            for (int x = 0; x < Framebuffer.WIDTH; x++) {
                // Raked sand: straight furrows, bent into rings round each stone.
                double nearest = Double.MAX_VALUE;
                for (int[] s : stones) {
                    nearest = Math.min(nearest, Math.hypot(x - s[0], (y - s[1]) * 1.2) - s[2]);
                }
                double phase = nearest < 28 ? nearest : y + 0.0;
                double furrow = 0.5 + 0.5 * Math.sin(phase * Math.PI / 3.5);
                fb.set(x, y, dither(x, y, 0.15 + 0.75 * furrow, 1, 2, 3, 4, 5));
            }
        }
        for (int[] s : stones) {
            fb.disc(s[0] + 4, s[1] + 4, s[2], 0);
            fb.disc(s[0], s[1], s[2], 6);
            fb.disc(s[0] - s[2] / 6.0, s[1] - s[2] / 6.0, s[2] * 0.8, 7);
            fb.disc(s[0] - s[2] / 3.0, s[1] - s[2] / 3.0, s[2] * 0.45, 8);
            fb.disc(s[0] - s[2] / 2.2, s[1] - s[2] / 2.2, s[2] * 0.15, 9);
            // Moss on the shaded side.
            for (int y = s[1]; y < s[1] + s[2]; y++) {
                for (int x = s[0]; x < s[0] + s[2]; x++) {
                    if (Math.hypot(x - s[0], y - s[1]) < s[2] - 1 && (hash(x, y) & 3) == 0 && fb.get(x, y) == 6) {
                        fb.set(x, y, 10 + (hash(y, x) & 1));
                    }
                }
            }
        }
        String name = "ISHIDO";
        carve(fb, 18, 168, name, 3, 13, 15, 14);
        Font.standard().draw(fb, 150, 178, "The Way of Stones", 15);
    }

    private static void drawCredits(Framebuffer fb) {
        for (int y = 0; y < Framebuffer.HEIGHT; y++) {
            for (int x = 0; x < Framebuffer.WIDTH; x++) {
                fb.set(x, y, dither(x, y, 0.2 + 0.6 * y / Framebuffer.HEIGHT, 0, 1, 2, 3));
            }
        }
        fb.frame(12, 10, 296, 180, 8);
        fb.frame(14, 12, 292, 176, 5);
        String name = "ISHIDO";
        carve(fb, (Framebuffer.WIDTH - carvedWidth(name, 3)) / 2, 22, name, 3, 4, 1, 9);
        Font font = Font.standard();
        String[] lines = {
            "The Way of Stones",
            "",
            "A remake of the 1990 Amiga game",
            "for today's computers",
            "",
            "Pictures, sounds and code",
            "by the Ishido remake project",
            "",
            "Free software: see the README",
        };
        for (int i = 0; i < lines.length; i++) {
            font.drawCentered(fb, Framebuffer.WIDTH / 2, 58 + i * 12, lines[i], i == 0 ? 9 : 11);
        }
        for (int k = 0; k < 6; k++) {
            fb.disc(110 + k * 20, 176, 3, 13 + (k & 1));
        }
    }
}
