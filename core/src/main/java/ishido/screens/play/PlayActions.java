package ishido.screens.play;

import ishido.machine.Host;
import ishido.match.DealCode;
import ishido.match.MatchView;
import ishido.rules.GameMode;
import ishido.store.Settings;
import java.util.List;
import java.util.function.Supplier;

/**
 * What the play screen's menus read to check and ghost their items, and the few commands that are the
 * menus' own (quitting, the kept choices); every other item calls the part that owns it.
 */
final class PlayActions {
    /** The session's own commands: the game under way begins, restarts, ends, or takes back a move. */
    interface Flow {
        void askNewGame();

        void askStartOver();

        void askEndGame();

        boolean canUndo();

        void undo();
    }

    private final Flow flow;
    private final Supplier<MatchView> match;
    private final PlaySeats seats;
    private final KeptSettings settings;
    private final Notices notices;
    private final Host host;
    private final PlayHelps helps;
    private final PlayOracle oracle;
    private final PlayTournament tournament;
    private final DealChoice deals;

    PlayActions(Flow flow, Supplier<MatchView> match, PlaySeats seats, KeptSettings settings, Notices notices, Host host,
            PlayHelps helps, PlayOracle oracle, PlayTournament tournament, DealChoice deals) {
        this.flow = flow;
        this.match = match;
        this.seats = seats;
        this.settings = settings;
        this.notices = notices;
        this.host = host;
        this.helps = helps;
        this.oracle = oracle;
        this.tournament = tournament;
        this.deals = deals;
    }

    /** File > Quit, asking first while a game or a tournament is under way. */
    void quit() {
        if (isUnderWay()) {
            notices.confirm("Quit", List.of("A game is under way.", "Quit Ishido?"), "Quit", host::quit);
        } else if (tournament.isUnderWay()) {
            // Between a tournament's games, too: its next players have not played yet.
            notices.confirm("Quit", List.of("A tournament is under way.", "Quit Ishido?"), "Quit", host::quit);
        } else {
            host.quit();
        }
    }

    private boolean isUnderWay() {
        MatchView m = match.get();
        return !m.game().isOver() && m.game().placed() > 0;
    }

    /** Sets a choice kept in the settings (the scoring, the computer's skill, the volume). */
    <T> void choose(Settings.Key<T> key, T value) {
        settings.set(key, value);
        settings.save();
    }

    /**
     * Turns a yes-or-no choice over (Sounds, Messages, Computer Player 1 ...): one command for every
     * check item and the click on the scoreboard; those that cost or ask something (Oracle, Always Show
     * Moves) do it here.
     */
    void toggle(Settings.Key<Boolean> choice) {
        if (choice == Settings.ORACLE) {
            oracle.toggle();
        } else if (choice == Settings.ALWAYS_SHOW_MOVES) {
            helps.toggleAlwaysShowMoves();
        } else {
            settings.toggle(choice);
            if (choice == Settings.COMPUTER_PLAYER_1 || choice == Settings.COMPUTER_PLAYER_2) {
                seats.keepComputers(seats.nextMode());
            }
            settings.save();
        }
    }

    /** The code of the deal under way, or empty for a hand-made deal. */
    String dealCode() {
        DealCode code = deals.code();
        return code == null ? "" : code.toString();
    }

    /** The value of a choice kept in the settings. */
    <T> T choice(Settings.Key<T> key) {
        return settings.get(key);
    }

    /** The mode chosen for New Game. */
    GameMode nextMode() {
        return seats.nextMode();
    }

    /** The match under way, read to ghost what it does not allow. */
    MatchView match() {
        return match.get();
    }

    boolean canUndo() {
        return flow.canUndo();
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
