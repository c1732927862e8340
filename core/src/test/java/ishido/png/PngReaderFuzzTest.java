package ishido.png;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import ishido.image.IndexedImage;

/**
 * Coverage-guided fuzz test of {@link PngReader#read(byte[])} with Jazzer: every input gives a picture within
 * bounds or a {@link PngException} with a one-line message, never another exception.
 *
 * <p>A plain {@code mvn test} runs it in regression mode: no fuzzing engine, only the seed corpus committed in
 * {@code src/test/resources/ishido/png/PngReaderFuzzTestInputs/read/} (files from our writer and netpbm's
 * pnmtopng, and damaged ones).
 * A fuzzing campaign runs one fuzz test for the time budget {@code maxDuration} below (raise it for a long run),
 * or until it finds a failure:
 * <pre>
 * JAZZER_FUZZ=1 mvn -B test -pl core -am -Dtest=PngReaderFuzzTest \
 *     -Dsurefire.failIfNoSpecifiedTests=false -Djazzer.hooks=true
 * </pre>
 * ({@code jazzer.hooks=true} because {@code junit-platform.properties} turns the agent's instrumentation off for
 * ordinary runs). Inputs that reach new code are kept in {@code core/.cifuzz-corpus/}; a failing input is written
 * into the seed directory, where it stays as a regression test once committed.
 */
class PngReaderFuzzTest {
    /** Deflate's best ratio, as in the reader: what a few bytes of IDAT can stand for. */
    private static final long MAX_INFLATE_RATIO = 1032;

    @FuzzTest(maxDuration = "10m")
    void read(byte[] file) {
        PngImage image;
        try {
            image = PngReader.read(file);
        } catch (PngException e) {
            assertFalse(e.getMessage() == null || e.getMessage().isEmpty() || e.getMessage().contains("\n"),
                    "message: " + e.getMessage());
            return;
        }
        long pixels = (long) image.width() * image.height();
        assertTrue(pixels <= PngReader.MAX_PIXELS, pixels + " pixels");
        // At least one bit per pixel must come out of the IDAT data, which is part of the file.
        assertTrue(pixels <= ((long) file.length * MAX_INFLATE_RATIO + 1024) * 8,
                pixels + " pixels from " + file.length + " bytes");
        assertEquals(pixels, image.toArgb().length);
        if (image instanceof PngImage.Indexed indexed) {
            IndexedImage picture = indexed.image();
            assertTrue(picture.paletteSize() >= 1 && picture.paletteSize() <= 256);
            assertTrue(picture.maxIndex() < picture.paletteSize());
        }
    }
}
