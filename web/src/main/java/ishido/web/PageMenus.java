package ishido.web;

import ishido.machine.InputEvent;
import ishido.machine.Machine;
import ishido.ui.MenuStrip;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;

/**
 * The finger's menus: opened by touch, the screen's menus are drawn by the page (menus.js) at a size a finger hits,
 * from the outline the menu strip notes in each frame while it shows for a finger; what the page's menus open,
 * close or choose reaches the game as the events of a tick, so a choice there is carried out as a mouse's is.
 */
final class PageMenus {
    private final Machine machine;
    /** The outline the page shows (null: none), sent again only when the strip's changes. */
    private String shown;
    /** The page asked for the menus and has had no answer yet: the next frame gives it, menus or none. */
    private boolean openAsked;

    /** What the page's menus ask: "open", "close", or "choose" with the menu's, item's and submenu item's index. */
    @JSFunctor
    interface Listener extends JSObject {
        void menu(String kind, int menu, int item, int sub);
    }

    PageMenus(Machine machine) {
        this.machine = machine;
    }

    void connect() {
        connect(this::asked, MenuStrip.glyphs());
    }

    private void asked(String kind, int menu, int item, int sub) {
        switch (kind) {
            case "open" -> {
                openAsked = true;
                machine.post(InputEvent.openMenus());
            }
            case "close" -> machine.post(InputEvent.closeMenus());
            case "choose" -> {
                if (menu >= 0 && item >= 0 && sub >= -1) {
                    machine.post(InputEvent.chooseMenuItem(menu, item, sub));
                }
            }
            default -> {
            }
        }
    }

    /**
     * After each frame drawn: the page's menus follow the strip's outline, or close with it. An open asked for
     * on a screen that shows none (no menus, or a requester up, which takes every input) is answered with none,
     * so the page does not wait for them and take the next tap of its Menu button for a close.
     */
    void frameDrawn() {
        String now = machine.framebuffer().menus();
        boolean answer = openAsked;
        openAsked = false;
        if (now != shown && (now == null || !now.equals(shown)) || answer && now == null) {
            shown = now;
            show(now);
        }
    }

    @JSBody(params = {"listener", "glyphs"}, script = "ishido.menus.connect(listener, glyphs);")
    private static native void connect(Listener listener, String glyphs);

    @JSBody(params = "outline", script = "ishido.menus.show(outline);")
    private static native void show(String outline);
}
