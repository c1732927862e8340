package ishido.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ishido.gfx.Framebuffer;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The gadgets a frame draws say where they are by their labels (what the page's browser tests click by). */
class GadgetMarksTest {
    @Test
    void buttonsAndListLinesAreMarkedWhereTheyAreDrawnInDrawingOrder() {
        Framebuffer fb = new Framebuffer();
        Button delete = new Button("Delete", () -> { });
        delete.moveTo(30, 40);
        ListView list = new ListView(100, 2, true).setLines(List.of("saves", "Bring in a file...", "hidden below"));
        list.moveTo(5, 60);
        list.render(fb);
        delete.render(fb);
        String[] lines = fb.gadgets().text().split("\n");
        assertEquals(3, lines.length, fb.gadgets().text());
        assertEquals("saves", lines[0].split("\t")[0]);
        assertEquals("Bring in a file...", lines[1].split("\t")[0]);
        assertEquals("Delete\t30\t40\t" + delete.width() + "\t" + delete.height(), lines[2]);
        // A list line's rectangle lies inside the list, one below the other.
        String[] first = lines[0].split("\t");
        String[] second = lines[1].split("\t");
        assertEquals(Integer.parseInt(first[2]) + Integer.parseInt(first[4]), Integer.parseInt(second[2]));
        Framebuffer copy = new Framebuffer();
        copy.copyFrom(fb);
        assertEquals(fb.gadgets().text(), copy.gadgets().text(), "a copy of the picture lost the gadgets' places");
        fb.clearMarks();
        assertEquals("", fb.gadgets().text(), "a frame drawn afresh still had the last one's gadgets");
    }

    @Test
    void aPickingListNotesItsAreaItsPlaceAndItsLinesInViewForTheFingersList() {
        Framebuffer fb = new Framebuffer();
        ListView list = new ListView(100, 3, true).setLines(List.of("a", "b", "c", "d", "e", "f"));
        list.moveTo(5, 60);
        list.scroll(2);
        list.padKey(ishido.machine.InputEvent.padKey(ishido.machine.Key.DOWN));
        list.render(fb);
        new Button("OK", () -> { }).render(fb);
        String[] lines = fb.gadgets().listText().split("\n");
        // The lines' area (inside the recess, left of the scroller), the first in view, rows, lines, the selected.
        assertEquals("list\t7\t62\t83\t27\t2\t3\t6\t2", lines[0]);
        assertEquals(List.of("line\tc\t7\t62\t83\t9", "line\td\t7\t71\t83\t9", "line\te\t7\t80\t83\t9"),
                List.of(lines).subList(1, lines.length), "only the list's lines in view, not the button");
        Framebuffer copy = new Framebuffer();
        copy.copyFrom(fb);
        assertEquals(fb.gadgets().listText(), copy.gadgets().listText());
        fb.clearMarks();
        assertEquals("", fb.gadgets().listText());
        // A text to read, which picks nothing, is no list for a finger.
        new ListView(100, 3, false).setLines(List.of("a", "b")).render(fb);
        assertEquals("", fb.gadgets().listText());
    }
}
