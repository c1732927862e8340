package ishido.desktop;

import ishido.lessons.Course;
import ishido.machine.Machine;
import ishido.machine.Screen;
import ishido.persist.AtomicFiles;
import ishido.persist.Storage;
import ishido.persist.UserFiles;
import ishido.platform.Platform;
import ishido.png.PngWriter;
import ishido.puzzle.ShippedPuzzles;
import ishido.screens.play.PlayScreen;
import ishido.machine.Script;
import ishido.store.Settings;
import ishido.theme.Catalog;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code screenshot}: renders a screen headless after scripted input, as a 320x200 indexed PNG. */
@Command(name = "screenshot", header = "render a screen after scripted input to a PNG", description = {
    "Renders a screen without a window after the scripted input, and writes it as a 320x200 "
            + "indexed PNG with its 32-colour palette.",
    "The augury screen shows the Oracle's augury for --hexagram N (1-64) over the play screen. "
            + "The scores screen shows a table of the data folder (--table, --scoring); --name-entry puts "
            + "the name requester over it. The stats screen shows the statistics of the data folder's kept "
            + "games (--scoring); calendar, Scores > Deal Calendar... over them (the deal of the day's last 60 days, "
            + "the day chosen by a script's arrows). The review screens show the computer's review of an Adept's game on the "
            + "--seed deal: review at its first marked move, review-summary at the summary. The puzzle screen "
            + "shows puzzle --puzzle N of the shipped set; puzzles, Game > Puzzles...'s first screen. The challenges "
            + "screen lists the challenges kept in the data folder, as Game > Friends > Challenges... does. The screens "
            + "over a play screen (all but scores, stats, calendar, review, practice, lesson, puzzles and puzzle) start a game of --mode, --players and "
            + "--timer. The computer thinks a fixed number of rollouts a move, so a run repeats exactly.",
    "Script commands, one a line (# starts a comment):",
    "  move X Y | press X Y [right] | release X Y [right] | click X Y",
    "  key NAME | type TEXT | amiga LETTER | place SQUARE | play N | wait N",
    "  menu open | menu close | menu MENU ITEM [SUBITEM]   (the menus opened for a finger)",
    "  pad key NAME | pad char CODE [amiga]   (a key as the game pad gives it)"})
final class ScreenshotCommand implements Callable<Integer> {
    private final CommandContext context;

    @Option(names = "--screen", paramLabel = "NAME", required = true, completionCandidates = ScreenRegistry.Names.class,
            description = "the screen to show: ${COMPLETION-CANDIDATES}")
    String screen;

    @Option(names = "--out", paramLabel = "FILE.png", required = true, description = "where the PNG goes")
    Path out;

    @Option(names = "--seed", paramLabel = "S", description = "the deal (default 1)")
    long seed = 1;

    @Option(names = "--script", paramLabel = "FILE", description = "the input to play before the picture is taken")
    String script;

    @Option(names = "--stoneset", paramLabel = "NAME|FILE", description = "the stoneset (default ishido)")
    String stoneset;

    @Option(names = "--board", paramLabel = "NAME|FILE", description = "the board (default ishido)")
    String board;

    @Option(names = "--hexagram", paramLabel = "N", description = "the augury screen's hexagram, 1 to 64")
    Integer hexagram;

    @Option(names = "--lesson", paramLabel = "N", description = "the lesson screen's lesson, from 1")
    Integer lesson;

    @Option(names = "--puzzle", paramLabel = "N", description = "the puzzle screen's puzzle of the shipped set, from 1")
    Integer puzzle;

    @Option(names = "--table", paramLabel = "today|alltime|tournament", description = "the scores screen's table")
    String table;

    @Option(names = "--scoring", paramLabel = "modern|ancient", description = "the scores and stats screens' scoring")
    String scoring;

    @Option(names = "--name-entry", description = "the name requester over the scores screen")
    boolean nameEntry;

    @Mixin
    ModeArguments modes;

    ScreenshotCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() throws UsageException {
        ScreenRegistry.Factory factory = ScreenRegistry.get(screen);
        if (factory == null) {
            throw new UsageException("unknown screen '" + screen + "' (screens: " + ScreenRegistry.names() + ")");
        }
        int shown = hexagram();
        int taught = lesson();
        int posed = puzzle();
        if (modes.given() && !ScreenRegistry.onPlayScreen(screen)) {
            throw new UsageException("--mode, --players and --timer go with the screens over a play screen, not " + screen);
        }
        Settings settings = modes.settings();
        Script played = Script.parse("");
        if (script != null) {
            try {
                played = Script.parse(UserFiles.readArgumentText(Path.of(script), UserFiles.Kind.SCRIPT));
            } catch (IOException e) {
                throw new UsageException("cannot read " + script + ": " + Cli.describe(e));
            } catch (IllegalArgumentException e) {
                throw new UsageException(script + ": " + e.getMessage());
            }
        }
        Machine machine = new Machine();
        Platform platform = context.platform();
        Storage storage = platform.storage();
        try {
            BoardArgument chosen = BoardArgument.of(storage, board != null ? board : Catalog.DEFAULT_THEME);
            Screen made = factory.make(new ScreenRegistry.Setup(platform, seed,
                    Catalog.stoneset(storage, stoneset != null ? stoneset : Catalog.DEFAULT_THEME),
                    chosen.board() != null ? chosen.board() : Catalog.board(storage, Catalog.DEFAULT_THEME), shown,
                    taught, posed, settings, scores(), context.clock(), context.dataFolder()));
            machine.show(made);
            if (chosen.picture() != null && made instanceof PlayScreen play) {
                // The requesters the game shows for such a picture are what the screenshot shows.
                play.importBoard(chosen.picture());
            }
        } catch (IOException | IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        try {
            played.run(machine);
        } catch (IllegalStateException e) {
            throw new UsageException(script + ": " + e.getMessage());
        }
        machine.render();
        try {
            AtomicFiles.write(out, PngWriter.encode(machine.framebuffer().toImage()));
        } catch (IOException e) {
            throw new UsageException("cannot write " + out + ": " + Cli.describe(e));
        }
        return 0;
    }

    /** What the scores and stats screens show. */
    ScreenRegistry.Scores scores() {
        return new ScreenRegistry.Scores(table, scoring, nameEntry);
    }

    /** The lesson the lesson screen shows: required there, 1 to the course's count, and refused on other screens. */
    private int lesson() throws UsageException {
        boolean lessonScreen = screen.equals(ScreenRegistry.LESSON);
        if (lesson == null) {
            if (lessonScreen) {
                throw new UsageException("the lesson screen needs --lesson N (1-" + Course.count() + ")");
            }
            return 0;
        }
        if (!lessonScreen) {
            throw new UsageException("--lesson goes with --screen lesson");
        }
        if (Course.lesson(lesson) == null) {
            throw new UsageException("--lesson must be 1 to " + Course.count() + ", not " + lesson);
        }
        return lesson;
    }

    /** The puzzle the puzzle screen shows: required there, a number of the shipped set, and refused on other screens. */
    private int puzzle() throws UsageException {
        boolean puzzleScreen = screen.equals(ScreenRegistry.PUZZLE);
        int count = ShippedPuzzles.set().size();
        if (puzzle == null) {
            if (puzzleScreen) {
                throw new UsageException("the puzzle screen needs --puzzle N (1-" + count + ")");
            }
            return 0;
        }
        if (!puzzleScreen) {
            throw new UsageException("--puzzle goes with --screen puzzle");
        }
        if (puzzle < 1 || puzzle > count) {
            throw new UsageException("--puzzle must be 1 to " + count + ", not " + puzzle);
        }
        return puzzle;
    }

    /** The hexagram the augury screen shows: required there, 1 to 64, and refused on other screens. */
    private int hexagram() throws UsageException {
        boolean augury = screen.equals("augury");
        if (hexagram == null) {
            if (augury) {
                throw new UsageException("the augury screen needs --hexagram N (1-64)");
            }
            return 0;
        }
        if (!augury) {
            throw new UsageException("--hexagram goes with --screen augury");
        }
        if (hexagram < 1 || hexagram > 64) {
            throw new UsageException("--hexagram must be 1 to 64, not " + hexagram);
        }
        return hexagram;
    }
}
