package ishido.screens.editor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.editor.Area;
import ishido.editor.Region;
import ishido.editor.Sheet;
import ishido.editor.Tool;
import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import ishido.theme.Stoneset;
import ishido.gfx.Framebuffer;
import ishido.machine.InputEvent;
import ishido.machine.Machine;
import ishido.machine.Key;
import ishido.ui.Gadget;
import ishido.ui.TextField;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EditorScreenTest {
    @TempDir
    Path home;
    private final List<String> exits = new ArrayList<>();
    private Stoneset used;
    private EditorScreen screen;

    @BeforeEach
    void open() throws IOException {
        screen = new EditorScreen(Catalog.stoneset(TestPlatform.storage(), "Ishido", home), TestPlatform.storage(), home, () -> { },
                new EditorScreen.Exit() {
            @Override
            public void use(Stoneset set, Path file) {
                exits.add("use " + file);
                used = set;
            }

            @Override
            public void cancel() {
                exits.add("cancel");
            }
        });
    }

    private void click(int x, int y) {
        screen.input(InputEvent.press(x, y, InputEvent.LEFT_BUTTON));
        screen.input(InputEvent.release(x, y, InputEvent.LEFT_BUTTON));
    }

    /** Space with the keyboard cursor at the stone's centre, in a colour the pixel does not have. */
    private void paintAtTheCentre() {
        screen.editor().setPen(screen.editor().sheet().stone(0, 0, 10, 10) == 7 ? 8 : 7);
        screen.input(InputEvent.character(' ', false));
    }

    private void key(Key k) {
        screen.input(InputEvent.key(k));
        screen.tick();
    }

    @Test
    void theRightButtonPicksOverTheStoneAndOpensTheMenusElsewhere() {
        screen.editor().setPen(9);
        screen.input(InputEvent.press(142 + 9 * 6, 40 + 9 * 6, InputEvent.RIGHT_BUTTON));
        assertEquals(screen.editor().sheet().stone(0, 0, 9, 9), screen.editor().pen());
        assertFalse(screen.menus().isShowing());
        screen.input(InputEvent.press(30, 5, InputEvent.RIGHT_BUTTON));
        assertTrue(screen.menus().isShowing());
    }

    @Test
    void aFingersLongPressIsTheRightButtonOnlyOverTheStone() {
        // There the page sends the right button's click (the colour picked); elsewhere it opens the menus.
        assertTrue(screen.longPressIsRightButton(142 + 9 * 6, 40 + 9 * 6));
        assertFalse(screen.longPressIsRightButton(30, 5));
        assertFalse(screen.longPressIsRightButton(10, 150));
        screen.input(InputEvent.press(30, 5, InputEvent.RIGHT_BUTTON));
        assertFalse(screen.longPressIsRightButton(142 + 9 * 6, 40 + 9 * 6), "not while the menus show");
    }

    @Test
    void amigaUUndoesAsInPlaySoAPhonesUndoButtonWorksHereToo() {
        paintAtTheCentre();
        assertTrue(screen.editor().isDirty());
        screen.input(InputEvent.character('u', true));
        assertFalse(screen.editor().isDirty());
        assertEquals("Undid Draw.", screen.status());
    }

    @Test
    void cancelWithoutChangesLeavesAtOnceAndWithChangesAsksFirst() {
        click(290, 116);
        assertEquals(List.of("cancel"), exits);
        exits.clear();
        paintAtTheCentre();
        assertTrue(screen.editor().isDirty());
        click(290, 116);
        assertTrue(exits.isEmpty());
        assertEquals(List.of("Discard your changes?"), screen.requesters().current().lines());
        key(Key.ESCAPE);
        assertTrue(exits.isEmpty());
        click(290, 116);
        key(Key.ENTER);
        assertEquals(List.of("cancel"), exits);
    }

    @Test
    void closingTheWindowWithUnsavedChangesAsksFirst() {
        assertTrue(screen.closeRequested());
        paintAtTheCentre();
        assertFalse(screen.closeRequested());
        assertEquals("Quit", screen.requesters().current().title());
    }

    @Test
    void useWarnsWhenStonesLookAlike() {
        screen.input(InputEvent.character('n', true));
        key(Key.ENTER);
        click(290, 100);
        assertTrue(exits.isEmpty());
        assertEquals("Stones Look Alike", screen.requesters().current().title());
        key(Key.ENTER);
        assertEquals(List.of("use null"), exits);
        assertNotNull(used);
    }

    @Test
    void aDamagedFileChangesNothingAndSaysWhy() throws IOException {
        Path bad = home.resolve("bad.iff");
        Files.write(bad, new byte[] {'F', 'O', 'R', 'M', 0, 0, 0, 4, 'I', 'L', 'B', 'M'});
        byte[] before = screen.editor().sheet().read(Region.SHEET);
        new EditorCommands(screen, "x", TestPlatform.storage(), home, () -> { }, null).loadFile(bad);
        assertArrayEquals(before, screen.editor().sheet().read(Region.SHEET));
        assertTrue(screen.requesters().current().lines().get(0).startsWith("Cannot load bad.iff"));
        screen.requesters().clear();
        screen.offerLoad();
        assertEquals("Load Stoneset", screen.requesters().current().title());
    }

    @Test
    void aFailedSaveKeepsTheWorkAndGivesTheReason() throws IOException {
        paintAtTheCentre();
        Path notAFolder = home.resolve("file");
        Files.writeString(notAFolder, "x");
        new EditorCommands(screen, "x", TestPlatform.storage(), home, () -> { }, null).saveTo(notAFolder.resolve("a.iff"));
        assertTrue(screen.editor().isDirty());
        assertNull(screen.editor().file());
        assertTrue(screen.requesters().current().lines().get(0).startsWith("Not saved:"),
                screen.requesters().current().lines().toString());
    }

    @Test
    void thePadPaintsWhereItsDpadWalksAndStartOpensTheMenus() {
        // The d-pad walks the cursor as the arrows do (the first press shows it), A paints there as Space does.
        screen.input(InputEvent.padKey(Key.RIGHT));
        screen.input(InputEvent.padKey(Key.RIGHT));
        int before = screen.editor().sheet().stone(0, 0, 11, 10);
        int pen = before == 2 ? 3 : 2;
        screen.editor().setPen(pen);
        screen.input(InputEvent.padKey(Key.ENTER));
        assertEquals(pen, screen.editor().sheet().stone(0, 0, 11, 10), "the pad's A did not paint at the cursor");
        assertFalse(screen.menus().isShowing());
        screen.input(InputEvent.padKey(Key.MENU));
        assertTrue(screen.menus().isShowing(), "Start does not open the menus");
    }

    @Test
    void theKeyboardPaintsWalksAndUndoesAndShiftAmigaZRedoes() {
        key(Key.RIGHT);
        key(Key.RIGHT);
        int before = screen.editor().sheet().stone(0, 0, 11, 10);
        int pen = before == 2 ? 3 : 2;
        screen.editor().setPen(pen);
        screen.input(InputEvent.character(' ', false));
        assertEquals(pen, screen.editor().sheet().stone(0, 0, 11, 10));
        screen.input(InputEvent.character('z', true));
        assertEquals(before, screen.editor().sheet().stone(0, 0, 11, 10));
        screen.input(InputEvent.character('Z', true));
        assertEquals(pen, screen.editor().sheet().stone(0, 0, 11, 10));
        key(Key.TAB);
        assertEquals(1, screen.editor().column());
        screen.input(InputEvent.character('x', false));
        assertEquals(Tool.XCOLOR, screen.editor().tool());
    }

    @Test
    void aDragInTheEditBoxIsOneStrokeAndTheMaskTemplatesClickThrough() {
        screen.editor().setPen(3);
        screen.input(InputEvent.press(142, 40, InputEvent.LEFT_BUTTON));
        screen.input(InputEvent.move(142 + 6 * 6, 40));
        screen.input(InputEvent.release(142 + 6 * 6, 40, InputEvent.LEFT_BUTTON));
        for (int x = 0; x <= 6; x++) {
            assertEquals(3, screen.editor().sheet().stone(0, 0, x, 0));
        }
        assertEquals(1, screen.editor().undoDepth());
        click(9, 189);
        assertFalse(screen.editor().sheet().inMask(0, 0, 0), "the circle template");
    }

    @Test
    void theStatusLineGoesBlankOnceTheWorkChangesAfterIt() {
        EditorCommands commands = new EditorCommands(screen, "shapes", TestPlatform.storage(), home, () -> { }, null);
        commands.saveTo(home.resolve("stonesets").resolve("shapes.iff"));
        assertEquals("Saved shapes.", screen.status());
        screen.editor().selectStone(2, 3);
        assertEquals("Saved shapes.", screen.status(), "choosing a stone changes nothing");
        paintAtTheCentre();
        assertEquals("", screen.status());
        commands.undo();
        assertEquals("Undid Draw.", screen.status());
    }

    @Test
    void undoOfACutSaysCutAndClearingOutsideTheMasksIsOneStep() {
        EditorCommands commands = new EditorCommands(screen, "Ishido", TestPlatform.storage(), home, () -> { }, null);
        commands.cut(Area.STONE);
        commands.undo();
        assertEquals("Undid Cut.", screen.status());
        screen.editor().selectStone(0, 0);
        screen.editor().setTool(Tool.XCOLOR);
        screen.editor().setPen(5);
        screen.editor().setXColorScope(Area.COLUMN);
        screen.editor().toolDown(19, 19);
        screen.editor().toolUp();
        assertFalse(screen.editor().sheet().inMask(0, 19, 19));
        assertEquals(5, screen.editor().sheet().stone(0, 4, 19, 19), "XColor colours what lies outside the mask");
        commands.clearOutsideMasks(null);
        for (int row = 0; row < 6; row++) {
            for (int col = 0; col < 6; col++) {
                for (int y = 0; y < Sheet.CELL; y++) {
                    for (int x = 0; x < Sheet.CELL; x++) {
                        assertEquals(screen.editor().sheet().visible(col, row, x, y),
                                screen.editor().sheet().stone(col, row, x, y), col + "," + row + " " + x + "," + y);
                    }
                }
            }
        }
        assertEquals("Outside masks cleared.", screen.status());
        commands.undo();
        assertEquals(5, screen.editor().sheet().stone(0, 4, 19, 19));
        assertEquals("Undid Clear Outside Masks.", screen.status());
    }

    @Test
    void saveAsOffersTheCurrentName() {
        EditorCommands commands = new EditorCommands(screen, "Ishido", TestPlatform.storage(), home, () -> { }, null);
        commands.saveAs();
        assertEquals("Ishido.iff", fileField().text());
        screen.requesters().clear();
        Path file = home.resolve("elsewhere").resolve("shapes.png");
        commands.saveTo(file);
        commands.saveAs();
        assertEquals("shapes.png", fileField().text());
    }

    /** The File field of the file requester up: its last text field, under the Drawer field. */
    private TextField fileField() {
        List<TextField> fields = new ArrayList<>();
        for (Gadget g : screen.requesters().current().gadgets()) {
            if (g instanceof TextField t) {
                fields.add(t);
            }
        }
        return fields.get(fields.size() - 1);
    }

    @Test
    void thePreviewOnTheBoardShowsUntilAClickAndEditsNothing() throws IOException {
        ishido.gfx.Framebuffer fb = new ishido.gfx.Framebuffer();
        screen.input(InputEvent.character('p', false));
        assertEquals("No board to preview on.", screen.status());
        screen.render(fb);
        byte[] editing = fb.pixels().clone();
        screen.onBoard(Catalog.board(TestPlatform.storage(), "Ishido", home));
        screen.input(InputEvent.character('p', false));
        screen.render(fb);
        assertFalse(java.util.Arrays.equals(editing, fb.pixels()), "the board is shown");
        click(14, 23);
        screen.render(fb);
        assertArrayEquals(editing, fb.pixels(), "a click goes back to the editor as it was");
        assertFalse(screen.editor().isDirty());
    }

    @Test
    void spreadWaitsForOneClickOnAColourAndIsDroppedByAClickElsewhere() {
        int before = screen.editor().sheet().color(4);
        click(147 + 2 * 15, 165);
        screen.awaitSwatch("Spread");
        click(14, 23);
        click(147 + 6 * 15, 165);
        assertEquals(before, screen.editor().sheet().color(4), "the click on a stone dropped Spread");
        assertEquals(6, screen.editor().pen());
        screen.awaitSwatch("Spread");
        click(147 + 2 * 15, 165);
        assertEquals("Spread 6-2.", screen.status());
        assertFalse(before == screen.editor().sheet().color(4), "colours 3-5 are steps from 2 to 6 now");
        assertEquals(6, screen.editor().pen(), "the second colour is not chosen");
    }

    @Test
    void afterAFingersTapTheEditorSaysTapWhereItSaidClick() throws IOException {
        Machine machine = new Machine(screen);
        machine.touched(true);
        choose("Spread To...");
        assertEquals("Spread: tap a colour.", screen.status());
        machine.touched(false);
        choose("Spread To...");
        assertEquals("Spread: click a colour.", screen.status());
        machine.touched(true);
        screen.onBoard(Catalog.board(TestPlatform.storage(), "Ishido", home));
        Framebuffer tapped = new Framebuffer();
        screen.input(InputEvent.character('p', false));
        screen.render(tapped);
        machine.touched(false);
        Framebuffer clicked = new Framebuffer();
        screen.render(clicked);
        assertFalse(Arrays.equals(tapped.pixels(), clicked.pixels()), "the preview's status line says Tap, then Click");
    }

    /** Chooses the editor's menu item of this label (a top-level item of any menu). */
    private void choose(String label) {
        screen.menus().menus().stream().flatMap(m -> m.items().stream()).filter(i -> label.equals(i.label()))
                .findFirst().orElseThrow().choose();
    }

    @Test
    void theRgbFieldHasTheKeysAsSoonAsThePaletteOpens() {
        screen.editor().setPen(3);
        screen.input(InputEvent.character('p', true));
        screen.tick();
        for (char c : "15 0 0".toCharArray()) {
            screen.input(InputEvent.character(c, false));
        }
        screen.tick();
        key(Key.ENTER);
        assertEquals(0xF00, screen.editor().sheet().color(3));
    }
}
