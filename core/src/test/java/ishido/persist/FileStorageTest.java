package ishido.persist;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** The storage contract kept by the desktop's files. */
class FileStorageTest extends StorageContract {
    @TempDir
    Path dir;

    @Override
    Storage storage() {
        return new FileStorage(dir);
    }

    @Override
    Path folder() {
        return dir;
    }
}
