package ishido.theme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.testing.TestPlatform;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The colour-vision measure of a stoneset, and each built-in set measured against its threshold. */
class ColorVisionTest {
    @TempDir
    Path home;

    @Test
    void ciede2000AgreesWithSharmasTestPairs() {
        // Pairs 1, 7 and 17 of Sharma, Wu and Dalal's published test data.
        assertEquals(2.0425, ColorVision.ciede2000(new double[] {50, 2.6772, -79.7751}, new double[] {50, 0, -82.7485}), 1e-4);
        assertEquals(0.0, ColorVision.ciede2000(new double[] {50, 0, 0}, new double[] {50, 0, 0}), 1e-9);
        assertEquals(27.1492, ColorVision.ciede2000(new double[] {50, 2.5, 0}, new double[] {73, 25, -18}), 1e-4);
    }

    @Test
    void everyBuiltInSetKeepsItsRowsApartForEveryEye() throws IOException {
        for (String name : Catalog.stonesets()) {
            ColorVision.Closest worst = ColorVision.worst(Catalog.stoneset(TestPlatform.storage(), name, home).image());
            String what = String.format("%s: rows %d and %d are %.1f apart under %s", name, worst.rowA() + 1,
                    worst.rowB() + 1, worst.distance(), worst.eyes().label());
            assertTrue(worst.distance() >= ColorVision.THRESHOLD, what);
        }
    }

    @Test
    void normalVisionTellsEveryBuiltInSetsRowsApart() throws IOException {
        for (String name : Catalog.stonesets()) {
            ColorVision.Closest c = ColorVision.closest(Catalog.stoneset(TestPlatform.storage(), name, home).image(),
                    ColorVision.Eyes.NORMAL);
            assertTrue(c.distance() >= ColorVision.THRESHOLD, name + " " + c);
        }
    }

    @Test
    void redAndGreenFacesMergeUnderDeuteranopiaButNotForNormalEyes() {
        double[] red = ColorVision.lab(0xCC2222);
        double[] green = ColorVision.lab(0x22AA22);
        assertTrue(ColorVision.ciede2000(red, green) > 50);
        ColorVision.Eyes d = ColorVision.Eyes.DEUTERANOPIA;
        ColorVision.Eyes p = ColorVision.Eyes.PROTANOPIA;
        assertTrue(ColorVision.ciede2000(ColorVision.lab(d.see(0xCC2222)), ColorVision.lab(d.see(0x22AA22)))
                < ColorVision.ciede2000(red, green) / 2);
        assertTrue(ColorVision.ciede2000(ColorVision.lab(p.see(0xCC2222)), ColorVision.lab(p.see(0x22AA22)))
                < ColorVision.ciede2000(red, green) / 2);
        assertEquals(0xCC2222, ColorVision.Eyes.NORMAL.see(0xCC2222));
    }
}
