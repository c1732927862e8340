package ishido.ui;

import ishido.persist.Storage;
import ishido.persist.UserFiles;
import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * A file requester after the ASL one: a list of the drawer with {@code (dir)} entries, Drawer and
 * File fields to type in, Parent and Volumes, and OK or Cancel. It shows only files of the kind
 * asked for, and a save over an existing file asks first. Where the storage is the player's only file
 * manager (the browser) it also offers Delete, and "Bring in a file..." under Volumes.
 */
public final class FileRequester {
    private static final int LIST_ROWS = 10;
    private static final int WIDTH = 280;
    private static final String DIR_MARK = " (dir)";
    /** The Volumes line that brings a file in from outside, where the storage can (the browser). */
    static final String BRING_IN = "Bring in a file...";

    /** Whether the requester picks a file to read or a name to write. */
    public enum Mode {
        OPEN, SAVE
    }

    /** A place offered under Volumes: a name and a folder. */
    public record Volume(String name, Path path) {
    }

    private final Mode mode;
    private final List<String> extensions;
    private final List<Volume> extraVolumes;
    private final Consumer<Path> onChosen;
    /** Whether saving over an existing file asks first (not when the caller adds to the file). */
    private final BooleanSupplier askBeforeReplacing;
    private final RequesterQueue queue;
    /** Where the folders listed and the files chosen are. */
    private final Storage storage;
    private final Requester requester;
    private final ListView list;
    private final TextField drawerField;
    private final TextField fileField;
    /** What a list line stands for: a folder to enter or a file to pick (path null: a line of text only). */
    private record Entry(String line, Path path, boolean folder) {
    }

    private final List<Entry> entries = new ArrayList<>();
    private Path drawer;

    /**
     * Makes a requester; extensions (lower case, without dots) limit the files shown, and the first
     * is added to a typed save name without one. The chosen file goes to onChosen.
     */
    public FileRequester(Storage storage, String title, Mode mode, Path start, List<String> extensions,
            List<Volume> volumes, RequesterQueue queue, Consumer<Path> onChosen) {
        this(storage, title, mode, start, extensions, volumes, queue, null, () -> true, onChosen);
    }

    /**
     * Makes a requester with one more gadget under the File field (such as a choice of how to write),
     * the list shortened to make room for it; askBeforeReplacing says whether a save over an existing
     * file asks first.
     */
    public FileRequester(Storage storage, String title, Mode mode, Path start, List<String> extensions,
            List<Volume> volumes, RequesterQueue queue, Gadget extra, BooleanSupplier askBeforeReplacing,
            Consumer<Path> onChosen) {
        this.storage = storage;
        this.mode = mode;
        this.extensions = List.copyOf(extensions);
        this.extraVolumes = List.copyOf(volumes);
        this.onChosen = onChosen;
        this.askBeforeReplacing = askBeforeReplacing;
        this.queue = queue;
        int rows = extra == null ? LIST_ROWS : LIST_ROWS - (extra.height() + 8) / 9;
        list = new ListView(WIDTH - 20, rows, true);
        drawerField = new TextField(WIDTH - 20 - 56, "", 255);
        // Delete sits on the File line, beside the name it deletes: the bottom row has no room for a fifth button.
        Button delete = storage.offersDelete() ? new Button("Delete", this::delete) : null;
        fileField = new TextField(WIDTH - 20 - 56 - (delete == null ? 0 : delete.width() + 8), "", 255);
        Label drawerLabel = new Label("Drawer", false, 48);
        Label fileLabel = new Label("File", false, 48);
        list.onSelect(this::selected).onChoose(this::chosen);
        drawerField.onReturn(() -> enter(drawerField.text()));
        fileField.onReturn(this::ok);
        Requester.Builder b = new Requester.Builder(title).minWidth(WIDTH)
                .add(list)
                .row(drawerLabel, drawerField);
        if (delete == null) {
            b.row(fileLabel, fileField);
        } else {
            b.row(fileLabel, fileField, delete);
        }
        if (extra != null) {
            b.row(new Label("", false, 48), extra);
        }
        b.buttons(new Button(mode == Mode.OPEN ? "Open" : "Save", this::ok),
                        new Button("Volumes", this::showVolumes),
                        new Button("Parent", this::parent),
                        new Button("Cancel", this::cancel))
                .keys(this::ok, this::cancel)
                .focus(fileField);
        requester = b.build();
        show(start);
    }

    public Requester requester() {
        return requester;
    }

    public Path drawer() {
        return drawer;
    }

    public ListView list() {
        return list;
    }

    public TextField fileField() {
        return fileField;
    }

    public TextField drawerField() {
        return drawerField;
    }

    /** Shows a folder's sub-folders and matching files, folders first, each group by name. */
    public void show(Path folder) {
        drawer = folder.toAbsolutePath().normalize();
        drawerField.setText(drawer.toString());
        List<Path> dirs = new ArrayList<>();
        List<Path> files = new ArrayList<>();
        List<Entry> found = new ArrayList<>();
        try {
            for (Path p : storage.list(drawer)) {
                String name = p.getFileName().toString();
                if (name.startsWith(".")) {
                    continue;
                }
                if (storage.isFolder(p)) {
                    dirs.add(p);
                } else if (matches(name)) {
                    files.add(p);
                }
            }
        } catch (IOException | SecurityException e) {
            found.add(new Entry("(cannot read this drawer)", null, false));
        }
        dirs.sort((a, c) -> a.getFileName().toString().compareToIgnoreCase(c.getFileName().toString()));
        files.sort((a, c) -> a.getFileName().toString().compareToIgnoreCase(c.getFileName().toString()));
        for (Path d : dirs) {
            found.add(new Entry(d.getFileName() + DIR_MARK, d, true));
        }
        for (Path f : files) {
            found.add(new Entry(f.getFileName().toString(), f, false));
        }
        list(found);
    }

    private void list(List<Entry> found) {
        entries.clear();
        entries.addAll(found);
        list.setLines(found.stream().map(Entry::line).toList());
    }

    private boolean matches(String name) {
        if (extensions.isEmpty()) {
            return true;
        }
        String lower = name.toLowerCase(Locale.ROOT);
        for (String ext : extensions) {
            if (lower.endsWith("." + ext)) {
                return true;
            }
        }
        return false;
    }

    private void selected(int i) {
        Entry e = entries.get(i);
        if (e.path() == null) {
            if (e.line().equals(BRING_IN)) {
                storage.bringIn(this::broughtIn);
            }
            return;
        }
        if (e.folder()) {
            show(e.path());
        } else {
            fileField.setText(e.path().getFileName().toString());
        }
    }

    private void chosen(int i) {
        if (entries.get(i).path() != null && !entries.get(i).folder()) {
            ok();
        }
    }

    private void enter(String typed) {
        try {
            Path p = Path.of(typed.strip());
            if (storage.isFolder(p)) {
                show(p);
                return;
            }
        } catch (InvalidPathException e) {
            // Reported below.
        }
        queue.show(Requester.message("Drawer", List.of("There is no drawer", shorten(typed)), "OK", null, yes -> { }));
        drawerField.setText(drawer.toString());
    }

    /** A file brought in: its folder is shown with it in the File field, ready to open. */
    private void broughtIn(Path file) {
        Path folder = file.getParent();
        if (folder != null) {
            show(folder);
        }
        fileField.setText(String.valueOf(file.getFileName()));
    }

    private void parent() {
        Path up = drawer.getParent();
        if (up != null) {
            show(up);
        }
    }

    /**
     * Lists the game's volumes, then the storage's places; a folder is listed once, under the storage's
     * name when both offer it (in the browser the game's data folder is the storage's "Browser").
     */
    private void showVolumes() {
        List<Storage.Place> places = storage.volumes();
        List<Entry> volumes = new ArrayList<>();
        for (Volume v : extraVolumes) {
            String name = v.name();
            for (Storage.Place place : places) {
                if (samePlace(place.folder(), v.path())) {
                    name = place.name();
                }
            }
            volumes.add(new Entry(name + DIR_MARK, v.path(), true));
        }
        for (Storage.Place place : places) {
            if (volumes.stream().noneMatch(e -> samePlace(e.path(), place.folder()))) {
                volumes.add(new Entry(place.name() + DIR_MARK, place.folder(), true));
            }
        }
        if (storage.canBringIn()) {
            volumes.add(new Entry(BRING_IN, null, false));
        }
        list(volumes);
    }

    /**
     * Deletes the file in the File field (or an empty folder) after asking, where the storage offers it
     * (the browser, whose store is otherwise full for good), then lists the drawer again.
     */
    private void delete() {
        String name = fileField.text().strip();
        if (name.isEmpty()) {
            queue.show(Requester.message("Delete", List.of("Pick a file to delete first."), "OK", null, yes -> { }));
            return;
        }
        Path target = typed("Delete", name);
        if (target == null) {
            return;
        }
        queue.show(Requester.message("Delete?", List.of("Delete " + shorten(name) + "?", "It cannot be brought back."),
                "Delete", "Cancel", yes -> {
                    if (!yes) {
                        return;
                    }
                    try {
                        if (!storage.delete(target)) {
                            queue.show(Requester.message("Delete", List.of("There is no file", shorten(name)), "OK", null,
                                    ok -> { }));
                        }
                        fileField.setText("");
                    } catch (IOException e) {
                        queue.show(Requester.message("Delete", List.of(shorten(name) + ":", UserFiles.reason(e)), "OK", null,
                                ok -> { }));
                    }
                    show(drawer);
                }));
    }

    /**
     * The file a typed name means, in the drawer unless it is absolute; null, after saying so under the
     * title, when it is no file name at all.
     */
    private Path typed(String title, String name) {
        try {
            Path typed = Path.of(name);
            return typed.isAbsolute() ? typed : drawer.resolve(typed);
        } catch (InvalidPathException e) {
            queue.show(Requester.message(title, List.of("That is not a file name:", shorten(name)), "OK", null, yes -> { }));
            return null;
        }
    }

    /**
     * Whether two names are one folder, by their text: in the browser TeaVM's {@code Path.equals} answers
     * false for the very same object, so the data folder was listed twice.
     */
    private static boolean samePlace(Path a, Path b) {
        return a.toAbsolutePath().normalize().toString().equals(b.toAbsolutePath().normalize().toString());
    }

    private void cancel() {
        requester.close();
    }

    private void ok() {
        String name = fileField.text().strip();
        if (name.isEmpty()) {
            return;
        }
        Path target = typed("File", name);
        if (target == null) {
            return;
        }
        if (mode == Mode.OPEN) {
            if (!storage.isFile(target)) {
                queue.show(Requester.message("File", List.of("There is no file", shorten(target.getFileName().toString())),
                        "OK", null, yes -> { }));
                return;
            }
            requester.close();
            onChosen.accept(target);
            return;
        }
        if (!extensions.isEmpty() && !matches(target.getFileName().toString())) {
            target = target.resolveSibling(target.getFileName() + "." + extensions.get(0));
        }
        Path chosen = target;
        if (storage.isFolder(chosen)) {
            show(chosen);
            return;
        }
        if (storage.exists(chosen) && askBeforeReplacing.getAsBoolean()) {
            queue.show(Requester.message("Replace?", List.of(shorten(chosen.getFileName().toString()) + " exists.",
                    "Replace it?"), "Replace", "Cancel", yes -> {
                        if (yes) {
                            requester.close();
                            onChosen.accept(chosen);
                        }
                    }));
            return;
        }
        requester.close();
        onChosen.accept(chosen);
    }

    private static String shorten(String s) {
        return s.length() <= 34 ? s : "..." + s.substring(s.length() - 31);
    }
}
