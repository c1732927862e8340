package ishido.desktop;

import ishido.persist.AtomicFiles;
import ishido.persist.HighScoreFile;
import ishido.persist.UserData;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.scores.HighScore;
import ishido.scores.HighScores;
import ishido.scores.Table;
import ishido.screens.scores.HighScoreScreen;
import ishido.screens.scores.NameEntry;
import ishido.png.PngWriter;
import ishido.screens.Machine;
import ishido.screens.PlayScreen;
import ishido.screens.Script;
import ishido.theme.Catalog;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Set;

/** {@code screenshot}: renders a screen headless after scripted input, as a 320x200 indexed PNG. */
final class ScreenshotCommand {
    static final String HELP = """
            Usage: ishido screenshot --screen NAME --out FILE.png [--seed S] [--script FILE]
                                     [--stoneset NAME|FILE] [--board NAME|FILE]
                                     [--table today|alltime|tournament] [--scoring modern|ancient]
                                     [--name-entry]
            Renders a screen without a window after the scripted input, and writes it as a
            320x200 indexed PNG with its 32-colour palette. Screens: play, scores (the
            high-score tables of the data folder; --name-entry adds the name requester).
            Script commands, one a line (# starts a comment):
              move X Y | press X Y [right] | release X Y [right] | click X Y
              key NAME | type TEXT | amiga LETTER | place SQUARE | play N | wait N""";

    private ScreenshotCommand() {
    }

    static int run(String[] args, PrintStream out) throws UsageException {
        Options o = Options.parse("screenshot", args, 1,
                Set.of("--screen", "--out", "--seed", "--script", "--stoneset", "--board", "--table", "--scoring"),
                Set.of("--help", "--name-entry"));
        if (o.has("--help")) {
            out.println(HELP);
            return 0;
        }
        if (!o.positional().isEmpty()) {
            throw new UsageException("screenshot: unexpected argument '" + o.positional().get(0) + "'");
        }
        if (!o.has("--screen") || !o.has("--out")) {
            throw new UsageException("screenshot: --screen and --out are required (try --help)");
        }
        String screenName = o.get("--screen");
        if (!screenName.equals("play") && !screenName.equals("scores")) {
            throw new UsageException("screenshot: unknown screen '" + screenName + "' (screens: play, scores)");
        }
        long seed = o.getLong("screenshot", "--seed", 1);
        Script script = Script.parse("");
        if (o.has("--script")) {
            try {
                script = Script.parse(Files.readString(Path.of(o.get("--script")), StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UsageException("screenshot: cannot read " + o.get("--script") + ": " + Main.describe(e));
            } catch (IllegalArgumentException e) {
                throw new UsageException("screenshot: " + o.get("--script") + ": " + e.getMessage());
            }
        }
        if (screenName.equals("scores")) {
            Machine machine = new Machine(scoresScreen(o));
            script.run(machine, () -> null);
            machine.render();
            write(o, machine);
            return 0;
        }
        PlayScreen play;
        try {
            play = new PlayScreen(
                    Catalog.stoneset(o.has("--stoneset") ? o.get("--stoneset") : Catalog.DEFAULT_THEME),
                    Catalog.board(o.has("--board") ? o.get("--board") : Catalog.DEFAULT_THEME), seed);
        } catch (IOException e) {
            throw new UsageException("screenshot: " + e.getMessage());
        }
        Machine machine = new Machine(play);
        script.run(machine, play::game);
        machine.render();
        write(o, machine);
        return 0;
    }

    private static void write(Options o, Machine machine) throws UsageException {
        Path target = Path.of(o.get("--out"));
        try {
            AtomicFiles.write(target, PngWriter.encode(machine.framebuffer().toImage()));
        } catch (IOException e) {
            throw new UsageException("screenshot: cannot write " + target + ": " + Main.describe(e));
        }
    }

    /** The high-score screen of the data folder's tables; Clear in a script really clears them. */
    private static HighScoreScreen scoresScreen(Options o) throws UsageException {
        Table table;
        Scoring scoring;
        try {
            table = o.has("--table") ? Table.parse(o.get("--table")) : Table.TODAY;
            scoring = o.has("--scoring") ? Scoring.parse(o.get("--scoring")) : Scoring.MODERN;
        } catch (IllegalArgumentException e) {
            throw new UsageException("screenshot: " + e.getMessage());
        }
        HighScoreFile file = new HighScoreFile(UserData.folder(), Clock.systemDefaultZone());
        HighScores scores;
        try {
            scores = file.load();
        } catch (IOException e) {
            throw new UsageException("screenshot: cannot read " + file.path() + ": " + Main.describe(e));
        }
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
        if (o.has("--name-entry")) {
            List<HighScore> entries = scores.list(table, scoring).entries();
            HighScore game = entries.isEmpty()
                    ? new HighScore("", 0, 0, Game.TO_PLACE, GameMode.SOLITAIRE, scores.today(), false) : entries.get(0);
            screen.show(NameEntry.requester(game, scoring, scores.lastName(), name -> { }));
        }
        return screen;
    }
}
