package ishido.assets;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The one way the game reads its bundled assets: from the classpath unless the program around the game
 * chose another {@link AssetSource} once, at start-up, before anything was read (the browser build gives
 * the bytes it fetched). Keeping every read here is what lets the game run where there is no classpath.
 */
public final class Assets {
    /**
     * The name of the index the assets module's build writes: every asset's name, one a line, sorted; the
     * browser build fetches what it lists.
     */
    public static final String INDEX = "index.txt";

    private static AssetSource source = new ClasspathAssets();
    private static boolean chosen;
    private static boolean read;

    private Assets() {
    }

    /**
     * Makes the game read its assets from the given source from now on.
     *
     * @throws IllegalStateException when a source was chosen already or the game has read an asset, so a
     *         picture or font already loaded can never come from another source than the rest
     */
    public static synchronized void use(AssetSource chosenSource) {
        if (chosen) {
            throw new IllegalStateException("the assets' source was chosen already");
        }
        if (read) {
            throw new IllegalStateException("the assets' source must be chosen before the game reads an asset");
        }
        if (chosenSource == null) {
            throw new IllegalArgumentException("no source of the assets");
        }
        source = chosenSource;
        chosen = true;
    }

    private static synchronized AssetSource source() {
        read = true;
        return source;
    }

    /**
     * The bytes of a bundled asset, which the game cannot do without.
     *
     * @throws IllegalStateException when the build lacks it
     * @throws UncheckedIOException when it cannot be read
     */
    public static byte[] bytes(String name) {
        byte[] b;
        try {
            b = source().read(name);
        } catch (IOException e) {
            throw new UncheckedIOException("the asset " + name + " could not be read: " + e.getMessage(), e);
        }
        if (b == null) {
            throw new IllegalStateException("the asset " + name + " is missing from the assets");
        }
        return b;
    }

    /** A bundled text asset, decoded from UTF-8. */
    public static String text(String name) {
        return new String(bytes(name), StandardCharsets.UTF_8);
    }

    /** Whether the build has the named asset (a theme a build may leave out, say). */
    public static boolean exists(String name) {
        return source().exists(name);
    }

    /** The names of every asset the index lists, in its order. */
    public static List<String> names() {
        List<String> names = new ArrayList<>();
        for (String line : text(INDEX).split("\n")) {
            String name = line.strip();
            if (!name.isEmpty()) {
                names.add(name);
            }
        }
        return names;
    }
}
