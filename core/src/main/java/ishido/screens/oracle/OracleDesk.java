package ishido.screens.oracle;

import ishido.oracle.Augury;
import ishido.oracle.AuguryFile;
import ishido.oracle.Consultation;
import ishido.persist.Storage;
import ishido.ui.FileRequester;
import ishido.ui.Requester;
import ishido.ui.RequesterQueue;
import ishido.ui.TextLines;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Where the play screen meets the Oracle: it asks the question, shows each augury, saves it on
 * request or by itself, and tells the player why a save failed while the reading stays up.
 */
public final class OracleDesk {
    private final Consultation consultation;
    private final RequesterQueue requesters;
    /** The player's data folder, or null when nothing may be written without asking (tests, screenshots). */
    /** Where the player's data is kept. */
    private final Storage storage;
    private final Path dataFolder;
    private final List<FileRequester.Volume> volumes;
    private final Consumer<String> say;

    public OracleDesk(Consultation consultation, RequesterQueue requesters, Storage storage, Path dataFolder,
            List<FileRequester.Volume> volumes, Consumer<String> say) {
        this.consultation = consultation;
        this.requesters = requesters;
        this.storage = storage;
        this.dataFolder = dataFolder;
        this.volumes = List.copyOf(volumes);
        this.say = say;
    }

    public Consultation consultation() {
        return consultation;
    }

    /** Shows the question to type or edit; once kept, afterKept runs (to store it). */
    public void ask(Runnable afterKept) {
        requesters.show(OracleRequesters.question(consultation.question(), typed -> {
            consultation.keep(typed);
            afterKept.run();
        }));
    }

    /** Shows a reading; its Save button opens the Save requester over it. */
    public void show(Augury augury) {
        requesters.show(OracleRequesters.augury(augury, () -> requesters.show(
                OracleRequesters.save(storage, saveFolder(), volumes, requesters, (file, mode) -> save(augury, file, mode))
                        .requester())));
    }

    /** Adds a reading to the automatic file in the data folder, without asking. */
    public void saveAutomatically(Augury augury) {
        if (dataFolder != null) {
            save(augury, dataFolder.resolve(AuguryFile.AUTOMATIC), AuguryFile.Mode.APPEND);
        }
    }

    private Path saveFolder() {
        return dataFolder != null && storage.isFolder(dataFolder) ? dataFolder : Path.of("").toAbsolutePath();
    }

    /** Writes the augury; a failure opens a requester with the reason on top of whatever is up. */
    void save(Augury augury, Path file, AuguryFile.Mode mode) {
        try {
            AuguryFile.write(storage, file, augury, mode);
            say.accept((mode == AuguryFile.Mode.APPEND ? "Added to " : "Saved as ") + file.getFileName() + ".");
        } catch (IOException e) {
            List<String> lines = new ArrayList<>(TextLines.wrap("The augury could not be saved in "
                    + file.getFileName() + ": " + reason(e), OracleRequesters.TEXT_COLUMNS));
            requesters.show(Requester.message("Save Augury", lines, "OK", null, yes -> { }));
        }
    }

    /** Why a write failed, in words: the system's reason when it gives one, not a bare path. */
    static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "the folder or file may not be written.";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason() + ".";
        }
        return e.getMessage() == null ? e.toString() : e.getMessage();
    }
}
