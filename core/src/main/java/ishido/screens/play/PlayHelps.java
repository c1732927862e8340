package ishido.screens.play;

import ishido.store.Settings;
import ishido.ui.Requester;
import java.util.List;

/**
 * The helps of the Help menu that cost a game the All-Time Highs: Show Possible Moves, Always Show
 * Moves, Suggest Move and Show Pouch, each after a warning the player may back out of.
 */
final class PlayHelps {
    private final PlaySession session;
    private ComputerTurns computer;
    /** Legal squares are shown while this many stones are placed (Show Possible Moves), or -1. */
    private int hintAt = -1;

    PlayHelps(PlaySession session) {
        this.session = session;
    }

    void useComputer(ComputerTurns turns) {
        computer = turns;
    }

    /** A new game shows no hints. */
    void reset() {
        hintAt = -1;
    }

    /** Legal squares are shown while this many stones are placed, or -1. */
    int hintAt() {
        return hintAt;
    }

    /**
     * Runs a help that costs the All-Time Highs, after warning the player the first time in a game;
     * the player may back out.
     */
    private void costlyHelp(String what, Runnable help) {
        if (session.match().isDisqualified() || session.game().isOver()) {
            help.run();
            return;
        }
        session.requesters().show(Requester.message(what, List.of("Using this help means this", "game cannot make the",
                "All-Time Highs. Go on?"), "Go On", "Back Out", yes -> {
                    if (yes) {
                        session.match().disqualify();
                        help.run();
                    }
                }));
    }

    /** The helps are not offered in Tournament play, nor once the game is over. */
    boolean hintsAllowed() {
        return session.mode().allowsHints() && !session.game().isOver();
    }

    /** Show Possible Moves: the legal squares for the stone on the touchstone, until it is placed. */
    void showPossibleMoves() {
        costlyHelp("Show Possible Moves", () -> hintAt = session.game().placed());
    }

    /** Always Show Moves: the legal squares for every stone (it costs only when turned on). */
    void toggleAlwaysShowMoves() {
        if (session.settings().get(Settings.ALWAYS_SHOW_MOVES)) {
            session.settings().set(Settings.ALWAYS_SHOW_MOVES, false);
            session.saveSettings();
        } else {
            costlyHelp("Always Show Moves", () -> {
                session.settings().set(Settings.ALWAYS_SHOW_MOVES, true);
                session.saveSettings();
            });
        }
    }

    /** Suggest Move is offered while a person is to move and the computer is not thinking already. */
    boolean canSuggest() {
        return hintsAllowed() && !session.seats().computerPlays() && !computer.isBusy();
    }

    /** Suggest Move: the computer marks the square it would choose. */
    void suggestMove() {
        costlyHelp("Suggest Move", computer::suggest);
    }

    /** Show Pouch: the stones still in the pouch. */
    void showPouch() {
        costlyHelp("Show Pouch", () -> session.requesters().show(PlayMenus.pouchRequester(session)));
    }
}
