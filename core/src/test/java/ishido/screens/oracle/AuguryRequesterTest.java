package ishido.screens.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.gfx.Font;
import ishido.image.IndexedImage;
import ishido.machine.Machine;
import ishido.oracle.Augury;
import ishido.oracle.AuguryTexts;
import ishido.oracle.Hexagram;
import ishido.screens.play.PlayScreen;
import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import ishido.ui.Gadget;
import ishido.ui.ListView;
import ishido.ui.Requester;
import java.io.IOException;
import java.time.LocalDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Each of the 64 auguries fits its requester: nothing drawn past its edges, no line cut, no text hidden. */
class AuguryRequesterTest {
    /** A question of two lines, as most are. */
    private static final String QUESTION = "What do I need to know about the journey I am planning?";

    @Test
    void everyAuguryFitsWithoutClipping() throws IOException {
        PlayScreen play = new PlayScreen(TestPlatform.desktop(), Catalog.stoneset(TestPlatform.storage(), "Ishido"), Catalog.board(TestPlatform.storage(), "Ishido"), 1);
        Machine machine = new Machine(play);
        machine.render();
        IndexedImage plain = machine.framebuffer().toImage();
        AuguryTexts texts = AuguryTexts.standard();
        for (Hexagram h : Hexagram.all()) {
            Augury a = new Augury(LocalDateTime.of(2026, 11, 23, 9, 30), QUESTION, h, texts.of(h));
            Requester r = OracleRequesters.augury(a, () -> { });
            String what = "hexagram " + h.number();
            // The builder shrinks a requester that would not fit the screen; this one must not need it.
            assertTrue(r.x() >= 2 && r.y() >= 2 && r.x() + r.width() + 2 <= 320 && r.y() + r.height() + 2 <= 200, what);
            for (Gadget g : r.gadgets()) {
                assertTrue(g.x() >= r.x() + 2 && g.y() > r.y() && g.x() + g.width() <= r.x() + r.width() - 2
                        && g.y() + g.height() <= r.y() + r.height() - 2, what + ": a gadget sticks out");
            }
            int nameX = HexagramPicture.WIDTH + 10;
            assertTrue(nameX + Font.standard().width(h.english()) <= r.gadgets().get(0).width(), what + ": the name");
            ListView text = (ListView) r.gadgets().get(1);
            List<String> lines = OracleRequesters.lines(a);
            assertEquals(lines, text.lines());
            for (String line : lines) {
                assertTrue(line.length() <= OracleRequesters.TEXT_COLUMNS, what + ": '" + line + "' is cut");
            }
            assertTrue(lines.size() <= OracleRequesters.TEXT_ROWS, what + ": the text needs scrolling");
            assertEquals(texts.of(h), String.join(" ", lines.subList(lines.indexOf("") + 1, lines.size())), what);

            play.requesters().clear();
            play.requesters().show(r);
            machine.render();
            IndexedImage shown = machine.framebuffer().toImage();
            int changedInside = 0;
            for (int y = 0; y < 200; y++) {
                for (int x = 0; x < 320; x++) {
                    boolean inside = x >= r.x() && x < r.x() + r.width() + 2 && y >= r.y() && y < r.y() + r.height() + 2;
                    if (!inside) {
                        assertEquals(plain.get(x, y), shown.get(x, y), what + ": drawn outside the requester at " + x + "," + y);
                    } else if (plain.get(x, y) != shown.get(x, y)) {
                        changedInside++;
                    }
                }
            }
            assertTrue(changedInside > 1000, what + ": the requester was not drawn");
        }
    }

    @Test
    void aLongQuestionScrollsAndNothingIsCut() {
        String question = "x".repeat(50) + " " + "What will be the outcome if I leave the city and go to the sea?";
        Hexagram h = Hexagram.number(64);
        List<String> lines = OracleRequesters.lines(new Augury(LocalDateTime.now(PlayScreen.FIXED_CLOCK), question, h, "Text."));
        for (String line : lines) {
            assertTrue(line.length() <= OracleRequesters.TEXT_COLUMNS, line);
        }
        assertEquals(("You asked: " + question + "Text.").replace(" ", ""), String.join("", lines).replace(" ", ""));
    }
}
