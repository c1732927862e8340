package ishido.theme;

import ishido.image.ColorCycles;
import java.util.ArrayList;
import java.util.List;

/**
 * What becomes of a picture's colour cycles when it is made a board: they are kept while they turn the board's 16
 * colours, renumbered with a palette put in another order, dropped when the picture is reduced (its registers are
 * gone), and turn around the pens 0-3 of the game's text and menus, which hold still.
 */
final class BoardCycles {
    /** The board's first colours, the pens of menus, requesters and the play screen's text: they never turn. */
    static final int HELD = 4;

    private BoardCycles() {
    }

    /**
     * What a player is told of the cycles: the file's damaged ranges, and cycles dropped or held; nothing when all
     * came in whole.
     *
     * @param from the cycles the picture came with
     * @param kept the cycles the board has
     * @param reduced whether the picture's colours were reduced
     */
    static List<String> notes(ColorCycles from, ColorCycles kept, boolean reduced) {
        List<String> notes = new ArrayList<>(from.ignored());
        int dropped = from.size() - kept.size();
        if (dropped > 0 && reduced) {
            notes.add("colour cycling dropped: " + (dropped == 1 ? "its cycle does" : "its " + dropped + " cycles do")
                    + " not fit the 16 colours it was reduced to");
        } else if (dropped > 0) {
            notes.add(ColorCycles.count(dropped) + " dropped: " + (dropped == 1 ? "it turns" : "they turn")
                    + " colours past the board's 16");
        }
        if (kept.turnsBelow(HELD)) {
            notes.add("colours 0-3 hold still in its colour cycling: they are the pens of the game's text");
        }
        return notes;
    }
}
