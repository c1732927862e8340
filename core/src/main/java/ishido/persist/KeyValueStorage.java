package ishido.persist;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * User data in a key/value store, for the browser's storage (the page's {@code store.js}: IndexedDB behind a
 * mirror in memory, or localStorage where there is no IndexedDB): each file is one key, so a write
 * lands whole or not at all (the store's put is atomic), and a store that is full refuses the put and keeps
 * the old value, which the game reports in words a player of a web page understands ({@link UserFiles#FULL}). Folders are keys
 * of their own, so an empty folder shows in the file requester. Everything lives under one volume,
 * {@value #VOLUME}, whose folder is the data folder.
 *
 * <p>Keys are {@code ishido:f:PATH} for a file and {@code ishido:d:PATH} for a folder, so that other pages
 * of the same origin may use the store too; {@link StoredValues} says how names and bytes are kept.
 * IndexedDB gives an origin a share of the disk (hundreds of megabytes and more), room for years of games.
 *
 * <p>Locking is trivial within a page, which runs one thread. Two tabs of the game share the store: each
 * tells the other of every write (store.js), so one sees the other's saves at once; a locked update re-reads
 * the file before it changes it, so the two tabs' high scores and settings are merged as on the desktop,
 * except when both tabs update the same file in the same instant, when the later write wins.
 *
 * <p>Files come in and go out through the browser: the page hands a file the player picked to
 * {@link #imported}, which keeps it in the {@value #IMPORTS} folder, where Load Game and the stoneset and
 * board requesters find it; whatever the game writes into the {@value #DOWNLOADS} folder is handed to the
 * page's download hook ({@link #onDownload}) instead of being kept, so it takes no room in the store.
 */
public final class KeyValueStorage implements Storage {
    /** The name the file requester shows for the store. */
    public static final String VOLUME = "Browser";
    /** The folder of files the player picked with the browser's file picker. */
    public static final String IMPORTS = "Imports";
    /** The folder whose files the page offers as downloads when the game writes them. */
    public static final String DOWNLOADS = "Downloads";
    /** Starts every key of ours. */
    static final String PREFIX = "ishido:";
    private static final String FILE = PREFIX + "f:";
    private static final String FOLDER = PREFIX + "d:";
    /** A name for the root of the names, which always exists. */
    private static final String ROOT = "/";

    private final KeyValues store;
    private final Path dataFolder;
    /** The page's download, or null: then Downloads is a folder like the others. */
    private BiConsumer<Path, byte[]> downloads;
    /** Opens the page's file picker, or null when no page offers one. */
    private Runnable picker;
    /** What the page knows of the room used and left (the browser's estimate), or null. */
    private java.util.function.Supplier<Room> room = () -> null;
    /** Hears of the next files brought in, for the file requester that asked for them. */
    private Consumer<Path> arrivals = file -> { };

    /** The storage in the store, with the data folder at {@code /Browser}. */
    public KeyValueStorage(KeyValues store) {
        this(store, Path.of(ROOT, VOLUME));
    }

    /** The storage in the store, with this (absolute) data folder. */
    public KeyValueStorage(KeyValues store, Path dataFolder) {
        this.store = store;
        this.dataFolder = dataFolder;
    }

    /**
     * Creates the data folder and the folders the game and the page use (saves, stonesets, boards, imports,
     * downloads) where missing, as the desktop's launcher creates them.
     */
    public void createFolders() throws IOException {
        for (String folder : List.of("saves", "stonesets", "boards", IMPORTS, DOWNLOADS)) {
            createFolders(dataFolder.resolve(folder));
        }
    }

    /**
     * Sets what the page does with a file the game writes into {@value #DOWNLOADS}: its name and bytes; the
     * file is then not kept in the store.
     */
    public void onDownload(BiConsumer<Path, byte[]> hook) {
        this.downloads = hook;
    }

    /** Sets where the room left comes from: the browser's estimate of the origin's storage. */
    public void onRoom(java.util.function.Supplier<Room> estimate) {
        this.room = estimate;
    }

    /**
     * The room the game's own keys take (a character a byte, as text is kept), and the room the browser says the
     * origin has left; null without its estimate. The estimate's own "used" counts the offline site's cache (7 MB
     * beside a few KB of data), which is not the player's data.
     */
    @Override
    public synchronized Room room() {
        Room estimate = room.get();
        if (estimate == null) {
            return null;
        }
        long used = 0;
        for (String k : store.keys()) {
            if (k.startsWith(PREFIX)) {
                String v = store.get(k);
                used += k.length() + (v == null ? 0 : v.length());
            }
        }
        return new Room(used, estimate.left());
    }

    /** Sets how the page opens its file picker, whose files it hands to {@link #imported}. */
    public void onBringIn(Runnable openPicker) {
        this.picker = openPicker;
    }

    @Override
    public boolean canBringIn() {
        return picker != null;
    }

    /** The page has no other file manager: the requester's Delete is how a full store gets room again. */
    @Override
    public boolean offersDelete() {
        return true;
    }

    @Override
    public synchronized void bringIn(Consumer<Path> arrived) {
        if (picker != null) {
            arrivals = arrived;
            picker.run();
        }
    }

    /**
     * Keeps a file the player picked in the browser in the {@value #IMPORTS} folder, under its own name or,
     * when that is taken, the name numbered ({@code deal-2.ishido}); only its last part counts, and
     * characters a name cannot hold become '_'.
     *
     * @return where it is now, for the game to open
     * @throws IOException when the store is full (nothing is kept)
     */
    public synchronized Path imported(String name, byte[] bytes) throws IOException {
        Path folder = dataFolder.resolve(IMPORTS);
        createFolders(folder);
        String safe = safeName(name);
        int dot = safe.lastIndexOf('.');
        String stem = dot > 0 ? safe.substring(0, dot) : safe;
        String ext = dot > 0 ? safe.substring(dot) : "";
        Path target = folder.resolve(safe);
        for (int n = 2; type(target) != Type.MISSING; n++) {
            target = folder.resolve(stem + "-" + n + ext);
        }
        write(target, bytes);
        arrivals.accept(target);
        return target;
    }

    private static String safeName(String name) {
        String last = name.substring(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1).strip();
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < last.length(); i++) {
            char c = last.charAt(i);
            b.append(c < ' ' || c == ':' ? '_' : c);
        }
        String s = b.toString();
        return s.isEmpty() || s.equals(".") || s.equals("..") ? "file" : s.startsWith(".") ? "_" + s.substring(1) : s;
    }

    @Override
    public Path dataFolder() {
        return dataFolder;
    }

    @Override
    public synchronized Type type(Path name) {
        String n = StoredValues.name(name);
        if (n.equals(ROOT) || store.get(FOLDER + n) != null) {
            return Type.FOLDER;
        }
        return store.get(FILE + n) != null ? Type.FILE : Type.MISSING;
    }

    @Override
    public synchronized long size(Path file) throws IOException {
        return content(file).length;
    }

    @Override
    public synchronized List<Path> list(Path folder) throws IOException {
        String n = StoredValues.name(folder);
        if (type(folder) != Type.FOLDER) {
            throw store.get(FILE + n) != null ? new FileSystemException(folder.toString(), null, "not a folder")
                    : new NoSuchFileException(folder.toString());
        }
        String within = n.equals(ROOT) ? ROOT : n + "/";
        List<Path> names = new ArrayList<>();
        for (String key : store.keys()) {
            String entry = key.startsWith(FILE) ? key.substring(FILE.length())
                    : key.startsWith(FOLDER) ? key.substring(FOLDER.length()) : null;
            if (entry != null && entry.startsWith(within) && entry.length() > within.length()
                    && entry.indexOf('/', within.length()) < 0) {
                // The entry's own name, not folder.resolve: TeaVM's Path gives "//Browser" for "/" and "Browser".
                names.add(Path.of(entry));
            }
        }
        return names;
    }

    @Override
    public synchronized byte[] read(Path file, UserFiles.Kind kind) throws IOException {
        byte[] bytes = content(file);
        if (bytes.length > kind.limit()) {
            throw UserFiles.tooLarge(kind, bytes.length);
        }
        return bytes;
    }

    @Override
    public synchronized byte[] readHead(Path file, UserFiles.Kind kind) throws IOException {
        byte[] bytes = content(file);
        return bytes.length > kind.limit() ? Arrays.copyOf(bytes, (int) kind.limit()) : bytes;
    }

    @Override
    public synchronized void write(Path file, byte[] content) throws IOException {
        String n = StoredValues.name(file);
        Type now = type(file);
        if (now == Type.FOLDER) {
            throw new FileSystemException(file.toString(), null, UserFiles.FOLDER);
        }
        Path parent = Path.of(n).getParent();
        if (parent == null || type(parent) != Type.FOLDER) {
            throw new NoSuchFileException(file.toString());
        }
        if (downloads != null && isDownload(n)) {
            // Handed to the browser, which keeps it in the player's own downloads: a copy here would only
            // take the room the saves and the history need.
            downloads.accept(file, content.clone());
            return;
        }
        put(file, FILE + n, StoredValues.encode(content));
    }

    private boolean isDownload(String name) {
        return name.startsWith(StoredValues.name(dataFolder.resolve(DOWNLOADS)) + "/");
    }

    @Override
    public synchronized String update(Path file, UserFiles.Kind kind, Change change) throws IOException {
        String current;
        try {
            current = UserFiles.text(read(file, kind), kind);
        } catch (NoSuchFileException e) {
            current = null;
        }
        String next = change.apply(current);
        if (next == null) {
            return current;
        }
        write(file, next.getBytes(StandardCharsets.UTF_8));
        return next;
    }

    @Override
    public synchronized boolean create(Path file) throws IOException {
        if (type(file) != Type.MISSING) {
            return false;
        }
        write(file, new byte[0]);
        return true;
    }

    @Override
    public synchronized void rename(Path file, Path to) throws IOException {
        String from = StoredValues.name(file);
        String value = store.get(FILE + from);
        if (value == null) {
            if (type(file) == Type.FOLDER) {
                throw new FileSystemException(file.toString(), null, UserFiles.FOLDER);
            }
            throw new NoSuchFileException(file.toString());
        }
        if (type(to) != Type.MISSING) {
            throw new FileAlreadyExistsException(to.toString());
        }
        Path parent = Path.of(StoredValues.name(to)).getParent();
        if (parent == null || type(parent) != Type.FOLDER) {
            throw new NoSuchFileException(to.toString());
        }
        // The new key first: a full store leaves the file under its old name.
        put(to, FILE + StoredValues.name(to), value);
        store.remove(FILE + from);
    }

    @Override
    public synchronized boolean delete(Path name) throws IOException {
        String n = StoredValues.name(name);
        Type now = type(name);
        if (now == Type.FILE) {
            store.remove(FILE + n);
            return true;
        }
        if (now != Type.FOLDER || n.equals(ROOT)) {
            return false;
        }
        if (!list(name).isEmpty()) {
            throw new DirectoryNotEmptyException(name.toString());
        }
        store.remove(FOLDER + n);
        return true;
    }

    @Override
    public synchronized void createFolders(Path folder) throws IOException {
        Path absolute = Path.of(StoredValues.name(folder));
        Path parent = absolute.getParent();
        if (parent != null) {
            createFolders(parent);
        }
        Type now = type(absolute);
        if (now == Type.FILE) {
            throw new FileAlreadyExistsException(folder.toString());
        }
        if (now == Type.MISSING) {
            put(folder, FOLDER + StoredValues.name(absolute), "");
        }
    }

    @Override
    public synchronized Path setAside(Path file, Clock clock) throws IOException {
        Path real = Path.of(StoredValues.name(file));
        String stamp = DamagedFiles.stamp(clock);
        Path aside;
        for (int n = 1;; n++) {
            aside = DamagedFiles.aside(real, stamp, n);
            if (type(aside) == Type.MISSING) {
                break;
            }
        }
        rename(real, aside);
        // The empty file in its place; should the store refuse it, the write that follows says so.
        store.put(FILE + StoredValues.name(real), StoredValues.encode(new byte[0]));
        return aside;
    }

    @Override
    public int removeStale(Path folder) {
        // A put lands whole or not at all: no write leaves anything half-way.
        return 0;
    }

    @Override
    public List<Place> volumes() {
        return List.of(new Place(VOLUME, dataFolder));
    }

    @Override
    public Path home() {
        return null;
    }

    private byte[] content(Path file) throws IOException {
        String value = store.get(FILE + StoredValues.name(file));
        if (value == null) {
            if (type(file) == Type.FOLDER) {
                throw new FileSystemException(file.toString(), null, UserFiles.FOLDER);
            }
            throw new NoSuchFileException(file.toString());
        }
        return StoredValues.decode(file, value);
    }

    private void put(Path file, String key, String value) throws FileSystemException {
        boolean stored;
        try {
            stored = store.put(key, value);
        } catch (RuntimeException e) {
            // A store that throws instead of answering false has refused the value all the same.
            stored = false;
        }
        if (!stored) {
            throw new FileSystemException(file.toString(), null, UserFiles.FULL);
        }
    }

}
