package ishido.screens.editor;

import ishido.editor.Area;
import ishido.editor.Editor;
import ishido.editor.MaskTemplate;
import ishido.editor.Sheet;
import ishido.editor.Tool;
import ishido.editor.Zoom;
import ishido.gfx.Framebuffer;
import ishido.persist.Storage;
import ishido.theme.BoardPicture;
import ishido.theme.Stoneset;
import ishido.machine.Screen;
import ishido.machine.InputEvent;
import ishido.machine.Machine;
import ishido.machine.Key;
import ishido.ui.MenuStrip;
import ishido.ui.RequesterQueue;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The Edit Stoneset screen: the manual's stoneset editor on the 320x200 display. The left button selects,
 * paints and presses buttons; the right button picks a colour over the zoomed stone (the eyedropper) and
 * shows the menus everywhere else; Esc opens the menus for the keyboard.
 */
public final class EditorScreen implements Screen {
    /** Ticks between the two clicks of a double click on a colour (which edits it). */
    private static final int DOUBLE_CLICK_TICKS = 30;

    /** What the editor pops the machine with on Use: the edited set, and the file it is saved in as it is (or null). */
    public record Edited(Stoneset set, Path file) {
    }

    /** Where the editor goes when it is left. */
    public interface Exit {
        /** Use: the edited set goes into play; file is where it is saved as it is, or null. */
        void use(Stoneset set, Path file);

        /** Cancel: back to play with the set it had. */
        void cancel();
    }

    private final Editor editor;
    private final RequesterQueue requesters = new RequesterQueue();
    private final EditorCommands commands;
    private final MenuStrip menus;
    private final EditorView view = new EditorView(this);
    private final List<EditorButton> buttons = new ArrayList<>();
    private EditorButton held;
    private boolean stroking;
    private int cursorX = -1;
    private int cursorY;
    /** Where the pointer is over the edit box (screen pixels), x -1 when it is elsewhere: the brush's ghost follows it. */
    private int pointerX = -1;
    private int pointerY;
    private String status = "";
    /** The work's revision when the status was said: after another change it no longer describes the work. */
    private long statusRevision;
    private long ticks;
    private int lastSwatch = -1;
    private long lastSwatchClick;
    /** Spread or Swap waiting for its second colour to be clicked, or null. */
    private String awaitingSwatch;
    /** The board in play, for the preview on the board; null when the editor was opened without one. */
    private BoardPicture board;
    /** True while the whole screen shows the edited stone on the board. */
    private boolean previewing;

    private Machine machine;

    /**
     * Opens the editor on a stoneset, to be pushed on the machine: Use pops it with {@link Edited}, Cancel pops
     * it with nothing. Files are offered from the data folder's stonesets folder (dataFolder null: the working
     * folder, for tests and screenshots); quit ends the program.
     */
    public EditorScreen(Stoneset start, Storage storage, Path dataFolder, Runnable quit) {
        this(start, storage, dataFolder, quit, null);
    }

    /** Opens the editor with its own way out, for tests and for a host without a screen stack. */
    public EditorScreen(Stoneset start, Storage storage, Path dataFolder, Runnable quit, Exit exit) {
        editor = new Editor(Sheet.of(start));
        commands = new EditorCommands(this, start.name(), storage, dataFolder, quit, exit != null ? exit : new Exit() {
            @Override
            public void use(Stoneset set, Path file) {
                machine.pop(new Edited(set, file));
            }

            @Override
            public void cancel() {
                machine.pop();
            }
        });
        menus = EditorMenus.build(commands);
        addButtons();
    }

    private void addButtons() {
        int x = EditorLayout.BUTTON_X;
        int w = EditorLayout.BUTTON_W;
        int h = 14;
        buttons.add(new EditorButton("Undo", x, EditorLayout.buttonY(0), w, h, commands::undo, EditorButton.NEVER));
        buttons.add(new EditorButton("Redo", x, EditorLayout.buttonY(1), w, h, commands::redo, EditorButton.NEVER));
        buttons.add(new EditorButton("XColor", x, EditorLayout.buttonY(2), w, h, editor::toggleXColor,
                () -> editor.tool() == Tool.XCOLOR));
        buttons.add(new EditorButton("Fill", x, EditorLayout.buttonY(3), w, h,
                () -> editor.setTool(editor.tool() == Tool.FILL ? Tool.DRAW : Tool.FILL), () -> editor.tool() == Tool.FILL));
        buttons.add(new EditorButton("T", x, EditorLayout.buttonY(4), w, h, () -> editor.setPen(0), () -> editor.pen() == 0));
        buttons.add(new EditorButton("Use", x, EditorLayout.buttonY(5), w, h, commands::use, EditorButton.NEVER));
        buttons.add(new EditorButton("Cancel", x, EditorLayout.buttonY(6), w, h, commands::cancel, EditorButton.NEVER));
        buttons.add(new EditorButton("2x2", EditorLayout.ZOOM_BUTTON_X, EditorLayout.PREVIEW_Y + 4, EditorLayout.ZOOM_BUTTON_W, 13,
                () -> commands.zoom(editor.zoomView().zoomedOut() ? Zoom.STONE : Zoom.OUT),
                () -> editor.zoomView().zoomedOut()));
        int sy = EditorLayout.buttonY(7) + 13;
        for (Area a : Area.values()) {
            buttons.add(new EditorButton(a.label(), x, sy, w, 12, () -> editor.setXColorScope(a),
                    () -> editor.xcolorScope() == a));
            sy += 13;
        }
    }

    /** The board in play, on which Preview On Board shows the stone being edited. */
    public EditorScreen onBoard(BoardPicture picture) {
        board = picture;
        return this;
    }

    /** Preview On Board: the edited stone at 1:1 on the board in play, until a click or a key. */
    void previewOnBoard() {
        if (board == null) {
            say("No board to preview on.");
        } else if (!Stoneset.emptyMasks(editor.sheet().toImage()).isEmpty()) {
            say("A column has no mask.");
        } else {
            previewing = true;
        }
    }

    /** Offers the file requester to load a user stoneset first, as the manual does with Other chosen. */
    public void offerLoad() {
        commands.load();
    }

    public Editor editor() {
        return editor;
    }

    RequesterQueue requesters() {
        return requesters;
    }

    public MenuStrip menus() {
        return menus;
    }

    List<EditorButton> buttons() {
        return buttons;
    }

    EditorButton heldButton() {
        return held;
    }

    /**
     * The view pixel where the brush would land, for its ghost: under the pointer or the keyboard's cursor while
     * the Brush tool is out and nothing else (a stroke, a menu, a requester) holds the screen; null otherwise.
     */
    int[] ghost() {
        if (editor.tool() != ishido.editor.Tool.BRUSH || editor.brush() == null || stroking || menus.isShowing()
                || requesters.isActive()) {
            return null;
        }
        if (cursorX >= 0) {
            return new int[] {cursorX, cursorY};
        }
        return pointerX < 0 ? null : new int[] {EditorLayout.editX(editor, pointerX), EditorLayout.editY(editor, pointerY)};
    }

    /** The view pixel a zoom centres on: the keyboard's cursor, the pointer over the edit box, or the stone's middle. */
    int[] aim() {
        if (cursorX >= 0) {
            return new int[] {cursorX, cursorY};
        }
        return pointerX < 0 ? new int[] {EditorLayout.CELL / 2, EditorLayout.CELL / 2}
                : new int[] {EditorLayout.editX(editor, pointerX), EditorLayout.editY(editor, pointerY)};
    }

    int cursorX() {
        return cursorX;
    }

    int cursorY() {
        return cursorY;
    }

    /** The line under the masks that says what was done; empty once the work has changed since. */
    public String status() {
        return editor.revision() == statusRevision ? status : "";
    }

    void say(String text) {
        status = text;
        statusRevision = editor.revision();
    }

    /** A text in the words of the player's hand: "click" is "tap" after a finger's press. */
    String words(String text) {
        return machine == null ? text : machine.words(text);
    }

    /** The name in the title bar: the file's, or the set's the editor opened with. */
    String name() {
        return commands.name();
    }

    @Override
    public void input(InputEvent e) {
        if (previewing) {
            previewing = e.type() == InputEvent.Type.MOVE || e.type() == InputEvent.Type.RELEASE;
            return;
        }
        if (e.type() == InputEvent.Type.MOVE && !stroking && held == null) {
            cursorX = EditorLayout.inEditBox(e.x(), e.y()) ? -1 : cursorX;
        }
        if (e.type() == InputEvent.Type.MOVE || e.type() == InputEvent.Type.PRESS) {
            pointerX = EditorLayout.inEditBox(e.x(), e.y()) ? e.x() : -1;
            pointerY = e.y();
        }
        if (requesters.isActive()) {
            requesters.input(e);
            return;
        }
        if (e.type() == InputEvent.Type.KEY && e.key() == Key.CHARACTER && e.amiga() && e.character() == 'Z') {
            // Shift-Amiga-Z: the letter comes upper case while Shift is held.
            commands.redo();
            return;
        }
        if (e.isPress(InputEvent.RIGHT_BUTTON) && !menus.isShowing() && EditorLayout.inEditBox(e.x(), e.y())) {
            editor.pick(EditorLayout.editX(editor, e.x()), EditorLayout.editY(editor, e.y()));
            return;
        }
        if (menus.input(e)) {
            endStroke();
            return;
        }
        switch (e.type()) {
            case PRESS -> pressed(e);
            case MOVE -> moved(e);
            case RELEASE -> released(e);
            case KEY -> EditorKeys.key(this, commands, e);
        }
    }

    /** A finger's long press on the zoomed stone picks its colour, as the right button does there. */
    @Override
    public boolean longPressIsRightButton(int x, int y) {
        return !requesters.isActive() && !menus.isShowing() && EditorLayout.inEditBox(x, y);
    }

    private void pressed(InputEvent e) {
        if (e.button() != InputEvent.LEFT_BUTTON) {
            return;
        }
        // Spread or Swap waits for one click: on a colour it finishes, anywhere else it is dropped.
        String what = awaitingSwatch;
        awaitingSwatch = null;
        int x = e.x();
        int y = e.y();
        for (EditorButton b : buttons) {
            if (b.contains(x, y)) {
                held = b;
                return;
            }
        }
        if (EditorLayout.inEditBox(x, y)) {
            cursorX = -1;
            editor.toolDown(EditorLayout.editX(editor, x), EditorLayout.editY(editor, y));
            stroking = editor.stroking();
            return;
        }
        int stone = EditorLayout.stoneAt(x, y);
        int mask = EditorLayout.maskAt(x, y);
        int rowEnd = EditorLayout.rowEndAt(x, y);
        int swatch = EditorLayout.swatchAt(x, y);
        MaskTemplate template = EditorLayout.templateAt(x, y);
        if (stone >= 0) {
            editor.selectStone(stone % 6, stone / 6);
        } else if (mask >= 0) {
            editor.selectColumn(mask);
        } else if (rowEnd >= 0) {
            editor.selectRow(rowEnd);
        } else if (swatch >= 0 && what != null) {
            commands.secondColour(what, swatch);
        } else if (swatch >= 0) {
            editor.setPen(swatch);
            if (swatch == lastSwatch && ticks - lastSwatchClick <= DOUBLE_CLICK_TICKS) {
                commands.palette();
            }
            lastSwatch = swatch;
            lastSwatchClick = ticks;
        } else if (template != null) {
            editor.areas().applyTemplate(template);
            say("Column " + (editor.column() + 1) + ": " + template.label());
        }
    }

    /** The next click on a colour finishes Spread or Swap (what) instead of choosing it. */
    void awaitSwatch(String what) {
        awaitingSwatch = what;
    }

    private void moved(InputEvent e) {
        if (stroking) {
            int z = EditorLayout.zoom(editor);
            editor.toolDrag(editor.zoomView().scrollX() + Math.floorDiv(e.x() - EditorLayout.EDIT_X, z),
                    editor.zoomView().scrollY() + Math.floorDiv(e.y() - EditorLayout.EDIT_Y, z));
        }
    }

    private void released(InputEvent e) {
        if (e.button() != InputEvent.LEFT_BUTTON) {
            return;
        }
        if (held != null) {
            EditorButton b = held;
            held = null;
            if (b.contains(e.x(), e.y())) {
                b.action().run();
            }
        }
        endStroke();
    }

    private void endStroke() {
        if (stroking) {
            editor.toolUp();
            stroking = false;
        }
        held = null;
    }

    /** Moves the keyboard's pixel cursor over the view, showing it first at the view's centre. */
    void moveCursor(int dx, int dy) {
        int size = editor.view().width();
        if (cursorX < 0 || cursorX >= size || cursorY >= size) {
            cursorX = size / 2;
            cursorY = size / 2;
            return;
        }
        cursorX = Math.max(0, Math.min(size - 1, cursorX + dx));
        cursorY = Math.max(0, Math.min(size - 1, cursorY + dy));
        editor.zoomView().keepInSight(cursorX, cursorY);
    }

    /** Space: the tool acts on the pixel under the keyboard cursor. */
    void applyAtCursor() {
        if (cursorX < 0) {
            moveCursor(0, 0);
        }
        editor.toolDown(cursorX, cursorY);
        editor.toolUp();
    }

    @Override
    public void enter(Machine m) {
        machine = m;
        requesters.useClipboard(m.clipboard());
    }

    /** Closing the window with unsaved changes asks first, as Quit does. */
    @Override
    public boolean closeRequested() {
        if (!editor.isDirty()) {
            return true;
        }
        commands.quit();
        return false;
    }

    @Override
    public void tick() {
        ticks++;
        requesters.tick();
        commands.tick();
    }

    @Override
    public void render(Framebuffer fb) {
        if (previewing && BoardPreview.render(fb, editor, board, words(BoardPreview.HOW_BACK))) {
            return;
        }
        view.render(fb);
        menus.render(fb);
        requesters.render(fb);
    }
}
