package ishido.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.machine.InputEvent;
import ishido.machine.Key;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RequesterTest {
    @Test
    void returnInATextFieldPressesTheDefaultButton() {
        List<Boolean> answers = new ArrayList<>();
        TextField question = new TextField(200, "", 80);
        Requester r = new Requester.Builder("Ask the Oracle")
                .add(question)
                .buttons("Ask", "Cancel", answers::add)
                .focus(question)
                .build();
        for (char c : "Will it rain?".toCharArray()) {
            r.input(InputEvent.character(c, false));
        }
        r.input(InputEvent.key(Key.ENTER));
        assertEquals(List.of(true), answers);
        assertTrue(r.isClosed());
        assertEquals("Will it rain?", question.text());
    }

    @Test
    void aFieldWithItsOwnReturnActionKeepsIt() {
        List<String> done = new ArrayList<>();
        TextField drawer = new TextField(200, "", 80).onReturn(() -> done.add("drawer"));
        Requester r = new Requester.Builder("Files")
                .add(drawer)
                .buttons("Open", "Cancel", ok -> done.add("button " + ok))
                .focus(drawer)
                .build();
        r.input(InputEvent.key(Key.ENTER));
        assertEquals(List.of("drawer"), done);
    }

    @Test
    void theWheelAnywhereOnARequesterScrollsItsText() {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            lines.add("line " + i);
        }
        ListView text = new ListView(200, 10, false).setLines(lines);
        Requester r = new Requester.Builder("Rules").add(text).buttons("OK", null, ok -> { }).build();
        r.input(InputEvent.wheel(r.x() + 2, r.y() + 2, 2));
        assertEquals(2 * ListView.WHEEL_LINES, text.top());
    }

    @Test
    void anInformationRequesterClosesOnAClickAnywhereOnIt() {
        List<Boolean> answers = new ArrayList<>();
        Requester r = new Requester.Builder("About").text("A remake.").buttons("OK", null, answers::add)
                .clickCloses().build();
        r.input(InputEvent.press(r.x() + 3, r.y() + r.height() / 3, InputEvent.LEFT_BUTTON));
        assertTrue(r.isClosed());
        assertEquals(List.of(true), answers);
        Requester plain = new Requester.Builder("Ask").text("Sure?").buttons("OK", "Cancel", ok -> { }).build();
        plain.input(InputEvent.press(plain.x() + 3, plain.y() + plain.height() / 3, InputEvent.LEFT_BUTTON));
        assertEquals(false, plain.isClosed());
    }

    @Test
    void aLineTooWideForTheScreenIsWrappedNotCut() {
        String line = "/home/a/.local/share/ishido/null: is a device or a pipe, not a regular file; set aside as "
                + "highscores.txt.20261126-142650.damaged";
        Requester r = Requester.message("High Scores", java.util.List.of(line), "OK", null, yes -> { });
        assertTrue(r.lines().size() > 1, r.lines().toString());
        for (String part : r.lines()) {
            assertTrue(ishido.gfx.Font.standard().width(part) <= r.width() - 20, "'" + part + "' fits " + r.width());
        }
        assertEquals(line.replace(" ", ""), String.join("", r.lines()).replace(" ", ""), "every character is there");
    }
}
