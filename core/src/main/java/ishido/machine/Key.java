package ishido.machine;

/** The keys the game reacts to, independent of any toolkit's key codes; letters come as CHARACTER. */
public enum Key {
    LEFT, RIGHT, UP, DOWN, ENTER, ESCAPE, BACKSPACE, DELETE, TAB, HOME, END, CHARACTER
}
