package ishido.ai;

/**
 * How long the computer player may think about one move: a number of iterations (rollouts; the same
 * seed then gives the same move on any machine) or a number of milliseconds, and how many threads.
 */
public final class Limits {
    private final long iterations;
    private final long millis;
    private final int threads;

    private Limits(long iterations, long millis, int threads) {
        if (iterations <= 0 && millis <= 0) {
            throw new IllegalArgumentException("a search needs a positive budget");
        }
        if (threads < 1) {
            throw new IllegalArgumentException("a search needs at least one thread");
        }
        this.iterations = iterations;
        this.millis = millis;
        this.threads = threads;
    }

    /**
     * A budget of rollouts per move, reproducible for a given seed. Every candidate square gets at
     * least one rollout in each halving round, so a budget below a few dozen can be exceeded.
     */
    public static Limits iterations(long iterations) {
        return new Limits(iterations, 0, 1);
    }

    /** A budget of wall-clock time per move. */
    public static Limits millis(long millis) {
        return new Limits(0, millis, 1);
    }

    /** The same budget searched by this many threads. */
    public Limits withThreads(int threads) {
        return new Limits(iterations, millis, threads);
    }

    /** The rollout budget, or 0 when the budget is time. */
    public long iterations() {
        return iterations;
    }

    /** The time budget in milliseconds, or 0 when the budget is iterations. */
    public long millis() {
        return millis;
    }

    public int threads() {
        return threads;
    }

    public boolean isTimed() {
        return iterations <= 0;
    }

    @Override
    public String toString() {
        return (isTimed() ? millis + " ms" : iterations + " iterations") + ", " + threads + " thread(s)";
    }
}
