package ishido.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DuplicatesTest {
    @Test
    void everyBuiltInSetHasThirtySixDistinctStones(@TempDir Path home) throws IOException {
        for (String name : Catalog.stonesets()) {
            assertEquals(List.of(), Duplicates.find(Sheet.of(Catalog.stoneset(TestPlatform.storage(), name, home))), name);
        }
    }

    @Test
    void stonesThatDifferOnlyOutsideTheMaskOrInIndexOfOneColourAreTheSame() {
        Editor e = new Editor(Sheet.blank());
        assertEquals(35, Duplicates.find(e.sheet()).size(), "a new set is 36 empty stones");
        e.selectStone(0, 0);
        e.areas().applyTemplate(MaskTemplate.CIRCLE);
        e.setPen(3);
        e.paint(9, 9);
        e.selectStone(0, 1);
        e.paint(9, 9);
        e.paint(0, 0);
        e.sheet().setColor(4, e.sheet().color(3));
        e.selectStone(0, 2);
        e.setPen(4);
        e.paint(9, 9);
        List<Duplicates.Pair> pairs = Duplicates.find(e.sheet());
        assertTrue(pairs.contains(new Duplicates.Pair(0, 1, 0, 0)), pairs.toString());
        assertTrue(pairs.contains(new Duplicates.Pair(0, 2, 0, 0)), pairs.toString());
        assertEquals("stone 1,2 looks like 1,1", new Duplicates.Pair(0, 1, 0, 0).describe());
    }
}
