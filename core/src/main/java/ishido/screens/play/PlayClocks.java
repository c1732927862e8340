package ishido.screens.play;

import ishido.audio.Effect;
import ishido.match.MatchListener;
import ishido.match.MatchView;
import ishido.match.Timer;
import ishido.rules.Game;
import ishido.store.Settings;
import java.util.function.Consumer;

/**
 * The timers at the play screen: the match's clock runs only while a person is to move and nothing
 * waits on them (no requester or menu open, not the computer at its watchable pace); a Challenge move
 * that runs out passes the stone on, a Tournament game that runs out ends.
 */
final class PlayClocks implements MatchListener {
    /** Seconds left at which the countdown starts to sound a warning each second. */
    static final int WARNING_SECONDS = 5;

    private final MatchCommands match;
    private final Consumer<Effect> sound;
    /** Lets go of a stone the player holds. */
    private final Runnable dropStone;
    /** The seat whose move ran out, while the status strip holds the news until its next move; -1 for none. */
    private int timedOut = -1;
    /** The game in which it ran out: a new or loaded game lets the news go. */
    private Game timedOutIn;


    private final PlayContext c;

    PlayClocks(PlayContext c, MatchCommands match, Consumer<Effect> sound, Runnable dropStone) {
        this.c = c;
        this.match = match;
        this.sound = sound;
        this.dropStone = dropStone;
    }

    /** One 60 Hz tick of the screen: the match's clock runs when it should. */
    void tick(boolean menuOpen) {
        MatchView match = this.match.get();
        if (timedOut >= 0 && match.game() != timedOutIn) {
            letGo();
        }
        if (menuOpen || c.requesters().isActive() || c.seats().computerPlays() || match.game().isOver()) {
            return;
        }
        this.match.tick();
        long left = match.ticksLeft();
        if (left > 0 && left <= WARNING_SECONDS * Timer.TICKS_PER_SECOND && left % Timer.TICKS_PER_SECOND == 0) {
            sound.accept(Effect.STONE_CLICK);
        }
    }

    @Override
    public void moveTimedOut(int seat) {
        dropStone.run();
        sound.accept(Effect.ILLEGAL);
        MatchView m = match.get();
        int next = (seat + 1) % m.seats().size();
        boolean computer = m.seats().get(next).isComputer();
        // The news stays on the strip until this seat moves again, so the computer's quick reply cannot hide it.
        c.notices().hold("Time! Turn passes to " + (computer ? "computer." : "Player " + (next + 1) + "."));
        timedOut = seat;
        timedOutIn = m.game();
        if (c.settings().get(Settings.MESSAGES)) {
            c.notices().tell("Out of Time", "Player " + (seat + 1) + " ran out of time: the turn is lost, and "
                    + (computer ? "the computer" : "Player " + (next + 1)) + " has the stone.");
        }
    }

    @Override
    public void stonePlaced(int seat, ishido.rules.Move move) {
        if (seat == timedOut) {
            letGo();
        }
    }

    private void letGo() {
        timedOut = -1;
        timedOutIn = null;
        c.notices().release();
    }

    @Override
    public void gameEnded(Game.End end) {
        if (end == Game.End.TIME_UP) {
            dropStone.run();
            c.notices().say("Time is up!");
            c.play().accept(new PlayCommand.ShowGameOver());
        }
    }

    /** The countdown as the screen shows it: whole seconds, rounded up, or -1 without a timer. */
    static long secondsLeft(long ticksLeft) {
        return ticksLeft < 0 ? -1 : (ticksLeft + Timer.TICKS_PER_SECOND - 1) / Timer.TICKS_PER_SECOND;
    }

    /** A game's time left as {@code M:SS}. */
    static String minutes(long ticksLeft) {
        long s = secondsLeft(ticksLeft);
        return s / 60 + ":" + String.format("%02d", s % 60);
    }
}
