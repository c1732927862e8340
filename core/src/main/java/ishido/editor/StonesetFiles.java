package ishido.editor;

import ishido.iff.IlbmWriter;
import ishido.image.IndexedImage;
import ishido.persist.Storage;
import ishido.png.PngWriter;
import ishido.theme.Pictures;
import ishido.theme.Stoneset;
import ishido.theme.StonesetImport;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** Loads and saves the editor's work as the stoneset of SPEC section 4, an ILBM or a PNG of 16 indexed colours. */
public final class StonesetFiles {
    /** The file ending the editor offers and adds to a typed name without one. */
    public static final String EXTENSION = "iff";

    private StonesetFiles() {
    }

    /** A stoneset read for editing, and what the player should know about it (an empty mask to mend). */
    public record Loaded(Sheet sheet, List<String> warnings, boolean reduced) {
    }

    /**
     * Reads and checks a stoneset file, ILBM or PNG; nothing of the work changes when this fails. A column without
     * a mask is let in with a warning, since the editor is where it is mended.
     *
     * @throws IOException with a one-line reason and what to do: unreadable, damaged, wrong size, true colour or
     *     too many colours (convert it first)
     */
    public static Loaded load(Storage storage, Path file) throws IOException {
        IndexedImage image;
        StonesetImport.Result made;
        try {
            // A picture of more colours (true colour, anti-aliased) is reduced to 16 as convert --stoneset does.
            made = StonesetImport.reduce(name(file), Pictures.read(storage, file), StonesetImport.COLORS, false);
            image = made.image();
        } catch (IllegalArgumentException e) {
            // The fix names this very file, ready to type.
            throw new IOException(e.getMessage().replace("convert FILE ", "convert " + file.getFileName() + " "));
        } catch (IOException e) {
            throw new IOException(reason(e));
        }
        List<String> warnings = new ArrayList<>();
        if (made.reduced()) {
            String notes = String.join("; ", made.notes());
            warnings.add(Character.toUpperCase(notes.charAt(0)) + notes.substring(1) + ". Save As keeps it so; Save will"
                    + " not write over " + file.getFileName() + ".");
        }
        List<Integer> empty = Stoneset.emptyMasks(image);
        if (!empty.isEmpty()) {
            String columns = empty.stream().map(String::valueOf).collect(Collectors.joining(", "));
            warnings.add((empty.size() == 1 ? "Column " + columns + " has" : "Columns " + columns + " have")
                    + " no mask, so " + (empty.size() == 1 ? "its" : "their") + " stones would not show: give "
                    + (empty.size() == 1 ? "it" : "each") + " a mask template before Use.");
        }
        return new Loaded(Sheet.of(image), warnings, made.reduced());
    }

    /**
     * Writes the sheet atomically, as a PNG when the name ends in .png and an ILBM otherwise: a reader of the file
     * sees the old stoneset or the new one, never part of one.
     *
     * @throws IOException with a one-line reason (the folder is read-only, the disk is full, ...)
     */
    public static void save(Storage storage, Sheet sheet, Path file) throws IOException {
        boolean png = file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".png");
        byte[] bytes = png ? PngWriter.encode(sheet.toImage()) : IlbmWriter.toBytes(sheet.toImage());
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                storage.createFolders(parent);
            }
            storage.write(file, bytes);
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
