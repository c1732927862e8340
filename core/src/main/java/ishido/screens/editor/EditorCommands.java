package ishido.screens.editor;

import ishido.editor.Area;
import ishido.editor.AreaEdits;
import ishido.editor.Brush;
import ishido.editor.Duplicates;
import ishido.editor.Editor;
import ishido.editor.StonesetFiles;
import ishido.editor.Symmetry;
import ishido.editor.Zoom;
import ishido.image.IndexedImage;
import ishido.persist.Storage;
import ishido.theme.ColorVision;
import ishido.theme.Stoneset;
import ishido.persist.UserData;
import ishido.ui.FileRequester;
import ishido.ui.Requester;
import ishido.ui.TextLines;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;

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
    private final PaletteRequester palette;

    EditorCommands(EditorScreen screen, String name, Storage storage, Path dataFolder, Runnable quit,
            EditorScreen.Exit exit) {
        this.screen = screen;
        this.name = name;
        this.storage = storage;
        this.dataFolder = dataFolder;
        this.quit = quit;
        this.exit = exit;
        this.palette = new PaletteRequester(screen);
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
            // A reduced picture is new work: Save asks for a name rather than write over the original.
            editor().replace(loaded.sheet(), loaded.reduced() ? null : file);
            name = StonesetFiles.name(file);
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

    /** What the keys and Flip/Rotate act on: null for a box dragged with Select, else the stone, column or row. */
    Area target() {
        return editor().boxes().box() != null ? null : editor().selected();
    }

    private static String what(Area a) {
        return a == null ? "box" : a.label().toLowerCase();
    }

    /** Cut, Copy, Paste and Erase take an area, or null for the selected box. */
    void cut(Area a) {
        if (a == null) {
            editor().boxes().cut();
        } else {
            editor().areas().cut(a);
        }
        screen.say("Cut " + what(a) + ".");
    }

    void copy(Area a) {
        if (a == null) {
            editor().boxes().copy();
        } else {
            editor().areas().copy(a);
        }
        screen.say("Copied " + what(a) + ".");
    }

    void paste(Area a) {
        if (a == null ? !editor().boxes().canPaste() : !editor().areas().canPaste(a)) {
            screen.say(editor().areas().clip() == null ? "Nothing to paste." : "Cannot paste there.");
            return;
        }
        if (a == null) {
            editor().boxes().paste();
        } else {
            editor().areas().paste(a);
        }
        screen.say("Pasted on " + what(a) + ".");
    }

    /** Clears what lies outside the masks, in the area's stones or (area null) in all 36. */
    void clearOutsideMasks(Area a) {
        editor().areas().clearOutsideMasks(a);
        screen.say("Outside masks cleared" + (a == null ? "." : ": " + a.label().toLowerCase() + "."));
    }

    /** Flips or turns the selected box, stone, column (with its mask) or row. */
    void turn(AreaEdits.Turn t) {
        Area a = target();
        if (a == null) {
            editor().boxes().turn(t);
        } else {
            editor().areas().turn(a, t);
        }
        screen.say(t.label() + ": " + what(a) + ".");
    }

    /** Zoomed out the edit box shows 2x2 stones, where strokes and boxes cross from one stone to the next. */
    /** Zooms the edit box; in to the detail it centres on the pixel under the pointer or the keyboard's cursor. */
    void zoom(Zoom zoom) {
        editor().toolUp();
        int[] at = screen.aim();
        editor().zoomView().zoom(zoom, at[0], at[1]);
        screen.say("Zoom: " + zoom.label().toLowerCase(java.util.Locale.ROOT) + ".");
    }

    /** The selected box becomes the brush. */
    void brushFromBox() {
        if (editor().boxes().box() == null) {
            screen.say("Select a box first.");
            return;
        }
        editor().boxes().toBrush();
        screen.say("Brush: the box.");
    }

    void symmetry(Symmetry s) {
        editor().setSymmetry(s);
        screen.say("Symmetry: " + s.label() + ".");
    }

    void previewOnBoard() {
        screen.previewOnBoard();
    }

    /** The selected stone becomes the brush. */
    void brushFromStone() {
        editor().brushFromStone();
        screen.say("Brush: the stone.");
    }

    /** Back to stamping with the brush there is, as Deluxe Paint's Shift-B; says so when there is none. */
    void brushAgain() {
        brush("again", b -> b);
    }

    /** A new brush made from the one there is (flipped, turned, another see-through colour); says so when none. */
    void brush(String what, UnaryOperator<Brush> change) {
        Brush b = editor().brush();
        if (b == null) {
            screen.say("Pick a brush first.");
            return;
        }
        editor().setBrush(change.apply(b));
        screen.say("Brush " + what + ".");
    }

    /**
     * The colour-vision check of the set being edited: for each kind of eyes, its two closest rows and how far apart
     * they are; a warning to tell alike rows apart by pattern or shape, never a refusal.
     */
    void colourVision() {
        IndexedImage sheet = editor().sheet().toImage();
        List<String> lines = new ArrayList<>();
        boolean alike = false;
        for (ColorVision.Eyes eyes : ColorVision.Eyes.values()) {
            ColorVision.Closest c = ColorVision.closest(sheet, eyes);
            alike |= c.alike();
            lines.add(String.format(Locale.ROOT, "%s: rows %d,%d %.0f%s", eyes.label().replace(" vision", ""), c.rowA() + 1,
                    c.rowB() + 1, c.distance(), c.alike() ? " (alike)" : ""));
        }
        lines.add(alike ? String.format(Locale.ROOT, "Under %.0f rows look alike: tell them apart by pattern or shape too.",
                ColorVision.THRESHOLD) : String.format(Locale.ROOT, "Every row stands %.0f or more apart.", ColorVision.THRESHOLD));
        tell("Colour Vision", lines.toArray(String[]::new));
    }

    /** Spread or Swap: the next colour clicked is the other end. */
    void pickSecondColour(String what) {
        screen.awaitSwatch(what);
        screen.say(screen.words(what + ": click a colour."));
    }

    /** The colour clicked after Spread, Swap or Range: the command runs between it and the chosen colour. */
    void secondColour(String what, int other) {
        int pen = editor().pen();
        if (what.equals("Range")) {
            editor().rangeFill().setEnd(other);
            screen.say("Range: " + pen + "-" + other + ", for Range Fill (G).");
        } else if (what.equals("Spread")) {
            editor().colors().spread(pen, other);
            screen.say(Math.abs(other - pen) < 2 ? "Nothing between." : "Spread " + pen + "-" + other + ".");
        } else {
            editor().colors().swap(pen, other);
            screen.say(pen == 0 || other == 0 ? "T stays T." : "Swapped " + pen + "," + other + ".");
        }
    }

    void erase(Area a) {
        if (a == null) {
            editor().boxes().erase();
        } else {
            editor().areas().erase(a);
        }
        screen.say("Erased " + what(a) + ".");
    }

    void undo() {
        String what = editor().undo();
        screen.say(what == null ? "Nothing to undo." : "Undid " + what + ".");
    }

    void redo() {
        String what = editor().redo();
        screen.say(what == null ? "Nothing to redo." : "Redid " + what + ".");
    }

    /** The palette requester for the chosen colour. */
    void palette() {
        palette.open();
    }

    void tick() {
        palette.tick();
    }
}
