package ishido.screens.play;

import ishido.match.DealCode;
import ishido.match.FriendMatch;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.rules.Square;
import ishido.store.Settings;
import java.nio.file.Path;

/**
 * What a player can ask of the play screen, as a value: the mouse, the keys and the keyboard's cursor, the
 * menus (and the page's buttons, which send the menus' keys), the Game Over requester's buttons and the
 * computer's turns each turn their input into one of these, and {@link PlaySession#apply} alone carries it
 * out and says what changed ({@link PlayResult}), as Simon Tatham's puzzles turn a click into a move that
 * only {@code execute_move} applies. Another screen (a lesson, a puzzle) reuses the values with an applier
 * of its own.
 */
public sealed interface PlayCommand {
    /** A person puts the touchstone's stone on a square (a click, a drag let go, Return on the cursor). */
    record Place(Square square) implements PlayCommand {
    }

    /** The computer's stone, glided from the touchstone, lands on the square it chose. */
    record ComputerPlace(Square square) implements PlayCommand {
    }

    /** Undo Previous Move (U, Backspace, Amiga-Z, the page's Undo, Game Over's Undo). */
    record Undo() implements PlayCommand {
    }

    /** New Game (N, the page's New Game, Game Over's New Game): asks first while a game is under way. */
    record NewGame() implements PlayCommand {
    }

    /** Game > Start Game Over: the same deal from the start, after asking. */
    record StartOver() implements PlayCommand {
    }

    /** Game > End Game: the game ends now, after asking. */
    record EndGame() implements PlayCommand {
    }

    /** A click or Return on the board of a game that has ended: the Game Over requester again, its Return New Game. */
    record ShowGameOver() implements PlayCommand {
    }

    /**
     * Game Over's Close (and its Esc, and its Return when it first shows): the ended game stays on the board and goes
     * to the high scores.
     */
    record CloseGameOver() implements PlayCommand {
    }

    /**
     * Game Over's Close (C, Esc, Return when it first shows) with a stuck stone that may still be taken back: the requester closes to
     * look at the board, and the high scores wait for the game to be left (New Game), since Undo may yet go on.
     */
    record LookAtBoard() implements PlayCommand {
    }

    /** Game Over's Review: the computer's review of the game on the board. */
    record Review() implements PlayCommand {
    }

    /** Game Over's Share, for a game on a coded deal. */
    record Share() implements PlayCommand {
    }

    /** Game > Solitaire... and the other modes: the mode's setup requester. */
    record SetUp(GameMode mode) implements PlayCommand {
    }

    /** Game > Timer: the timer requester of a Tournament or a Challenge. */
    record SetTimer(GameMode mode) implements PlayCommand {
    }

    /** Game > Play Deal...: the requester a code is typed in. */
    record AskDeal() implements PlayCommand {
    }

    /** A game on the deal a code names (a typed code, a link's): asks first while a game is under way. */
    record PlayDeal(DealCode code) implements PlayCommand {
    }

    /** Game > Deal of the Day: today's deal, the same for everyone. */
    record DealOfTheDay() implements PlayCommand {
    }

    /** Game > Friends > Play Challenge...: the requester a friend's challenge code (or their whole link) is pasted in. */
    record AskChallenge() implements PlayCommand {
    }

    /**
     * A friend's challenge code, pasted, from a link's {@code ?challenge=} or {@code --challenge}: read and replayed
     * before anything is shown; a code that was altered, cut or made by another version is refused with one line that
     * says which, and nothing changes. A good one goes to its opening (the challenge desk), which says who challenges
     * with what result.
     */
    record ReadChallenge(String code) implements PlayCommand {
    }

    /**
     * The game a challenge asks for: a Solitaire game of the person's, on the deal the friend played (or, once both
     * have played it, a new deal for the match's next), with the match's scoring; asks first while a game is under
     * way.
     */
    record PlayChallenge(FriendMatch challenge) implements PlayCommand {
    }

    /**
     * Game > Challenge a Friend... and the Answer beside both games: the game that ended, as a challenge code to a
     * friend (a new match, or the answer in the match the game played), with the result line.
     */
    record ChallengeFriend() implements PlayCommand {
    }

    /**
     * Game > Friends > Challenge with a Kept Game...: a game of the history (or any saved game) chosen in the file
     * requester, as a new match's challenge.
     */
    record ChallengeKept() implements PlayCommand {
    }

    /** Game > Friends > Challenges...: the challenges sent and received, with their matches' scores. */
    record Challenges() implements PlayCommand {
    }

    /** File > Load Game...: the file requester, then the game it names. */
    record Load() implements PlayCommand {
    }

    /** File > Save Game: to the file of the last save or load, else as Save Game As. */
    record Save() implements PlayCommand {
    }

    /** File > Save Game As...: the file requester. */
    record SaveAs() implements PlayCommand {
    }

    /** The game written to a file the player chose. */
    record SaveTo(Path file) implements PlayCommand {
    }

    /** File > Review Game...: the file requester, then the review of the game it names. */
    record ReviewFile() implements PlayCommand {
    }

    /** File > Export Statistics...: every kept game as CSV. */
    record ExportStatistics() implements PlayCommand {
    }

    /** File > Export All...: every file of the player's data to one file. */
    record ExportAll() implements PlayCommand {
    }

    /** File > Import All...: such a file read back. */
    record ImportAll() implements PlayCommand {
    }

    /** File > Quit: asks first while a game or a tournament is under way. */
    record Quit() implements PlayCommand {
    }

    /** A choice kept in the settings set to a value (the scoring, the computer's skill, the volume). */
    record Choose<T>(Settings.Key<T> key, T value) implements PlayCommand {
    }

    /**
     * A yes-or-no choice turned over (a check item, the click on the scoreboard); those that cost or ask
     * something (Oracle, Always Show Moves) do it.
     */
    record Toggle(Settings.Key<Boolean> choice) implements PlayCommand {
    }

    /** Choices > Stonesets.... */
    record Stonesets() implements PlayCommand {
    }

    /** Choices > Boards.... */
    record Boards() implements PlayCommand {
    }

    /** Choices > Display.... */
    record Display() implements PlayCommand {
    }

    /** Help > Show Possible Moves, which costs the All-Time Highs. */
    record ShowPossibleMoves() implements PlayCommand {
    }

    /** Help > Suggest Move (H, the page's Suggest), which costs the All-Time Highs. */
    record Suggest() implements PlayCommand {
    }

    /** Help > Show Pouch... (or a double click on the pouch), which costs the All-Time Highs. */
    record ShowPouch() implements PlayCommand {
    }

    /** Help > Learn to Play... (Amiga-I; the code screen's Learn to Play too): the lessons, over what shows now. */
    record LearnToPlay() implements PlayCommand {
    }

    /**
     * Help > First Game with Hints (the lessons' list and the last lesson's Next too): a Modern Solitaire game that
     * shows the stone's legal squares and says why a square is refused on the status line; it enters no high-score
     * table. Asks first while a game is under way.
     */
    record FirstGameWithHints() implements PlayCommand {
    }

    /** Game > Puzzles...: "where does this stone go?", rated, the puzzle of the day and the timed run, over the board. */
    record Puzzles() implements PlayCommand {
    }

    /**
     * A {@code ?puzzle=} link or {@code --puzzle N}: Game &gt; Puzzles... opened on puzzle N of the shipped set (as
     * the puzzle of the day when it is today's), once the play screen shows when asked before that.
     */
    record OpenPuzzle(int number) implements PlayCommand {
    }

    /** The first start's offer of the lessons, made unless it was answered on this device before. */
    record OfferLessons() implements PlayCommand {
    }

    /** Help > Rules... (Amiga-R): the rules in pictures, drawn with the stoneset in use, over the board. */
    record ShowRules() implements PlayCommand {
    }

    /** Help > Strategy...: a text of the assets in a scrolling requester. */
    record ShowText(String title, String file) implements PlayCommand {
    }

    /** The ? menu's About Ishido.... */
    record About() implements PlayCommand {
    }

    /** Scores > Modern or Ancient: Today's table, then the All-Time Highs. */
    record ShowScores(Scoring scoring) implements PlayCommand {
    }

    /** Scores > Tournament Scores. */
    record TournamentScores() implements PlayCommand {
    }

    /** Scores > Statistics...: the statistics screen over the kept games. */
    record Statistics() implements PlayCommand {
    }

    /** Scores > Deal Calendar...: the deal of the day's last 60 days, each playable, and the streak. */
    record DealCalendar() implements PlayCommand {
    }

    /**
     * A command the player agreed to when asked (New Game's, Start Game Over's, End Game's, Quit's question,
     * a deal's): carried out without asking again.
     */
    record Confirmed(PlayCommand command) implements PlayCommand {
    }
}
