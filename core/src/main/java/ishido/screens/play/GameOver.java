package ishido.screens.play;

import ishido.gfx.Font;
import ishido.match.Match;
import ishido.match.Seat;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.ui.Button;
import ishido.ui.Requester;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/** The Game Over requester: why the game ended and its result, with New Game, Review, and Undo or Close. */
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
    static Requester requester(Match match, boolean challenge, boolean canUndo, Runnable review, Answers answers) {
        return requester(match, challenge, canUndo, review, null, answers, List.of(), List.of());
    }

    /**
     * As above, with more lines under the result (the deal's code, the deal of the day's comparison)
     * and lines whose text changes while the requester is up (the Master's score, worked out meanwhile); share,
     * when not null, is a Share button's (a game on a coded deal).
     */
    static Requester requester(Match match, boolean challenge, boolean canUndo, Runnable review, Runnable share,
            Answers answers, List<String> more, List<Supplier<String>> live) {
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
            lines.add(String.format("%-12s%7d", seatName(match, 0), first));
            lines.add(String.format("%-12s%7d", seatName(match, 1), second));
            lines.add(String.format("%-12s%7d", "Stones left", game.stonesLeft()));
            lines.add(String.format("%-12s%7d", "End bonus", game.endBonus()));
            lines.add("");
            lines.add(first == second ? "A tie!" : winner(match, first > second ? 0 : 1) + " wins!");
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
        // New Game is a click or N; Return and Esc close (see keep below).
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
        lines.addAll(more);
        Requester.Builder b = new Requester.Builder("Game Over");
        int widest = 0;
        for (String line : lines) {
            b.text(line);
            widest = Math.max(widest, Font.standard().width(line));
        }
        for (Supplier<String> line : live) {
            b.add(new LiveLine(line, widest));
        }
        Requester[] built = new Requester[1];
        Runnable harmless = () -> {
            built[0].close();
            answer.accept(false);
        };
        // Esc and Return keep the finished game as it is, even where the button offers Undo: an Esc meant
        // for a review's summary, or a Return meant for the last stone, must never take back a move.
        Runnable keep = () -> {
            built[0].close();
            answers.close();
        };
        // Review sits between the two answers and leaves the requester up, so it is still there when the
        // review returns.
        Runnable newGame = () -> {
            built[0].close();
            answer.accept(true);
        };
        // Each button's first letter presses it, so a whole game, its end and the next are played from the
        // keyboard: N New Game, R Review, S Share (on a coded deal), U Undo or C Close.
        Button[] row = share == null
                ? new Button[] {new Button("New Game", newGame), new Button("Review", review),
                    new Button(negative, harmless)}
                : new Button[] {new Button("New Game", newGame), new Button("Review", review),
                    new Button("Share", share), new Button(negative, harmless)};
        b.buttons(row).keys(keep, keep).letter('N', newGame).letter('R', review)
                .letter(negative.charAt(0), harmless);
        if (share != null) {
            b.letter('S', share);
        }
        built[0] = b.build();
        return built[0];
    }

    /** A Challenge seat as the score table names it: "Player 1", or "Computer" for a seat the computer plays. */
    private static String seatName(Match match, int seat) {
        if (!match.seats().get(seat).isComputer()) {
            return "Player " + (seat + 1);
        }
        return bothComputers(match) ? "Computer " + (seat + 1) : "Computer";
    }

    /** The winner as the last line names them: "Player 2", or "The computer" when the computer played that seat. */
    private static String winner(Match match, int seat) {
        return match.seats().get(seat).isComputer() && !bothComputers(match) ? "The computer" : seatName(match, seat);
    }

    private static boolean bothComputers(Match match) {
        return match.seats().stream().allMatch(Seat::isComputer);
    }
}
