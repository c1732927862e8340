package ishido.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class AuguryTextsTest {
    @Test
    void sixtyFourDistinctBriefTexts() {
        AuguryTexts texts = AuguryTexts.standard();
        Set<String> seen = new HashSet<>();
        for (Hexagram h : Hexagram.all()) {
            String t = texts.of(h);
            assertTrue(seen.add(t), "augury " + h.number() + " repeats");
            int sentences = t.split("[.!?](\\s|$)").length;
            assertTrue(sentences >= 2 && sentences <= 5, "augury " + h.number() + " has " + sentences + " sentences");
        }
        assertEquals(64, seen.size());
    }

    @Test
    void refusesAMissingOrOutOfOrderText() {
        StringBuilder file = new StringBuilder();
        for (int n = 1; n <= 63; n++) {
            file.append(n).append("\nText ").append(n).append(".\n\n");
        }
        assertThrows(IllegalArgumentException.class, () -> AuguryTexts.parse(file.toString()));
        assertThrows(IllegalArgumentException.class, () -> AuguryTexts.parse(file + "65\nMore.\n"));
        assertThrows(IllegalArgumentException.class, () -> AuguryTexts.parse(file + "64\nText 3.\n"));
        assertEquals("Last one.", AuguryTexts.parse(file + "64\nLast\none.\n").of(Hexagram.number(64)));
    }
}
