package ishido.codewheel;

/**
 * How far each disc of the codewheel is turned, in whole sectors clockwise (0 to
 * {@link Codewheel#SECTORS} - 1): sector k of a disc turned by r sits at position k + r.
 */
public record Setting(int outer, int middle, int inner) {
    /** The wheel as it comes out of the box: every disc's sector 0 at the top. */
    public static final Setting HOME = new Setting(0, 0, 0);

    public Setting {
        outer = Codewheel.sector(outer);
        middle = Codewheel.sector(middle);
        inner = Codewheel.sector(inner);
    }

    public int rotation(Disc disc) {
        return switch (disc) {
            case OUTER -> outer;
            case MIDDLE -> middle;
            case INNER -> inner;
        };
    }

    /** The same setting with one disc turned by steps sectors (negative: anticlockwise). */
    public Setting turn(Disc disc, int steps) {
        return switch (disc) {
            case OUTER -> new Setting(outer + steps, middle, inner);
            case MIDDLE -> new Setting(outer, middle + steps, inner);
            case INNER -> new Setting(outer, middle, inner + steps);
        };
    }
}
