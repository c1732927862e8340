package ishido.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.gfx.Framebuffer;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class FocusRingTest {
    private final List<String> said = new ArrayList<>();
    private final TextField name = new TextField(120, "", 12);
    private final CheckBox sure = new CheckBox("Sure", false);
    private final Requester requester = new Requester.Builder("Name")
            .add(name).add(sure)
            .buttons(new Button("OK", () -> said.add("ok " + name.text() + " " + sure.isChecked())),
                    new Button("Cancel", () -> said.add("cancel")))
            .focus(name).build();

    private void pad(Key k) {
        requester.input(InputEvent.padKey(k));
    }

    private Gadget framed() {
        return requester.focusRing().framed();
    }

    @Test
    void theDpadShowsTheFrameThenWalksTheGadgetsAndAActsOnTheFramedOne() {
        assertNull(framed());
        pad(Key.DOWN);
        assertSame(name, framed(), "the frame shows first on what has the keyboard");
        pad(Key.DOWN);
        assertSame(sure, framed());
        pad(Key.ENTER);
        assertTrue(sure.isChecked(), "A on a check box checks it");
        pad(Key.DOWN);
        assertEquals("OK", ((Button) framed()).label());
        pad(Key.RIGHT);
        assertEquals("Cancel", ((Button) framed()).label());
        pad(Key.RIGHT);
        assertEquals("Cancel", ((Button) framed()).label(), "nothing further that way: the frame stays");
        pad(Key.LEFT);
        pad(Key.UP);
        assertSame(sure, framed());
        pad(Key.ESCAPE);
        assertEquals(List.of("cancel"), said, "B is Esc");
    }

    @Test
    void aWithNoFrameIsTheDefaultButtonAndAMousePressTakesTheFrameAway() {
        pad(Key.DOWN);
        requester.input(InputEvent.press(0, 0, InputEvent.LEFT_BUTTON));
        assertNull(framed());
        pad(Key.ENTER);
        assertEquals(List.of("ok  false"), said);
    }

    @Test
    void theLetterGridTypesIntoTheFieldAndItsOkIsTheRequestersReturn() {
        pad(Key.DOWN);
        pad(Key.ENTER);
        LetterGrid grid = requester.focusRing().grid();
        assertNotNull(grid, "A on a text field opens the letter grid");
        pad(Key.ENTER);
        pad(Key.RIGHT);
        pad(Key.ENTER);
        pad(Key.ENTER);
        pad(Key.BACKSPACE);
        assertEquals("AB", name.text());
        // Down to the digits' row, then Shift on the bottom row for the small letters.
        pad(Key.DOWN);
        pad(Key.DOWN);
        pad(Key.ENTER);
        assertEquals("AB1", name.text());
        pad(Key.DOWN);
        pad(Key.RIGHT);
        assertEquals("Shift", ((Button) grid.framed()).label());
        pad(Key.ENTER);
        pad(Key.UP);
        pad(Key.UP);
        pad(Key.UP);
        String letter = ((Button) grid.framed()).label();
        assertEquals(letter.toLowerCase(java.util.Locale.ROOT), letter, "the letters show the case they type");
        pad(Key.ENTER);
        assertEquals("AB1" + letter, name.text());
        pad(Key.MENU);
        assertTrue(grid.isClosed());
        assertNull(requester.focusRing().grid());
        assertEquals(List.of("ok AB1" + letter + " false"), said);
        Framebuffer fb = new Framebuffer();
        requester.render(fb);
    }

    @Test
    void bPutsTheGridAwayWithTheTextKeptAndTheKeyboardStillTypes() {
        pad(Key.DOWN);
        pad(Key.ENTER);
        requester.input(InputEvent.character('z', false));
        pad(Key.ESCAPE);
        assertNull(requester.focusRing().grid());
        assertEquals("z", name.text());
        assertTrue(said.isEmpty(), "B in the grid closes only the grid");
    }

    @Test
    void tabWalksTheGadgetsForTheKeyboardAndReturnThenActs() {
        requester.input(InputEvent.key(Key.TAB));
        assertSame(name, framed());
        requester.input(InputEvent.key(Key.TAB));
        requester.input(InputEvent.key(Key.ENTER));
        assertTrue(sure.isChecked());
        // The keyboard's arrows still move the field's cursor, not the frame.
        requester.input(InputEvent.key(Key.TAB));
        requester.input(InputEvent.key(Key.TAB));
        requester.input(InputEvent.key(Key.TAB));
        assertSame(name, framed());
        requester.input(InputEvent.key(Key.DOWN));
        assertSame(name, framed());
    }

    @Test
    void aListUsesTheDpadUntilItsEndsThenTheFrameMovesOn() {
        List<Integer> chosen = new ArrayList<>();
        ListView list = new ListView(100, 3, true).setLines(List.of("one", "two", "three", "four"));
        list.onChoose(chosen::add);
        Requester r = new Requester.Builder("List").add(list).buttons("OK", "Cancel", yes -> { }).build();
        r.input(InputEvent.padKey(Key.DOWN));
        assertEquals("OK", ((Button) r.focusRing().framed()).label());
        r.input(InputEvent.padKey(Key.UP));
        assertSame(list, r.focusRing().framed());
        for (int i = 0; i < 4; i++) {
            r.input(InputEvent.padKey(Key.DOWN));
        }
        assertEquals(3, list.selected());
        assertEquals(1, list.top(), "the selected line is scrolled into view");
        r.input(InputEvent.padKey(Key.ENTER));
        assertEquals(List.of(3), chosen);
        r.input(InputEvent.padKey(Key.DOWN));
        assertEquals("OK", ((Button) r.focusRing().framed()).label());
    }
}
