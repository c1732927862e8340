package ishido.screens;

/** A number with its noun, singular for one ("1 point", "2 points"), as every screen words a count. */
public final class Counted {
    private Counted() {
    }

    /** The count and the noun, which takes an s unless the count is one. */
    public static String of(long count, String singular) {
        return count + " " + singular + (count == 1 ? "" : "s");
    }
}
