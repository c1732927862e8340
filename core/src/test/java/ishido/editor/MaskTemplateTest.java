package ishido.editor;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class MaskTemplateTest {
    private static String picture(MaskTemplate t) {
        StringBuilder b = new StringBuilder();
        for (int y = 0; y < Sheet.CELL; y++) {
            for (int x = 0; x < Sheet.CELL; x++) {
                b.append(t.covers(x, y) ? '#' : '.');
            }
            b.append('\n');
        }
        return b.toString();
    }

    @Test
    void thereAreAtLeastTwelveDifferentShapes() {
        Set<String> pictures = new HashSet<>();
        for (MaskTemplate t : MaskTemplate.values()) {
            pictures.add(picture(t));
        }
        assertTrue(MaskTemplate.values().length >= 12);
        assertTrue(pictures.size() == MaskTemplate.values().length, "two templates draw the same shape");
    }

    @Test
    void everyShapeCoversItsCentreAndLeavesTheGridLineFree() {
        for (MaskTemplate t : MaskTemplate.values()) {
            assertTrue(t.covers(9, 9) || t == MaskTemplate.MOON, t + " centre");
            int area = 0;
            for (int i = 0; i < Sheet.CELL; i++) {
                assertFalse(t.covers(19, i), t + " right edge");
                assertFalse(t.covers(i, 19), t + " bottom edge");
                for (int j = 0; j < Sheet.CELL; j++) {
                    area += t.covers(i, j) ? 1 : 0;
                }
            }
            assertTrue(area >= 120 && area <= 361, t + " has a sensible area: " + area);
        }
    }

    @Test
    void symmetricShapesAreMirrorImagesLeftToRight() {
        for (MaskTemplate t : new MaskTemplate[] {MaskTemplate.CIRCLE, MaskTemplate.HEART, MaskTemplate.STAR,
                MaskTemplate.SHIELD, MaskTemplate.DROP, MaskTemplate.TRIANGLE}) {
            for (int y = 0; y < 19; y++) {
                for (int x = 0; x < 19; x++) {
                    assertTrue(t.covers(x, y) == t.covers(18 - x, y), t + " at " + x + "," + y);
                }
            }
        }
    }
}
