package ishido.desktop;

import ishido.persist.AllData;
import ishido.persist.Storage;
import ishido.persist.UserData;
import ishido.persist.UserFiles;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Set;

/** {@code export FILE} and {@code import FILE}: all the player's data in one file, and back (issue 38). */
final class DataCommand {
    static final String EXPORT_HELP = """
            Usage: ishido export FILE
            Writes every file of the data folder (ISHIDO_HOME, if set, is the data folder):
            settings, high scores, the history of kept games, saved games, stonesets, boards,
            auguries and the game under way, into one file, to keep as a backup or to bring
            to another machine or browser (the page's File > Import All... reads it too).
            The file is written atomically; its last line checks everything before it.""";

    static final String IMPORT_HELP = """
            Usage: ishido import FILE [--replace-newer]
            Reads a file that export (or the game's File > Export All...) wrote into the data
            folder. The whole file is checked first: a damaged or foreign file changes nothing.
            Files the data folder lacks, or holds older than the file's copy, are written (each
            atomically); files here that are newer than the file's copy are kept and named on
            standard error, unless --replace-newer says to replace them too. Files here that
            the export lacks stay.
              --replace-newer   replace files here that are newer than the file's copy""";

    private DataCommand() {
    }

    static int run(String[] args, PrintStream out, PrintStream err, Clock clock, Storage storage) throws UsageException {
        return run(args, out, err, clock, storage, UserData.folder());
    }

    /** As {@link #run(String[], PrintStream, PrintStream, Clock, Storage)}, on a given data folder. */
    static int run(String[] args, PrintStream out, PrintStream err, Clock clock, Storage storage, Path dataFolder)
            throws UsageException {
        String command = args[0];
        boolean export = command.equals("export");
        Options o = Options.parse(command, args, 1, Set.of(), export ? Set.of("--help") : Set.of("--help", "--replace-newer"));
        if (o.has("--help")) {
            out.println(export ? EXPORT_HELP : IMPORT_HELP);
            return 0;
        }
        if (o.positional().size() != 1) {
            throw new UsageException(command + ": " + (o.positional().isEmpty() ? "which file? (try --help)"
                    : "unexpected argument '" + o.positional().get(1) + "' (try --help)"));
        }
        Path file = Path.of(o.positional().get(0));
        return export ? export(out, clock, storage, dataFolder, file)
                : importFrom(out, err, storage, dataFolder, file, o.has("--replace-newer"));
    }

    private static int export(PrintStream out, Clock clock, Storage storage, Path dataFolder, Path file)
            throws UsageException {
        if (!storage.isFolder(dataFolder)) {
            throw new UsageException("export: there is no data folder yet (" + dataFolder + ")");
        }
        try {
            var entries = AllData.collect(storage, dataFolder);
            storage.write(file, AllData.format(new AllData.Export(clock.instant(), entries)));
            out.println("Exported " + AllData.files(entries.size()) + " to " + file + ".");
            return 0;
        } catch (IOException e) {
            throw new UsageException("export: " + UserFiles.describe(file, e));
        }
    }

    private static int importFrom(PrintStream out, PrintStream err, Storage storage, Path dataFolder, Path file,
            boolean replaceNewer) throws UsageException {
        AllData.Plan plan;
        try {
            plan = AllData.plan(storage, dataFolder, AllData.parse(storage.read(file, UserFiles.Kind.ALL_DATA)));
        } catch (AllData.DamagedException e) {
            throw new UsageException("import: " + file + " is " + e.getMessage() + "; nothing was imported");
        } catch (IOException e) {
            throw new UsageException("import: " + UserFiles.describe(file, e) + "; nothing was imported");
        }
        if (!replaceNewer) {
            for (String name : plan.newerNames()) {
                err.println("kept " + name + ", which is newer here than in " + file.getFileName()
                        + " (--replace-newer replaces it)");
            }
        }
        try {
            out.println(AllData.describe(AllData.apply(storage, dataFolder, plan, replaceNewer)));
            return 0;
        } catch (IOException e) {
            throw new UsageException("import: stopped: " + UserFiles.reason(e) + "; the files not yet written are as they were");
        }
    }
}
