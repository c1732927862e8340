package ishido.screens.play;

import ishido.match.MatchListener;
import ishido.oracle.Augury;
import ishido.oracle.AuguryTexts;
import ishido.oracle.Cast;
import ishido.oracle.Consultation;
import ishido.oracle.Hexagram;
import ishido.rules.Game;
import ishido.rules.Move;
import ishido.screens.oracle.OracleDesk;
import ishido.store.Settings;

/**
 * The Oracle at the play screen: it asks the question as a game begins or when the Oracle is
 * checked, reads each 4-Way a person makes, and keeps the move that gave a reading from being undone.
 */
final class PlayOracle implements MatchListener {
    private final OracleDesk desk;
    /** The number of the move whose 4-Way gave a reading in this game, or -1. */
    private int readingAt = -1;

    private final PlayContext c;

    PlayOracle(PlayContext c) {
        this.c = c;
        KeptSettings s = c.settings();
        desk = new OracleDesk(new Consultation(c.clock(), AuguryTexts.standard(), s.get(Settings.ORACLE), s.get(Settings.ORACLE_QUESTION), s.get(Settings.ORACLE_ANSWERED)),
                c.requesters(), c.storage(), c.userFolder(), PlayFiles.volumes(c.storage(), c.userFolder()), c.notices()::say);
    }

    private Consultation consultation() {
        return desk.consultation();
    }

    boolean isOn() {
        return consultation().isOn();
    }

    /** The Oracle is not offered while the computer plays the player's seat. */
    boolean offered() {
        return !c.seats().computerPlays();
    }

    /** Checks or unchecks the Oracle; checking shows the question to ask or edit, at once unless the game is over. */
    void toggle() {
        if (consultation().isOn()) {
            consultation().turnOff();
        } else {
            consultation().turnOn();
            if (!c.now().game().isOver()) {
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

    /** A game began (a new one, started over, loaded): no move of it has been read. */
    @Override
    public void gameBegan() {
        readingAt = -1;
    }

    /** True when the game's last move gave a reading, so it may not be taken back. */
    boolean holdsLastMove(Game game) {
        return game.placed() > 0 && game.placed() == readingAt;
    }

    @Override
    public void fourWay(int seat, Move move) {
        if (!consultation().isOn() || c.now().seats().get(seat).isComputer()) {
            return;
        }
        Augury a = consultation().cast(Cast.fourWay(c.now().game(), move));
        readingAt = move.number();
        store();
        desk.show(a);
        if (c.settings().get(Settings.SAVE_AUGURIES)) {
            desk.saveAutomatically(a);
        }
    }

    /** Shows the augury of a hexagram as a reading would, for looking at each of the 64. */
    void show(int hexagram) {
        desk.show(consultation().reading(Hexagram.number(hexagram)));
    }

    private void store() {
        KeptSettings s = c.settings();
        s.set(Settings.ORACLE, consultation().isOn());
        s.set(Settings.ORACLE_QUESTION, consultation().question());
        s.set(Settings.ORACLE_ANSWERED, consultation().isAnswered());
        c.settings().save();
    }
}
