package ishido.codewheel;

/** Sets lines of text as grey-level pictures, for the printed wheel; the desktop gives it a real typeface. */
public interface Typeface {
    /** A line of text set upright: coverage 0 (paper) to 255 (ink), row by row. */
    record Rendered(int width, int height, byte[] coverage) {
        public int at(int x, int y) {
            return x < 0 || y < 0 || x >= width || y >= height ? 0 : coverage[y * width + x] & 0xFF;
        }
    }

    /** Sets a line of text with its capitals about {@code capHeight} pixels tall, cropped to the ink's box. */
    Rendered render(String text, int capHeight);
}
