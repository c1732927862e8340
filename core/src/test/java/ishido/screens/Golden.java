package ishido.screens;

import static org.junit.jupiter.api.Assertions.fail;

import ishido.image.IndexedImage;
import ishido.machine.Machine;
import ishido.machine.Screen;
import ishido.machine.Script;
import ishido.png.PngImage;
import ishido.png.PngReader;
import ishido.png.PngWriter;
import ishido.screens.play.PlayScreen;
import ishido.machine.Script;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Compares rendered screens with reference images (320x200 indexed PNGs) pixel and palette exact.
 * On a mismatch the actual image and a diff go under target/golden; {@code -Dgolden.update=true}
 * rewrites the references, after you have looked at them.
 */
public final class Golden {
    private static final Path REFERENCES = Path.of("src/test/resources/golden");
    private static final Path OUTPUT = Path.of("target/golden");

    private Golden() {
    }

    /** Plays the script on a fresh machine showing the screen, renders a frame and compares it with NAME.png. */
    public static void assertScreen(String name, Screen screen, String script) throws IOException {
        Machine machine = new Machine(screen);
        Script.parse(script).run(machine);
        machine.render();
        assertMatches(name, machine.framebuffer().toImage());
    }

    public static void assertMatches(String name, IndexedImage actual) throws IOException {
        Path reference = REFERENCES.resolve(name + ".png");
        Files.createDirectories(OUTPUT);
        Path actualFile = OUTPUT.resolve(name + "-actual.png");
        Files.write(actualFile, PngWriter.encode(actual));
        if (Boolean.getBoolean("golden.update")) {
            Files.createDirectories(REFERENCES);
            Files.write(reference, PngWriter.encode(actual));
            return;
        }
        if (!Files.exists(reference)) {
            fail("no reference image " + reference + "; look at " + actualFile + ", then run with -Dgolden.update=true");
        }
        PngImage read = PngReader.read(reference);
        if (!(read instanceof PngImage.Indexed indexed)) {
            fail(reference + " is not an indexed PNG");
            return;
        }
        IndexedImage expected = indexed.image();
        if (expected.width() != actual.width() || expected.height() != actual.height()) {
            fail(name + ": size " + actual.width() + "x" + actual.height() + ", expected "
                    + expected.width() + "x" + expected.height());
        }
        if (!Arrays.equals(expected.palette(), actual.palette())) {
            fail(name + ": the palette differs from " + reference + "; actual image in " + actualFile);
        }
        int differing = 0;
        IndexedImage diff = new IndexedImage(actual.width(), actual.height(), new int[] {0x202020, 0xFF2020, 0x808080});
        for (int y = 0; y < actual.height(); y++) {
            for (int x = 0; x < actual.width(); x++) {
                if (expected.get(x, y) != actual.get(x, y)) {
                    differing++;
                    diff.set(x, y, 1);
                } else if (actual.get(x, y) != 0) {
                    diff.set(x, y, 2);
                }
            }
        }
        if (differing > 0) {
            Path diffFile = OUTPUT.resolve(name + "-diff.png");
            Files.write(diffFile, PngWriter.encode(diff));
            fail(name + ": " + differing + " pixels differ from " + reference + "; see " + actualFile + " and " + diffFile);
        }
    }
}
