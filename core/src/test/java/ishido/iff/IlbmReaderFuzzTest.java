package ishido.iff;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import ishido.image.IndexedImage;

/**
 * Coverage-guided fuzz test of {@link IlbmReader#read(byte[])} with Jazzer: every input gives a picture within
 * bounds or an {@link IffException} with a one-line message, never another exception.
 *
 * <p>A plain {@code mvn test} runs it in regression mode: no fuzzing engine, only the seed corpus committed in
 * {@code src/test/resources/ishido/iff/IlbmReaderFuzzTestInputs/read/} (files from our writer and netpbm's
 * ppmtoilbm, HAM of 5-8 planes, deep of 24-64 planes, DCOL, RGBN, RGB8, multipalette (SHAM, CTBL, PCHG), CMYK and
 * CAT ones among them, and damaged ones).
 * A fuzzing campaign runs one fuzz test for the time budget {@code maxDuration} below (raise it for a long run),
 * or until it finds a failure:
 * <pre>
 * JAZZER_FUZZ=1 mvn -B test -pl core -am -Dtest=IlbmReaderFuzzTest \
 *     -Dsurefire.failIfNoSpecifiedTests=false -Djazzer.hooks=true
 * </pre>
 * ({@code jazzer.hooks=true} because {@code junit-platform.properties} turns the agent's instrumentation off for
 * ordinary runs). Inputs that reach new code are kept in {@code core/.cifuzz-corpus/}; a failing input is written
 * into the seed directory, where it stays as a regression test once committed.
 */
class IlbmReaderFuzzTest {
    @FuzzTest(maxDuration = "10m")
    void read(byte[] file) {
        IlbmImage read;
        try {
            read = IlbmReader.read(file);
        } catch (IffException e) {
            assertFalse(e.getMessage() == null || e.getMessage().isEmpty() || e.getMessage().contains("\n"),
                    "message: " + e.getMessage());
            return;
        }
        assertTrue(read.width() <= IlbmReader.MAX_DIMENSION && read.height() <= IlbmReader.MAX_DIMENSION);
        // Every pixel costs at least one bit of a (packed) BODY row, or a share of an RGBN or RGB8 run, so a small
        // file makes a small picture.
        long pixels = (long) read.width() * read.height();
        long perByte = read.kind().startsWith("RGB") ? RgbnDecoder.MAX_PIXELS_PER_BYTE : ByteRun1.MAX_EXPANSION * 8;
        assertTrue(pixels <= (long) file.length * perByte, pixels + " pixels from " + file.length + " bytes");
        if (read.trueColor()) {
            // Pictures without one palette have colours, and a bound of their own on memory.
            assertTrue(read.image() == null && read.argb().length == pixels);
            assertTrue(pixels <= IlbmReader.MAX_TRUE_COLOR_PIXELS);
        } else {
            IndexedImage image = read.image();
            assertTrue(image.width() == read.width() && image.height() == read.height());
            assertTrue(image.paletteSize() <= 256, image.paletteSize() + " colours");
            assertTrue(image.maxIndex() < image.paletteSize());
            assertTrue(image.transparentIndex() < 256);
        }
        if (read.mask() != null) {
            assertTrue(read.mask().length == pixels);
        }
    }
}
