package ishido.screens.review;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ishido.ai.Reason;
import ishido.ai.Reason.Named;
import ishido.ai.Reason.Which;
import ishido.rules.Stone;
import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The review's and practice's words name stones as the stoneset shows them, never by their codes. */
class PlayerWordsTest {
    /** A2: the first colour's second symbol, on the Ishido set a red moon. */
    private static final Stone RED_MOON = Stone.parse("A2");

    private static Reason.StoneWords ishido() throws IOException {
        return PlayerWords.of(Catalog.stoneset(TestPlatform.storage(), "Ishido"));
    }

    @Test
    void eachWayOfNamingAStoneHasTheSetsWords() throws IOException {
        Reason.StoneWords words = ishido();
        assertEquals("the red moon", words.name(RED_MOON, Which.KIND));
        assertEquals("the second red moon", words.name(RED_MOON, Which.SECOND));
        assertEquals("the last red moon", words.name(RED_MOON, Which.LAST));
        assertEquals("a red moon", words.name(RED_MOON, Which.ONE));
    }

    @Test
    void anotherSetNamesTheSameCodeByItsOwnLook() throws IOException {
        Reason.StoneWords rameses = PlayerWords.of(Catalog.stoneset(TestPlatform.storage(), "Rameses"));
        assertEquals("the second blue eye", rameses.name(RED_MOON, Which.SECOND));
    }

    @Test
    void aReasonsSentenceSaysTheStonesAsThePlayerSeesThem() throws IOException {
        Reason stranded = new Reason(Reason.Kind.STRANDED, List.of("after e4 ", new Named(RED_MOON, Which.SECOND),
                " had no square left in 44% of the playouts (after f3: 3%)"), 120);
        assertEquals("After e4 the second red moon had no square left in 44% of the playouts (after f3: 3%).",
                stranded.sentence(ishido()));
        assertEquals("after e4 the second A2 had no square left in 44% of the playouts (after f3: 3%)",
                stranded.words(), "the command line keeps the codes");
        Reason first = new Reason(Reason.Kind.CORNERS, List.of(new Named(RED_MOON, Which.KIND), " keeps one square"), 0);
        assertEquals("The red moon keeps one square.", first.sentence(ishido()));
    }
}
