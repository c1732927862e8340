package ishido.web;

import ishido.persist.KeyValues;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.JSBody;

/**
 * The browser's {@code window.localStorage} as the game's key/value store: four calls, each a line of
 * JavaScript. A put the browser refuses for want of room (its QuotaExceededError) comes back as false,
 * which the storage reports as a full disk; a browser that offers no localStorage at all (a private
 * window in some browsers) keeps the values in the page's memory for the session instead.
 */
final class LocalStorageValues implements KeyValues {
    @Override
    public String get(String key) {
        return getItem(key);
    }

    @Override
    public boolean put(String key, String value) {
        return setItem(key, value);
    }

    @Override
    public void remove(String key) {
        removeItem(key);
    }

    @Override
    public List<String> keys() {
        List<String> keys = new ArrayList<>();
        int n = length();
        for (int i = 0; i < n; i++) {
            String k = key(i);
            if (k != null) {
                keys.add(k);
            }
        }
        return keys;
    }

    /** The store: localStorage when the page may use it, else a map of the page's own. */
    private static final String STORE = "(function() { if (window.ishidoStore) return window.ishidoStore;"
            + " var s = null; try { s = window.localStorage; s.getItem('ishido-probe'); } catch (e) { s = null; }"
            + " if (!s) { var m = {}; s = { getItem: function(k) { return m.hasOwnProperty(k) ? m[k] : null; },"
            + " setItem: function(k, v) { m[k] = String(v); }, removeItem: function(k) { delete m[k]; },"
            + " key: function(i) { return Object.keys(m)[i]; }, get length() { return Object.keys(m).length; } }; }"
            + " window.ishidoStore = s; return s; })()";

    @JSBody(params = "key", script = "return " + STORE + ".getItem(key);")
    private static native String getItem(String key);

    @JSBody(params = {"key", "value"}, script = "try { " + STORE + ".setItem(key, value); return true; }"
            + " catch (e) { return false; }")
    private static native boolean setItem(String key, String value);

    @JSBody(params = "key", script = STORE + ".removeItem(key);")
    private static native void removeItem(String key);

    @JSBody(script = "return " + STORE + ".length;")
    private static native int length();

    @JSBody(params = "index", script = "return " + STORE + ".key(index);")
    private static native String key(int index);
}
