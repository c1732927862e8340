package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.codewheel.PrintedWheel;
import ishido.codewheel.Typeface;
import ishido.image.IndexedImage;
import ishido.png.PngImage;
import ishido.png.PngReader;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CodewheelCommandTest {
    @TempDir
    Path dir;

    @Test
    void writesAnA4SheetAt300DpiHeadless() throws Exception {
        Path out = dir.resolve("wheel.png");
        CommandResult r = CommandResult.of("codewheel", "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        PngImage read = PngReader.read(out);
        assertTrue(read instanceof PngImage.Indexed);
        IndexedImage sheet = ((PngImage.Indexed) read).image();
        assertTrue(sheet.width() >= 2480 && sheet.height() >= 3508, sheet.width() + "x" + sheet.height());
        // Anti-aliased type leaves grey levels between ink and paper: FreeType set it, not a bitmap font.
        assertTrue(sheet.paletteSize() > 40, "shades: " + sheet.paletteSize());
    }

    @Test
    void freeTypeSetsTextHeadlessAtTheAskedSize() throws Exception {
        try (FreeTypeface type = FreeTypeface.open()) {
            Typeface.Rendered h = type.render("H", 100);
            assertTrue(Math.abs(h.height() - 100) <= 3, "cap height " + h.height());
            Typeface.Rendered word = type.render("STONE", 100);
            assertTrue(word.width() > 4 * h.width(), "a word is wider than a letter");
            int partial = 0;
            for (int y = 0; y < word.height(); y++) {
                for (int x = 0; x < word.width(); x++) {
                    int a = word.at(x, y);
                    partial += a > 0 && a < 255 ? 1 : 0;
                }
            }
            assertTrue(partial > 0, "edges are anti-aliased");
        }
    }

    @Test
    void badArgumentsGiveOneLineAndExitTwo() {
        for (String[] args : new String[][] {
            {"codewheel"},
            {"codewheel", "--out"},
            {"codewheel", "--out", dir.resolve("x.jpg").toString()},
            {"codewheel", "--out", dir.resolve("x.png").toString(), "extra"},
            {"codewheel", "--colour", "red"},
            {"codewheel", "--out", dir.resolve("missing/dir/x.png").toString()},
        }) {
            CommandResult r = CommandResult.of(args);
            assertEquals(2, r.code(), String.join(" ", args) + ": " + r.err());
            assertEquals(1, r.err().lines().count(), r.err());
            // One message style for every command: "ishido:" once, then a capital (or a file name as it is spelt).
            String said = r.err().strip();
            assertTrue(said.matches("ishido: \\p{Lu}.*") || Cli.startsWithName(said.substring("ishido: ".length())), said);
            assertFalse(said.startsWith("ishido: codewheel:"), said);
        }
        assertFalse(Files.exists(dir.resolve("x.png")));
    }

    @Test
    void helpExitsZero() {
        CommandResult r = CommandResult.of("codewheel", "--help");
        assertEquals(0, r.code());
        assertTrue(r.out().contains("--out=FILE.png"));
        assertEquals(PrintedWheel.WIDTH, 2480);
    }
}
