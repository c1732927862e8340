package ishido.ui;

import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * One item of a menu: an action, a checkmark item, a submenu or a separator, with an optional
 * Amiga-key shortcut and a condition under which it is available (otherwise it is ghosted).
 */
public final class MenuItem {
    private static final BooleanSupplier ALWAYS = () -> true;

    private final String label;
    private final char shortcut;
    private final Runnable action;
    private final BooleanSupplier checked;
    private final List<MenuItem> submenu;
    private BooleanSupplier enabled = ALWAYS;
    /** The plain key (no Amiga key) that does the same outside the menus, shown at the right; null for none. */
    private String key;

    private MenuItem(String label, char shortcut, Runnable action, BooleanSupplier checked, List<MenuItem> submenu) {
        this.label = label;
        this.shortcut = Character.toUpperCase(shortcut);
        this.action = action;
        this.checked = checked;
        this.submenu = submenu;
    }

    /** An item that does something; shortcut 0 for none. */
    public static MenuItem action(String label, char shortcut, Runnable action) {
        return new MenuItem(label, shortcut, action, null, null);
    }

    /** An item with a checkmark shown while checked says so; choosing it runs toggle. */
    public static MenuItem check(String label, char shortcut, BooleanSupplier checked, Runnable toggle) {
        return new MenuItem(label, shortcut, toggle, checked, null);
    }

    /** An item that opens a submenu to its right. */
    public static MenuItem submenu(String label, List<MenuItem> items) {
        return new MenuItem(label, '\0', null, null, List.copyOf(items));
    }

    /** A dotted line between groups of items. */
    public static MenuItem separator() {
        return new MenuItem(null, '\0', null, null, null);
    }

    /** Makes the item available only while the condition holds. */
    public MenuItem enabledWhen(BooleanSupplier condition) {
        enabled = condition;
        return this;
    }

    /**
     * Shows at the right the plain key that does the same outside the menus ("D", "Shift R", "&lt;"), as Deluxe
     * Paint's menus show their keys; an item with an Amiga-key shortcut shows that instead.
     */
    public MenuItem withKey(String key) {
        this.key = key;
        return this;
    }

    /** The plain key shown at the right, or null. */
    public String key() {
        return shortcut == 0 ? key : null;
    }

    public String label() {
        return label;
    }

    public char shortcut() {
        return shortcut;
    }

    public boolean isSeparator() {
        return label == null;
    }

    public boolean isCheckable() {
        return checked != null;
    }

    public boolean isChecked() {
        return checked != null && checked.getAsBoolean();
    }

    public boolean hasSubmenu() {
        return submenu != null;
    }

    public List<MenuItem> submenu() {
        return submenu;
    }

    public boolean isEnabled() {
        if (isSeparator()) {
            return false;
        }
        if (hasSubmenu()) {
            return enabled.getAsBoolean() && submenu.stream().anyMatch(MenuItem::isEnabled);
        }
        return enabled.getAsBoolean();
    }

    /** Runs the item if it is available; returns whether it ran. */
    public boolean choose() {
        if (action == null || !isEnabled()) {
            return false;
        }
        action.run();
        return true;
    }
}
