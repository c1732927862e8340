package ishido.screens.scores;

import ishido.rules.Scoring;
import ishido.scores.HighScore;
import ishido.ui.Button;
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
        TextField field = new TextField(FIELD_WIDTH, lastName, HighScore.NAME_LENGTH);
        Requester.Builder b = new Requester.Builder("High Score");
        b.text("Your game made the high scores!");
        b.text(scoring == Scoring.MODERN
                ? game.score() + " points, " + game.fourWays() + " 4-Ways"
                : (game.emptied() ? "Pouch emptied, " : game.stonesLeft() + " stones left, ") + game.fourWays() + " 4-Ways");
        b.space();
        b.text("Enter your name:");
        b.add(field);
        Requester[] built = new Requester[1];
        Runnable ok = () -> {
            built[0].close();
            onName.accept(HighScore.cleanName(field.text()));
        };
        b.buttons(new Button("OK", ok), new Button("Cancel", () -> built[0].close()));
        b.keys(ok, () -> built[0].close());
        field.onReturn(ok);
        b.focus(field);
        built[0] = b.build();
        return built[0];
    }
}
