package ishido.screens.editor;

import ishido.editor.Area;
import ishido.editor.Duplicates;
import ishido.editor.Editor;
import ishido.editor.StonesetFiles;
import ishido.image.AmigaColor;
import ishido.persist.Storage;
import ishido.theme.Stoneset;
import ishido.persist.UserData;
import ishido.ui.FileRequester;
import ishido.ui.Label;
import ishido.ui.Requester;
import ishido.ui.Slider;
import ishido.ui.TextLines;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/** What the editor's menus, buttons and keys do: the file commands with their requesters, Edit, Use and Cancel. */
final class EditorCommands {
    /** The files the Load and Save requesters list. */
    private static final List<String> EXTENSIONS = List.of(StonesetFiles.EXTENSION, "ilbm", "lbm", "png");
    /** Characters a requester line holds. */
    private static final int LINE = 34;

    private final EditorScreen screen;
    /** Where the player's data is kept. */
    private final Storage storage;
    private final Path dataFolder;
    private final Runnable quit;
    private final EditorScreen.Exit exit;
    private String name;
    /** The palette requester's sliders while it is up, for the live colour; null otherwise. */
    private Slider[] paletteSliders;
    private int paletteIndex;

    EditorCommands(EditorScreen screen, String name, Storage storage, Path dataFolder, Runnable quit,
            EditorScreen.Exit exit) {
        this.screen = screen;
        this.name = name;
        this.storage = storage;
        this.dataFolder = dataFolder;
        this.quit = quit;
        this.exit = exit;
    }

    private Editor editor() {
        return screen.editor();
    }

    /** The model, for the menus' checkmarks and ghosting; the screen's editor exists before its menus. */
    Editor editorForMenus() {
        return screen.editor();
    }

    String name() {
        Path file = editor().file();
        return file != null ? StonesetFiles.name(file) : name;
    }

    private void tell(String title, String... lines) {
        screen.requesters().show(Requester.message(title, wrap(lines), "OK", null, yes -> { }));
    }

    private void ask(String title, String yes, Consumer<Boolean> answer, String... lines) {
        screen.requesters().show(Requester.message(title, wrap(lines), yes, "Cancel", answer));
    }

    /** Splits long lines (file names, reasons) at spaces so they fit a requester. */
    private static List<String> wrap(String... lines) {
        return TextLines.wrapParagraphs(List.of(lines), LINE);
    }

    // ---- File ----

    void newSet() {
        ask("New Stoneset", "Erase", yes -> {
            if (yes) {
                editor().newSet();
                name = "Untitled";
                screen.say("New stoneset.");
            }
        }, "Erase all the stones?");
    }

    void load() {
        show(new FileRequester(storage, "Load Stoneset", FileRequester.Mode.OPEN, folder(false), EXTENSIONS, volumes(), screen.requesters(),
                this::loadFile));
    }

    void loadFile(Path file) {
        try {
            StonesetFiles.Loaded loaded = StonesetFiles.load(storage, file);
            editor().replace(loaded.sheet(), file);
            screen.say("Loaded " + StonesetFiles.name(file) + ".");
            if (!loaded.warnings().isEmpty()) {
                tell("Load Stoneset", loaded.warnings().toArray(String[]::new));
            }
        } catch (IOException e) {
            tell("Load Stoneset", "Cannot load " + file.getFileName() + ":", e.getMessage());
        }
    }

    void save() {
        if (editor().file() == null) {
            saveAs();
        } else {
            saveTo(editor().file());
        }
    }

    /** Save As offers the set's own name, in the folder of its file (or the stonesets folder). */
    void saveAs() {
        Path file = editor().file();
        Path folder = file != null && file.toAbsolutePath().getParent() != null
                && storage.isFolder(file.toAbsolutePath().getParent()) ? file.toAbsolutePath().getParent() : folder(true);
        FileRequester f = new FileRequester(storage, "Save Stoneset", FileRequester.Mode.SAVE, folder, EXTENSIONS, volumes(),
                screen.requesters(), this::saveTo);
        f.fileField().setText(file != null ? file.getFileName().toString() : name() + "." + StonesetFiles.EXTENSION);
        show(f);
    }

    void saveTo(Path file) {
        try {
            StonesetFiles.save(storage, editor().sheet(), file);
            editor().markSaved(file);
            screen.say("Saved " + StonesetFiles.name(file) + ".");
        } catch (IOException e) {
            tell("Save Stoneset", "Not saved: " + e.getMessage(), "Your work is still here.");
        }
    }

    private void show(FileRequester f) {
        screen.requesters().show(f.requester());
    }

    /** The data folder's stonesets folder (made when saving), or the working folder without a data folder. */
    private Path folder(boolean make) {
        if (dataFolder == null) {
            return Path.of("").toAbsolutePath();
        }
        Path folder = UserData.stonesetsFolder(dataFolder);
        if (make) {
            try {
                storage.createFolders(folder);
            } catch (IOException e) {
                return dataFolder;
            }
        }
        return storage.isFolder(folder) ? folder : dataFolder;
    }

    private List<FileRequester.Volume> volumes() {
        return dataFolder == null ? List.of() : List.of(new FileRequester.Volume("Stonesets", UserData.stonesetsFolder(dataFolder)));
    }

    // ---- leaving ----

    /** Use: the edited set goes into play, after a warning when stones look alike. */
    void use() {
        Stoneset set;
        try {
            set = editor().sheet().toStoneset(name());
        } catch (IllegalArgumentException e) {
            tell("Use", e.getMessage());
            return;
        }
        Path file = editor().isDirty() ? null : editor().file();
        List<Duplicates.Pair> same = Duplicates.find(editor().sheet());
        if (same.isEmpty()) {
            exit.use(set, file);
            return;
        }
        ask("Stones Look Alike", "Use", yes -> {
            if (yes) {
                exit.use(set, file);
            }
        }, same.size() + (same.size() == 1 ? " stone looks" : " stones look") + " like another:",
                same.get(0).describe() + ".", "The game needs 36 stones that", "differ. Use it anyway?");
    }

    /** Cancel: back to play with the set it had, after asking when there are unsaved changes. */
    void cancel() {
        if (!editor().isDirty()) {
            exit.cancel();
            return;
        }
        ask("Cancel", "Discard", yes -> {
            if (yes) {
                exit.cancel();
            }
        }, "Discard your changes?");
    }

    void quit() {
        if (!editor().isDirty()) {
            quit.run();
            return;
        }
        ask("Quit", "Quit", yes -> {
            if (yes) {
                quit.run();
            }
        }, "The stoneset has unsaved", "changes. Quit anyway?");
    }

    // ---- Edit ----

    void cut(Area a) {
        editor().areas().cut(a);
        screen.say("Cut " + a.label().toLowerCase() + ".");
    }

    void copy(Area a) {
        editor().areas().copy(a);
        screen.say("Copied " + a.label().toLowerCase() + ".");
    }

    void paste(Area a) {
        if (!editor().areas().canPaste(a)) {
            screen.say(editor().areas().clip() == null ? "Nothing to paste." : "Cannot paste there.");
            return;
        }
        editor().areas().paste(a);
        screen.say("Pasted on " + a.label().toLowerCase() + ".");
    }

    /** Clears what lies outside the masks, in the area's stones or (area null) in all 36. */
    void clearOutsideMasks(Area a) {
        editor().areas().clearOutsideMasks(a);
        screen.say("Cleared outside the masks" + (a == null ? "." : " of the " + a.label().toLowerCase() + "."));
    }

    void erase(Area a) {
        editor().areas().erase(a);
        screen.say("Erased " + a.label().toLowerCase() + ".");
    }

    void undo() {
        String what = editor().undo();
        screen.say(what == null ? "Nothing to undo." : "Undid " + what + ".");
    }

    void redo() {
        String what = editor().redo();
        screen.say(what == null ? "Nothing to redo." : "Redid " + what + ".");
    }

    /** The palette requester for the chosen colour: three 0-15 sliders, live on the screen, one undo step. */
    void palette() {
        Editor ed = editor();
        paletteIndex = ed.pen();
        int rgb = ed.sheet().color(paletteIndex);
        paletteSliders = new Slider[] {
            new Slider(120, 0, 15, rgb >> 8 & 0xF, ""), new Slider(120, 0, 15, rgb >> 4 & 0xF, ""),
            new Slider(120, 0, 15, rgb & 0xF, "")};
        ed.colors().begin();
        String title = "Colour " + paletteIndex + (paletteIndex == 0 ? " (transparent)" : "");
        Requester r = new Requester.Builder(title)
                .row(new Label("Red", false, 48), paletteSliders[0])
                .row(new Label("Green", false, 48), paletteSliders[1])
                .row(new Label("Blue", false, 48), paletteSliders[2])
                .buttons("OK", "Cancel", yes -> {
                    paletteSliders = null;
                    if (yes) {
                        ed.colors().commit();
                        screen.say("Colour " + paletteIndex + " changed.");
                    } else {
                        ed.colors().cancel();
                    }
                })
                .build();
        screen.requesters().show(r);
    }

    /** Each tick the palette requester's sliders show on the whole screen at once. */
    void tick() {
        if (paletteSliders != null) {
            editor().sheet().setColor(paletteIndex, AmigaColor.rgb12(
                    paletteSliders[0].value(), paletteSliders[1].value(), paletteSliders[2].value()));
        }
    }
}
