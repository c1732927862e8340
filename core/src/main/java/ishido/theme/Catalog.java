package ishido.theme;

import ishido.iff.IlbmImage;
import ishido.iff.IlbmReader;
import ishido.image.IndexedImage;
import ishido.persist.UserData;
import ishido.persist.UserFiles;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Finds stonesets and boards: the built-in themes in the assets, or ILBM files by path. */
public final class Catalog {
    /**
     * The themes of the original game in its order, then our high-contrast set for colour-blind
     * players; each has a stoneset and a matching board.
     */
    public static final List<String> THEMES = List.of(
            "Gems", "Inner Shapes", "Magic", "Chungfu", "Ishido", "Rameses", "Runes", "Shaman", "High Contrast");
    /** The theme a new player starts with. */
    public static final String DEFAULT_THEME = "Ishido";

    private Catalog() {
    }

    /** The built-in stonesets present in the assets, in theme order. */
    public static List<String> stonesets() {
        return present("stonesets");
    }

    /** The built-in boards present in the assets, in theme order. */
    public static List<String> boards() {
        return present("boards");
    }

    private static List<String> present(String folder) {
        List<String> names = new ArrayList<>();
        for (String theme : THEMES) {
            if (Catalog.class.getResource(resource(folder, theme)) != null) {
                names.add(theme);
            }
        }
        return names;
    }

    private static String resource(String folder, String theme) {
        return "/ishido/" + folder + "/" + theme.toLowerCase(Locale.ROOT).replace(' ', '-') + ".iff";
    }

    /**
     * Loads a stoneset by theme name or file path.
     *
     * @throws IOException with a one-line message naming the problem
     */
    public static Stoneset stoneset(String nameOrFile) throws IOException {
        return stoneset(nameOrFile, UserData.folder());
    }

    /** Loads a stoneset by theme name, by name in the data folder's stonesets folder, or by file path. */
    public static Stoneset stoneset(String nameOrFile, Path dataFolder) throws IOException {
        Loaded l = load("stonesets", "stoneset", nameOrFile, dataFolder);
        try {
            return Stoneset.of(l.name, l.image);
        } catch (IllegalArgumentException e) {
            throw new IOException(e.getMessage());
        }
    }

    /**
     * Loads a board by theme name or file path.
     *
     * @throws IOException with a one-line message naming the problem
     */
    public static BoardPicture board(String nameOrFile) throws IOException {
        return board(nameOrFile, UserData.folder());
    }

    /** Loads a board by theme name, by name in the data folder's boards folder, or by file path. */
    public static BoardPicture board(String nameOrFile, Path dataFolder) throws IOException {
        Loaded l = load("boards", "board", nameOrFile, dataFolder);
        try {
            return BoardPicture.of(l.name, l.image);
        } catch (IllegalArgumentException e) {
            throw new IOException(e.getMessage());
        }
    }

    private record Loaded(String name, IndexedImage image) {
    }

    /**
     * The player's own stonesets and boards live in these folders of the data folder; a bare name
     * such as "mine" finds mine.iff (or .ilbm, .lbm, .board) there.
     */
    private static Path inUserFolder(Path userFolder, String name) {
        if (name.isBlank() || name.contains("/") || name.contains("\\")) {
            return null;
        }
        for (String ext : List.of("", ".iff", ".ilbm", ".lbm", ".board", ".(board)")) {
            Path p = userFolder.resolve(name + ext);
            if (Files.isRegularFile(p)) {
                return p;
            }
        }
        return null;
    }

    /** The picture's palette image; a HAM, deep or multipalette picture has none and is refused with a hint. */
    private static IndexedImage palettePicture(IlbmImage read) throws IOException {
        if (read.trueColor()) {
            throw new IOException("a " + read.kind() + " picture has no palette; reduce it with: "
                    + "ishido convert FILE OUT.iff --colors 16");
        }
        return read.image();
    }

    private static Loaded load(String folder, String kind, String nameOrFile, Path dataFolder) throws IOException {
        Path userFolder = dataFolder.resolve(folder);
        for (String theme : THEMES) {
            if (theme.equalsIgnoreCase(nameOrFile.strip())) {
                try (InputStream in = Catalog.class.getResourceAsStream(resource(folder, theme))) {
                    if (in == null) {
                        throw new IOException("the " + kind + " '" + theme + "' is not in this build yet");
                    }
                    return new Loaded(theme, palettePicture(IlbmReader.read(in)));
                }
            }
        }
        Path path = inUserFolder(userFolder, nameOrFile.strip());
        try {
            if (path == null) {
                path = Path.of(nameOrFile);
            }
        } catch (InvalidPathException e) {
            path = null;
        }
        if (path != null && Files.isDirectory(path)) {
            throw new IOException(path + ": is a folder, not a " + kind);
        }
        if (path == null || !Files.exists(path)) {
            throw new IOException("no " + kind + " named '" + nameOrFile + "' (built in: "
                    + String.join(", ", present(folder)) + "; yours go in " + userFolder + ") and no such file");
        }
        try {
            String file = path.getFileName().toString();
            int dot = file.indexOf('.');
            byte[] bytes = UserFiles.read(path, UserFiles.Kind.PICTURE);
            return new Loaded(dot > 0 ? file.substring(0, dot) : file, palettePicture(IlbmReader.read(bytes)));
        } catch (IOException e) {
            throw new IOException(UserFiles.describe(path, e));
        }
    }
}
