package ishido.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.gfx.Framebuffer;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class MenuStripTest {
    private final List<String> ran = new ArrayList<>();
    private boolean flag;
    private boolean allowed;
    private MenuStrip strip;

    @BeforeEach
    void setUp() {
        strip = new MenuStrip(List.of(
                new Menu("Alpha", List.of(
                        MenuItem.action("First", 'F', () -> ran.add("first")),
                        MenuItem.separator(),
                        MenuItem.action("Ghost", 'G', () -> ran.add("ghost")).enabledWhen(() -> allowed),
                        MenuItem.check("Flag", '\0', () -> flag, () -> flag = !flag))),
                new Menu("Beta", List.of(
                        MenuItem.submenu("More", List.of(
                                MenuItem.action("Inner", 'I', () -> ran.add("inner")),
                                MenuItem.action("Other", '\0', () -> ran.add("other"))))))));
    }

    /** The y of the middle of a menu row: the bar, a 2-pixel border, then 10-pixel items and 5-pixel separators. */
    private static int rowY(int row, int separatorsAbove) {
        return MenuStrip.BAR_HEIGHT + 2 + (row - separatorsAbove) * 10 + separatorsAbove * 5 + 4;
    }

    @Test
    void rightButtonShowsTheBarAndReleaseOverAnItemChoosesIt() {
        assertFalse(strip.isShowing());
        assertTrue(strip.input(InputEvent.press(12, 4, InputEvent.RIGHT_BUTTON)));
        assertTrue(strip.isShowing());
        assertEquals(0, strip.openMenu());
        strip.input(InputEvent.move(20, rowY(0, 0)));
        assertEquals(0, strip.highlightedItem());
        strip.input(InputEvent.release(20, rowY(0, 0), InputEvent.RIGHT_BUTTON));
        assertFalse(strip.isShowing());
        assertEquals(List.of("first"), ran);
    }

    @Test
    void releaseAwayFromTheItemsChoosesNothing() {
        strip.input(InputEvent.press(12, 4, InputEvent.RIGHT_BUTTON));
        strip.input(InputEvent.move(200, 150));
        strip.input(InputEvent.release(200, 150, InputEvent.RIGHT_BUTTON));
        assertTrue(ran.isEmpty());
        assertFalse(strip.isShowing());
    }

    @Test
    void aGhostedItemCannotBeChosen() {
        strip.input(InputEvent.press(12, 4, InputEvent.RIGHT_BUTTON));
        strip.input(InputEvent.move(20, rowY(2, 1)));
        assertEquals(-1, strip.highlightedItem());
        strip.input(InputEvent.release(20, rowY(2, 1), InputEvent.RIGHT_BUTTON));
        assertTrue(ran.isEmpty());
        assertFalse(strip.shortcut('g'));
        allowed = true;
        assertTrue(strip.shortcut('g'));
        assertEquals(List.of("ghost"), ran);
    }

    @Test
    void checkmarkItemsToggle() {
        for (int i = 0; i < 2; i++) {
            strip.input(InputEvent.press(12, 4, InputEvent.RIGHT_BUTTON));
            strip.input(InputEvent.move(20, rowY(3, 1)));
            strip.input(InputEvent.release(20, rowY(3, 1), InputEvent.RIGHT_BUTTON));
            assertEquals(i == 0, flag);
        }
    }

    @Test
    void submenusOpenToTheRight() {
        int betaX = 4 + (5 * 8 + 12) + 8;
        strip.input(InputEvent.press(betaX, 4, InputEvent.RIGHT_BUTTON));
        assertEquals(1, strip.openMenu());
        strip.input(InputEvent.move(betaX, rowY(0, 0)));
        assertEquals(0, strip.highlightedItem());
        // The submenu overlaps its parent's right edge; move into it and down one row.
        strip.input(InputEvent.move(betaX + 60, rowY(0, 0) + 10));
        strip.input(InputEvent.release(betaX + 60, rowY(0, 0) + 10, InputEvent.RIGHT_BUTTON));
        assertEquals(List.of("other"), ran);
    }

    @Test
    void escapeOpensTheBarForTheKeyboard() {
        assertTrue(strip.input(InputEvent.key(Key.ESCAPE)));
        assertTrue(strip.isShowing());
        assertEquals(0, strip.openMenu());
        assertEquals(0, strip.highlightedItem());
        strip.input(InputEvent.key(Key.DOWN));
        // The ghosted item and the separator are skipped.
        assertEquals(3, strip.highlightedItem());
        strip.input(InputEvent.key(Key.RIGHT));
        assertEquals(1, strip.openMenu());
        strip.input(InputEvent.key(Key.RIGHT));
        strip.input(InputEvent.key(Key.ENTER));
        assertEquals(List.of("inner"), ran);
        assertFalse(strip.isShowing());
        strip.input(InputEvent.key(Key.ESCAPE));
        strip.input(InputEvent.key(Key.ESCAPE));
        assertFalse(strip.isShowing());
    }

    @Test
    void shortcutsReachSubmenuItems() {
        assertTrue(strip.input(InputEvent.character('i', true)));
        assertEquals(List.of("inner"), ran);
        assertFalse(strip.input(InputEvent.character('z', true)));
    }

    @Test
    void theFingersMenusDrawNothingOnTheScreenAndNoteTheirOutline() {
        Framebuffer fb = new Framebuffer();
        fb.palette().set(Pens.SHINE, 0xFFF);
        byte[] before = fb.pixels().clone();
        assertTrue(strip.input(InputEvent.openMenus()));
        assertTrue(strip.isShowingForFinger());
        fb.clearMarks();
        strip.render(fb);
        assertTrue(java.util.Arrays.equals(before, fb.pixels()), "the finger's menus are drawn outside the screen");
        assertEquals("""
                open\t-1\t-1\t-1
                pens\t#000000\t#000000\t#ffffff\t#000000
                menu\tAlpha
                item\te\tFirst\tF\t
                separator
                item\t-\tGhost\tG\t
                item\tec\tFlag\t\t
                menu\tBeta
                item\tes\tMore\t\t
                sub\te\tInner\tI\t
                sub\te\tOther\t\t
                """, fb.menus());
        String first = fb.menus();
        fb.clearMarks();
        assertNull(fb.menus());
        strip.render(fb);
        assertSame(first, fb.menus(), "an outline that reads the same is not made again");
        flag = true;
        strip.render(fb);
        assertTrue(fb.menus().contains("item\tecx\tFlag"), fb.menus());
    }

    @Test
    void anItemChosenInTheFingersMenusRunsAndClosesThem() {
        strip.input(InputEvent.openMenus());
        // A click on the screen means nothing while the menus are drawn outside it.
        assertTrue(strip.input(InputEvent.press(20, rowY(0, 0), InputEvent.LEFT_BUTTON)));
        assertTrue(strip.isShowingForFinger());
        assertTrue(ran.isEmpty());
        strip.input(InputEvent.chooseMenuItem(1, 0, 1));
        assertEquals(List.of("other"), ran);
        assertFalse(strip.isShowing());
        Framebuffer fb = new Framebuffer();
        strip.render(fb);
        assertNull(fb.menus());
        // A ghosted item, a submenu's own row and indices past the end choose nothing.
        for (InputEvent e : List.of(InputEvent.chooseMenuItem(0, 2, -1), InputEvent.chooseMenuItem(1, 0, -1),
                InputEvent.chooseMenuItem(5, 0, -1), InputEvent.chooseMenuItem(0, 9, -1), InputEvent.chooseMenuItem(1, 0, 7))) {
            strip.input(InputEvent.openMenus());
            strip.input(e);
            assertFalse(strip.isShowing());
        }
        assertEquals(List.of("other"), ran);
        strip.input(InputEvent.openMenus());
        strip.input(InputEvent.closeMenus());
        assertFalse(strip.isShowing());
        assertFalse(strip.input(InputEvent.closeMenus()), "closed menus take no close");
    }

    @Test
    void keysMoveTheFingersMenusAndTheRightButtonTakesThemBack() {
        strip.input(InputEvent.openMenus());
        strip.input(InputEvent.key(Key.DOWN));
        assertEquals(0, strip.openMenu());
        assertEquals(0, strip.highlightedItem());
        Framebuffer fb = new Framebuffer();
        strip.render(fb);
        assertTrue(fb.menus().startsWith("open\t0\t0\t-1\n"), fb.menus());
        strip.input(InputEvent.press(12, 4, InputEvent.RIGHT_BUTTON));
        assertFalse(strip.isShowingForFinger(), "the mouse's right button shows the screen's own menus");
        assertTrue(strip.isShowing());
        strip.input(InputEvent.release(200, 150, InputEvent.RIGHT_BUTTON));
        strip.input(InputEvent.openMenus());
        strip.input(InputEvent.key(Key.ESCAPE));
        assertFalse(strip.isShowing());
    }

    @Test
    void aKeyWithTheBarShownAndNoMenuOpenOpensTheFirst() {
        strip.input(InputEvent.press(300, 4, InputEvent.RIGHT_BUTTON));
        assertEquals(-1, strip.openMenu());
        strip.input(InputEvent.key(Key.DOWN));
        assertEquals(0, strip.openMenu());
    }

    @Test
    void eachFrameNotesTheAmigaKeysAvailableNowSubmenusToo() {
        Framebuffer fb = new Framebuffer();
        strip.render(fb);
        assertEquals("F\tFirst\nI\tInner\n", fb.menuKeys(), "the ghosted item's key is not noted; the bar need not show");
        allowed = true;
        fb.clearMarks();
        strip.render(fb);
        assertEquals("F\tFirst\nG\tGhost\nI\tInner\n", fb.menuKeys());
        fb.clearMarks();
        assertNull(fb.menuKeys(), "a frame drawn without menus has none");
    }
}
