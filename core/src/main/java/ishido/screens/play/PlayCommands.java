package ishido.screens.play;

import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.store.Settings;

/**
 * The actions the play screen's menus can take, one method each: the menus call these and read
 * {@link PlayMenus.State}, and see the match only read, never the settings or the host.
 */
interface PlayCommands {
    /** File > Load Game...: the file requester, then the game it names. */
    void loadGame();

    /** File > Review Game...: the file requester, then the computer's review of the game it names. */
    void reviewGame();

    /** File > Save Game: to the file of the last save or load, else as Save Game As. */
    void saveGame();

    /** File > Save Game As...: the file requester, then the game written there. */
    void saveGameAs();

    /** File > Quit, asking first while a game is under way. */
    void quit();

    /** New Game, asking first while a game is under way. */
    void newGame();

    void startOver();

    void endGame();

    /** Game > Solitaire... and the other modes: the setup requester (Tournament: go on with one under way or set up). */
    void setUpMode(GameMode mode);

    /** Game > Timer: the timer requester of Tournament or Challenge play. */
    void setUpTimer(GameMode mode);

    /** Sets a choice kept in the settings (the scoring, the computer's skill). */
    <T> void choose(Settings.Key<T> key, T value);

    /**
     * Turns a yes-or-no choice over (Sounds, Messages, Computer Player 1 ...): one command for every
     * check item; those that cost or ask something (Oracle, Always Show Moves) do it here.
     */
    void toggle(Settings.Key<Boolean> choice);

    /** Choices > Stonesets...: the stoneset requester (Use, Other, Edit Stoneset). */
    void chooseStoneset();

    /** Choices > Boards...: the board requester. */
    void chooseBoard();

    /** Choices > Display...: the display requester. */
    void chooseDisplay();

    void undo();

    void showPossibleMoves();

    void suggestMove();

    void showPouch();

    /** Scores > Modern and Ancient: the high-score tables of a scoring. */
    void showScores(Scoring scoring);

    /** Scores > Tournament Scores. */
    void showTournamentScores();

    /** Game > Play Deal...: asks for a deal code, then plays it. */
    void playDeal();

    /** Game > Deal of the Day: the day's deal (UTC), the same for everyone. */
    void playDealOfTheDay();

    /** Scores > Statistics...: the statistics screen of the kept games. */
    void showStatistics();

    /** File > Export Statistics...: every kept game as CSV. */
    void exportStatistics();

    /** File > Export All...: every file of the player's data to one file. */
    void exportAll();

    /** File > Import All...: such a file read back, asking before newer files here are replaced. */
    void importAll();
}
