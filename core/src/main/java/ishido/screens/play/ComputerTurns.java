package ishido.screens.play;

import ishido.ai.Position;
import ishido.match.MatchView;
import ishido.rules.GameMode;
import ishido.rules.Square;
import ishido.store.Settings;
import ishido.ui.RequesterQueue;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * The computer at the play screen: when it plays, it thinks, lets its stone glide from the
 * touchstone to the square, and pauses before the next move; it also answers Suggest Move.
 */
final class ComputerTurns {
    /** Ticks the computer waits after a move before the next, so a person can follow its game. */
    static final int PAUSE = 40;
    /** Ticks a stone takes to fly from the touchstone to its square when the computer plays it. */
    static final int FLIGHT_TICKS = 18;

    private final Supplier<MatchView> match;
    private final PlaySeats seats;
    private final RequesterQueue requesters;
    private final Notices notices;
    /** Where the computer's stone lands: the one place commands are carried out. */
    private final Consumer<PlayCommand> play;
    /** Read for the computer's skill. */
    private final Settings settings;
    private final LongSupplier ticks;
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

    ComputerTurns(Supplier<MatchView> match, PlaySeats seats, RequesterQueue requesters, Notices notices, Consumer<PlayCommand> play,
            Settings settings, LongSupplier ticks, Thinker thinker) {
        this.match = match;
        this.seats = seats;
        this.requesters = requesters;
        this.notices = notices;
        this.play = play;
        this.settings = settings;
        this.ticks = ticks;
        this.thinker = thinker;
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
    void reset(long ticks) {
        flightTo = null;
        suggestion = null;
        failedAt = -1;
        failure = null;
        waitUntil = ticks + PAUSE;
    }

    private void tellFailure() {
        notices.failed("Computer Player", "The computer could not choose its move.", failure, this::retry);
    }

    /** Retry: the computer thinks about its move again at once. */
    private void retry() {
        failedAt = -1;
        failure = null;
        waitUntil = ticks.getAsLong();
    }

    /**
     * A person tried to move while the computer has the turn: told to wait (in a Challenge) or to uncheck the
     * computer's seat; when the computer's search failed on this move, the failure is told again, with Retry.
     * Returns what the player was told.
     */
    String personTriedToMove() {
        MatchView m = match.get();
        if (failure != null && failedAt == m.game().placed()) {
            tellFailure();
            return "The computer could not choose its move.";
        }
        // The strip holds 30 characters: in a Challenge the computer has its turn, otherwise it plays the seat.
        return notices.said(m.mode() == GameMode.CHALLENGE ? "Wait: the computer's turn."
                : "Uncheck Computer Player " + (m.turn() + 1) + ".");
    }

    /** Suggest Move: starts thinking about the stone on the touchstone for the player. */
    void suggest() {
        thinkingForSuggestion = true;
        thinkingAt = match.get().game().placed();
        thinker.start(Position.of(match.get().game()));
        notices.say("The computer is thinking...");
    }

    /** The square the computer suggested for the stone on the touchstone, or null. */
    Square suggestion() {
        return suggestion != null && suggestionAt == match.get().game().placed() ? suggestion : null;
    }

    /** The square the computer's stone is gliding to, or null. */
    Square flightTo() {
        return flightTo;
    }

    long flightStart() {
        return flightStart;
    }

    void tick() {
        long now = this.ticks.getAsLong();
        int placed = match.get().game().placed();
        Throwable failed = thinker.takeFailure();
        if (failed != null) {
            // Said once, with Retry; asking the same search again every tick would only fail again.
            thinkingAt = -1;
            if (thinkingForSuggestion) {
                notices.failed("Suggest Move", "The computer could not suggest a move.", failed, this::suggest);
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
                    notices.say("The computer would play " + answer + ".");
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
            if (!seats.computerPlays()) {
                flightTo = null;
            } else if (now - flightStart >= FLIGHT_TICKS) {
                Square to = flightTo;
                flightTo = null;
                play.accept(new PlayCommand.ComputerPlace(to));
                waitUntil = now + PAUSE;
            }
            return;
        }
        if (seats.computerPlays() && !requesters.isActive() && now >= waitUntil && failedAt != placed) {
            thinkingForSuggestion = false;
            thinkingAt = placed;
            thinker.start(Position.of(match.get().game()), settings.get(Settings.COMPUTER_SKILL));
        }
    }
}
