package ishido.desktop;

import ishido.machine.Screen;
import ishido.persist.Storage;
import ishido.persist.UserData;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.scores.HighScore;
import ishido.scores.HighScores;
import ishido.scores.Table;
import ishido.screens.scores.HighScoreScreen;
import ishido.screens.scores.NameEntry;
import ishido.store.HighScoreFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;

/** The high-score screen for {@code screenshot --screen scores}: a table of the data folder, as the game shows it. */
final class ScoresShot {
    private ScoresShot() {
    }

    /**
     * The screen for --table and --scoring (Today's, Modern by default); Clear in a script really
     * clears the table, as in the game.
     *
     * @throws IllegalArgumentException for an unknown table or scoring
     */
    static Screen screen(Storage storage, ScreenRegistry.Scores o, Clock clock) throws IOException {
        return screen(storage, o, UserData.folder(), clock);
    }

    /** As {@link #screen(Storage, ScreenRegistry.Scores, Clock)}, on the tables of a given data folder. */
    static HighScoreScreen screen(Storage storage, ScreenRegistry.Scores o, Path folder, Clock clock) throws IOException {
        Table table = o.table() != null ? Table.parse(o.table()) : Table.TODAY;
        Scoring scoring = o.scoring() != null ? Scoring.parse(o.scoring()) : Scoring.MODERN;
        HighScoreFile file = new HighScoreFile(storage, folder, clock);
        HighScores scores = file.load();
        HighScoreScreen screen = new HighScoreScreen(scores, table, scoring, -1, new HighScoreScreen.Actions() {
            @Override
            public void close() {
            }

            @Override
            public HighScores clear(Table t, Scoring s) {
                try {
                    return file.update(all -> all.clear(t, s));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        });
        if (o.nameEntry()) {
            List<HighScore> entries = scores.list(table, scoring).entries();
            HighScore game = entries.isEmpty()
                    ? new HighScore("", 0, 0, Game.TO_PLACE, GameMode.SOLITAIRE, scores.today(), false) : entries.get(0);
            screen.show(NameEntry.requester(game, scoring, scores.lastName(), name -> { }));
        }
        return screen;
    }
}
