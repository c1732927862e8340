package ishido.editor;

/**
 * A brush cut from a stone, as Deluxe Paint's: its pixels, and the one colour that is see-through when it is
 * stamped (colour 0, or one the designer chose), so a symbol lands on a stone without covering its colours.
 * Stamped centred on the pointer; flipped and turned as a new brush.
 */
public record Brush(int width, int height, byte[] pixels, int seeThrough) {
    public Brush {
        if (width <= 0 || height <= 0 || pixels.length != width * height) {
            throw new IllegalArgumentException("a brush of " + width + "x" + height + " needs that many pixels");
        }
        pixels = pixels.clone();
    }

    public int get(int x, int y) {
        return pixels[y * width + x];
    }

    /** The same pixels with another see-through colour. */
    public Brush seeThrough(int index) {
        return new Brush(width, height, pixels, index);
    }

    /** Mirrored left to right. */
    public Brush flipped() {
        return remap(width, height, (x, y) -> get(width - 1 - x, y));
    }

    /** Mirrored top to bottom. */
    public Brush flippedVertically() {
        return remap(width, height, (x, y) -> get(x, height - 1 - y));
    }

    /** Turned a quarter clockwise: its width becomes its height. */
    public Brush rotated() {
        return remap(height, width, (x, y) -> get(y, height - 1 - x));
    }

    private interface Source {
        int at(int x, int y);
    }

    private Brush remap(int w, int h, Source source) {
        byte[] out = new byte[w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                out[y * w + x] = (byte) source.at(x, y);
            }
        }
        return new Brush(w, h, out, seeThrough);
    }

    /** Plots the brush's pixels that are not see-through, centred on (x, y): a stamp, or its ghost before the click. */
    public void stamp(int x, int y, Strokes.Paint paint) {
        int left = x - width / 2;
        int top = y - height / 2;
        for (int by = 0; by < height; by++) {
            for (int bx = 0; bx < width; bx++) {
                int v = get(bx, by);
                if (v != seeThrough) {
                    paint.at(left + bx, top + by, v);
                }
            }
        }
    }
}
