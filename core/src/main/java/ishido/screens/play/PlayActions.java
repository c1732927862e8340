package ishido.screens.play;

import ishido.match.MatchView;
import ishido.rules.GameMode;
import ishido.store.Settings;
import java.util.function.BooleanSupplier;

/**
 * What the play screen's menus read to check and ghost their items; what an item does is a
 * {@link PlayCommand}, carried out by the session.
 */
final class PlayActions {
    private final BooleanSupplier canUndo;
    private final PlayHelps helps;
    private final PlayOracle oracle;

    private final PlayContext c;

    PlayActions(PlayContext c, BooleanSupplier canUndo, PlayHelps helps, PlayOracle oracle) {
        this.c = c;
        this.canUndo = canUndo;
        this.helps = helps;
        this.oracle = oracle;
    }

    /** The value of a choice kept in the settings. */
    <T> T choice(Settings.Key<T> key) {
        return c.settings().get(key);
    }

    /** The mode chosen for New Game. */
    GameMode nextMode() {
        return c.seats().nextMode();
    }

    /** The match under way, read to ghost what it does not allow. */
    MatchView match() {
        return c.now();
    }

    boolean canUndo() {
        return canUndo.getAsBoolean();
    }

    boolean hintsAllowed() {
        return helps.hintsAllowed();
    }

    boolean canSuggest() {
        return helps.canSuggest();
    }

    boolean oracleOn() {
        return oracle.isOn();
    }

    boolean oracleOffered() {
        return oracle.offered();
    }
}
