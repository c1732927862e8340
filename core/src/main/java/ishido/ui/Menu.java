package ishido.ui;

import java.util.List;

/** A menu of the menu strip: a title in the bar and the items that drop down under it. */
public record Menu(String title, List<MenuItem> items) {
    /** The title drawn as a yin-yang instead of text, as the game's "?" menu. */
    public static final String YIN_YANG = "?";

    public Menu {
        items = List.copyOf(items);
    }
}
