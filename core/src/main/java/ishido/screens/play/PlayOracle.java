package ishido.screens.play;

import ishido.match.MatchListener;
import ishido.match.MatchView;
import ishido.oracle.Augury;
import ishido.oracle.AuguryTexts;
import ishido.oracle.Cast;
import ishido.oracle.Consultation;
import ishido.oracle.Hexagram;
import ishido.persist.Storage;
import ishido.rules.Game;
import ishido.rules.Move;
import ishido.screens.oracle.OracleDesk;
import ishido.store.Settings;
import ishido.ui.RequesterQueue;
import java.nio.file.Path;
import java.time.Clock;
import java.util.function.Supplier;

/**
 * The Oracle at the play screen: it asks the question as a game begins or when the Oracle is
 * checked, reads each 4-Way a person makes, and keeps the move that gave a reading from being undone.
 */
final class PlayOracle implements MatchListener {
    private final Supplier<MatchView> match;
    private final PlaySeats seats;
    private final KeptSettings settings;
    private final OracleDesk desk;
    /** The number of the move whose 4-Way gave a reading in this game, or -1. */
    private int readingAt = -1;

    PlayOracle(Supplier<MatchView> match, PlaySeats seats, KeptSettings settings, RequesterQueue requesters,
            Notices notices, Storage storage, Path userFolder, Clock clock) {
        this.match = match;
        this.seats = seats;
        this.settings = settings;
        KeptSettings s = settings;
        desk = new OracleDesk(new Consultation(clock, AuguryTexts.standard(), s.get(Settings.ORACLE), s.get(Settings.ORACLE_QUESTION), s.get(Settings.ORACLE_ANSWERED)),
                requesters, storage, userFolder, PlayFiles.volumes(storage, userFolder), notices::say);
    }

    private Consultation consultation() {
        return desk.consultation();
    }

    boolean isOn() {
        return consultation().isOn();
    }

    /** The Oracle is not offered while the computer plays the player's seat. */
    boolean offered() {
        return !seats.computerPlays();
    }

    /** Checks or unchecks the Oracle; checking shows the question to ask or edit, at once unless the game is over. */
    void toggle() {
        if (consultation().isOn()) {
            consultation().turnOff();
        } else {
            consultation().turnOn();
            if (!match.get().game().isOver()) {
                desk.ask(this::store);
            }
        }
        store();
    }

    /** A new game: with the Oracle on it begins with the question (a fresh one once the last was answered). */
    void gameBegins() {
        readingAt = -1;
        if (offered() && consultation().newGame()) {
            store();
            desk.ask(this::store);
        }
    }

    /** The game started over or was loaded: no move of it has been read. */
    void reset() {
        readingAt = -1;
    }

    /** True when the game's last move gave a reading, so it may not be taken back. */
    boolean holdsLastMove(Game game) {
        return game.placed() > 0 && game.placed() == readingAt;
    }

    @Override
    public void fourWay(int seat, Move move) {
        if (!consultation().isOn() || match.get().seats().get(seat).isComputer()) {
            return;
        }
        Augury a = consultation().cast(Cast.fourWay(match.get().game(), move));
        readingAt = move.number();
        store();
        desk.show(a);
        if (settings.get(Settings.SAVE_AUGURIES)) {
            desk.saveAutomatically(a);
        }
    }

    /** Shows the augury of a hexagram as a reading would, for looking at each of the 64. */
    void show(int hexagram) {
        desk.show(consultation().reading(Hexagram.number(hexagram)));
    }

    private void store() {
        KeptSettings s = settings;
        s.set(Settings.ORACLE, consultation().isOn());
        s.set(Settings.ORACLE_QUESTION, consultation().question());
        s.set(Settings.ORACLE_ANSWERED, consultation().isAnswered());
        settings.save();
    }
}
