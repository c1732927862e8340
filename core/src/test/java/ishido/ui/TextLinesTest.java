package ishido.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class TextLinesTest {
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
