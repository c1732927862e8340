package ishido.persist;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The browser's localStorage on the JVM: a map with a quota counted as browsers count it, in UTF-16
 * characters of keys and values, a put over it refused and the old value kept.
 */
public final class MapKeyValues implements KeyValues {
    /** What Chrome and Firefox allow an origin: 5 M characters. */
    static final int BROWSER_QUOTA = 5 << 20;

    private final Map<String, String> map = new LinkedHashMap<>();
    private final long quota;

    public MapKeyValues() {
        this(BROWSER_QUOTA);
    }

    public MapKeyValues(long quota) {
        this.quota = quota;
    }

    @Override
    public synchronized String get(String key) {
        return map.get(key);
    }

    @Override
    public synchronized boolean put(String key, String value) {
        String old = map.get(key);
        long after = used() - (old == null ? 0 : key.length() + old.length()) + key.length() + value.length();
        if (after > quota) {
            return false;
        }
        map.put(key, value);
        return true;
    }

    @Override
    public synchronized void remove(String key) {
        map.remove(key);
    }

    @Override
    public synchronized List<String> keys() {
        return new ArrayList<>(map.keySet());
    }

    /** Characters in use, keys and values. */
    public synchronized long used() {
        long n = 0;
        for (Map.Entry<String, String> e : map.entrySet()) {
            n += e.getKey().length() + e.getValue().length();
        }
        return n;
    }

    synchronized Map<String, String> copy() {
        return new LinkedHashMap<>(map);
    }
}
