package ishido.editor;

import ishido.theme.Stoneset;
import ishido.iff.IlbmReader;
import ishido.iff.IlbmWriter;
import ishido.persist.AtomicFiles;
import ishido.persist.UserFiles;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Loads and saves the editor's work as the stoneset ILBM of SPEC section 4, through the project's IFF codec. */
public final class StonesetFiles {
    /** The file ending the editor offers and adds to a typed name without one. */
    public static final String EXTENSION = "iff";

    private StonesetFiles() {
    }

    /**
     * Reads and checks a stoneset file; nothing of the work changes when this fails.
     *
     * @throws IOException with a one-line reason: unreadable, damaged, wrong size, too many colours, no mask
     */
    public static Sheet load(Path file) throws IOException {
        try {
            return Sheet.of(Stoneset.of(name(file), IlbmReader.read(UserFiles.read(file, UserFiles.Kind.PICTURE)).image()));
        } catch (IllegalArgumentException e) {
            throw new IOException(e.getMessage());
        } catch (IOException e) {
            throw new IOException(reason(e));
        }
    }

    /**
     * Writes the sheet atomically: a reader of the file sees the old stoneset or the new one, never part of one.
     *
     * @throws IOException with a one-line reason (the folder is read-only, the disk is full, ...)
     */
    public static void save(Sheet sheet, Path file) throws IOException {
        byte[] bytes = IlbmWriter.toBytes(sheet.toImage());
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            AtomicFiles.write(file, bytes);
        } catch (IOException e) {
            throw new IOException(reason(e));
        }
    }

    /** The name a stoneset file gives its set: the file name up to its first dot. */
    public static String name(Path file) {
        String n = file.getFileName().toString();
        int dot = n.indexOf('.');
        return dot > 0 ? n.substring(0, dot) : n;
    }

    /** A short reason for a failed read or write, for a requester line. */
    static String reason(IOException e) {
        if (e instanceof AccessDeniedException a) {
            return "no permission to write " + a.getFile();
        }
        if (e instanceof NoSuchFileException n) {
            return "no such file or folder: " + n.getFile();
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason() + (f.getFile() != null ? ": " + f.getFile() : "");
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }
}
