package ishido.machine;

import ishido.image.IndexedImage;
import java.util.Optional;

/**
 * The machine's clipboard: it holds one typed entry at a time, text (from a text field) or pixels
 * (a brush from the stoneset editor). Text also goes to and comes from the system's clipboard when
 * the app connects one, so a name can be pasted from another program.
 */
public final class Clipboard {
    /** What the clipboard can hold. */
    public sealed interface Entry permits Text, Pixels {
    }

    /** A line of text. */
    public record Text(String text) implements Entry {
        public Text {
            text = text == null ? "" : text;
        }
    }

    /** A rectangle of palette indices with its colours. */
    public record Pixels(IndexedImage image) implements Entry {
        public Pixels {
            image = image.copy();
        }
    }

    /** The system's clipboard as plain text; the app layer plugs in the real one. */
    public interface SystemText {
        String get();

        void set(String text);
    }

    private Entry entry = new Text("");
    private SystemText system;

    /** Shares text with the system's clipboard from now on. */
    public void connect(SystemText systemText) {
        system = systemText;
    }

    public void put(Entry e) {
        entry = e;
        if (e instanceof Text t && system != null) {
            system.set(t.text());
        }
    }

    public void putText(String text) {
        put(new Text(text));
    }

    public void putPixels(IndexedImage image) {
        put(new Pixels(image));
    }

    /** The entry last put here (text from the system's clipboard is not an entry until read). */
    public Entry entry() {
        return entry;
    }

    /** The text to paste: the system's clipboard when connected, else the last text put here ("" for pixels). */
    public String text() {
        if (system != null) {
            String s = system.get();
            return s == null ? "" : s;
        }
        return entry instanceof Text t ? t.text() : "";
    }

    /** The pixels to paste, a copy, if the last entry was pixels. */
    public Optional<IndexedImage> pixels() {
        return entry instanceof Pixels p ? Optional.of(p.image().copy()) : Optional.empty();
    }
}
