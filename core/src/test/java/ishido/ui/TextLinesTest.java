package ishido.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class TextLinesTest {
    @Test
    void theFirstLineEndsWhereStringLinesWouldEndIt() {
        for (String text : List.of("", "one", "one\ntwo", "one\r\ntwo", "one\rtwo", "\none", "\r\n", "a\n\nb",
                "tab\tand space \n", "\u2028not an end\nend")) {
            assertEquals(text.lines().findFirst().orElse(""), TextLines.firstLine(text), text);
        }
        assertEquals("one", TextLines.firstLine("one\r\ntwo"));
    }

    @Test
    void wordsBreakAtSpacesAndLongWordsAreCut() {
        assertEquals(List.of("one two", "three"), TextLines.wrap("one two three", 8));
        assertEquals(List.of("abcd", "efgh", "ij"), TextLines.wrap("abcdefghij", 4));
        assertEquals(List.of(""), TextLines.wrap("   ", 5));
    }

    @Test
    void paragraphsFollowEachOtherAndABlankOneStaysOneEmptyLine() {
        assertEquals(List.of("one two", "three", "", "four"),
                TextLines.wrapParagraphs(List.of("one two three", "", "four"), 8));
    }
}
