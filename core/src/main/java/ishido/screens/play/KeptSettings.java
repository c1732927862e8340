package ishido.screens.play;

import ishido.persist.Storage;
import ishido.persist.UserData;
import ishido.persist.UserFiles;
import ishido.store.Settings;
import ishido.store.SettingsFile;
import java.io.IOException;
import java.nio.file.Path;

/**
 * The settings as the play screen keeps them: read and changed by the parts that own them, and written
 * to the player's data folder (when there is one) on {@link #save}, a failure told to the player.
 */
final class KeptSettings {
    private final Settings settings;
    /** Where the player's data is kept. */
    private final Storage storage;
    private final Path userFolder;
    private final Notices notices;

    KeptSettings(Settings settings, Storage storage, Path userFolder, Notices notices) {
        this.settings = settings;
        this.storage = storage;
        this.userFolder = userFolder;
        this.notices = notices;
    }

    <T> T get(Settings.Key<T> key) {
        return settings.get(key);
    }

    <T> void set(Settings.Key<T> key, T value) {
        settings.set(key, value);
    }

    /** Turns a yes-or-no setting over and returns its new value. */
    boolean toggle(Settings.Key<Boolean> key) {
        return settings.toggle(key);
    }

    /** The settings themselves, for the display choices and the screen's accessors. */
    Settings settings() {
        return settings;
    }

    /** Writes the settings, telling the player if that fails. */
    void save() {
        if (userFolder == null) {
            return;
        }
        try {
            SettingsFile.save(storage, settings, UserData.settingsFile(userFolder));
        } catch (IOException e) {
            notices.tell("Settings", "The settings could not be saved: "
                    + UserFiles.describe(UserData.settingsFile(userFolder).getFileName(), e) + ".");
        }
    }
}
