package ishido.editor;

/** How close the edit box looks: a quarter of a stone for its detail, one stone, or 2x2 stones across which strokes run. */
public enum Zoom {
    /** A 10x10 corner of the stone, scrolled to where the work is: for a stone's finest detail. */
    DETAIL("Detail"),
    /** The whole selected stone, as the 1990 editor showed it. */
    STONE("One Stone"),
    /** 2x2 stones at half the zoom. */
    OUT("2x2 Stones");

    private final String label;

    Zoom(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** One step closer, or farther, stopping at the ends. */
    public Zoom closer() {
        return this == OUT ? STONE : DETAIL;
    }

    public Zoom farther() {
        return this == DETAIL ? STONE : OUT;
    }
}
