package ishido.web;

import ishido.assets.AssetSource;
import org.teavm.jso.JSBody;
import org.teavm.jso.typedarrays.Int8Array;

/**
 * The game's bundled assets in a browser (assets.js): the bytes the page fetched from the site before the
 * game started (start.js, from the list in assets/index.txt), read by name; in a helper of the search (a
 * Web Worker), those the page handed it.
 */
final class PageAssets implements AssetSource {
    @Override
    public byte[] read(String name) {
        Int8Array bytes = fetched(name);
        return bytes == null ? null : bytes.copyToJavaArray();
    }

    @Override
    public boolean exists(String name) {
        return has(name);
    }

    @JSBody(params = "name", script = "return ishido.assets.read(name);")
    private static native Int8Array fetched(String name);

    @JSBody(params = "name", script = "return ishido.assets.has(name);")
    private static native boolean has(String name);
}
