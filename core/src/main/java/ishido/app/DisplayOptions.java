package ishido.app;

/**
 * How the 320x200 screen is shown: full screen or a window of a given scale, integer or
 * fit-to-screen scaling, and the shape of a pixel.
 */
public record DisplayOptions(boolean fullscreen, int windowScale, boolean integerScaling, Aspect aspect) {
    /** The shape of one Amiga pixel on the monitor. */
    public enum Aspect {
        /** NTSC lowres on a 4:3 monitor: pixels 5 wide for every 6 tall. */
        NTSC(5.0 / 6.0),
        /** Square pixels. */
        SQUARE(1.0);

        private final double widthPerHeight;

        Aspect(double widthPerHeight) {
            this.widthPerHeight = widthPerHeight;
        }

        public double widthPerHeight() {
            return widthPerHeight;
        }
    }

    public static DisplayOptions defaults() {
        return new DisplayOptions(true, 3, true, Aspect.NTSC);
    }

    /** The window size in pixels for windowed mode: whole screen lines, pixel shape kept. */
    public int windowWidth() {
        return (int) Math.round(320 * windowScale * aspect.widthPerHeight());
    }

    public int windowHeight() {
        return 200 * windowScale;
    }
}
