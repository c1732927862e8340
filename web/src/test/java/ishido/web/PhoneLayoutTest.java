package ishido.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PhoneLayoutTest {
    private static final double SQUARE = 1.0;

    /** Playwright's Pixel 7 sideways (863x360 CSS, 2.625): four whole steps would fill 84%, so it fills the height. */
    @Test
    void aPixel7HeldSidewaysFillsTheHeight() {
        PhoneLayout l = PhoneLayout.fit(863, 360, 2.625, SQUARE);
        assertEquals(360, l.height(), 0.5);
        assertEquals(576, l.width(), 0.5);
        assertTrue(l.x() >= PhoneLayout.SIDE, "no room for the buttons beside the picture: " + l);
    }

    /** The iPhone 13 sideways (750x342, 3): five whole device pixels a line fill 97%, so they are taken. */
    @Test
    void anIPhone13HeldSidewaysTakesWholeDeviceSteps() {
        PhoneLayout l = PhoneLayout.fit(750, 342, 3, SQUARE);
        assertEquals(1000, l.height() * 3, 1e-6);
        assertEquals(1600, l.width() * 3, 1e-6);
        assertTrue(l.height() >= 0.85 * 342);
    }

    /** Upright the picture sits at the top, as wide as whole device steps or the screen allow, with the row below. */
    @Test
    void uprightThePictureSitsAtTheTop() {
        PhoneLayout l = PhoneLayout.fit(412, 839, 2.625, SQUARE);
        assertTrue(l.portrait());
        assertEquals(0, l.y());
        assertTrue(l.width() <= 412 && l.width() >= 0.85 * 412, l.toString());
        assertEquals(960, l.width() * 2.625, 1e-6);
        assertTrue(l.y() + l.height() + PhoneLayout.ROW <= 839);
    }

    /** NTSC pixels are taller than wide: the height still fills, the width follows the shape. */
    @Test
    void ntscPixelsKeepTheirShape() {
        double ntsc = 0.8333;
        PhoneLayout l = PhoneLayout.fit(863, 360, 2.625, ntsc);
        assertEquals(360, l.height(), 0.5);
        assertEquals(320 * ntsc * 360 / 200, l.width(), 0.5);
    }
}
