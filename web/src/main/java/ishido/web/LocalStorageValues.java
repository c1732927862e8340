package ishido.web;

import ishido.persist.KeyValues;
import ishido.persist.Storage;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.JSBody;

/**
 * The page's store as the game's key/value store (store.js's {@code ishido.storage}): the IndexedDB mirror
 * store.js loaded before the game started, else {@code window.localStorage}. A put the browser refuses for
 * want of room (its QuotaExceededError) comes back as false, which the storage reports as a full disk; a
 * browser that offers no localStorage at all (a private window in some browsers) keeps the values in the
 * page's memory for the session instead.
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

    /**
     * The room the origin's storage takes and has left, as the browser last estimated it (store.js asks
     * {@code navigator.storage.estimate} at the start and after writes), or null where it cannot say.
     */
    static Storage.Room room() {
        double used = estimate("usage");
        double quota = estimate("quota");
        return used < 0 || quota <= 0 ? null : new Storage.Room((long) used, (long) Math.max(0, quota - used));
    }

    @JSBody(params = "what", script = "return ishido.storage.estimate(what);")
    private static native double estimate(String what);

    /** Chooses the store once: store.js's, else localStorage when the page may use it, else a map in the page's memory. */
    @JSBody(script = "ishido.storage.open();")
    static native void open();

    @JSBody(params = "key", script = "return ishido.storage.get(key);")
    private static native String getItem(String key);

    @JSBody(params = {"key", "value"}, script = "return ishido.storage.put(key, value);")
    private static native boolean setItem(String key, String value);

    @JSBody(params = "key", script = "ishido.storage.remove(key);")
    private static native void removeItem(String key);

    @JSBody(script = "return ishido.storage.length();")
    private static native int length();

    @JSBody(params = "index", script = "return ishido.storage.key(index);")
    private static native String key(int index);
}
