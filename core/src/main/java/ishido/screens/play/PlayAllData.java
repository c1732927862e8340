package ishido.screens.play;

import ishido.persist.AllData;
import ishido.persist.KeyValueStorage;
import ishido.persist.Storage;
import ishido.persist.UserFiles;
import ishido.ui.FileRequester;
import ishido.ui.Requester;
import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * File > Export All... and Import All... (issue 38): every file of the player's data to one file the player
 * names, and such a file read back, asking before it replaces files here that are newer than its own
 * ({@link AllData}). In the page the export goes to the Downloads folder, which the browser downloads, and
 * an import comes from a file brought in from outside (the requester's "Bring in a file...").
 */
final class PlayAllData {
    /** How many names of newer files the question shows; the rest are counted. */
    static final int NAMES_SHOWN = 3;


    private final PlayContext c;

    PlayAllData(PlayContext c) {
        this.c = c;
    }

    /** Where the requester opens: the page's Downloads or Imports, else the home folder, else the data folder. */
    private Path start(String pageFolder) {
        Path page = c.userFolder().resolve(pageFolder);
        if (c.storage().isFolder(page)) {
            return page;
        }
        return c.storage().home() != null ? c.storage().home() : c.userFolder();
    }

    /** The requester's title, with the room the data takes and the room left where the storage says. */
    String title(String action) {
        Storage.Room room = c.storage().room();
        return room == null ? action : action + ": " + room.describe();
    }

    /** File > Export All...: the file requester, then every file of the data written there. */
    void askExport() {
        FileRequester f = fileRequester("Export All", FileRequester.Mode.SAVE, KeyValueStorage.DOWNLOADS, this::export);
        if (f != null) {
            f.fileField().setText("ishido-" + LocalDate.now(c.clock()) + "." + AllData.EXTENSION);
            c.requesters().show(f.requester());
        }
    }

    void export(Path file) {
        try {
            List<AllData.Entry> entries = AllData.collect(c.storage(), c.userFolder());
            c.storage().write(file, AllData.format(new AllData.Export(c.clock().instant(), entries)));
            int files = entries.size();
            c.notices().say("Exported " + files + (files == 1 ? " file." : " files."));
        } catch (IOException e) {
            c.notices().tell("Export All", "The data could not be exported: " + UserFiles.describe(file.getFileName(), e) + ".");
        }
    }

    /** File > Import All...: the file requester, then the file read, checked, and imported (asking first). */
    void askImport() {
        FileRequester f = fileRequester("Import All", FileRequester.Mode.OPEN, KeyValueStorage.IMPORTS, this::open);
        if (f != null) {
            c.requesters().show(f.requester());
        }
    }

    /** Export All's or Import All's file requester, or null (and the player told) when this run keeps no data. */
    private FileRequester fileRequester(String action, FileRequester.Mode mode, String pageFolder,
            Consumer<Path> chosen) {
        if (c.userFolder() == null) {
            c.notices().tell(action, "No data is kept in this run.");
            return null;
        }
        return new FileRequester(c.storage(), title(action), mode, start(pageFolder), List.of(AllData.EXTENSION),
                PlayFiles.volumes(c.storage(), c.userFolder()), c.requesters(), chosen);
    }

    /** Reads and checks the whole file, then imports it; a damaged or foreign file is one line and changes nothing. */
    void open(Path file) {
        AllData.Plan plan;
        try {
            plan = AllData.plan(c.storage(), c.userFolder(), AllData.parse(c.storage().read(file, UserFiles.Kind.ALL_DATA)));
        } catch (AllData.DamagedException e) {
            c.notices().tell("Import All", file.getFileName() + " is " + e.getMessage() + ". Nothing was imported.");
            return;
        } catch (IOException e) {
            c.notices().tell("Import All", "Could not read " + UserFiles.describe(file.getFileName(), e)
                    + ". Nothing was imported.");
            return;
        }
        if (plan.newer().isEmpty()) {
            apply(plan, false);
        } else {
            c.requesters().show(Requester.message("Import All", question(plan), "Replace", "Keep Them",
                    replace -> apply(plan, replace)));
        }
    }

    /** The question before newer files are replaced: how many, up to three names, the choice. */
    static List<String> question(AllData.Plan plan) {
        List<String> names = plan.newerNames();
        List<String> lines = new ArrayList<>();
        lines.add(names.size() == 1 ? "This file here is newer than the"
                : names.size() + " files here are newer than the");
        lines.add("export's copy:");
        for (String n : names.subList(0, Math.min(NAMES_SHOWN, names.size()))) {
            lines.add(n.length() > 32 ? "..." + n.substring(n.length() - 29) : n);
        }
        if (names.size() > NAMES_SHOWN) {
            lines.add("and " + (names.size() - NAMES_SHOWN) + " more");
        }
        lines.add("Replace them with the export's,");
        lines.add("or keep them and import the rest?");
        return lines;
    }

    private void apply(AllData.Plan plan, boolean replaceNewer) {
        try {
            AllData.Result r = AllData.apply(c.storage(), c.userFolder(), plan, replaceNewer);
            c.notices().tell("Import All", AllData.describe(r) + (r.written() > 0
                    ? " Settings, stonesets and boards take effect at the next start." : ""));
        } catch (IOException e) {
            c.notices().tell("Import All", "The import stopped: " + UserFiles.reason(e)
                    + ". The files not yet written are as they were.");
        }
    }
}
