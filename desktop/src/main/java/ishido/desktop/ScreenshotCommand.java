package ishido.desktop;

import ishido.machine.Machine;
import ishido.machine.Screen;
import ishido.persist.AtomicFiles;
import ishido.persist.Storage;
import ishido.persist.UserFiles;
import ishido.platform.Platform;
import ishido.png.PngWriter;
import ishido.screens.play.PlayScreen;
import ishido.machine.Script;
import ishido.store.Settings;
import ishido.theme.Catalog;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Set;

/** {@code screenshot}: renders a screen headless after scripted input, as a 320x200 indexed PNG. */
final class ScreenshotCommand {
    static final String HELP = """
            Usage: ishido screenshot --screen NAME --out FILE.png [--seed S] [--script FILE]
                                     [--stoneset NAME|FILE] [--board NAME|FILE] [--hexagram N]
                                     [--table today|alltime|tournament] [--scoring modern|ancient]
                                     [--name-entry] [--mode MODE] [--players LIST] [--timer N]
            Renders a screen without a window after the scripted input, and writes it as a
            320x200 indexed PNG with its 32-colour palette. Screens: %s.
            The augury screen shows the Oracle's augury for --hexagram N (1-64) over the play screen.
            The scores screen shows a table of the data folder (--table, --scoring);
            --name-entry puts the name requester over it. The stats screen shows the
            statistics of the data folder's kept games (--scoring).
            The review screens show the computer's review of an Adept's game on the --seed
            deal: review at its first marked move, review-summary at the summary.
            The screens over a play screen (all but scores, stats and review) start a game of
              --mode solitaire|cooperative|tournament|challenge   (solitaire by default)
              --players LIST   who plays each seat, human or computer, comma separated:
                               one seat for solitaire and tournament, two for cooperative
                               and challenge (e.g. computer,computer); human by default
              --timer N        1-60: seconds a move in a challenge, minutes a game in a
                               tournament (refused for the other modes)
            The computer thinks a fixed number of rollouts a move, so a run repeats exactly.
            Script commands, one a line (# starts a comment):
              move X Y | press X Y [right] | release X Y [right] | click X Y
              key NAME | type TEXT | amiga LETTER | place SQUARE | play N | wait N""".formatted(ScreenRegistry.names());

    private ScreenshotCommand() {
    }

    static int run(String[] args, PrintStream out, Clock clock, Platform platform) throws UsageException {
        Options o = Options.parse("screenshot", args, 1,
                Set.of("--screen", "--out", "--seed", "--script", "--stoneset", "--board", "--hexagram", "--table",
                        "--scoring", "--mode", "--players", "--timer"),
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
        ScreenRegistry.Factory factory = ScreenRegistry.get(o.get("--screen"));
        if (factory == null) {
            throw new UsageException("screenshot: unknown screen '" + o.get("--screen") + "' (screens: "
                    + ScreenRegistry.names() + ")");
        }
        int hexagram = hexagram(o);
        if (ModeArguments.given(o) && !ScreenRegistry.onPlayScreen(o.get("--screen"))) {
            throw new UsageException("screenshot: --mode, --players and --timer go with the screens over a play screen,"
                    + " not " + o.get("--screen"));
        }
        Settings settings = ModeArguments.settings("screenshot", o);
        long seed = o.getLong("screenshot", "--seed", 1);
        Script script = Script.parse("");
        if (o.has("--script")) {
            try {
                script = Script.parse(UserFiles.readArgumentText(Path.of(o.get("--script")), UserFiles.Kind.SCRIPT));
            } catch (IOException e) {
                throw new UsageException("screenshot: cannot read " + o.get("--script") + ": " + Main.describe(e));
            } catch (IllegalArgumentException e) {
                throw new UsageException("screenshot: " + o.get("--script") + ": " + e.getMessage());
            }
        }
        Machine machine = new Machine();
        Storage storage = platform.storage();
        try {
            BoardArgument board = BoardArgument.of(storage, o.has("--board") ? o.get("--board") : Catalog.DEFAULT_THEME);
            Screen screen = factory.make(new ScreenRegistry.Setup(platform, seed,
                    Catalog.stoneset(storage, o.has("--stoneset") ? o.get("--stoneset") : Catalog.DEFAULT_THEME),
                    board.board() != null ? board.board() : Catalog.board(storage, Catalog.DEFAULT_THEME), hexagram, settings, o, clock));
            machine.show(screen);
            if (board.picture() != null && screen instanceof PlayScreen play) {
                // The requesters the game shows for such a picture are what the screenshot shows.
                play.importBoard(board.picture());
            }
        } catch (IOException | IllegalArgumentException e) {
            throw new UsageException("screenshot: " + e.getMessage());
        }
        try {
            script.run(machine);
        } catch (IllegalStateException e) {
            throw new UsageException("screenshot: " + o.get("--script") + ": " + e.getMessage());
        }
        machine.render();
        Path target = Path.of(o.get("--out"));
        try {
            AtomicFiles.write(target, PngWriter.encode(machine.framebuffer().toImage()));
        } catch (IOException e) {
            throw new UsageException("screenshot: cannot write " + target + ": " + Main.describe(e));
        }
        return 0;
    }

    /** The hexagram the augury screen shows: required there, 1 to 64, and refused on other screens. */
    private static int hexagram(Options o) throws UsageException {
        boolean augury = o.get("--screen").equals("augury");
        if (!o.has("--hexagram")) {
            if (augury) {
                throw new UsageException("screenshot: the augury screen needs --hexagram N (1-64)");
            }
            return 0;
        }
        if (!augury) {
            throw new UsageException("screenshot: --hexagram goes with --screen augury");
        }
        long n = o.getLong("screenshot", "--hexagram", 0);
        if (n < 1 || n > 64) {
            throw new UsageException("screenshot: --hexagram must be 1 to 64, not " + n);
        }
        return (int) n;
    }
}
