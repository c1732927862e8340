package ishido.art;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import ishido.iff.IlbmImage;
import ishido.iff.IlbmReader;
import ishido.iff.IlbmWriter;
import ishido.image.IndexedImage;
import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * The built-in stonesets and boards are ILBM files in the assets, drawn by the generators here; this
 * keeps the two in step. {@code -Dart.update=true} writes the files anew from the generators.
 */
class BuiltInAssetsTest {
    private static final Path ASSETS = Path.of("../assets/src/main/resources/ishido");

    private static String slug(String theme) {
        return theme.toLowerCase(Locale.ROOT).replace(' ', '-');
    }

    private static void check(String folder, Iterable<String> themes, Function<String, IndexedImage> draw,
            boolean transparentZero) throws IOException {
        for (String theme : themes) {
            IndexedImage drawn = draw.apply(theme);
            if (transparentZero) {
                drawn.setTransparentIndex(0);
            }
            Path file = ASSETS.resolve(folder).resolve(slug(theme) + ".iff");
            if (Boolean.getBoolean("art.update")) {
                Files.createDirectories(file.getParent());
                Files.write(file, IlbmWriter.toBytes(drawn));
            }
            if (!Files.exists(file)) {
                fail(file + " is missing; run the tests with -Dart.update=true to draw it");
            }
            IlbmImage stored = IlbmReader.read(file);
            assertEquals(drawn, stored.image(), file + " differs from what the generator draws now;"
                    + " run with -Dart.update=true after looking at the new art");
            assertEquals(drawn.cycles(), stored.image().cycles(), file + ": its colour cycles differ from the generator's");
            if (transparentZero) {
                assertEquals(2, stored.header().masking(), file + ": a stoneset's colour 0 is transparent");
                assertEquals(0, stored.header().transparentColor());
            }
        }
    }

    @Test
    void stonesetFilesMatchTheirGenerators() throws IOException {
        check("stonesets", StonesetArt.themes(), StonesetArt::create, true);
    }

    @Test
    void boardFilesMatchTheirGenerators() throws IOException {
        check("boards", BoardArt.themes(), BoardArt::create, false);
    }

    @Test
    void theCatalogFindsEveryDrawnTheme() throws IOException {
        assertTrue(Catalog.stonesets().containsAll(StonesetArt.themes()), Catalog.stonesets().toString());
        assertTrue(Catalog.boards().containsAll(BoardArt.themes()), Catalog.boards().toString());
        for (String theme : StonesetArt.themes()) {
            assertEquals(theme, Catalog.stoneset(TestPlatform.storage(), theme.toUpperCase(Locale.ROOT)).name());
        }
        for (String theme : BoardArt.themes()) {
            assertEquals(theme, Catalog.board(TestPlatform.storage(), theme).name());
        }
    }
}
