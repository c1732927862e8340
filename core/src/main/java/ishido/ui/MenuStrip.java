package ishido.ui;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import java.util.List;

/**
 * The screen's menu bar, Intuition style: it appears across the top while the right mouse button is
 * held, menus drop down as the pointer passes their titles, and releasing the button over an item
 * chooses it. Esc opens it for the keyboard (arrows, Return, Esc), as the game pad's Start ({@link Key#MENU}) does
 * for the pad (its d-pad, A, B). Amiga-key shortcuts run items directly.
 *
 * <p>Opened for a finger ({@link InputEvent#openMenus}), it draws nothing on the screen: a finger needs rows
 * taller than 200 lines hold, so the program around the machine (the page) draws the menus large from the
 * {@link #outline} each frame notes in the framebuffer, and hands the item chosen back as an event.
 */
public final class MenuStrip {
    public static final int BAR_HEIGHT = Font.HEIGHT + 2;
    private static final int ITEM_HEIGHT = Font.HEIGHT + 2;
    private static final int SEPARATOR_HEIGHT = 5;
    private static final int TITLE_PAD = 6;
    private static final int CHECK_WIDTH = 11;
    /** Room for the Amiga-key glyph, a pixel, and the letter. */
    private static final int SHORTCUT_WIDTH = 9 + 2 + Font.WIDTH;
    private static final int SUBMENU_OVERLAP = 10;
    /** The "?" menu's yin-yang, 9 pixels across, from the assets (drawn once by the tests' art code). */
    private static final String[] YIN_YANG = Glyphs.load("yinyang.txt");
    /** The pens the outline names, in its order: background, text, shine, fill. */
    private static final int[] OUTLINE_PENS = {Pens.BACKGROUND, Pens.TEXT, Pens.SHINE, Pens.FILL};

    private final List<Menu> menus;
    private final int[] titleX;
    private final int[] titleW;
    private boolean showing;
    /** Opened with Esc: stays up without the right button, and follows the keyboard. */
    private boolean sticky;
    /** Opened for a finger: drawn outside the screen from the outline, large. */
    private boolean finger;
    /** The outline last noted, kept while the menus' state reads the same, so a frame allocates nothing. */
    private final StringBuilder outlineText = new StringBuilder();
    private String outline = "";
    /** The available Amiga keys last noted, kept in the same way. */
    private final StringBuilder keysText = new StringBuilder();
    private String keys = "";
    private int menu = -1;
    private int item = -1;
    private int sub = -1;

    public MenuStrip(List<Menu> menus) {
        this.menus = List.copyOf(menus);
        titleX = new int[menus.size()];
        titleW = new int[menus.size()];
        int x = 4;
        for (int i = 0; i < menus.size(); i++) {
            String t = menus.get(i).title();
            titleX[i] = x;
            titleW[i] = (t.equals(Menu.YIN_YANG) ? 9 : Font.standard().width(t)) + 2 * TITLE_PAD;
            x += titleW[i];
        }
    }

    public List<Menu> menus() {
        return menus;
    }

    public boolean isShowing() {
        return showing;
    }

    /** The open menu's index, or -1. */
    public int openMenu() {
        return menu;
    }

    /** The highlighted item of the open menu, or -1. */
    public int highlightedItem() {
        return item;
    }

    /** Whether the menus show for a finger, drawn outside the screen (the page's large menus). */
    public boolean isShowingForFinger() {
        return showing && finger;
    }

    private void close() {
        showing = false;
        sticky = false;
        finger = false;
        menu = -1;
        item = -1;
        sub = -1;
    }

    /**
     * Handles an event; returns true when the menus took it (while they show, they take everything).
     */
    public boolean input(InputEvent e) {
        if (e.type() == InputEvent.Type.KEY) {
            return key(e);
        }
        if (e.type() == InputEvent.Type.MENU) {
            return fingerInput(e);
        }
        if (e.isPress(InputEvent.RIGHT_BUTTON)) {
            showing = true;
            sticky = false;
            finger = false;
            track(e.x(), e.y());
            return true;
        }
        if (!showing) {
            return false;
        }
        if (finger) {
            // The screen's own menus are not drawn: a click on the screen meant nothing in them.
            return true;
        }
        if (e.type() == InputEvent.Type.MOVE) {
            track(e.x(), e.y());
        } else if (e.isRelease(InputEvent.RIGHT_BUTTON) && !sticky) {
            track(e.x(), e.y());
            MenuItem chosen = highlighted();
            close();
            if (chosen != null) {
                chosen.choose();
            }
        } else if (sticky && e.isPress(InputEvent.LEFT_BUTTON)) {
            track(e.x(), e.y());
            MenuItem chosen = highlighted();
            if (chosen == null && e.y() < BAR_HEIGHT && menu >= 0) {
                return true;
            }
            close();
            if (chosen != null) {
                chosen.choose();
            }
        }
        return true;
    }

    /** The finger's menus opened, closed, or an item chosen in them (by its indices, as the outline lists it). */
    private boolean fingerInput(InputEvent e) {
        if (e.isMenusOpen()) {
            close();
            showing = true;
            sticky = true;
            finger = true;
            return true;
        }
        if (!showing) {
            return false;
        }
        MenuItem chosen = e.isMenusClose() ? null : itemAt(e.x(), e.y(), e.button());
        close();
        if (chosen != null) {
            chosen.choose();
        }
        return true;
    }

    /** The item at these indices (sub -1: the menu's item itself), or null where there is none. */
    private MenuItem itemAt(int m, int i, int s) {
        if (m >= menus.size() || i >= menus.get(m).items().size()) {
            return null;
        }
        MenuItem item = menus.get(m).items().get(i);
        if (s < 0) {
            return item.hasSubmenu() ? null : item;
        }
        return item.hasSubmenu() && s < item.submenu().size() ? item.submenu().get(s) : null;
    }

    /** Runs the available item with this Amiga-key shortcut, if any; returns whether one ran. */
    public boolean shortcut(char letter) {
        char want = Character.toUpperCase(letter);
        for (Menu m : menus) {
            for (MenuItem i : m.items()) {
                if (i.hasSubmenu()) {
                    for (MenuItem s : i.submenu()) {
                        if (s.shortcut() == want && s.choose()) {
                            return true;
                        }
                    }
                } else if (i.shortcut() == want && i.choose()) {
                    return true;
                }
            }
        }
        return false;
    }

    private boolean key(InputEvent e) {
        if (e.key() == Key.CHARACTER && e.amiga()) {
            if (shortcut(e.character())) {
                close();
                return true;
            }
            return showing;
        }
        if (showing && e.isKey(Key.MENU)) {
            close();
            return true;
        }
        if (!showing) {
            // The pad's B is its back, not the menus: its Start opens them, as a keyboard's Menu key does.
            if (e.isKey(Key.ESCAPE) && !e.fromPad() || e.isKey(Key.MENU)) {
                showing = true;
                sticky = true;
                menu = 0;
                item = nextEnabled(menus.get(0).items(), -1, 1);
                return true;
            }
            return false;
        }
        if (menu < 0) {
            // Shown with no menu open (the right button off the titles, the finger's menus just opened): a key opens the first.
            if (e.isKey(Key.ESCAPE)) {
                close();
            } else {
                openByKey(0);
            }
            return true;
        }
        List<MenuItem> items = menus.get(menu).items();
        List<MenuItem> subItems = sub >= 0 ? items.get(item).submenu() : null;
        switch (e.key()) {
            case ESCAPE -> close();
            case LEFT -> {
                if (sub >= 0) {
                    sub = -1;
                } else {
                    openByKey((menu + menus.size() - 1) % menus.size());
                }
            }
            case RIGHT -> {
                if (sub < 0 && item >= 0 && items.get(item).hasSubmenu() && items.get(item).isEnabled()) {
                    sub = nextEnabled(items.get(item).submenu(), -1, 1);
                } else {
                    openByKey((menu + 1) % menus.size());
                }
            }
            case UP, DOWN -> {
                int step = e.key() == Key.UP ? -1 : 1;
                if (subItems != null) {
                    sub = nextEnabled(subItems, sub, step);
                } else {
                    item = nextEnabled(items, item, step);
                }
            }
            case ENTER -> {
                MenuItem chosen = highlighted();
                if (chosen == null && item >= 0 && items.get(item).hasSubmenu()) {
                    sub = nextEnabled(items.get(item).submenu(), -1, 1);
                    return true;
                }
                close();
                if (chosen != null) {
                    chosen.choose();
                }
            }
            default -> {
            }
        }
        return true;
    }

    private void openByKey(int m) {
        menu = m;
        sub = -1;
        item = nextEnabled(menus.get(m).items(), -1, 1);
    }

    private static int nextEnabled(List<MenuItem> items, int from, int step) {
        int n = items.size();
        for (int k = 1; k <= n; k++) {
            int i = ((from + step * k) % n + n) % n;
            if (items.get(i).isEnabled()) {
                return i;
            }
        }
        return -1;
    }

    /** The item that would run now: a highlighted, available item without a submenu. */
    private MenuItem highlighted() {
        if (menu < 0 || item < 0) {
            return null;
        }
        MenuItem i = menus.get(menu).items().get(item);
        if (i.hasSubmenu()) {
            return sub >= 0 && i.submenu().get(sub).isEnabled() ? i.submenu().get(sub) : null;
        }
        return i.isEnabled() ? i : null;
    }

    private void track(int x, int y) {
        if (y < BAR_HEIGHT) {
            for (int m = 0; m < menus.size(); m++) {
                if (x >= titleX[m] && x < titleX[m] + titleW[m]) {
                    if (m != menu) {
                        menu = m;
                    }
                    item = -1;
                    sub = -1;
                    return;
                }
            }
            item = -1;
            sub = -1;
            return;
        }
        if (menu < 0) {
            return;
        }
        Box box = box(menus.get(menu).items(), titleX[menu], BAR_HEIGHT);
        if (item >= 0 && menus.get(menu).items().get(item).hasSubmenu()) {
            Box subBox = submenuBox(box, item);
            int row = subBox.rowAt(x, y);
            if (row >= 0) {
                sub = row;
                return;
            }
        }
        int row = box.rowAt(x, y);
        if (row >= 0) {
            if (row != item) {
                sub = -1;
            }
            item = menus.get(menu).items().get(row).isEnabled() ? row : -1;
        } else {
            item = -1;
            sub = -1;
        }
    }

    private Box submenuBox(Box parent, int row) {
        List<MenuItem> subItems = parent.items.get(row).submenu();
        return box(subItems, parent.x + parent.width - SUBMENU_OVERLAP, parent.rowY(row));
    }

    /** Where a menu's items are drawn, and how wide it is. */
    private static final class Box {
        final List<MenuItem> items;
        final int x;
        final int y;
        final int width;
        final int height;
        final boolean checks;

        Box(List<MenuItem> items, int x, int y, int width, int height, boolean checks) {
            this.items = items;
            this.x = x;
            this.y = y;
            this.width = width;
            this.height = height;
            this.checks = checks;
        }

        int rowY(int row) {
            int ry = y + 2;
            for (int i = 0; i < row; i++) {
                ry += items.get(i).isSeparator() ? SEPARATOR_HEIGHT : ITEM_HEIGHT;
            }
            return ry;
        }

        int rowAt(int px, int py) {
            if (px < x || px >= x + width || py < y + 2 || py >= y + height - 2) {
                return -1;
            }
            int ry = y + 2;
            for (int i = 0; i < items.size(); i++) {
                int h = items.get(i).isSeparator() ? SEPARATOR_HEIGHT : ITEM_HEIGHT;
                if (py < ry + h) {
                    return items.get(i).isSeparator() ? -1 : i;
                }
                ry += h;
            }
            return -1;
        }
    }

    private static Box box(List<MenuItem> items, int x, int y) {
        boolean checks = false;
        boolean right = false;
        int label = 0;
        int keys = SHORTCUT_WIDTH;
        int height = 4;
        for (MenuItem i : items) {
            if (i.isSeparator()) {
                height += SEPARATOR_HEIGHT;
                continue;
            }
            height += ITEM_HEIGHT;
            checks |= i.isCheckable();
            right |= i.shortcut() != 0 || i.hasSubmenu() || i.key() != null;
            label = Math.max(label, Font.standard().width(i.label()));
            keys = Math.max(keys, i.key() == null ? 0 : Font.standard().width(i.key()));
        }
        int width = 4 + (checks ? CHECK_WIDTH : 2) + label + (right ? 10 + keys : 4) + 4;
        int bx = Math.max(0, Math.min(x, Framebuffer.WIDTH - width));
        int by = Math.max(BAR_HEIGHT, Math.min(y, Framebuffer.HEIGHT - height));
        return new Box(items, bx, by, width, height, checks);
    }

    public void render(Framebuffer fb) {
        fb.markMenuKeys(availableKeys());
        if (!showing) {
            return;
        }
        if (finger) {
            fb.markMenus(outline(fb));
            return;
        }
        Font font = Font.standard();
        fb.fill(0, 0, Framebuffer.WIDTH, BAR_HEIGHT, Pens.SHINE);
        fb.hline(0, BAR_HEIGHT - 1, Framebuffer.WIDTH, Pens.SHADOW);
        for (int m = 0; m < menus.size(); m++) {
            if (m == menu) {
                fb.fill(titleX[m], 0, titleW[m], BAR_HEIGHT - 1, Pens.FILL);
            }
            String t = menus.get(m).title();
            if (t.equals(Menu.YIN_YANG)) {
                Glyphs.stamp(fb, titleX[m] + TITLE_PAD, 0, YIN_YANG, Pens.TEXT);
            } else {
                font.draw(fb, titleX[m] + TITLE_PAD, 1, t, Pens.TEXT);
            }
        }
        if (menu < 0) {
            return;
        }
        Box box = box(menus.get(menu).items(), titleX[menu], BAR_HEIGHT);
        drawBox(fb, box, item);
        if (item >= 0 && menus.get(menu).items().get(item).hasSubmenu()) {
            drawBox(fb, submenuBox(box, item), sub);
        }
        // In words, for a screen reader: the menu open and its item the keys have come to.
        fb.gadgets().line(menuWords());
    }

    /** "Game menu: End Game, Amiga E", or with a submenu "Choices menu: Volume, 75%, checked". */
    private String menuWords() {
        Menu m = menus.get(menu);
        StringBuilder w = new StringBuilder(m.title().equals(Menu.YIN_YANG) ? "About" : m.title()).append(" menu");
        MenuItem i = item >= 0 ? m.items().get(item) : null;
        if (i != null && sub >= 0 && i.hasSubmenu()) {
            w.append(": ").append(i.label());
            i = i.submenu().get(sub);
        }
        if (i != null && !i.isSeparator()) {
            w.append(": ").append(i.label());
            if (i.isCheckable()) {
                w.append(i.isChecked() ? ", checked" : ", not checked");
            }
            if (i.shortcut() != 0) {
                w.append(", Amiga ").append(i.shortcut());
            }
            if (!i.isEnabled()) {
                w.append(", ghosted");
            }
            if (i.hasSubmenu()) {
                w.append(", a submenu: right opens it");
            }
        }
        return w.toString();
    }

    private static void drawBox(Framebuffer fb, Box box, int highlighted) {
        Font font = Font.standard();
        fb.fill(box.x, box.y, box.width, box.height, Pens.SHINE);
        fb.frame(box.x, box.y, box.width, box.height, Pens.SHADOW);
        for (int i = 0; i < box.items.size(); i++) {
            MenuItem it = box.items.get(i);
            int ry = box.rowY(i);
            if (it.isSeparator()) {
                for (int px = box.x + 3; px < box.x + box.width - 3; px += 2) {
                    fb.set(px, ry + 2, Pens.SHADOW);
                }
                continue;
            }
            if (i == highlighted) {
                fb.fill(box.x + 2, ry, box.width - 4, ITEM_HEIGHT, Pens.FILL);
            }
            int lx = box.x + 4 + (box.checks ? CHECK_WIDTH : 2);
            if (it.isChecked()) {
                Glyphs.stamp(fb, box.x + 3, ry + 2, Glyphs.CHECK, Pens.TEXT);
            }
            font.draw(fb, lx, ry + 1, it.label(), Pens.TEXT);
            int rx = box.x + box.width - 4 - SHORTCUT_WIDTH;
            if (it.shortcut() != 0) {
                Glyphs.stamp(fb, rx, ry + 1, Glyphs.AMIGA_KEY, Pens.TEXT);
                font.draw(fb, rx + 11, ry + 1, String.valueOf(it.shortcut()), Pens.TEXT);
            } else if (it.key() != null) {
                font.draw(fb, box.x + box.width - 4 - font.width(it.key()), ry + 1, it.key(), Pens.TEXT);
            } else if (it.hasSubmenu()) {
                Glyphs.stamp(fb, box.x + box.width - 10, ry + 2, Glyphs.SUBMENU, Pens.TEXT);
            }
            if (!it.isEnabled()) {
                fb.ghost(box.x + 2, ry, box.width - 4, ITEM_HEIGHT, Pens.SHINE);
            }
        }
    }

    /**
     * The menus' small pictures for menus drawn outside the screen, one line each: its name ({@code check},
     * {@code amiga}, {@code submenu}, {@code yinyang}), a tab, and its rows of {@code #} and {@code .} separated by
     * commas, so the finger's menus draw the Amiga's very glyphs, larger.
     */
    public static String glyphs() {
        return "check\t" + String.join(",", Glyphs.CHECK) + "\namiga\t" + String.join(",", Glyphs.AMIGA_KEY)
                + "\nsubmenu\t" + String.join(",", Glyphs.SUBMENU) + "\nyinyang\t" + String.join(",", YIN_YANG) + "\n";
    }

    /**
     * Appends a line "pens" with the colours of the background, text, shine and fill pens in CSS's #rrggbb, for
     * what the page draws in the Amiga's look (the finger's menus, the finger's list).
     */
    public static void pens(StringBuilder t, Framebuffer fb) {
        t.append("pens");
        for (int pen : OUTLINE_PENS) {
            int rgb = fb.palette().rgb24(pen);
            t.append("\t#");
            for (int shift = 20; shift >= 0; shift -= 4) {
                t.append(Character.forDigit(rgb >> shift & 0xF, 16));
            }
        }
        t.append('\n');
    }

    /**
     * The menus as the finger's menus draw them, one line a row, fields tab-separated: first {@code open}, the
     * open menu, its highlighted item and the submenu's (-1 for none, as the keyboard moves them); {@code pens}
     * and the menus' four colours as {@code #rrggbb} (background, text, shine, fill); then each menu, {@code menu}
     * and its title ({@value Menu#YIN_YANG} for the yin-yang), followed by its items: {@code item} or {@code sub}
     * (an item of the item above's submenu), the flags ({@code e} available, {@code c} a check item, {@code x}
     * checked, {@code s} opens a submenu, {@code -} for none), the label, the Amiga-key letter and the plain key
     * shown at the right (each empty for none); a separator is the line {@code separator} ({@code subseparator}
     * in a submenu). Items and submenu
     * items are counted from 0 in their menu (separators too) for {@link InputEvent#chooseMenuItem}.
     */
    public String outline(Framebuffer fb) {
        StringBuilder t = outlineText;
        t.setLength(0);
        t.append("open\t").append(menu).append('\t').append(item).append('\t').append(sub).append('\n');
        pens(t, fb);
        for (Menu m : menus) {
            t.append("menu\t").append(m.title()).append('\n');
            for (MenuItem i : m.items()) {
                outlineItem(t, "item", i);
                if (i.hasSubmenu()) {
                    for (MenuItem s : i.submenu()) {
                        outlineItem(t, "sub", s);
                    }
                }
            }
        }
        if (!outline.contentEquals(t)) {
            outline = t.toString();
        }
        return outline;
    }

    /**
     * The Amiga keys of the items available now, one line each: the letter, a tab and the item's label
     * ({@link Framebuffer#markMenuKeys}).
     */
    public String availableKeys() {
        StringBuilder t = keysText;
        t.setLength(0);
        for (Menu m : menus) {
            for (MenuItem i : m.items()) {
                if (i.hasSubmenu()) {
                    for (MenuItem s : i.submenu()) {
                        availableKey(t, s);
                    }
                } else {
                    availableKey(t, i);
                }
            }
        }
        if (!keys.contentEquals(t)) {
            keys = t.toString();
        }
        return keys;
    }

    private static void availableKey(StringBuilder t, MenuItem i) {
        if (i.shortcut() != 0 && i.isEnabled()) {
            t.append(i.shortcut()).append('\t').append(i.label()).append('\n');
        }
    }

    private static void outlineItem(StringBuilder t, String kind, MenuItem i) {
        if (i.isSeparator()) {
            t.append(kind.equals("sub") ? "subseparator\n" : "separator\n");
            return;
        }
        t.append(kind).append('\t');
        int flags = t.length();
        if (i.isEnabled()) {
            t.append('e');
        }
        if (i.isCheckable()) {
            t.append('c');
        }
        if (i.isChecked()) {
            t.append('x');
        }
        if (i.hasSubmenu()) {
            t.append('s');
        }
        if (t.length() == flags) {
            t.append('-');
        }
        t.append('\t').append(i.label()).append('\t');
        if (i.shortcut() != 0) {
            t.append(i.shortcut());
        }
        t.append('\t');
        if (i.key() != null) {
            t.append(i.key());
        }
        t.append('\n');
    }
}
