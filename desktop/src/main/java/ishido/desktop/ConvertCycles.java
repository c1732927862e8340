package ishido.desktop;

import ishido.image.ColorCycles;
import ishido.png.PngImage;
import java.util.ArrayList;
import java.util.List;

/** What {@code convert} says of a picture's colour cycles: kept, dropped and why, and the damaged ranges ignored. */
final class ConvertCycles {
    private ConvertCycles() {
    }

    /** The colour cycles of a palette picture; none for a true-colour one. */
    static ColorCycles of(PngImage picture) {
        return picture instanceof PngImage.Indexed indexed ? indexed.image().cycles() : ColorCycles.NONE;
    }

    /**
     * What convert says of the picture's colour cycles: the damaged ranges ignored (when {@code sayIgnored}), then
     * "kept 2 colour cycles", or why they were dropped; nothing for a picture without any.
     */
    static List<String> words(ColorCycles from, ColorCycles kept, ConvertCommand.Format outFormat, boolean sayIgnored) {
        List<String> said = new ArrayList<>(sayIgnored ? from.ignored() : List.of());
        if (from.isEmpty()) {
            return said;
        }
        if (outFormat == ConvertCommand.Format.PNG) {
            said.add("colour cycling dropped: PNG has none");
            return said;
        }
        if (!kept.isEmpty()) {
            said.add("kept " + ColorCycles.count(kept.size()));
        }
        int dropped = from.size() - kept.size();
        if (dropped > 0) {
            said.add(ColorCycles.count(dropped) + " dropped: " + (dropped == 1 ? "it turns" : "they turn")
                    + " colours the picture no longer has");
        }
        return said;
    }

}
