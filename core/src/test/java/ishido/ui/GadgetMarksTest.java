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
}
