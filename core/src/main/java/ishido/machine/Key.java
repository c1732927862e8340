package ishido.machine;

/**
 * The keys the game reacts to, independent of any toolkit's key codes; letters come as CHARACTER. MENU and VIEW are
 * the game pad's Start and Select (a keyboard's Menu key is MENU too): the menu bar, and a look at what is hidden
 * (the pouch).
 */
public enum Key {
    LEFT, RIGHT, UP, DOWN, ENTER, ESCAPE, BACKSPACE, DELETE, TAB, HOME, END, CHARACTER, MENU, VIEW
}
