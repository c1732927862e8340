package ishido.desktop;

import ishido.persist.UserFiles;
import ishido.rules.GameRecord;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;

/** Reads a game record named on the command line, or says in one line why it cannot. */
final class RecordFiles {
    private RecordFiles() {
    }

    /**
     * The record in the file; a record without its Move Count line is read with a warning on err.
     *
     * @throws UsageException naming the file, for a file that cannot be read or is no record
     */
    static GameRecord read(Path file, PrintStream err) throws UsageException {
        String text;
        try {
            text = UserFiles.readArgumentText(file, UserFiles.Kind.GAME_RECORD);
        } catch (UserFiles.NotTextException e) {
            throw new UsageException(file + " is not a UTF-8 text file");
        } catch (IOException e) {
            throw new UsageException("cannot read " + UserFiles.describe(file, e));
        }
        GameRecord record;
        try {
            record = GameRecord.parse(text);
        } catch (IllegalArgumentException e) {
            throw new UsageException(file + ": " + e.getMessage());
        }
        if (!record.isWhole()) {
            err.println("warning: " + file + " has no " + GameRecord.MOVE_COUNT
                    + " line; the record may be truncated");
        }
        return record;
    }
}
