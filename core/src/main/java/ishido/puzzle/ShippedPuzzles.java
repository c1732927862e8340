package ishido.puzzle;

import ishido.assets.Assets;
import java.util.List;

/**
 * The set of puzzles the game ships ({@value #ASSET}): made on deals of its own by the lab's {@code puzzles --make 1000
 * --seed 1} and verified (docs/formats.md, "Puzzles"). Read once, on first use.
 */
public final class ShippedPuzzles {
    /** The asset of the set. */
    public static final String ASSET = "puzzles/puzzles.txt";
    private static List<Puzzle> set;

    private ShippedPuzzles() {
    }

    /**
     * The shipped set, in its order.
     *
     * @throws IllegalStateException when the build's set does not read (a broken build)
     */
    public static synchronized List<Puzzle> set() {
        if (set == null) {
            try {
                set = PuzzleFile.parse(Assets.text(ASSET));
            } catch (IllegalArgumentException e) {
                throw new IllegalStateException(ASSET + ": " + e.getMessage(), e);
            }
        }
        return set;
    }

    /**
     * The shipped puzzle of a number (a {@code ?puzzle=} link's, {@code --puzzle N}'s).
     *
     * @throws IllegalArgumentException with the one line to show when the set has no puzzle of that number
     */
    public static Puzzle numbered(int number) {
        List<Puzzle> all = set();
        for (Puzzle p : all) {
            if (p.number() == number) {
                return p;
            }
        }
        throw new IllegalArgumentException("no puzzle " + number + ": the shipped set has puzzles 1 to "
                + all.get(all.size() - 1).number());
    }
}
