package ishido.assets;

import java.io.IOException;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;

/**
 * The assets as bytes held in memory by name: what a browser build gives the game once it has fetched
 * the files {@link Assets#INDEX} names, and what a test builds from another source to compare.
 */
public final class MapAssets implements AssetSource {
    private final Map<String, byte[]> bytes;

    /** The given assets; the map and its arrays are copied, so later changes to them change nothing here. */
    public MapAssets(Map<String, byte[]> assets) {
        Map<String, byte[]> copy = new HashMap<>();
        for (Map.Entry<String, byte[]> e : assets.entrySet()) {
            copy.put(e.getKey(), e.getValue().clone());
        }
        this.bytes = copy;
    }

    /**
     * The named assets read from another source, each once.
     *
     * @throws IOException naming the first asset the source does not have or cannot read
     */
    public static MapAssets copyOf(AssetSource source, Collection<String> names) throws IOException {
        Map<String, byte[]> read = new HashMap<>();
        for (String name : names) {
            byte[] b = source.read(name);
            if (b == null) {
                throw new IOException("the asset " + name + " is missing");
            }
            read.put(name, b);
        }
        return new MapAssets(read);
    }

    @Override
    public byte[] read(String name) {
        byte[] b = bytes.get(name);
        return b == null ? null : b.clone();
    }

    @Override
    public boolean exists(String name) {
        return bytes.containsKey(name);
    }
}
