package ishido.testing;

import ishido.persist.FileStorage;
import ishido.persist.Storage;
import ishido.platform.Platform;
import ishido.work.Schedulers;

/**
 * The platform a test hands to what it builds, as the launcher hands the desktop's: files (in the data folder
 * the test names, if any) and threads; or a storage of the test's own, so nothing it keeps reaches another test.
 */
public final class TestPlatform {
    private TestPlatform() {
    }

    /** The desktop's storage: the files, in the data folder the environment names. */
    public static Storage storage() {
        return new FileStorage();
    }

    /** The desktop's platform: a new file storage and threads. */
    public static Platform desktop() {
        return Platform.desktop();
    }

    /** Threads and the given storage (a key/value one, a file storage over a folder of the test's). */
    public static Platform with(Storage storage) {
        return new Platform(storage, Schedulers.threads());
    }

    /** Threads and the files, with the given data folder. */
    public static Platform files(java.nio.file.Path dataFolder) {
        return with(new FileStorage(dataFolder));
    }
}
