package ishido.theme;

import ishido.assets.Assets;
import ishido.iff.IlbmImage;
import ishido.iff.IlbmReader;
import ishido.image.IndexedImage;
import ishido.persist.Storage;
import ishido.persist.UserFiles;
import ishido.png.PngImage;
import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Finds stonesets and boards: the built-in themes in the assets, or ILBM and PNG files by path. */
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
            if (Assets.exists(asset(folder, theme))) {
                names.add(theme);
            }
        }
        return names;
    }

    private static String asset(String folder, String theme) {
        return folder + "/" + theme.toLowerCase(Locale.ROOT).replace(' ', '-') + ".iff";
    }

    /**
     * Loads a stoneset by theme name or file path.
     *
     * @throws IOException with a one-line message naming the problem
     */
    public static Stoneset stoneset(Storage storage, String nameOrFile) throws IOException {
        return stoneset(storage, nameOrFile, storage.dataFolder());
    }

    /** Loads a stoneset by theme name, by name in the data folder's stonesets folder, or by file path. */
    public static Stoneset stoneset(Storage storage, String nameOrFile, Path dataFolder) throws IOException {
        return importStoneset(storage, nameOrFile, dataFolder).set();
    }

    /** A stoneset loaded, and what was done to make the picture one (a file with more colours is reduced). */
    public record StonesetLoad(Stoneset set, StonesetImport.Result made) {
    }

    /**
     * Loads a stoneset as {@link #stoneset} does, and says what was done: a palette another program reordered or
     * lengthened is put right without changing a pixel, and a picture of more colours (true colour, anti-aliased)
     * is reduced to 16 of the Amiga's as {@code ishido convert FILE OUT.iff --stoneset} does.
     */
    public static StonesetLoad importStoneset(Storage storage, String nameOrFile, Path dataFolder) throws IOException {
        Loaded l = load(storage, "stonesets", "stoneset", nameOrFile, dataFolder, (bytes, file) -> Pictures.decode(bytes));
        try {
            StonesetImport.Result made = StonesetImport.reduce(l.name, (PngImage) l.picture, StonesetImport.COLORS, false);
            return new StonesetLoad(Stoneset.of(l.name, made.image()), made);
        } catch (IllegalArgumentException e) {
            throw new IOException(e.getMessage());
        }
    }

    /** A built-in stoneset by its theme name, read from the assets alone (no data folder); null if not in this build. */
    static Stoneset builtInStoneset(String theme) throws IOException {
        if (!Assets.exists(asset("stonesets", theme))) {
            return null;
        }
        try {
            StonesetImport.Result made = StonesetImport.reduce(theme,
                    (PngImage) Pictures.decode(Assets.bytes(asset("stonesets", theme))), StonesetImport.COLORS, false);
            return Stoneset.of(theme, made.image());
        } catch (IllegalArgumentException e) {
            throw new IOException(e.getMessage());
        }
    }

    /**
     * Loads a board by theme name or file path.
     *
     * @throws IOException with a one-line message naming the problem
     */
    public static BoardPicture board(Storage storage, String nameOrFile) throws IOException {
        return board(storage, nameOrFile, storage.dataFolder());
    }

    /** Loads a board by theme name, by name in the data folder's boards folder, or by file path. */
    public static BoardPicture board(Storage storage, String nameOrFile, Path dataFolder) throws IOException {
        Loaded l = load(storage, "boards", "board", nameOrFile, dataFolder, Catalog::palettePicture);
        try {
            // The rule every board comes in by: more colours reduced, a palette order the text cannot read on mended.
            return BoardImport.asBoard(l.name, (IndexedImage) l.picture).board();
        } catch (IllegalArgumentException e) {
            throw new IOException(e.getMessage());
        }
    }

    /** A stoneset's or board's name and its picture, decoded as the kind needs it. */
    private record Loaded(String name, Object picture) {
    }

    private interface Decoder {
        Object decode(byte[] bytes, String file) throws IOException;
    }

    /**
     * The player's own stonesets and boards live in these folders of the data folder; a bare name
     * such as "mine" finds mine.iff (or .ilbm, .lbm, .board, .png) there.
     */
    private static Path inUserFolder(Storage storage, Path userFolder, String name) {
        if (name.isBlank() || name.contains("/") || name.contains("\\")) {
            return null;
        }
        for (String ext : List.of("", ".iff", ".ilbm", ".lbm", ".board", ".(board)", ".png")) {
            Path p = userFolder.resolve(name + ext);
            if (storage.isFile(p)) {
                return p;
            }
        }
        return null;
    }

    /**
     * The palette image of a board's PNG or ILBM file; a true-colour one (a PNG, HAM, deep) has none and is refused
     * with the command that makes a board of it.
     */
    private static IndexedImage palettePicture(byte[] bytes, String file) throws IOException {
        String what;
        if (Pictures.isPng(bytes)) {
            if (Pictures.decode(bytes) instanceof PngImage.Indexed indexed) {
                return indexed.image();
            }
            what = "a true-colour PNG";
        } else if (!Pictures.isIff(bytes)) {
            throw new IOException(Pictures.NEITHER);
        } else {
            IlbmImage read = IlbmReader.read(bytes);
            if (!read.trueColor()) {
                return read.image();
            }
            what = "a " + read.kind() + " picture";
        }
        throw new IOException(what + " has no palette; make a board of it with: ishido convert " + file
                + " OUT.iff --colors 16");
    }

    private static Loaded load(Storage storage, String folder, String kind, String nameOrFile, Path dataFolder,
            Decoder decoder) throws IOException {
        Path userFolder = dataFolder.resolve(folder);
        for (String theme : THEMES) {
            if (theme.equalsIgnoreCase(nameOrFile.strip())) {
                if (!Assets.exists(asset(folder, theme))) {
                    throw new IOException("the " + kind + " '" + theme + "' is not in this build yet");
                }
                return new Loaded(theme, decoder.decode(Assets.bytes(asset(folder, theme)), theme));
            }
        }
        Path path = inUserFolder(storage, userFolder, nameOrFile.strip());
        try {
            if (path == null) {
                path = Path.of(nameOrFile);
            }
        } catch (InvalidPathException e) {
            path = null;
        }
        if (path != null && storage.isFolder(path)) {
            throw new IOException(path + ": is a folder, not a " + kind);
        }
        if (path == null || !storage.exists(path)) {
            throw new IOException("no " + kind + " named '" + nameOrFile + "' (built in: "
                    + String.join(", ", present(folder)) + "; yours go in " + userFolder + ") and no such file");
        }
        try {
            String file = path.getFileName().toString();
            int dot = file.indexOf('.');
            byte[] bytes = UserFiles.read(storage, path, UserFiles.Kind.PICTURE);
            return new Loaded(dot > 0 ? file.substring(0, dot) : file, decoder.decode(bytes, file));
        } catch (IOException e) {
            throw new IOException(UserFiles.describe(path, e));
        }
    }
}
