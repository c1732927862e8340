package ishido.web;

import ishido.assets.AssetSource;
import org.teavm.jso.JSBody;
import org.teavm.jso.typedarrays.Int8Array;

/**
 * The game's bundled assets in a browser: the bytes the page fetched from the site before the game
 * started (start.js, from the list in assets/index.txt), read by name; in a helper of the search (a Web
 * Worker, where {@code self} is the worker and not the window), those the page handed it.
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

    @JSBody(params = "name", script = "var fetched = self.ishidoAssets;"
            + " return fetched && fetched.hasOwnProperty(name) ? fetched[name] : null;")
    private static native Int8Array fetched(String name);

    @JSBody(params = "name", script = "var fetched = self.ishidoAssets;"
            + " return !!(fetched && fetched.hasOwnProperty(name));")
    private static native boolean has(String name);
}
