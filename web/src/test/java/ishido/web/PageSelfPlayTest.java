package ishido.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import org.junit.jupiter.api.Test;

class PageSelfPlayTest {
    @Test
    void tenthsAreWrittenAsTheCommandsFormatWritesThem() {
        for (double v : new double[] {0, 0.04, 0.05, 1.25, 63.2, 28442.66, 100, -2.35}) {
            assertEquals(String.format(Locale.ROOT, "%.1f", v).replace("-0.0", "0.0"), PageSelfPlay.tenths(v), "value " + v);
        }
    }

    @Test
    void theBenchmarkIsAskedForAndItsParametersChecked() {
        assertTrue(PageSelfPlay.asked("?selfplay&games=3&iterations=1500"));
        assertFalse(PageSelfPlay.asked("?seed=3"));
        assertEquals("selfplay: give ms-per-move or iterations, not both", assertThrows(IllegalArgumentException.class,
                () -> PageSelfPlay.parse("selfplay&iterations=5&ms-per-move=5")).getMessage());
        assertThrows(IllegalArgumentException.class, () -> PageSelfPlay.parse("selfplay&games=0"));
        assertThrows(IllegalArgumentException.class, () -> PageSelfPlay.parse("selfplay&speed=1"));
        assertEquals("selfplay: threads must be a whole number from 1 to 2, not '3'", assertThrows(
                IllegalArgumentException.class, () -> PageSelfPlay.parse("selfplay&threads=3")).getMessage());
        assertEquals("selfplay: helpers must be a whole number from 0 to 1, not 'yes'", assertThrows(
                IllegalArgumentException.class, () -> PageSelfPlay.parse("selfplay&helpers=yes")).getMessage());
    }
}
