package ishido.store;

import java.util.Locale;

/**
 * How the 320x200 screen is shown: full screen or a window of a given scale, whole-step or
 * fit-to-screen scaling, the shape of a pixel, and an optional CRT look.
 */
public record DisplayOptions(boolean fullscreen, int windowScale, boolean integerScaling, Aspect aspect, Crt crt) {
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

    /** The CRT filter: none, dark scanlines, or the full shader (scanlines, curvature, shadow mask). */
    public enum Crt {
        OFF, SCANLINES, SHADER;

        public static Crt parse(String s) {
            return valueOf(s.trim().toUpperCase(Locale.ROOT));
        }
    }

    public static DisplayOptions defaults() {
        return new DisplayOptions(true, 3, true, Aspect.NTSC, Crt.OFF);
    }

    public DisplayOptions withFullscreen(boolean on) {
        return new DisplayOptions(on, windowScale, integerScaling, aspect, crt);
    }

    /** The window size in pixels for windowed mode: whole screen lines, pixel shape kept. */
    public int windowWidth() {
        return (int) Math.round(320 * windowScale * aspect.widthPerHeight());
    }

    public int windowHeight() {
        return 200 * windowScale;
    }
}
