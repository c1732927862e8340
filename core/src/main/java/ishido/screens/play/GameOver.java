package ishido.screens.play;

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

    static Requester requester(PlaySession session) {
        Game game = session.game();
        String headline = switch (game.end()) {
            case POUCH_EMPTY -> "The pouch is empty!";
            case NO_LEGAL_SQUARE -> "No square will take this stone.";
            case TIME_UP -> "Time is up!";
            default -> "The game is over.";
        };
        // Equal widths keep the centred lines in one column.
        List<String> lines = new ArrayList<>(List.of(headline, ""));
        if (session.seats().isChallenge()) {
            // Both players receive the end bonus.
            long first = session.match().finalScore(0);
            long second = session.match().finalScore(1);
            lines.add(String.format("%-12s%7d", "Player 1", first));
            lines.add(String.format("%-12s%7d", "Player 2", second));
            lines.add(String.format("%-12s%7d", "Stones left", game.stonesLeft()));
            lines.add(String.format("%-12s%7d", "End bonus", game.endBonus()));
            lines.add("");
            lines.add(first == second ? "A tie!" : (first > second ? "Player 1" : "Player 2") + " wins!");
        } else {
            if (session.mode() == GameMode.TOURNAMENT && session.match().tournament() != null) {
                lines.set(1, "Game " + session.match().tournament().gameNumber() + ": " + session.match().currentSeat().name());
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
        if (session.canUndo() && game.end() == Game.End.NO_LEGAL_SQUARE) {
            negative = "Undo";
            answer = yes -> {
                if (yes) {
                    session.newGame();
                } else {
                    session.undo();
                }
            };
        } else {
            negative = "Close";
            answer = yes -> {
                if (yes) {
                    session.newGame();
                } else {
                    session.say("Game over. Press N for a new game.");
                    session.offerToHighScores();
                }
            };
        }
        return Requester.message("Game Over", lines, "New Game", negative, answer);
    }
}
