package ishido.screens.play;

import ishido.persist.Storage;
import ishido.persist.UserData;
import ishido.persist.UserFiles;
import ishido.store.Settings;
import ishido.store.SettingsFile;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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

    /**
     * The lines a record of the game under way carries from the settings, for Save Game and the history alike:
     * the Computer Players items, the stoneset and the board, so a loaded game plays and looks as it did.
     */
    Map<String, String> recordLines() {
        Map<String, String> lines = new LinkedHashMap<>();
        List<String> computers = new ArrayList<>();
        if (settings.get(Settings.COMPUTER_PLAYER_1)) {
            computers.add("1");
        }
        if (settings.get(Settings.COMPUTER_PLAYER_2)) {
            computers.add("2");
        }
        lines.put("Computer Players", computers.isEmpty() ? "none" : String.join(" ", computers));
        lines.put("Stoneset", settings.get(Settings.STONESET));
        lines.put("Board", settings.get(Settings.BOARD));
        return lines;
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
