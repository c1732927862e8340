package ishido.screens.play;

import ishido.match.Match;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.ui.Requester;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** The Game Over requester: why the game ended and its result, with New Game and Undo or Close. */
final class GameOver {
    private GameOver() {
    }

    /** What the requester's buttons do: New Game, Undo (when the stone is stuck), or Close. */
    interface Answers {
        void newGame();

        void undo();

        /** Close: the ended game stays on the board, and goes to the high scores. */
        void close();
    }

    /**
     * The requester for the match that ended; canUndo offers Undo in place of Close when no square will
     * take the stone.
     */
    static Requester requester(Match match, boolean challenge, boolean canUndo, Answers answers) {
        Game game = match.game();
        String headline = switch (game.end()) {
            case POUCH_EMPTY -> "The pouch is empty!";
            case NO_LEGAL_SQUARE -> "No square will take this stone.";
            case TIME_UP -> "Time is up!";
            default -> "The game is over.";
        };
        // Equal widths keep the centred lines in one column.
        List<String> lines = new ArrayList<>(List.of(headline, ""));
        if (challenge) {
            // Both players receive the end bonus.
            long first = match.finalScore(0);
            long second = match.finalScore(1);
            lines.add(String.format("%-12s%7d", "Player 1", first));
            lines.add(String.format("%-12s%7d", "Player 2", second));
            lines.add(String.format("%-12s%7d", "Stones left", game.stonesLeft()));
            lines.add(String.format("%-12s%7d", "End bonus", game.endBonus()));
            lines.add("");
            lines.add(first == second ? "A tie!" : (first > second ? "Player 1" : "Player 2") + " wins!");
        } else {
            if (match.mode() == GameMode.TOURNAMENT && match.tournament() != null) {
                lines.set(1, "Game " + match.tournament().gameNumber() + ": " + match.currentSeat().name());
                lines.add("");
            }
            if (game.scoring() == Scoring.MODERN) {
                lines.add(String.format("%-12s%7d", "Score", game.finalScore()));
            }
            lines.add(String.format("%-12s%7d", "4-Ways", game.fourWays()));
            lines.add(String.format("%-12s%7d", "Stones left", game.stonesLeft()));
            if (game.scoring() == Scoring.MODERN) {
                lines.add(String.format("%-12s%7d", "End bonus", game.endBonus()));
            }
        }
        Consumer<Boolean> answer;
        String negative;
        if (canUndo && game.end() == Game.End.NO_LEGAL_SQUARE) {
            negative = "Undo";
            answer = yes -> {
                if (yes) {
                    answers.newGame();
                } else {
                    answers.undo();
                }
            };
        } else {
            negative = "Close";
            answer = yes -> {
                if (yes) {
                    answers.newGame();
                } else {
                    answers.close();
                }
            };
        }
        return Requester.message("Game Over", lines, "New Game", negative, answer);
    }
}
