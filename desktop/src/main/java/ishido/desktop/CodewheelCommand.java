package ishido.desktop;

import ishido.codewheel.Codewheel;
import ishido.codewheel.PrintedWheel;
import ishido.image.IndexedImage;
import ishido.persist.AtomicFiles;
import ishido.png.PngWriter;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;

/** {@code codewheel --out FILE.png}: draws the codewheel on an A4 sheet at 300 dpi, to print, cut and pin. */
final class CodewheelCommand {
    static final String HELP = """
            Usage: ishido codewheel --out FILE.png
            Draws the game's codewheel on an A4 sheet at 300 dpi (2480x3508 pixels): the outer
            disc, the middle ring and the inner disc with cut lines, centre marks for the pin
            and the instructions. Print it at 100%, cut the pieces out and pin them together.""";

    private CodewheelCommand() {
    }

    static int run(String[] args, PrintStream out) throws UsageException {
        Options o = Options.parse("codewheel", args, 1, Set.of("--out"), Set.of("--help"));
        if (o.has("--help")) {
            out.println(HELP);
            return 0;
        }
        if (!o.positional().isEmpty()) {
            throw new UsageException("codewheel: unexpected argument '" + o.positional().get(0) + "' (try --help)");
        }
        if (!o.has("--out")) {
            throw new UsageException("codewheel: --out FILE.png is required (try --help)");
        }
        Path target = Path.of(o.get("--out"));
        if (!target.toString().toLowerCase(Locale.ROOT).endsWith(".png")) {
            throw new UsageException("codewheel: the sheet is written as PNG; give a name ending in .png");
        }
        IndexedImage sheet;
        try (FreeTypeface type = FreeTypeface.open()) {
            sheet = PrintedWheel.draw(Codewheel.STANDARD, type);
        } catch (IOException e) {
            throw new UsageException("codewheel: " + Main.describe(e));
        }
        try {
            AtomicFiles.write(target, PngWriter.encode(sheet));
        } catch (IOException e) {
            throw new UsageException("codewheel: cannot write " + target + ": " + Main.describe(e));
        }
        out.println(target + ": " + sheet.width() + "x" + sheet.height() + ", A4 at 300 dpi");
        return 0;
    }
}
