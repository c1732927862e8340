package ishido.web;

/**
 * Where the 320x200 picture goes on a phone, in CSS pixels. Sideways it fills the height, between two
 * columns for the page's buttons; upright it sits at the top, as wide as the screen, above a row of
 * touch buttons. Whole steps of device pixels (devicePixelRatio counted) where they fill at least
 * {@link #WHOLE_STEPS_FILL} of the room, since then every column is as wide as the next; otherwise the
 * largest size that fits: at four or five device pixels an Amiga pixel, an uneven column is not seen,
 * while a whole step down would leave a quarter of the screen empty.
 */
record PhoneLayout(double x, double y, double width, double height, boolean portrait) {
    /** The share of the room whole steps must fill to be taken. */
    static final double WHOLE_STEPS_FILL = 0.85;
    /** CSS pixels of each button column beside the picture held sideways. */
    static final double SIDE = 64;
    /** CSS pixels under the picture held upright: the row of buttons and the hint below it. */
    static final double ROW = 132;

    /** The picture on a screen of width by height CSS pixels, ratio device pixels each, pixels of this shape. */
    static PhoneLayout fit(double width, double height, double ratio, double shape) {
        boolean portrait = height > width;
        double roomWidth = portrait ? width : Math.max(width / 2, width - 2 * SIDE);
        double roomHeight = portrait ? Math.max(height / 2, height - ROW) : height;
        double largest = Math.min(roomHeight / 200, roomWidth / (320 * shape));
        // Whole device pixels an Amiga pixel's height; the width follows the pixel shape.
        int steps = (int) Math.floor(largest * ratio + 1e-9);
        double scale = steps >= 1 && steps / ratio >= WHOLE_STEPS_FILL * largest ? steps / ratio : largest;
        double w = snap(320 * scale * shape, ratio);
        double h = snap(200 * scale, ratio);
        double x = snap((width - w) / 2, ratio);
        double y = portrait ? 0 : snap((height - h) / 2, ratio);
        return new PhoneLayout(x, y, w, h, portrait);
    }

    /** To the nearest whole device pixel, so the picture's edges are sharp. */
    private static double snap(double css, double ratio) {
        return Math.round(css * ratio) / ratio;
    }
}
