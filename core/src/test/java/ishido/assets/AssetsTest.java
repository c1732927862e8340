package ishido.assets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The index names every bundled asset, and the classpath and in-memory sources give the same bytes for each. */
class AssetsTest {
    /** The assets module's sources, seen from core's folder, where the tests run. */
    private static final Path SOURCES = Path.of("..", "assets", "src", "main", "resources", "ishido");

    @Test
    void theIndexNamesEveryFileOfTheAssetsModuleSorted() throws IOException {
        List<String> files;
        try (Stream<Path> walk = Files.walk(SOURCES)) {
            files = walk.filter(Files::isRegularFile)
                    .map(p -> SOURCES.relativize(p).toString().replace('\\', '/'))
                    .filter(n -> !n.equals(Assets.INDEX))
                    .sorted()
                    .toList();
        }
        assertTrue(files.size() > 30, "assets found: " + files);
        List<String> names = Assets.names();
        assertEquals(files, names);
        assertTrue(names.containsAll(List.of("fonts/ishido8.txt", "pointer.txt", "yinyang.txt",
                "texts/auguries.txt", "titles/garden.iff", "stonesets/ishido.iff", "boards/ishido.iff")));
    }

    @Test
    void theClasspathAndAMapOfItsBytesGiveTheSameBytesForEveryAsset() throws IOException {
        ClasspathAssets classpath = new ClasspathAssets();
        List<String> names = Assets.names();
        MapAssets map = MapAssets.copyOf(classpath, names);
        for (String name : names) {
            byte[] expected = Files.readAllBytes(SOURCES.resolve(name));
            assertArrayEquals(expected, classpath.read(name), name);
            assertArrayEquals(expected, map.read(name), name);
            assertArrayEquals(expected, Assets.bytes(name), name);
            assertTrue(classpath.exists(name) && map.exists(name) && Assets.exists(name), name);
        }
        for (AssetSource source : List.of(classpath, map)) {
            assertNull(source.read("stonesets/none-such.iff"));
            assertFalse(source.exists("stonesets/none-such.iff"));
        }
    }

    @Test
    void aMapKeepsItsOwnCopies() {
        byte[] b = {1, 2, 3};
        Map<String, byte[]> given = new HashMap<>(Map.of("a.txt", b));
        MapAssets map = new MapAssets(given);
        b[0] = 9;
        given.put("b.txt", b);
        assertArrayEquals(new byte[] {1, 2, 3}, map.read("a.txt"));
        map.read("a.txt")[1] = 9;
        assertArrayEquals(new byte[] {1, 2, 3}, map.read("a.txt"));
        assertFalse(map.exists("b.txt"));
    }

    @Test
    void aMissingAssetIsAOneLineErrorNamingIt() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> Assets.bytes("fonts/none.txt"));
        assertEquals("the asset fonts/none.txt is missing from the assets", e.getMessage());
        IOException copy = assertThrows(IOException.class,
                () -> MapAssets.copyOf(new ClasspathAssets(), List.of("pointer.txt", "none.iff")));
        assertEquals("the asset none.iff is missing", copy.getMessage());
    }

    @Test
    void theSourceIsChosenBeforeTheFirstReadOrNotAtAll() {
        assertNotNull(Assets.bytes("pointer.txt"));
        // The game has read an asset: another source now could mix two sets of assets.
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> Assets.use(new MapAssets(Map.of())));
        assertTrue(e.getMessage().contains("before"), e.getMessage());
        assertNotNull(Assets.bytes("pointer.txt"));
    }
}
