package ishido.ui;

/** The four pens of menus and requesters, taken from colours 0-3 of the board, as Intuition does. */
public final class Pens {
    public static final int BACKGROUND = 0;
    public static final int TEXT = 1;
    public static final int SHADOW = 1;
    public static final int SHINE = 2;
    public static final int FILL = 3;

    private Pens() {
    }
}
