package ishido.screens.play;

import ishido.ai.Position;
import ishido.rules.Square;
import ishido.store.Settings;

/**
 * The computer at the play screen: when it plays, it thinks, lets its stone glide from the
 * touchstone to the square, and pauses before the next move; it also answers Suggest Move.
 */
final class ComputerTurns {
    /** Ticks the computer waits after a move before the next, so a person can follow its game. */
    static final int PAUSE = 40;
    /** Ticks a stone takes to fly from the touchstone to its square when the computer plays it. */
    static final int FLIGHT_TICKS = 18;

    private final PlaySession session;
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

    ComputerTurns(PlaySession session, Thinker thinker) {
        this.session = session;
        this.thinker = thinker;
    }

    /** Replaces the thinker, e.g. with one that thinks in the background for the real game. */
    void useThinker(Thinker t) {
        thinker.cancel();
        thinker = t;
    }

    boolean isBusy() {
        return thinker.isBusy();
    }

    /** A new game: no stone in flight, no suggestion, and a pause before the computer's first move. */
    void reset(long ticks) {
        flightTo = null;
        suggestion = null;
        waitUntil = ticks + PAUSE;
    }

    /** Suggest Move: starts thinking about the stone on the touchstone for the player. */
    void suggest() {
        thinkingForSuggestion = true;
        thinkingAt = session.game().placed();
        thinker.start(Position.of(session.game()));
        session.say("The computer is thinking...");
    }

    /** The square the computer suggested for the stone on the touchstone, or null. */
    Square suggestion() {
        return suggestion != null && suggestionAt == session.game().placed() ? suggestion : null;
    }

    /** The square the computer's stone is gliding to, or null. */
    Square flightTo() {
        return flightTo;
    }

    long flightStart() {
        return flightStart;
    }

    void tick() {
        long ticks = session.ticks();
        int placed = session.game().placed();
        if (thinker.isBusy() && thinkingAt == placed) {
            Square answer = thinker.take();
            if (answer != null) {
                thinkingAt = -1;
                if (thinkingForSuggestion) {
                    suggestion = answer;
                    suggestionAt = placed;
                    session.say("The computer would play " + answer + ".");
                } else {
                    flightTo = answer;
                    flightStart = ticks;
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
            if (!session.seats().computerPlays()) {
                flightTo = null;
            } else if (ticks - flightStart >= FLIGHT_TICKS) {
                Square to = flightTo;
                flightTo = null;
                session.place(to);
                waitUntil = ticks + PAUSE;
            }
            return;
        }
        if (session.seats().computerPlays() && !session.requesters().isActive() && ticks >= waitUntil) {
            thinkingForSuggestion = false;
            thinkingAt = placed;
            thinker.start(Position.of(session.game()), session.settings().get(Settings.COMPUTER_SKILL));
        }
    }
}
