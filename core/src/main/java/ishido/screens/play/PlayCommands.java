package ishido.screens.play;

import ishido.machine.Host;
import ishido.match.Match;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.store.Settings;
import ishido.theme.BoardPicture;
import ishido.theme.Stoneset;
import ishido.ui.RequesterQueue;
import java.nio.file.Path;
import java.util.List;

/**
 * What the play screen's menus and input may ask of the session: the commands of the menu bar and
 * the few things their requesters need to read. The menus see this, never the whole screen.
 */
interface PlayCommands {
    Match match();

    /** The game being played (the match's). */
    default Game game() {
        return match().game();
    }

    Settings settings();

    /** Writes the settings, telling the player if that fails. */
    void saveSettings();

    RequesterQueue requesters();

    Host host();

    /** The player's data folder, or null when nothing may be written (tests, screenshots). */
    Path userFolder();

    Stoneset stoneset();

    BoardPicture board();

    /** Shows a line on the status bar for a few seconds. */
    void say(String text);

    /** Shows a one-button message requester. */
    void tell(String title, String text);

    /** Asks a yes-or-no question and runs the action on yes. */
    void confirm(String title, List<String> lines, String yes, Runnable action);

    /** True while a game is under way: stones have been placed and it has not ended. */
    boolean isUnderWay();

    void askNewGame();

    void askStartOver();

    void askEndGame();

    boolean canUndo();

    void undo();

    /** The Oracle: on or off, offered or not. */
    PlayOracle oracle();

    /** Save Game and Load Game. */
    PlayFiles files();

    /** The high-score tables of the Scores menu. */
    PlayHighScores scores();

    /** The helps that cost a game the All-Time Highs. */
    PlayHelps helps();

    /** The stoneset and board in use, and their changes. */
    PlayTheme theme();

    /** Game > Tournament...: goes on with a tournament under way, or shows the setup for a new one. */
    void setUpTournament(Runnable showSetup);

    /**
     * The setup requester's OK for a mode: apply sets the menus' choices, after the player agreed to lose
     * a tournament under way; Tournament's OK begins a new tournament.
     */
    void changeMode(GameMode mode, Runnable apply);
}
