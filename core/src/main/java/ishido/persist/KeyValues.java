package ishido.persist;

import java.util.List;

/**
 * A store of strings under string keys, synchronous, as the browser's {@code localStorage} is: the
 * web build gives {@link KeyValueStorage} a tiny object backed by it; tests give one backed by a map.
 * Each put lands whole or not at all.
 */
public interface KeyValues {
    /** The value under the key, or null when there is none. */
    String get(String key);

    /**
     * Stores the value under the key, replacing the old one.
     *
     * @return false when the store refused it for want of room, the old value (or none) left in place:
     *     {@code localStorage.setItem} throws a {@code QuotaExceededError}, which the JavaScript side catches
     */
    boolean put(String key, String value);

    /** Removes the key and its value; nothing when there is none. */
    void remove(String key);

    /** Every key in the store now, the game's and any other page's of the same origin. */
    List<String> keys();
}
