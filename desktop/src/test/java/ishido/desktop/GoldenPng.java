package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.png.PngImage;
import ishido.png.PngReader;
import ishido.screens.Golden;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Compares a PNG a command wrote with a reference image under the desktop's test resources, palette and
 * pixels exact, by core's golden images ({@link Golden}): on a mismatch the actual image and a diff are
 * kept under target/golden, and {@code -Dgolden.update=true} makes it the reference, after you have looked at it.
 */
final class GoldenPng {
    private GoldenPng() {
    }

    static void assertMatches(String name, Path actualPng) throws IOException {
        PngImage read = PngReader.read(actualPng);
        assertTrue(read instanceof PngImage.Indexed, actualPng + " is an indexed PNG");
        Golden.assertMatches(name, ((PngImage.Indexed) read).image());
    }
}
