package ishido.screens.play;

import ishido.gfx.Font;
import ishido.match.MatchView;
import ishido.match.Seat;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.rules.Stone;
import ishido.theme.StoneNames;
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

    /**
     * The status strip's line on the board of a game that ended, once Game Over is closed: how to go on, with the keys
     * or, when the pad is what the player last used, with its buttons. Return (A) there brings Game Over back, whose
     * Return (A) is then New Game, so twice leads on; N (the right shoulder, Amiga-N) starts one at once; undo names
     * the taking back of a stuck stone (U, and the pad's B on the board). Each fits the status strip.
     */
    static String onTheBoard(boolean pad, boolean undo) {
        if (pad) {
            return undo ? "B undo, A twice: new game" : "New game: A twice, or R1/RB";
        }
        return undo ? "U undo, Return twice: new game" : "New game: N, or Return twice";
    }

    /**
     * The requester for the match that ended, whose buttons give their commands to {@code play} (New Game, Review,
     * Undo or Close); canUndo offers Undo in place of Close when no square will take the stone.
     */
    static Requester requester(MatchView match, boolean challenge, boolean canUndo, StoneNames names,
            Consumer<PlayCommand> play) {
        return requester(match, challenge, canUndo, false, false, names, play, List.of(), List.of());
    }

    /**
     * As above, with more lines under the result (the deal's code, the deal of the day's comparison)
     * and lines whose text changes while the requester is up (the Master's score, worked out meanwhile); share
     * adds a Share button (a game on a coded deal). again is for Game Over brought back from the board after it was
     * closed: there Return (and the pad's A) leads on to New Game (the name entry first when one is owed), so a
     * player with Return alone, or A alone, is never sent round between the board and Game Over.
     */
    static Requester requester(MatchView match, boolean challenge, boolean canUndo, boolean share, boolean again,
            StoneNames names, Consumer<PlayCommand> play, List<String> more, List<Supplier<String>> live) {
        Game game = match.game();
        Stone stuck = game.touchstone();
        // The stuck stone in the stoneset's words, on a line of its own: a long name would widen the requester.
        List<String> headline = switch (game.end()) {
            case POUCH_EMPTY -> List.of("The pouch is empty!");
            case NO_LEGAL_SQUARE -> stuck == null ? List.of("No square will take this stone.")
                    : List.of("No square will take", names.the(stuck) + ".");
            case TIME_UP -> List.of("Time is up!");
            default -> List.of("The game is over.");
        };
        // Equal widths keep the centred lines in one column.
        List<String> lines = new ArrayList<>(headline);
        int under = lines.size();
        lines.add("");
        if (challenge) {
            // Both players receive the end bonus.
            long first = match.finalScore(0);
            long second = match.finalScore(1);
            lines.add(String.format("%-12s%7d", seatName(match, 0), first));
            lines.add(String.format("%-12s%7d", seatName(match, 1), second));
            lines.add(String.format("%-12s%7d", "Stones left", game.stonesLeft()));
            lines.add(String.format("%-12s%7d", "End bonus", game.endBonus()));
            lines.add("");
            int winner = match.winner();
            lines.add(winner < 0 ? "A tie!" : winner(match, winner) + " wins!");
        } else {
            if (match.mode() == GameMode.TOURNAMENT && match.tournament() != null) {
                lines.set(under, "Game " + match.tournament().gameNumber() + ": " + match.currentSeat().name());
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
        if (match.isHinted()) {
            // Why no name is asked: a first game with hints enters no high-score table.
            lines.add("");
            lines.add("Played with hints:");
            lines.add("no high score.");
        }
        // New Game is a click or N; Return and Esc close the first time (see keep below), and Return is New Game again.
        boolean undo = canUndo && game.end() == Game.End.NO_LEGAL_SQUARE;
        // With a stuck stone that may be taken back, Close only looks at the board: the high scores wait.
        PlayCommand close = undo ? new PlayCommand.LookAtBoard() : new PlayCommand.CloseGameOver();
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
        Runnable takeBack = () -> {
            built[0].close();
            play.accept(new PlayCommand.Undo());
        };
        // Esc and Return keep the finished game as it is, even where Undo is offered: an Esc meant for a
        // review's summary, or a Return meant for the last stone, must never take back a move nor start the next
        // game. Brought back from the board, Game Over is there on purpose, and its Return leads on (newGame).
        Runnable keep = () -> {
            built[0].close();
            play.accept(close);
        };
        // Review sits between the two answers and leaves the requester up, so it is still there when the
        // review returns.
        Runnable newGame = () -> {
            built[0].close();
            play.accept(new PlayCommand.NewGame());
        };
        Runnable review = () -> play.accept(new PlayCommand.Review());
        Runnable shared = () -> play.accept(new PlayCommand.Share());
        // Each button's first letter presses it, so a whole game, its end and the next are played from the
        // keyboard: N New Game, R Review, S Share (on a coded deal), U Undo (a stuck stone), C Close.
        List<Button> row = new ArrayList<>(List.of(new Button("New Game", newGame), new Button("Review", review)));
        if (share) {
            row.add(new Button("Share", shared));
        }
        if (undo) {
            row.add(new Button("Undo", takeBack));
        }
        row.add(new Button("Close", keep));
        b.buttons(row.toArray(new Button[0])).keys(again ? newGame : keep, keep).letter('N', newGame).letter('R', review).letter('C', keep);
        if (share) {
            b.letter('S', shared);
        }
        if (undo) {
            b.letter('U', takeBack);
        }
        built[0] = b.build();
        return built[0];
    }

    /** A Challenge seat as the score table names it: "Player 1", or "Computer" for a seat the computer plays. */
    private static String seatName(MatchView match, int seat) {
        if (!match.seats().get(seat).isComputer()) {
            return "Player " + (seat + 1);
        }
        return bothComputers(match) ? "Computer " + (seat + 1) : "Computer";
    }

    /** The winner as the last line names them: "Player 2", or "The computer" when the computer played that seat. */
    private static String winner(MatchView match, int seat) {
        return match.seats().get(seat).isComputer() && !bothComputers(match) ? "The computer" : seatName(match, seat);
    }

    private static boolean bothComputers(MatchView match) {
        return match.seats().stream().allMatch(Seat::isComputer);
    }
}
