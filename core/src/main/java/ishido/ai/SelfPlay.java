package ishido.ai;

import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import ishido.rules.SplitMix64;
import ishido.work.Work;
import java.util.Locale;

/**
 * One game of the computer player's benchmark, as the desktop's {@code selfplay} command and the
 * browser's selfplay page both play it: game i (from 0) of a run from seed S is dealt from S + i and
 * played by a player whose generator is seeded from S + i too, so a run with an iteration budget gives
 * the same games anywhere. A game is played a move at a time, so a page can spread it over its frames.
 */
public final class SelfPlay {
    /** Mixed into the seed for the player's random generator, so it is not the generator that dealt. */
    private static final long PLAYER_SALT = 0x1D15_0000_0001L;

    private final Game game;
    private final ComputerPlayer player;
    private final Limits limits;
    private final int number;
    private long moves;
    private long nanos;

    /** Game i (from 0) of a run from the seed, on the given deal (Deal.random(seed + i) for a seeded run). */
    public SelfPlay(Deal deal, long seed, int i, Skill skill, Limits limits) {
        this(deal, seed, i, skill, limits, ComputerPlayer.defaultStyle(skill));
    }

    /**
     * As {@link #SelfPlay(Deal, long, int, Skill, Limits)}, Master playing in the given style (by default {@link
     * MasterStyle#shipped()}; the lower levels never use one).
     */
    public SelfPlay(Deal deal, long seed, int i, Skill skill, Limits limits, MasterStyle style) {
        this.game = new Game(deal, Scoring.MODERN);
        this.player = new ComputerPlayer(skill, new SplitMix64((seed + i) ^ PLAYER_SALT), System::nanoTime, style);
        this.limits = limits;
        this.number = i + 1;
    }

    /**
     * Plays one move, timed by the given clock (nanoseconds); false once the game is over.
     *
     * @throws IllegalMoveException when the player chose a move the rules refuse
     */
    public boolean step(java.util.function.LongSupplier nanoTime) throws IllegalMoveException {
        if (game.isOver()) {
            return false;
        }
        long t0 = nanoTime.getAsLong();
        SearchResult r = player.choose(Position.of(game), limits, SearchListener.NONE);
        return place(r, nanoTime.getAsLong() - t0);
    }

    /**
     * The search for the next move as work to be stepped (a browser runs it in slices of its ticks), or
     * null once the game is over; {@link #place} plays what it chose.
     */
    public Work<SearchResult> startMove() {
        return game.isOver() ? null : player.start(Position.of(game), limits, SearchListener.NONE);
    }

    /**
     * Plays the move a search chose, counting the nanoseconds it took; false once the game is over.
     *
     * @throws IllegalMoveException when the player chose a move the rules refuse
     */
    public boolean place(SearchResult chosen, long tookNanos) throws IllegalMoveException {
        nanos += tookNanos;
        moves++;
        game.place(chosen.square());
        return !game.isOver();
    }

    public Game game() {
        return game;
    }

    /** Moves played so far. */
    public long moves() {
        return moves;
    }

    /** Nanoseconds the moves took. */
    public long nanos() {
        return nanos;
    }

    /** The benchmark's line for the game once over: {@code game=N score=X fourways=Y left=Z}. */
    public String line() {
        return String.format(Locale.ROOT, "game=%d score=%d fourways=%d left=%d", number, game.finalScore(),
                game.fourWays(), game.stonesLeft());
    }
}
