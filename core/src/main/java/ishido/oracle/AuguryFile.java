package ishido.oracle;

import ishido.persist.Storage;
import ishido.persist.UserFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * Writes auguries to UTF-8 text files. Replace writes the file anew; Append adds the augury after
 * what the file holds. Both go through a temporary file and a rename, so a full disk or a crash
 * leaves the old file whole.
 */
public final class AuguryFile {
    /** The file in the data folder that Save Auguries Automatically adds to. */
    public static final String AUTOMATIC = "auguries.txt";
    /** The file ending offered in the Save requester. */
    public static final String EXTENSION = "txt";

    /** How an augury meets a file that exists. */
    public enum Mode {
        REPLACE, APPEND
    }

    private AuguryFile() {
    }

    /**
     * Writes the augury. Append re-reads the file and adds to it under the file's lock, so two windows
     * adding auguries at once (Save Auguries Automatically in both) each keep the other's.
     *
     * @throws IOException naming the reason; the file is left as it was
     */
    public static void write(Storage storage, Path file, Augury augury, Mode mode) throws IOException {
        String text = augury.format();
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            storage.createFolders(parent);
        }
        if (mode == Mode.APPEND) {
            storage.update(file, UserFiles.Kind.AUGURIES, old -> old == null || old.isEmpty() ? text
                    : old + (old.endsWith("\n") ? "" : "\n") + "\n" + text);
        } else {
            storage.write(file, text.getBytes(StandardCharsets.UTF_8));
        }
    }
}
