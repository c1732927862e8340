package ishido.gfx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RectTest {
    @Test
    void theLeftAndTopEdgesAreInsideTheRightAndBottomOnesAreNot() {
        Rect r = new Rect(10, 20, 5, 3);
        assertTrue(r.contains(10, 20));
        assertTrue(r.contains(14, 22));
        assertFalse(r.contains(15, 22));
        assertFalse(r.contains(14, 23));
        assertFalse(r.contains(9, 21));
        assertEquals(15, r.right());
        assertEquals(23, r.bottom());
    }

    @Test
    void centredSitsInTheMiddleOfTheScreen() {
        assertEquals(new Rect(110, 75, 100, 50), Rect.centred(100, 50));
    }
}
