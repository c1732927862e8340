package ishido.desktop;

import ishido.codewheel.Codewheel;
import ishido.codewheel.PrintedWheel;
import ishido.image.IndexedImage;
import ishido.persist.AtomicFiles;
import ishido.png.PngWriter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code codewheel --out FILE.png}: draws the codewheel on an A4 sheet at 300 dpi, to print, cut and pin. */
@Command(name = "codewheel", header = "draw the codewheel on an A4 sheet to print and cut out", description = {
    "Draws the game's codewheel on an A4 sheet at 300 dpi (2480x3508 pixels): the outer disc, the "
            + "middle ring and the inner disc with cut lines, centre marks for the pin and the "
            + "instructions. Print it at 100%%, cut the pieces out and pin them together."})
final class CodewheelCommand implements Callable<Integer> {
    private final CommandContext context;

    @Option(names = "--out", paramLabel = "FILE.png", required = true, description = "where the sheet goes")
    Path target;

    CodewheelCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() throws UsageException {
        if (!target.toString().toLowerCase(Locale.ROOT).endsWith(".png")) {
            throw new UsageException("the sheet is written as PNG; give a name ending in .png");
        }
        IndexedImage sheet;
        try (FreeTypeface type = FreeTypeface.open()) {
            sheet = PrintedWheel.draw(Codewheel.STANDARD, type);
        } catch (IOException e) {
            throw new UsageException(Cli.describe(e));
        }
        try {
            AtomicFiles.write(target, PngWriter.encode(sheet));
        } catch (IOException e) {
            throw new UsageException("cannot write " + target + ": " + Cli.describe(e));
        }
        context.out().println(target + ": " + sheet.width() + "x" + sheet.height() + ", A4 at 300 dpi");
        return 0;
    }
}
