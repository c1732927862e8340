package ishido.store;

import ishido.persist.Storage;
import ishido.persist.UserFiles;
import ishido.rules.GameRecord;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/** Saved games on disk: game records written atomically and read back, bounded, as UTF-8 text. */
public final class SavedGames {
    /** The file ending of saved games. */
    public static final String EXTENSION = "ishido";

    private SavedGames() {
    }

    /** Writes the record atomically, making its folder if need be. */
    public static void write(Storage storage, Path file, GameRecord record) throws IOException {
        storage.createFolders(file.toAbsolutePath().getParent());
        storage.write(file, record.format().getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Reads a record, refusing a file larger than any game before reading it.
     *
     * @throws UserFiles.TooLargeException if the file is far larger than any game (not a saved game)
     * @throws UserFiles.NotTextException if the file is not text (not a saved game)
     * @throws IOException if it cannot be read
     * @throws IllegalArgumentException if it is text but not a well-formed record
     */
    public static GameRecord read(Storage storage, Path file) throws IOException {
        return GameRecord.parse(UserFiles.readText(storage, file, UserFiles.Kind.GAME_RECORD));
    }
}
