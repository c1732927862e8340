package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.image.IndexedImage;
import ishido.png.PngImage;
import ishido.png.PngReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;

/**
 * Compares a PNG a command wrote with a reference image under the desktop's test resources, palette and
 * pixels exact, as core's golden images are: on a mismatch the actual image is kept under target/golden,
 * and {@code -Dgolden.update=true} makes it the reference, after you have looked at it.
 */
final class GoldenPng {
    private static final Path REFERENCES = Path.of("src/test/resources/golden");
    private static final Path OUTPUT = Path.of("target/golden");

    private GoldenPng() {
    }

    static void assertMatches(String name, Path actualPng) throws IOException {
        Path reference = REFERENCES.resolve(name + ".png");
        Path kept = OUTPUT.resolve(name + "-actual.png");
        Files.createDirectories(OUTPUT);
        Files.copy(actualPng, kept, StandardCopyOption.REPLACE_EXISTING);
        if (Boolean.getBoolean("golden.update")) {
            Files.createDirectories(REFERENCES);
            Files.copy(actualPng, reference, StandardCopyOption.REPLACE_EXISTING);
            return;
        }
        assertTrue(Files.exists(reference), "no reference image " + reference + "; look at " + kept
                + ", then run with -Dgolden.update=true");
        IndexedImage expected = indexed(reference);
        IndexedImage actual = indexed(actualPng);
        assertTrue(Arrays.equals(expected.palette(), actual.palette()), name + ": the palette differs; see " + kept);
        int differing = 0;
        for (int i = 0; i < expected.pixels().length && i < actual.pixels().length; i++) {
            differing += expected.pixels()[i] == actual.pixels()[i] ? 0 : 1;
        }
        assertEquals(expected.pixels().length, actual.pixels().length, name + ": another size; see " + kept);
        assertEquals(0, differing, name + ": pixels differ from " + reference + "; see " + kept);
    }

    private static IndexedImage indexed(Path png) throws IOException {
        PngImage read = PngReader.read(png);
        assertTrue(read instanceof PngImage.Indexed, png + " is an indexed PNG");
        return ((PngImage.Indexed) read).image();
    }
}
