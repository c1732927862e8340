package ishido.store;

import ishido.persist.Storage;
import ishido.rules.GameRecord;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;

/**
 * The game under way, kept in the data folder after every move so that the next start goes on with it
 * (Choices &gt; Resume Game at Start). It is a saved game's record written whole, atomically: two windows
 * each write their own game over it, and the last one to move keeps its game; a finished game is forgotten.
 */
public final class GameUnderWay {
    /** The file's name in the data folder. */
    public static final String NAME = "under-way." + SavedGames.EXTENSION;

    private GameUnderWay() {
    }

    /** Where the game under way is kept in the data folder. */
    public static Path file(Path folder) {
        return folder.resolve(NAME);
    }

    /** Keeps the game, replacing the one kept before in one atomic write. */
    public static void keep(Storage storage, Path folder, GameRecord record) throws IOException {
        SavedGames.write(storage, file(folder), record);
    }

    /** Forgets the kept game (it ended, or none is under way); nothing when there is none. */
    public static void forget(Storage storage, Path folder) throws IOException {
        storage.delete(file(folder));
    }

    /**
     * The kept game's record, or null when there is none; a damaged one is forgotten (set aside, as other
     * damaged files are), never brought back half.
     */
    public static GameRecord read(Storage storage, Path folder, Clock clock) {
        Path file = file(folder);
        if (!storage.isFile(file)) {
            return null;
        }
        try {
            return SavedGames.read(storage, file);
        } catch (IOException | IllegalArgumentException e) {
            setAside(storage, folder, clock);
            return null;
        }
    }

    /** Sets a kept game that cannot be read or replayed aside, as other damaged files are. */
    public static void setAside(Storage storage, Path folder, Clock clock) {
        try {
            storage.setAside(file(folder), clock);
            // Set aside leaves an empty file in its place for a fresh write: no game is under way now.
            storage.delete(file(folder));
        } catch (IOException e) {
            // Left where it is: the next game's first move writes over it.
        }
    }
}
