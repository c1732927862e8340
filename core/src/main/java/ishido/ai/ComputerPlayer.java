package ishido.ai;

import ishido.rules.SplitMix64;
import ishido.work.Work;
import java.util.function.LongSupplier;
import ishido.rules.Square;

/**
 * The computer player at a skill: the three lower levels are cheap (a glance at the neighbours, the
 * rollout policy with noise, a small search) so they cost almost nothing on a shared machine; Master
 * searches with the limits it is given.
 */
public final class ComputerPlayer {
    /** Novice: the share of moves made at random among the legal squares; the rest take the most neighbours. */
    static final double NOVICE_RANDOM = 0.6;
    /** Adept: noise added to the policy's value of each square, so it misses what a close look would see. */
    static final int ADEPT_NOISE = 20;
    /** Expert: rollouts per move, a small fraction of Master's budget. */
    static final long EXPERT_ITERATIONS = 150;

    private final Skill skill;
    private final SplitMix64 random;
    private final Searcher searcher;
    /** Master's searcher: in the shipped style by default (guarded against slow strands, the learned rollouts). */
    private final Searcher master;
    /** Nanoseconds, for Master's budgets and the time a glance took. */
    private final LongSupplier clock;
    private final Policy policy = new Policy();

    public ComputerPlayer(Skill skill, SplitMix64 random) {
        this(skill, random, System::nanoTime);
    }

    /** As {@link #ComputerPlayer(Skill, SplitMix64)}, timing Master's time budgets by the given clock of nanoseconds. */
    public ComputerPlayer(Skill skill, SplitMix64 random, LongSupplier clock) {
        this(skill, random, clock, defaultStyle(skill));
    }

    /**
     * The style a player at this skill gets by default: Master's is {@link MasterStyle#shipped()}; the lower levels
     * never use one, and are given {@link MasterStyle#PLAIN} so they do not read the shipped value's weights.
     */
    static MasterStyle defaultStyle(Skill skill) {
        return skill == Skill.MASTER ? MasterStyle.shipped() : MasterStyle.PLAIN;
    }

    /**
     * As {@link #ComputerPlayer(Skill, SplitMix64, LongSupplier)}, Master playing in the given style ({@link
     * MasterStyle#shipped()} by default; {@link MasterStyle#PLAIN} is the Master of commit 8f46e54, for paired
     * measurements); the lower levels never change.
     */
    public ComputerPlayer(Skill skill, SplitMix64 random, LongSupplier clock, MasterStyle style) {
        this.skill = skill;
        this.random = random;
        this.clock = clock;
        this.searcher = new Searcher(random, clock);
        this.master = style.equals(MasterStyle.PLAIN) ? searcher : new Searcher(random, clock, style);
    }

    public Skill skill() {
        return skill;
    }

    /**
     * Chooses a square for the touchstone's stone.
     *
     * @param masterLimits the search budget at Master skill (the lower levels have budgets of their own)
     * @return the choice, or null when the stone has no legal square
     */
    public SearchResult choose(Position position, Limits masterLimits, SearchListener listener) {
        return start(position, masterLimits, listener).finish();
    }

    /**
     * The choice of {@link #choose} as work to be stepped (a search a slice at a time, in a browser); the
     * lower levels, which do not search, have chosen before it starts.
     */
    public Work<SearchResult> start(Position position, Limits masterLimits, SearchListener listener) {
        return switch (skill) {
            case MASTER -> master.start(position, masterLimits, listener);
            case EXPERT -> searcher.start(position, Limits.iterations(EXPERT_ITERATIONS), listener);
            case ADEPT, NOVICE -> Work.done(glance(position));
        };
    }

    /** A choice without look-ahead: Novice by neighbours or at random, Adept by the noisy policy. */
    private SearchResult glance(Position position) {
        long start = clock.getAsLong();
        Engine root = Engine.of(position);
        int kind = position.touchstone().id();
        boolean atRandom = skill == Skill.NOVICE && random.nextDouble() < NOVICE_RANDOM;
        int fragile0 = Policy.fragile(root, kind, 0);
        int fragile1 = Policy.fragile(root, kind, 1);
        int best = -1;
        long bestValue = Long.MIN_VALUE;
        int ties = 0;
        for (int s = 0; s < Engine.SQUARES; s++) {
            if (!root.isLegal(s, kind)) {
                continue;
            }
            long value;
            if (atRandom) {
                value = 0;
            } else if (skill == Skill.NOVICE) {
                value = root.around[s];
            } else {
                value = policy.evaluate(root, s, kind, fragile0, fragile1) + random.nextInt(ADEPT_NOISE + 1);
            }
            // Reservoir choice among equal values, so ties do not always go to the first square.
            if (value > bestValue) {
                best = s;
                bestValue = value;
                ties = 1;
            } else if (value == bestValue && random.nextInt(++ties) == 0) {
                best = s;
            }
        }
        if (best < 0) {
            return null;
        }
        return new SearchResult(Square.byIndex(best), root.score + root.points(best, kind), 0,
                (clock.getAsLong() - start) / 1_000_000L);
    }
}
