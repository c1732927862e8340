package ishido.assets;

import java.io.IOException;

/**
 * Where the game's bundled assets (fonts, pointer, glyphs, title pictures, texts, the built-in stonesets
 * and boards) come from: the classpath on the desktop, bytes the page fetched from its site in a browser.
 *
 * <p>An asset's name is its path under the assets' {@code ishido} folder with forward slashes, such as
 * {@code fonts/ishido8.txt} or {@code stonesets/gems.iff}; {@link Assets#INDEX} lists them all.
 */
public interface AssetSource {
    /**
     * The bytes of the named asset, or null when this source has no such asset.
     *
     * @throws IOException when the asset is there but cannot be read
     */
    byte[] read(String name) throws IOException;

    /** Whether the named asset is there; a source that can tell without reading it says so sooner. */
    default boolean exists(String name) {
        try {
            return read(name) != null;
        } catch (IOException e) {
            return true;
        }
    }
}
