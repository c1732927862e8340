package ishido.art;

import ishido.image.IndexedImage;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/** The built-in themes of one kind of picture (boards or stonesets) by name, in menu order. */
final class Themes {
    /** What the pictures are, for the message when a name is not known. */
    private final String kind;
    private final Map<String, Supplier<IndexedImage>> themes = new LinkedHashMap<>();

    Themes(String kind) {
        this.kind = kind;
    }

    /** Adds a theme after the ones already there; returns this so a registry reads as one list. */
    Themes add(String name, Supplier<IndexedImage> draw) {
        themes.put(name, draw);
        return this;
    }

    List<String> names() {
        return List.copyOf(themes.keySet());
    }

    /** Draws the theme of the given name; players type names, so case does not matter. */
    IndexedImage draw(String name) {
        for (Map.Entry<String, Supplier<IndexedImage>> e : themes.entrySet()) {
            if (e.getKey().equalsIgnoreCase(name)) {
                return e.getValue().get();
            }
        }
        throw new IllegalArgumentException("no built-in " + kind + " named " + name);
    }
}
