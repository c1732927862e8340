package ishido.screens.play;

import ishido.match.MatchListener;
import ishido.ai.Position;
import ishido.match.MatchView;
import ishido.rules.GameMode;
import ishido.rules.Square;
import ishido.rules.Stone;
import ishido.store.Settings;
import ishido.theme.StoneNames;
import java.util.function.Supplier;

/**
 * The computer at the play screen: when it plays, it thinks, lets its stone glide from the
 * touchstone to the square, and pauses before the next move; it also answers Suggest Move.
 */
final class ComputerTurns implements MatchListener {
    /** Ticks the computer waits after a move before the next, so a person can follow its game. */
    static final int PAUSE = 40;
    /** Ticks a stone takes to fly from the touchstone to its square when the computer plays it. */
    static final int FLIGHT_TICKS = 18;

    private Thinker thinker;
    /** What the thinker is working on: a computer move, or a suggestion for the player. */
    private boolean thinkingForSuggestion;
    /** The number of placed stones the thinker's question was about; answers about other positions are dropped. */
    private int thinkingAt = -1;
    private long waitUntil;
    /** The square the computer's stone is flying to, and since when, or null. */
    private Square flightTo;
    private long flightStart;
    /** The computer's suggestion for the player, shown while this many stones are placed. */
    private Square suggestion;
    private int suggestionAt = -1;
    /** The number of placed stones at which a search threw: the computer does not try that move again by itself. */
    private int failedAt = -1;
    /** The error of that search, until the player retries or the game moves on. */
    private Throwable failure;

    private final PlayContext c;
    /** The stoneset's words for a stone, as the suggestion names the one it places. */
    private final Supplier<StoneNames> names;

    ComputerTurns(PlayContext c, Thinker thinker, Supplier<StoneNames> names) {
        this.c = c;
        this.thinker = thinker;
        this.names = names;
    }

    /** Replaces the thinker, e.g. with one that thinks in the background for the real game. */
    void useThinker(Thinker t) {
        thinker.close();
        thinker = t;
    }

    /** The screen is gone: the thinker's thread ends. */
    void close() {
        thinker.close();
    }

    boolean isBusy() {
        return thinker.isBusy();
    }

    /** A new game: no stone in flight, no suggestion, and a pause before the computer's first move. */
    @Override
    public void gameBegan() {
        flightTo = null;
        suggestion = null;
        failedAt = -1;
        failure = null;
        waitUntil = c.ticks().getAsLong() + PAUSE;
    }

    private void tellFailure() {
        c.notices().failed("Computer Player", "The computer could not choose its move.", failure, this::retry);
    }

    /** Retry: the computer thinks about its move again at once. */
    private void retry() {
        failedAt = -1;
        failure = null;
        waitUntil = c.ticks().getAsLong();
    }

    /**
     * A person tried to move while the computer has the turn: told to wait (in a Challenge) or to uncheck the
     * computer's seat; when the computer's search failed on this move, the failure is told again, with Retry.
     * Returns what the player was told.
     */
    String personTriedToMove() {
        MatchView m = c.now();
        if (failure != null && failedAt == m.game().placed()) {
            tellFailure();
            return "The computer could not choose its move.";
        }
        // The strip holds 30 characters: in a Challenge the computer has its turn, otherwise it plays the seat.
        return c.notices().said(m.mode() == GameMode.CHALLENGE ? "Wait: the computer's turn."
                : "Uncheck Computer Player " + (m.turn() + 1) + ".");
    }

    /** Suggest Move: starts thinking about the stone on the touchstone for the player. */
    void suggest() {
        thinkingForSuggestion = true;
        thinkingAt = c.now().game().placed();
        thinker.start(Position.of(c.now().game()));
        c.notices().say("The computer is thinking...");
    }

    /** The square the computer suggested for the stone on the touchstone, or null. */
    Square suggestion() {
        return suggestion != null && suggestionAt == c.now().game().placed() ? suggestion : null;
    }

    /** The square the computer's stone is gliding to, or null. */
    Square flightTo() {
        return flightTo;
    }

    long flightStart() {
        return flightStart;
    }

    void tick() {
        long now = c.ticks().getAsLong();
        int placed = c.now().game().placed();
        Throwable failed = thinker.takeFailure();
        if (failed != null) {
            // Said once, with Retry; asking the same search again every tick would only fail again.
            thinkingAt = -1;
            if (thinkingForSuggestion) {
                c.notices().failed("Suggest Move", "The computer could not suggest a move.", failed, this::suggest);
            } else {
                failedAt = placed;
                failure = failed;
                tellFailure();
            }
            return;
        }
        if (thinker.isBusy() && thinkingAt == placed) {
            Square answer = thinker.take();
            if (answer != null) {
                thinkingAt = -1;
                if (thinkingForSuggestion) {
                    suggestion = answer;
                    suggestionAt = placed;
                    // A suggestion is asked while the game is under way: the touchstone holds its stone.
                    Stone stone = c.now().game().touchstone();
                    c.notices().say("Suggested: " + names.get().the(stone) + " on " + answer + ".");
                } else {
                    flightTo = answer;
                    flightStart = now;
                }
            } else if (!thinker.isBusy()) {
                thinkingAt = -1;
            }
            return;
        }
        if (thinker.isBusy()) {
            // The game moved on (undo, new game) while the computer thought: its answer is stale.
            thinker.cancel();
            thinkingAt = -1;
        }
        if (flightTo != null) {
            if (!c.seats().computerPlays()) {
                flightTo = null;
            } else if (now - flightStart >= FLIGHT_TICKS) {
                Square to = flightTo;
                flightTo = null;
                c.play().accept(new PlayCommand.ComputerPlace(to));
                waitUntil = c.ticks().getAsLong() + PAUSE;
            }
            return;
        }
        if (c.seats().computerPlays() && !c.requesters().isActive() && now >= waitUntil && failedAt != placed) {
            thinkingForSuggestion = false;
            thinkingAt = placed;
            thinker.start(Position.of(c.now().game()), c.settings().get(Settings.COMPUTER_SKILL));
        }
    }
}
