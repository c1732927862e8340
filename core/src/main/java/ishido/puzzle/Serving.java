package ishido.puzzle;

import ishido.rules.SplitMix64;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * Which puzzle comes next: a rated one near the player's rating (of a chosen theme, not tried before while there
 * are such), the puzzle of the day (the same for everyone on a date), and the puzzles of a timed run, rising in
 * rating. Every choice is drawn from a seed, so a choice repeats exactly (docs/formats.md, "Puzzles").
 */
public final class Serving {
    /** A rated puzzle is drawn from this many of the nearest to the player's rating, so no two players meet one order. */
    static final int NEAREST = 12;
    /** A timed run's puzzles: one from each of this many bands of the set, from the lowest rated to the highest. */
    public static final int RUN_BANDS = 50;

    private Serving() {
    }

    /**
     * The next rated puzzle: of the theme (null: any), among those not tried yet (all of them once every one
     * was), one of the {@link #NEAREST} whose rating is nearest the player's, drawn from the seed.
     *
     * @param rating each puzzle's rating now (the player's tries move it)
     * @return null only for a theme no puzzle of the set has
     */
    public static Puzzle next(List<Puzzle> set, double player, Function<Puzzle, Glicko> rating, Theme theme,
            Set<Integer> tried, long seed) {
        List<Puzzle> fresh = new ArrayList<>();
        List<Puzzle> themed = new ArrayList<>();
        for (Puzzle p : set) {
            if (theme == null || p.themes().contains(theme)) {
                themed.add(p);
                if (!tried.contains(p.number())) {
                    fresh.add(p);
                }
            }
        }
        List<Puzzle> from = fresh.isEmpty() ? themed : fresh;
        if (from.isEmpty()) {
            return null;
        }
        from.sort(Comparator.comparingDouble((Puzzle p) -> Math.abs(rating.apply(p).rating() - player))
                .thenComparingInt(Puzzle::number));
        int n = Math.min(NEAREST, from.size());
        return from.get((int) Long.remainderUnsigned(new SplitMix64(seed).nextLong(), n));
    }

    /**
     * The puzzle of the day for everyone: the second 64-bit draw of {@link SplitMix64} seeded with the day's
     * number (days since 1970-01-01; the deal of the day is the first), as an unsigned number modulo the set's size.
     */
    public static Puzzle ofDay(List<Puzzle> set, LocalDate date) {
        SplitMix64 r = new SplitMix64(date.toEpochDay());
        r.nextLong();
        return set.get((int) Long.remainderUnsigned(r.nextLong(), set.size()));
    }

    /**
     * A timed run's puzzles: the set in the order of its first ratings cut into {@link #RUN_BANDS} bands, one puzzle
     * drawn from each, lowest band first, so the run begins easy and rises.
     */
    public static List<Puzzle> run(List<Puzzle> set, long seed) {
        List<Puzzle> sorted = new ArrayList<>(set);
        sorted.sort(Comparator.comparingDouble((Puzzle p) -> p.rating().rating()).thenComparingInt(Puzzle::number));
        SplitMix64 r = new SplitMix64(seed);
        int bands = Math.min(RUN_BANDS, sorted.size());
        List<Puzzle> out = new ArrayList<>();
        for (int b = 0; b < bands; b++) {
            int from = b * sorted.size() / bands;
            int to = (b + 1) * sorted.size() / bands;
            out.add(sorted.get(from + (int) Long.remainderUnsigned(r.nextLong(), to - from)));
        }
        return out;
    }
}
