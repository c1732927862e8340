package ishido.gfx;

import ishido.image.IndexedImage;
import java.util.Arrays;

/**
 * The emulated 320x200 screen: one byte per pixel, each a colour register 0-31, with the blitter
 * operations the game draws with. Everything the player sees is drawn here; drawing clips to the screen.
 */
public final class Framebuffer {
    public static final int WIDTH = 320;
    public static final int HEIGHT = 200;

    private final byte[] pixels = new byte[WIDTH * HEIGHT];
    private final Palette palette = new Palette();
    /** Whether a text gadget with the keyboard was drawn since the last clear (a page opens a phone's keyboard then). */
    private boolean textEntry;
    /** Whether the text asked for is a number (digits only). */
    private boolean digitEntry;
    private final GadgetMarks gadgets = new GadgetMarks();
    /** The outline of the menus shown for a finger since the last clear, or null. */
    private String menus;
    /** The Amiga keys the menus drawn since the last clear answer now (one line each: letter, tab, label), or null. */
    private String menuKeys;
    /** Whether a requester was drawn since the last clear: it takes every input, the menus' too. */
    private boolean requester;

    public Palette palette() {
        return palette;
    }

    /** The pixels row by row, for the presenter and for writing pictures. */
    public byte[] pixels() {
        return pixels;
    }

    public int get(int x, int y) {
        return pixels[y * WIDTH + x] & 0xFF;
    }

    public void set(int x, int y, int color) {
        if (x >= 0 && y >= 0 && x < WIDTH && y < HEIGHT) {
            pixels[y * WIDTH + x] = (byte) color;
        }
    }

    public void clear(int color) {
        Arrays.fill(pixels, (byte) color);
    }

    /** Fills a rectangle with one colour. */
    public void fill(int x, int y, int w, int h, int color) {
        int x0 = Math.max(x, 0);
        int y0 = Math.max(y, 0);
        int x1 = Math.min(x + w, WIDTH);
        int y1 = Math.min(y + h, HEIGHT);
        for (int row = y0; row < y1; row++) {
            Arrays.fill(pixels, row * WIDTH + x0, Math.max(row * WIDTH + x0, row * WIDTH + x1), (byte) color);
        }
    }

    public void hline(int x, int y, int w, int color) {
        fill(x, y, w, 1, color);
    }

    public void vline(int x, int y, int h, int color) {
        fill(x, y, 1, h, color);
    }

    /** Draws a one-pixel rectangle outline. */
    public void frame(int x, int y, int w, int h, int color) {
        hline(x, y, w, color);
        hline(x, y + h - 1, w, color);
        vline(x, y, h, color);
        vline(x + w - 1, y, h, color);
    }

    /** Draws an Intuition-style bevel: light edges top and left, dark edges bottom and right. */
    public void bevel(int x, int y, int w, int h, int light, int dark) {
        hline(x, y, w - 1, light);
        vline(x, y, h - 1, light);
        hline(x + 1, y + h - 1, w - 1, dark);
        vline(x + w - 1, y + 1, h - 1, dark);
    }

    /**
     * Lays Intuition's ghosting pattern over a rectangle: a sparse grid of dots in one pen that
     * makes a gadget or menu item look unavailable while keeping it readable.
     */
    public void ghost(int x, int y, int w, int h, int pen) {
        for (int row = Math.max(y, 0); row < Math.min(y + h, HEIGHT); row++) {
            for (int col = Math.max(x, 0); col < Math.min(x + w, WIDTH); col++) {
                if ((col + 2 * (row & 1)) % 4 == 0) {
                    pixels[row * WIDTH + col] = (byte) pen;
                }
            }
        }
    }

    /** Draws a recessed bevel, dark top and left: the frame of fields and sliders. */
    public void recess(int x, int y, int w, int h, int light, int dark) {
        bevel(x, y, w, h, dark, light);
    }

    /** Swaps two colours inside a rectangle, as Intuition highlights a menu item by complementing it. */
    public void swap(int x, int y, int w, int h, int a, int b) {
        int x0 = Math.max(x, 0);
        int y0 = Math.max(y, 0);
        int x1 = Math.min(x + w, WIDTH);
        int y1 = Math.min(y + h, HEIGHT);
        for (int row = y0; row < y1; row++) {
            for (int i = row * WIDTH + x0; i < row * WIDTH + x1; i++) {
                int c = pixels[i] & 0xFF;
                if (c == a) {
                    pixels[i] = (byte) b;
                } else if (c == b) {
                    pixels[i] = (byte) a;
                }
            }
        }
    }

    /**
     * Copies part of an indexed picture, adding base to each index. Pixels of value transparent are
     * skipped; pass -1 to copy them all.
     */
    public void blit(IndexedImage src, int sx, int sy, int w, int h, int dx, int dy, int base, int transparent) {
        byte[] from = src.pixels();
        int sw = src.width();
        for (int row = 0; row < h; row++) {
            int y = dy + row;
            int srcY = sy + row;
            if (y < 0 || y >= HEIGHT || srcY < 0 || srcY >= src.height()) {
                continue;
            }
            for (int col = 0; col < w; col++) {
                int x = dx + col;
                int srcX = sx + col;
                if (x < 0 || x >= WIDTH || srcX < 0 || srcX >= sw) {
                    continue;
                }
                int v = from[srcY * sw + srcX] & 0xFF;
                if (v != transparent) {
                    pixels[y * WIDTH + x] = (byte) (v + base);
                }
            }
        }
    }

    /** Fills a circle: a pixel is set when its centre lies within r of (cx, cy). */
    public void disc(double cx, double cy, double r, int color) {
        ellipse(cx, cy, r, r, color);
    }

    /**
     * Fills an ellipse with radii rx across and ry down: a pixel is set when its centre lies within it.
     * Drawn with ry = rx times the pixels' width per height, a circle looks round on a monitor of any pixel shape.
     */
    public void ellipse(double cx, double cy, double rx, double ry, int color) {
        for (int y = (int) Math.floor(cy - ry); y <= (int) Math.ceil(cy + ry); y++) {
            for (int x = (int) Math.floor(cx - rx); x <= (int) Math.ceil(cx + rx); x++) {
                double dx = (x + 0.5 - cx) / rx;
                double dy = (y + 0.5 - cy) / ry;
                if (dx * dx + dy * dy <= 1) {
                    set(x, y, color);
                }
            }
        }
    }

    /** Copies the whole screen from another framebuffer, palette, text entry and gadgets' places included. */
    public void copyFrom(Framebuffer other) {
        System.arraycopy(other.pixels, 0, pixels, 0, pixels.length);
        palette.copyFrom(other.palette);
        textEntry = other.textEntry;
        digitEntry = other.digitEntry;
        gadgets.copyFrom(other.gadgets);
        menus = other.menus;
        menuKeys = other.menuKeys;
        requester = other.requester;
    }

    /** Notes that an active text gadget is drawn: the player is asked to type. */
    public void markTextEntry() {
        markTextEntry(false);
    }

    /** As {@link #markTextEntry()}, for a number when digits is true (a page then opens a phone's digit keyboard). */
    public void markTextEntry(boolean digits) {
        textEntry = true;
        digitEntry = digits;
    }

    /** Whether an active text gadget was drawn since {@link #clearMarks}. */
    public boolean textEntry() {
        return textEntry;
    }

    /** Whether the text entry marked since {@link #clearMarks} asks for digits only. */
    public boolean digitEntry() {
        return textEntry && digitEntry;
    }

    /** Where the labelled gadgets drawn since {@link #clearMarks} are. */
    public GadgetMarks gadgets() {
        return gadgets;
    }

    /**
     * Notes that the menus show for a finger, drawn outside the screen from this outline
     * ({@code ishido.ui.MenuStrip#outline}).
     */
    public void markMenus(String outline) {
        menus = outline;
    }

    /** The outline of the finger's menus drawn since {@link #clearMarks}, or null while they do not show. */
    public String menus() {
        return menus;
    }

    /**
     * Notes the Amiga keys of the menus drawn (shown or not) whose items are available now, one line each: the
     * letter, a tab and the item's label; a page's buttons that stand for menu items act only where theirs is.
     */
    public void markMenuKeys(String keys) {
        menuKeys = keys;
    }

    /** The Amiga keys the menus drawn since {@link #clearMarks} answer, as {@link #markMenuKeys} notes them; null: no menus. */
    public String menuKeys() {
        return menuKeys;
    }

    /** Notes that a requester is drawn: until it is closed it takes every input, the menus' and their keys too. */
    public void markRequester() {
        requester = true;
    }

    /** Whether a requester was drawn since {@link #clearMarks}. */
    public boolean requester() {
        return requester;
    }

    /** Forgets the text entry, the gadgets' places, the menus and the requester before a frame is drawn afresh. */
    public void clearMarks() {
        textEntry = false;
        digitEntry = false;
        gadgets.clear();
        menus = null;
        menuKeys = null;
        requester = false;
    }

    /** The screen as a picture with its 32-colour palette. */
    public IndexedImage toImage() {
        IndexedImage image = new IndexedImage(WIDTH, HEIGHT, palette.toRgb24());
        System.arraycopy(pixels, 0, image.pixels(), 0, pixels.length);
        return image;
    }
}
