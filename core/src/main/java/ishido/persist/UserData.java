package ishido.persist;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * The folder of the player's own data (settings, high scores, saved games, stonesets and boards):
 * the platform's user data folder, or {@code ISHIDO_HOME} when set.
 */
public final class UserData {
    private UserData() {
    }

    /** The folder for this system and environment; nothing is created. */
    public static Path folder() {
        return folder(System.getenv(), System.getProperty("os.name", ""), home());
    }

    /** This system's player's home folder, as {@link #home(Map, String, String)} finds it. */
    public static String home() {
        return home(System.getenv(), System.getProperty("os.name", ""), System.getProperty("user.home", "."));
    }

    /**
     * The player's home folder: {@code $HOME} where it is set (outside Windows), as docs/formats.md says, so a
     * player or a sandbox that sets it gets that folder; Java's {@code user.home} (the password file's) only
     * where it is not.
     */
    public static String home(Map<String, String> env, String osName, String userHome) {
        String home = env.get("HOME");
        boolean windows = osName.toLowerCase(Locale.ROOT).contains("win");
        return !windows && home != null && !home.isBlank() ? home : userHome;
    }

    static Path folder(Map<String, String> env, String osName, String home) {
        String override = env.get("ISHIDO_HOME");
        if (override != null && !override.isBlank()) {
            return Path.of(override);
        }
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.contains("win")) {
            String appData = env.get("APPDATA");
            return appData != null ? Path.of(appData, "Ishido") : Path.of(home, "AppData", "Roaming", "Ishido");
        }
        if (os.contains("mac")) {
            return Path.of(home, "Library", "Application Support", "Ishido");
        }
        String xdg = env.get("XDG_DATA_HOME");
        return xdg != null && !xdg.isBlank() ? Path.of(xdg, "ishido") : Path.of(home, ".local", "share", "ishido");
    }

    /**
     * Removes the temporary files that a game or command killed in the middle of a write left in the
     * data folder and its saves folder; those of a window still running are kept.
     */
    public static void removeStaleFiles(Path folder) {
        AtomicFiles.removeStale(folder);
        AtomicFiles.removeStale(savesFolder(folder));
    }

    public static Path settingsFile(Path folder) {
        return folder.resolve("settings.txt");
    }

    public static Path savesFolder(Path folder) {
        return folder.resolve("saves");
    }

    public static Path stonesetsFolder(Path folder) {
        return folder.resolve("stonesets");
    }

    public static Path boardsFolder(Path folder) {
        return folder.resolve("boards");
    }

    /**
     * Creates the data folder and its stonesets/, boards/ and saves/ folders where missing, so a
     * player's first converted stoneset has somewhere to go.
     */
    public static void createFolders(Path folder) throws java.io.IOException {
        for (Path p : java.util.List.of(stonesetsFolder(folder), boardsFolder(folder), savesFolder(folder))) {
            java.nio.file.Files.createDirectories(p);
        }
    }
}
