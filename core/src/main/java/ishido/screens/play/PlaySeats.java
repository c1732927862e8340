package ishido.screens.play;

import ishido.match.MatchView;
import ishido.match.Seat;
import ishido.match.Timer;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.screens.scores.HighScoreKeeper;
import ishido.store.Settings;
import java.util.List;

/**
 * Who plays at the play screen as the menus set it: the seats of each mode (Computer Player 1 and 2
 * say which the computer takes), the scoring a mode allows, the timer of a mode, and whether the
 * computer is to move now.
 */
final class PlaySeats {
    private final Settings settings;
    private MatchView match;
    /** The mode chosen in the menus since the game under way began, or null: New Game then plays the match's. */
    private GameMode chosenMode;
    /**
     * Who the computer plays for at New Game, {first, second}, where it differs from the Computer Player items now:
     * a mode's setup waits for New Game, and a seat given to the computer during a game (to watch it play) is that
     * game's alone. Null when New Game takes the items as they are.
     */
    private boolean[] next;

    PlaySeats(Settings settings) {
        this.settings = settings;
    }

    /**
     * Follows the match under way (a new one after Load Game); the mode chosen for New Game is its own again, and so
     * are the seats.
     */
    void watch(MatchView shown) {
        match = shown;
        chosenMode = null;
        // A loaded game's seats are in the Computer Player items now, as choices the next game keeps.
        next = null;
    }

    /**
     * The mode New Game plays: the one chosen in the menus since this game began, else the match's own.
     * The match's mode is the only mode of the game under way; a choice waits for New Game.
     */
    GameMode nextMode() {
        return chosenMode != null ? chosenMode : match.mode();
    }

    /** A mode chosen for New Game in the menus, kept in the settings for the next start too. */
    void chooseMode(GameMode mode) {
        chosenMode = mode;
        settings.set(Settings.MODE, mode);
    }

    /** A game began: the match now plays the chosen mode, so nothing waits. */
    void gameBegan() {
        chosenMode = null;
    }

    /**
     * The Computer Player choices last made for a mode, {first, second}; a mode never set up takes those New Game
     * would play with (not a seat given to the computer to watch a game).
     */
    boolean[] computersFor(GameMode mode) {
        String kept = settings.get(Settings.computerPlayers(mode));
        if (kept.isBlank()) {
            return next != null ? next.clone()
                    : new boolean[] {settings.get(Settings.COMPUTER_PLAYER_1), settings.get(Settings.COMPUTER_PLAYER_2)};
        }
        List<String> taken = List.of(kept.strip().split("\\s+"));
        return new boolean[] {taken.contains("1"), taken.contains("2")};
    }

    /**
     * A mode's setup: its Computer Player choices, kept as the mode's own, for New Game; the game under way keeps
     * its seats (the manual: a mode's setup waits for New Game).
     */
    void setComputers(GameMode mode, boolean first, boolean second) {
        keep(mode, first, second);
        next = new boolean[] {first, second};
    }

    /**
     * Computer Player 1 or 2 was checked or unchecked in the menu: during a game under way it gives that game's
     * seat (the player watches the computer play) and New Game goes back to the choices made before; otherwise it
     * is the choice of the mode New Game plays.
     */
    void computerToggled(Settings.Key<Boolean> item) {
        boolean underWay = match != null && !match.game().isOver() && match.game().placed() > 0;
        if (underWay) {
            if (next == null) {
                boolean was = settings.get(item);
                next = new boolean[] {settings.get(Settings.COMPUTER_PLAYER_1), settings.get(Settings.COMPUTER_PLAYER_2)};
                next[item == Settings.COMPUTER_PLAYER_1 ? 0 : 1] = !was;
            }
            return;
        }
        next = null;
        keep(nextMode(), settings.get(Settings.COMPUTER_PLAYER_1), settings.get(Settings.COMPUTER_PLAYER_2));
    }

    /** New Game: the Computer Player items become those it plays with (a setup's, or those before a watched game). */
    void takeNextComputers() {
        if (next != null) {
            settings.set(Settings.COMPUTER_PLAYER_1, next[0]);
            settings.set(Settings.COMPUTER_PLAYER_2, next[1]);
            next = null;
        }
    }

    private void keep(GameMode mode, boolean first, boolean second) {
        boolean two = second && mode.takesTurns();
        settings.set(Settings.computerPlayers(mode), first && two ? "1 2" : first ? "1" : two ? "2" : "none");
    }

    /**
     * The seats of a new game of a mode: two taking turns in a Cooperative or Challenge game, else one
     * (a tournament's computer player is just "Computer", as the tables write it).
     */
    List<Seat> forMode(GameMode mode) {
        if (mode == GameMode.TOURNAMENT && settings.get(Settings.COMPUTER_PLAYER_1)) {
            return List.of(Seat.computer(HighScoreKeeper.COMPUTER_NAME, seat(0).skill()));
        }
        return mode.takesTurns() ? List.of(seat(0), seat(1)) : List.of(seat(0));
    }

    /** Seat 0 or 1 as the Computer Player items set it, the computer at the chosen skill. */
    Seat seat(int index) {
        boolean computer = index == 0 ? settings.get(Settings.COMPUTER_PLAYER_1) : settings.get(Settings.COMPUTER_PLAYER_2);
        return computer ? Seat.computer("Computer Player " + (index + 1), settings.get(Settings.COMPUTER_SKILL).ordinal() + 1)
                : Seat.human("Player " + (index + 1));
    }

    /** The scoring chosen in the menus, or Modern where the mode does not allow it (Challenge). */
    Scoring scoringFor(GameMode mode) {
        return mode.allows(settings.get(Settings.SCORING)) ? settings.get(Settings.SCORING) : Scoring.MODERN;
    }

    /** The timer the menus set for a mode: seconds a move in a Challenge, minutes a game in a Tournament. */
    Timer timerFor(GameMode mode) {
        if (mode == GameMode.CHALLENGE && settings.get(Settings.CHALLENGE_TIMER)) {
            return Timer.perMove(settings.get(Settings.CHALLENGE_SECONDS));
        }
        if (mode == GameMode.TOURNAMENT && settings.get(Settings.TOURNAMENT_TIMER)) {
            return Timer.perGame(settings.get(Settings.TOURNAMENT_MINUTES));
        }
        return Timer.NONE;
    }

    /** True in a Challenge between two players, each with a sheet of their own. */
    boolean isChallenge() {
        return match.mode() == GameMode.CHALLENGE && match.seats().size() > 1;
    }

    /**
     * True while the computer is to move: in a tournament when the computer plays this game; otherwise
     * the Computer Player item of the seat whose turn it is, which counts even when changed mid-game.
     */
    boolean computerPlays() {
        if (match.game().isOver()) {
            return false;
        }
        if (match.mode() == GameMode.TOURNAMENT) {
            return match.currentSeat().isComputer();
        }
        return match.turn() == 0 ? settings.get(Settings.COMPUTER_PLAYER_1) : settings.get(Settings.COMPUTER_PLAYER_2);
    }

    /** The seat to move as the menus now say, or null in a tournament, where a game is one player's. */
    Seat seatToMove() {
        return match.mode() != GameMode.TOURNAMENT && match.turn() < 2 ? seat(match.turn()) : null;
    }

    /** A seat's name, for messages. */
    String name(int index) {
        return match.seats().get(index).name();
    }
}
