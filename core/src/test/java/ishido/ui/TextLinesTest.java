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

    @Test
    void namesKeepTheStartOfEachWord() {
        assertEquals(List.of("Bartho", "Feathe", "and"), TextLines.wrapCuttingWords("Bartholomew Featherstonehaugh and", 6));
        assertEquals(List.of("Ann Bo"), TextLines.wrapCuttingWords("Ann Bo", 6));
    }

    @Test
    void textLongerThanItsLinesEndsInAnEllipsisOnTheLastLineKept() {
        assertEquals(List.of("one two", "three"), TextLines.clip(TextLines.wrap("one two three", 8), 8, 2));
        assertEquals(List.of("one two", "three..."), TextLines.clip(TextLines.wrap("one two three four", 8), 8, 2));
        // The last line kept is cut to make room.
        assertEquals(List.of("one", "abcde..."), TextLines.clip(TextLines.wrap("one abcdefgh xyz", 8), 8, 2));
        assertEquals(List.of("ab..."), TextLines.clip(List.of("ab cd", "ef"), 5, 1));
        // It is cut at a space rather than inside a word when it has one.
        assertEquals(List.of("one two..."), TextLines.clip(List.of("one two three", "four"), 13, 1));
        assertEquals(List.of("one two..."), TextLines.clip(List.of("one two thr", "four"), 13, 1));
    }

    @Test
    void wholeSentencesFollowTheLinesWhileTheyFitAndALoneFirstOneIsClipped() {
        assertEquals(List.of("Found!", "one two", "three"),
                TextLines.fitSentences(List.of("Found!"), List.of("one two three", "four"), 8, 3));
        assertEquals(List.of("Found!", "one two", "three", "four"),
                TextLines.fitSentences(List.of("Found!"), List.of("one two three", "four"), 8, 4));
        // A sentence that does not fit is left out, not cut, when something comes before it.
        assertEquals(List.of("Found!"), TextLines.fitSentences(List.of("Found!"), List.of("a b c d e f"), 3, 2));
        assertEquals(List.of("a b c", "d..."), TextLines.fitSentences(List.of(), List.of("a b c d e f g h", "i"), 5, 2));
    }
}
