package ishido.art;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import ishido.iff.IlbmReader;
import ishido.iff.IlbmWriter;
import ishido.image.IndexedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The title pictures and the menu's yin-yang are assets drawn once by the code here, like the stonesets;
 * this keeps the files in step with it. {@code -Dart.update=true} writes them anew.
 */
class TitleFilesTest {
    private static final Path ASSETS = Path.of("../assets/src/main/resources/ishido");
    private static final String YIN_YANG_HEADER = """
            # The yin-yang of the "?" menu, 9 pixels across, drawn from circles by the tests' art code.
            # Rows: '1' ink, '.' nothing.
            """;

    /** Draws the "?" menu's yin-yang from circles, 9 pixels across. */
    static String[] yinYang() {
        String[] rows = new String[9];
        for (int y = 0; y < 9; y++) {
            StringBuilder b = new StringBuilder();
            for (int x = 0; x < 9; x++) {
                double dx = x - 4;
                double dy = y - 4;
                double r2 = dx * dx + dy * dy;
                boolean inside = r2 <= 4.6 * 4.6;
                boolean rim = inside && r2 >= 3.7 * 3.7;
                double top = dx * dx + (dy + 2) * (dy + 2);
                double bottom = dx * dx + (dy - 2) * (dy - 2);
                boolean dark = (dx > 0 || bottom <= 4.2) && top > 4.2;
                if (top <= 0.6) {
                    dark = true;
                } else if (bottom <= 0.6) {
                    dark = false;
                }
                b.append(inside && (rim || dark) ? '1' : '.');
            }
            rows[y] = b.toString();
        }
        return rows;
    }

    @Test
    void titleFilesMatchTheirDrawing() throws IOException {
        for (TitleArt.Title title : TitleArt.TITLES) {
            IndexedImage drawn = TitleArt.picture(title);
            for (byte p : drawn.pixels()) {
                assertTrue((p & 0xFF) < 16, title.name() + " draws in registers 0-15 only");
            }
            Path file = ASSETS.resolve("titles").resolve(title.name() + ".iff");
            if (Boolean.getBoolean("art.update")) {
                Files.createDirectories(file.getParent());
                Files.write(file, IlbmWriter.toBytes(drawn));
            }
            if (!Files.exists(file)) {
                fail(file + " is missing; run the tests with -Dart.update=true to draw it");
            }
            assertEquals(drawn, IlbmReader.read(file).image(), file + " differs from what TitleArt draws now;"
                    + " run with -Dart.update=true after looking at the new art");
            ArtPreview.write("title-" + title.name(), drawn, 2);
        }
    }

    @Test
    void theYinYangFileMatchesItsDrawing() throws IOException {
        String drawn = YIN_YANG_HEADER + String.join("\n", yinYang()) + "\n";
        Path file = ASSETS.resolve("yinyang.txt");
        if (Boolean.getBoolean("art.update")) {
            Files.writeString(file, drawn, StandardCharsets.UTF_8);
        }
        if (!Files.exists(file)) {
            fail(file + " is missing; run the tests with -Dart.update=true to draw it");
        }
        assertEquals(drawn, Files.readString(file, StandardCharsets.UTF_8),
                file + " differs from the drawing; run with -Dart.update=true after looking at it");
    }
}
