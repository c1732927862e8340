package ishido.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.gfx.Rect;
import ishido.store.DisplayOptions.Aspect;
import ishido.store.DisplayOptions.Crt;
import ishido.store.DisplayOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class ViewportTest {
    @ParameterizedTest
    @EnumSource(Aspect.class)
    void everyWindowScaleFillsItsWindowWithWholeStepScaling(Aspect aspect) {
        for (int scale = 1; scale <= 10; scale++) {
            assertFills(new DisplayOptions(false, scale, true, aspect, Crt.OFF), scale);
        }
    }

    @ParameterizedTest
    @EnumSource(Aspect.class)
    void everyWindowScaleFillsItsWindowWithFitScaling(Aspect aspect) {
        for (int scale = 1; scale <= 10; scale++) {
            assertFills(new DisplayOptions(false, scale, false, aspect, Crt.OFF), scale);
        }
    }

    private static void assertFills(DisplayOptions o, int scale) {
        Viewport v = new Viewport();
        v.fit(o.windowWidth(), o.windowHeight(), o);
        String what = o.aspect() + " x" + scale + (o.integerScaling() ? "" : " fit");
        assertEquals(0, v.x(), what);
        assertEquals(0, v.y(), what);
        assertEquals(o.windowWidth(), v.width(), what);
        assertEquals(200 * scale, v.height(), what);
        // Every screen column and line is under some surface pixel, the last ones at the far edges.
        assertEquals(319, v.toScreenX(o.windowWidth() - 1), what);
        assertEquals(199, v.toScreenY(o.windowHeight() - 1), what);
        assertEquals(0, v.toScreenX(0), what);
    }

    @Test
    void ntscWindowsAreAsWideAsTheirPixelsRoundToAndSquareOnesExact() {
        assertEquals(533, new DisplayOptions(false, 2, true, Aspect.NTSC, Crt.OFF).windowWidth());
        assertEquals(267, new DisplayOptions(false, 1, true, Aspect.NTSC, Crt.OFF).windowWidth());
        for (int scale = 1; scale <= 10; scale++) {
            Viewport v = new Viewport();
            DisplayOptions o = new DisplayOptions(false, scale, true, Aspect.SQUARE, Crt.OFF);
            v.fit(o.windowWidth(), o.windowHeight(), o);
            assertTrue(v.isExact(), "square x" + scale);
        }
    }

    @Test
    void fullScreenWholeStepsAreCentred() {
        Viewport v = new Viewport();
        v.fit(1280, 800, new DisplayOptions(true, 3, true, Aspect.NTSC, Crt.OFF));
        assertEquals(1067, v.width());
        assertEquals(800, v.height());
        assertEquals(106, v.x());
        v.fit(1920, 1080, new DisplayOptions(true, 3, true, Aspect.SQUARE, Crt.OFF));
        assertEquals(1600, v.width());
        assertEquals(1000, v.height());
        assertEquals(40, v.y());
    }

    @Test
    void aSteamDecksScreenTakesFourWholeStepsInEitherPixelShape() {
        // 1280x800: square pixels fill it exactly at 4x; NTSC's taller pixels keep the 4 whole lines, pillarboxed.
        Viewport v = new Viewport();
        v.fit(1280, 800, new DisplayOptions(true, 3, true, Aspect.SQUARE, Crt.OFF));
        assertEquals(new Rect(0, 0, 1280, 800), v.area());
        assertTrue(v.isExact());
        v.fit(1280, 800, new DisplayOptions(true, 3, true, Aspect.NTSC, Crt.OFF));
        assertEquals(800, v.height());
        assertEquals(1067, v.width());
    }

    @Test
    void aWindowTooLargeForTheScreenGetsTheLargestScaleThatFits() {
        DisplayOptions ten = new DisplayOptions(false, 10, true, Aspect.SQUARE, Crt.OFF);
        // 3200x2000 on 1280x800: 4x is 1280x800 exactly, so it fits.
        assertEquals(4, Viewport.windowScaleFitting(ten, 1280, 800));
        assertEquals(3, Viewport.windowScaleFitting(ten, 1280, 770));
        DisplayOptions ntscTen = new DisplayOptions(false, 10, true, Aspect.NTSC, Crt.OFF);
        assertEquals(5, Viewport.windowScaleFitting(ntscTen, 1366, 1000));
        assertEquals(6, Viewport.windowScaleFitting(ntscTen, 1600, 1200));
        // NTSC 6x is 1600 wide exactly; one pixel less and 5x is the largest.
        assertEquals(5, Viewport.windowScaleFitting(ntscTen, 1599, 1200));
        // A scale that fits stays, and nothing goes below 1.
        DisplayOptions two = new DisplayOptions(false, 2, true, Aspect.NTSC, Crt.OFF);
        assertEquals(2, Viewport.windowScaleFitting(two, 1920, 1080));
        assertEquals(1, Viewport.windowScaleFitting(ten, 100, 100));
    }
}
