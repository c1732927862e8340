package ishido.editor;

/** What the left button does in the stone edit box, and whether it keeps working while the pointer drags. */
public enum Tool {
    /** Paints pixels in the chosen colour, freehand while the button is held. */
    DRAW("Draw", true),
    /** Floods the touching pixels of one colour with the chosen colour. */
    FILL("Fill", false),
    /** Changes every pixel of the clicked colour to the chosen one, over the XColor scope. */
    XCOLOR("XColor", false);

    private final String label;
    private final boolean drags;

    Tool(String label, boolean drags) {
        this.label = label;
        this.drags = drags;
    }

    public String label() {
        return label;
    }

    /** True when moving with the button held keeps applying the tool (one undo step for the whole stroke). */
    public boolean drags() {
        return drags;
    }
}
