package ishido.oracle;

import ishido.persist.AtomicFiles;
import ishido.persist.TextFiles;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
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
    /** A file larger than this is not read to be appended to: it is not a file of auguries. */
    private static final long MAX_APPEND_BYTES = 8L << 20;

    /** How an augury meets a file that exists. */
    public enum Mode {
        REPLACE, APPEND
    }

    private AuguryFile() {
    }

    public static void write(Path file, Augury augury, Mode mode) throws IOException {
        String text = augury.format();
        if (mode == Mode.APPEND) {
            String old = existing(file);
            if (!old.isEmpty()) {
                text = old + (old.endsWith("\n") ? "" : "\n") + "\n" + text;
            }
        }
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        AtomicFiles.write(file, text.getBytes(StandardCharsets.UTF_8));
    }

    /** What the file holds, or "" when it does not exist; refuses a file that is not text. */
    private static String existing(Path file) throws IOException {
        try {
            if (Files.size(file) > MAX_APPEND_BYTES) {
                throw new IOException(file.getFileName() + " is too large to add an augury to");
            }
            return TextFiles.decode(Files.readAllBytes(file));
        } catch (NoSuchFileException e) {
            return "";
        } catch (CharacterCodingException e) {
            throw new IOException(file.getFileName() + " is not a text file", e);
        }
    }
}
