package ishido.persist;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class TextFilesTest {
    @Test
    void theFirstLineEndsWhereStringLinesWouldEndIt() {
        for (String text : List.of("", "one", "one\ntwo", "one\r\ntwo", "one\rtwo", "\none", "\r\n", "a\n\nb",
                "tab\tand space \n", "\u2028not an end\nend")) {
            assertEquals(text.lines().findFirst().orElse(""), TextFiles.firstLine(text), text);
        }
        assertEquals("one", TextFiles.firstLine("one\r\ntwo"));
    }
}
