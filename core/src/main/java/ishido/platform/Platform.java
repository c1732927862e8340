package ishido.platform;

import ishido.persist.FileStorage;
import ishido.persist.Storage;
import ishido.work.Schedulers;

/**
 * What the program around the game gives it, chosen once where the program starts (the desktop's launcher
 * and commands, the browser's page, a test) and handed down through constructors to what uses it: the
 * storage of the player's data and the schedulers of the background work.
 *
 * @param storage where the player's data is kept: files on the desktop, the page's key/value store
 * @param schedulers where background work runs: threads on the desktop, slices of the ticks in a browser
 */
public record Platform(Storage storage, Schedulers schedulers) {
    public Platform {
        if (storage == null || schedulers == null) {
            throw new IllegalArgumentException("a platform needs its storage and its schedulers");
        }
    }

    /** The desktop's: files, and threads. */
    public static Platform desktop() {
        return new Platform(new FileStorage(), Schedulers.threads());
    }
}
