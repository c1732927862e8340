package ishido.persist;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

/**
 * The desktop's storage: the files of the data folder as they always were, written atomically
 * ({@link AtomicFiles}), shared files changed under a lock between two running games ({@link LockedFiles}),
 * damaged files set aside ({@link DamagedFiles}), every read bounded ({@link UserFiles}).
 */
public final class FileStorage implements Storage {
    /** The data folder given, or null for the platform's one ({@link UserData#folder}) read at each use. */
    private final Path dataFolder;

    /** The storage of the platform's data folder ({@code ISHIDO_HOME} when set). */
    public FileStorage() {
        this(null);
    }

    /** The storage of this data folder. */
    public FileStorage(Path dataFolder) {
        this.dataFolder = dataFolder;
    }

    @Override
    public Path dataFolder() {
        return dataFolder != null ? dataFolder : UserData.folder();
    }

    @Override
    public Type type(Path name) {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(name, BasicFileAttributes.class);
        } catch (IOException | SecurityException e) {
            return Type.MISSING;
        }
        if (attributes.isDirectory()) {
            return Type.FOLDER;
        }
        return attributes.isRegularFile() ? Type.FILE : Type.SPECIAL;
    }

    /** The data folder's files, and the room left on its disk for the player (the disk's usable space). */
    @Override
    public Room room() {
        Path folder = dataFolder();
        long used = 0;
        try (java.util.stream.Stream<Path> all = Files.walk(folder)) {
            for (Path p : (Iterable<Path>) all::iterator) {
                BasicFileAttributes a = Files.readAttributes(p, BasicFileAttributes.class);
                used += a.isRegularFile() ? a.size() : 0;
            }
            return new Room(used, Files.getFileStore(folder).getUsableSpace());
        } catch (IOException | SecurityException | java.io.UncheckedIOException e) {
            return null;
        }
    }

    @Override
    public long modified(Path file) {
        try {
            return Files.getLastModifiedTime(file).toMillis();
        } catch (IOException | SecurityException e) {
            return -1;
        }
    }

    @Override
    public long size(Path file) throws IOException {
        return Files.size(file);
    }

    @Override
    public List<Path> list(Path folder) throws IOException {
        List<Path> names = new ArrayList<>();
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(folder)) {
            for (Path p : stream) {
                names.add(p);
            }
        } catch (SecurityException e) {
            throw new java.nio.file.AccessDeniedException(folder.toString());
        }
        return names;
    }

    @Override
    public byte[] read(Path file, UserFiles.Kind kind) throws IOException {
        return UserFiles.readFile(file, kind);
    }

    @Override
    public byte[] readHead(Path file, UserFiles.Kind kind) throws IOException {
        return UserFiles.readFileHead(file, kind);
    }

    @Override
    public void write(Path file, byte[] content) throws IOException {
        AtomicFiles.write(file, content);
    }

    @Override
    public String update(Path file, UserFiles.Kind kind, Change change) throws IOException {
        return LockedFiles.update(file, kind, change);
    }

    @Override
    public boolean create(Path file) throws IOException {
        try {
            Files.createFile(file);
            return true;
        } catch (FileAlreadyExistsException e) {
            return false;
        }
    }

    @Override
    public void rename(Path file, Path to) throws IOException {
        Files.move(file, to);
    }

    @Override
    public boolean delete(Path name) throws IOException {
        return Files.deleteIfExists(name);
    }

    @Override
    public void createFolders(Path folder) throws IOException {
        Files.createDirectories(folder);
    }

    @Override
    public Path setAside(Path file, Clock clock) throws IOException {
        return DamagedFiles.setAside(file, clock);
    }

    @Override
    public int removeStale(Path folder) {
        return AtomicFiles.removeStale(folder);
    }

    @Override
    public List<Place> volumes() {
        List<Place> places = new ArrayList<>();
        for (Path root : FileSystems.getDefault().getRootDirectories()) {
            places.add(new Place(root.toString(), root));
        }
        return places;
    }

    @Override
    public Path home() {
        return Path.of(UserData.home());
    }
}
