package ishido.screens.scores;

import ishido.rules.Scoring;
import ishido.scores.HighScore;
import ishido.screens.Counted;
import ishido.ui.Requester;
import ishido.ui.TextField;
import java.util.function.Consumer;

/** The requester that asks a player whose game made a high-score table for a name. */
public final class NameEntry {
    private static final int FIELD_WIDTH = (HighScore.NAME_LENGTH + 1) * 8 + 4;

    private NameEntry() {
    }

    /**
     * A requester with the game's result and a text field holding the last name entered; OK or Return
     * hands the cleaned name to onName, Cancel keeps the game out of the tables.
     */
    public static Requester requester(HighScore game, Scoring scoring, String lastName, Consumer<String> onName) {
        return requester(game, scoring, "", lastName, onName, () -> { });
    }

    /**
     * As {@link #requester(HighScore, Scoring, String, Consumer)} for one seat of a game of several
     * ("Player 2"; empty for a game of one), telling onCancel when the player declines.
     */
    public static Requester requester(HighScore game, Scoring scoring, String seat, String lastName,
            Consumer<String> onName, Runnable onCancel) {
        TextField field = new TextField(FIELD_WIDTH, lastName, HighScore.NAME_LENGTH);
        Requester.Builder b = new Requester.Builder("High Score");
        if (!seat.isEmpty()) {
            b.text(seat + ":");
        }
        b.text("Your game made the high scores!");
        b.text(scoring == Scoring.MODERN
                ? Counted.of(game.score(), "point") + ", " + Counted.of(game.fourWays(), "4-Way")
                : (game.emptied() ? "Pouch emptied, " : Counted.of(game.stonesLeft(), "stone") + " left, ")
                        + Counted.of(game.fourWays(), "4-Way"));
        b.space();
        b.text("Enter your name:");
        return b.textEntry(field, "OK", "Cancel", text -> onName.accept(HighScore.cleanName(text)), onCancel).build();
    }
}
