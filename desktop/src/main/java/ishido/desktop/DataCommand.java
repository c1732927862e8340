package ishido.desktop;

import ishido.persist.AllData;
import ishido.persist.Storage;
import ishido.persist.UserFiles;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code export FILE} and {@code import FILE}: all the player's data in one file, and back (issue 38). */
final class DataCommand {
    private DataCommand() {
    }

    /** {@code export FILE}. */
    @Command(name = "export", header = "all the player's data in one file (a backup)", description = {
        "Writes every file of the data folder (ISHIDO_HOME, if set, is the data folder): "
                + "settings, high scores, the history of kept games, saved games, stonesets, boards, "
                + "auguries and the game under way, into one file, to keep as a backup or to bring to "
                + "another machine or browser (the page's File > Import All... reads it too). The file is "
                + "written atomically; its last line checks everything before it."})
    static final class Export implements Callable<Integer> {
        private final CommandContext context;

        @Parameters(paramLabel = "FILE", description = "the file to write")
        Path file;

        Export(CommandContext context) {
            this.context = context;
        }

        @Override
        public Integer call() throws UsageException {
            return export(context.out(), context.clock(), context.platform().storage(), context.dataFolder(), file);
        }
    }

    /** {@code import FILE}. */
    @Command(name = "import", header = "the data of such a file, keeping newer files here", description = {
        "Reads a file that export (or the game's File > Export All...) wrote into the data "
                + "folder. The whole file is checked first: a damaged or foreign file changes nothing. "
                + "Files the data folder lacks, or holds older than the file's copy, are written (each "
                + "atomically); files here that are newer than the file's copy are kept and named on "
                + "standard error, unless --replace-newer says to replace them too. Files here that the "
                + "export lacks stay."})
    static final class Import implements Callable<Integer> {
        private final CommandContext context;

        @Parameters(paramLabel = "FILE", description = "the file export wrote")
        Path file;

        @Option(names = "--replace-newer", description = "replace files here that are newer than the file's copy")
        boolean replaceNewer;

        Import(CommandContext context) {
            this.context = context;
        }

        @Override
        public Integer call() throws UsageException {
            return importFrom(context.out(), context.err(), context.platform().storage(), context.dataFolder(), file,
                    replaceNewer);
        }
    }

    private static int export(PrintStream out, Clock clock, Storage storage, Path dataFolder, Path file)
            throws UsageException {
        if (!storage.isFolder(dataFolder)) {
            throw new UsageException("there is no data folder yet (" + dataFolder + ")");
        }
        try {
            var entries = AllData.collect(storage, dataFolder);
            storage.write(file, AllData.format(new AllData.Export(clock.instant(), entries)));
            out.println("Exported " + AllData.files(entries.size()) + " to " + file + ".");
            return 0;
        } catch (IOException e) {
            throw new UsageException("" + UserFiles.describe(file, e));
        }
    }

    private static int importFrom(PrintStream out, PrintStream err, Storage storage, Path dataFolder, Path file,
            boolean replaceNewer) throws UsageException {
        AllData.Plan plan;
        try {
            plan = AllData.plan(storage, dataFolder, AllData.parse(storage.read(file, UserFiles.Kind.ALL_DATA)));
        } catch (AllData.DamagedException e) {
            throw new UsageException("" + file + " is " + e.getMessage() + "; nothing was imported");
        } catch (IOException e) {
            throw new UsageException("" + UserFiles.describe(file, e) + "; nothing was imported");
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
            throw new UsageException("stopped: " + UserFiles.reason(e) + "; the files not yet written are as they were");
        }
    }
}
