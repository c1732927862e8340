package ishido.editor;

/**
 * What the left button does in the stone edit box. Each tool carries its handler: what a press and each move
 * with the button held do to the stone (a whole stroke is one undo step), and what letting go does.
 */
public enum Tool {
    /** Paints pixels in the chosen colour, freehand while the button is held. */
    DRAW("Draw", 'd', true, (e, s, x, y) -> Strokes.line(s.lastX, s.lastY, x, y, e::plot)),
    /** Floods the touching pixels of one colour with the chosen colour. */
    FILL("Fill", 'f', false, (e, s, x, y) -> e.fill(x, y)),
    /** Fills the touching pixels of the clicked colour with the range from the chosen colour, along the drag. */
    RANGE_FILL("Range Fill", 'g', true, (e, s, x, y) -> e.rangeFill().apply(e, s, x, y)),
    /** Changes every pixel of the clicked colour to the chosen one, over the XColor scope. */
    XCOLOR("XColor", 'x', false, (e, s, x, y) -> e.areas().xcolor(x % Sheet.CELL, y % Sheet.CELL)),
    /** A straight line from where the button went down to the pointer, shown as it is dragged. */
    LINE("Line", 'l', true, shape((e, s, x, y) -> Strokes.line(s.startX, s.startY, x, y, e::plot))),
    RECTANGLE("Rectangle", 'r', true, shape((e, s, x, y) -> Strokes.rectangle(s.startX, s.startY, x, y, false, e::plot))),
    FILLED_RECTANGLE("Filled Rectangle", 'R', true,
            shape((e, s, x, y) -> Strokes.rectangle(s.startX, s.startY, x, y, true, e::plot))),
    ELLIPSE("Ellipse", 'e', true, shape((e, s, x, y) -> Strokes.ellipse(s.startX, s.startY, x, y, false, e::plot))),
    FILLED_ELLIPSE("Filled Ellipse", 'E', true,
            shape((e, s, x, y) -> Strokes.ellipse(s.startX, s.startY, x, y, true, e::plot))),
    /** Drag a box over the stone: its pixels become the brush, and the tool becomes Brush. */
    PICK_BRUSH("Pick Brush", 'b', true, new Handler() {
        @Override
        public void apply(Editor e, Stroke s, int x, int y) {
        }

        @Override
        public void end(Editor e, Stroke s) {
            e.pickBrush(s.startX, s.startY, s.lastX, s.lastY);
        }
    }),
    /** Drag a box over the view, across stones when zoomed out: the Edit commands then act on it. */
    SELECT("Select", 's', true, new Handler() {
        @Override
        public void apply(Editor e, Stroke s, int x, int y) {
        }

        @Override
        public void end(Editor e, Stroke s) {
            e.boxes().select(e.box(s.startX, s.startY, s.lastX, s.lastY));
        }
    }),
    /** Stamps the brush where clicked, and all along a drag; its see-through colour leaves the stone as it was. */
    BRUSH("Brush", 'B', true, (e, s, x, y) -> Strokes.line(s.lastX, s.lastY, x, y, e::stamp));

    /** What a tool does to the stone; s is null for a tool that acts once per click. */
    interface Handler {
        void apply(Editor e, Stroke s, int x, int y);

        default void end(Editor e, Stroke s) {
        }
    }

    private final String label;
    /** The key that takes the tool, as a Deluxe Paint hand reaches for it; a capital is the key with Shift. */
    private final char key;
    private final boolean drags;
    private final Handler handler;

    Tool(String label, char key, boolean drags, Handler handler) {
        this.label = label;
        this.key = key;
        this.drags = drags;
        this.handler = handler;
    }

    /** A shape previewed while it is dragged: the stone as it was, then the shape to where the pointer is. */
    private static Handler shape(Handler draw) {
        return (e, s, x, y) -> {
            e.sheet().write(s.region, s.before);
            draw.apply(e, s, x, y);
        };
    }

    public String label() {
        return label;
    }

    public char key() {
        return key;
    }

    /** The key as the menus show it: "D", or "Shift R" for a capital. */
    public String keyLabel() {
        return keyLabel(key);
    }

    /** A key of the editor as its menus show it: "D", "Shift R", "&lt;". */
    public static String keyLabel(char key) {
        return Character.isUpperCase(key) ? "Shift " + key : String.valueOf(Character.toUpperCase(key));
    }

    /** The tool a key takes, or null. */
    public static Tool forKey(char key) {
        for (Tool t : values()) {
            if (t.key == key) {
                return t;
            }
        }
        return null;
    }

    /** True when moving with the button held keeps applying the tool (one undo step for the whole stroke). */
    public boolean drags() {
        return drags;
    }

    Handler handler() {
        return handler;
    }
}
