package ishido.store;

import ishido.persist.Storage;
import ishido.persist.UserFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * A log of one line an entry in the history folder, dated by a clock and written atomically: what the practices'
 * and the challenges' logs share (each its own lines and what it passes over).
 */
final class LineLog {
    private final Storage storage;
    private final Path file;
    private final UserFiles.Kind kind;
    private final Clock clock;

    LineLog(Storage storage, Path historyFolder, String name, UserFiles.Kind kind, Clock clock) {
        this.storage = storage;
        this.file = historyFolder.resolve(name);
        this.kind = kind;
        this.clock = clock;
    }

    LocalDate today() {
        // LocalDate.now of the clock's instant, not ofInstant: the browser's class library has the Java 8 API.
        return LocalDate.now(clock);
    }

    /** Rewrites the log from the text kept ("" when there is none yet), atomically. */
    void update(UnaryOperator<String> kept) throws IOException {
        storage.createFolders(file.getParent());
        storage.update(file, kind, text -> kept.apply(text == null ? "" : text));
    }

    /** The log's lines, oldest first; none when there is no log. */
    List<String> lines() throws IOException {
        if (!storage.isFile(file)) {
            return List.of();
        }
        return List.of(new String(storage.read(file, kind), StandardCharsets.UTF_8).split("\n"));
    }
}
