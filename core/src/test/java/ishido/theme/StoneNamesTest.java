package ishido.theme;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import ishido.image.IndexedImage;
import ishido.rules.Stone;
import ishido.testing.TestPlatform;
import java.io.IOException;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class StoneNamesTest {
    @Test
    void everyBuiltInSetHasSixDistinctColoursAndSymbols() throws IOException {
        for (String theme : Catalog.stonesets()) {
            StoneNames words = StoneNames.of(Catalog.stoneset(TestPlatform.storage(), theme));
            Set<String> names = new HashSet<>();
            for (int id = 0; id < Stone.KINDS; id++) {
                names.add(words.name(Stone.byId(id)));
            }
            assertEquals(Stone.KINDS, names.size(), theme + ": " + words);
        }
    }

    @Test
    void namesAStoneAsThePlayerSeesIt() throws IOException {
        StoneNames words = StoneNames.of(Catalog.stoneset(TestPlatform.storage(), "Ishido"));
        Stone redMoon = Stone.of(0, 1);
        assertEquals("red moon", words.name(redMoon));
        assertEquals("the second red moon", words.nth(redMoon, 2));
        assertEquals("a red moon", words.a(redMoon));
        assertEquals("an ochre arrow", StoneNames.of(Catalog.stoneset(TestPlatform.storage(), "Runes")).a(Stone.of(3, 0)));
        assertThrows(IllegalArgumentException.class, () -> words.nth(redMoon, 3));
    }

    @Test
    void aSetOfThePlayersOwnIsNamedFromItsPalette() throws IOException {
        // The Ishido set's own picture, read as if it were a file of the player's: its colours are named from its
        // palette, and they are the words the built-in set has; its symbols by their column.
        Stoneset ishido = Catalog.stoneset(TestPlatform.storage(), "Ishido");
        StoneNames derived = StoneNames.of(Stoneset.of("mine", ishido.image()));
        for (int c = 0; c < Stone.COLORS; c++) {
            assertEquals(StoneNames.of(ishido).colour(c), derived.colour(c));
        }
        assertEquals("red symbol 2", derived.name(Stone.of(0, 1)));
    }

    @Test
    void aFileThatSharesABuiltInNameButNotItsPaletteIsNamedFromItsOwnColours() throws IOException {
        IndexedImage repainted = Catalog.stoneset(TestPlatform.storage(), "Ishido").image().copy();
        int[] palette = repainted.palette().clone();
        palette[3] = 0x2266DD; // the red row repainted blue
        repainted.setPalette(palette);
        StoneNames words = StoneNames.of(Stoneset.of("Ishido", repainted));
        assertNotEquals("red", words.colour(0));
        assertEquals("symbol 1", words.symbol(0));
    }

    @Test
    void everydayWordsForColours() {
        assertArrayEquals(new String[] {"black", "white", "grey", "red", "orange", "brown", "yellow", "green",
            "turquoise", "blue", "violet", "magenta"},
                new String[] {StoneNames.word(0x222222), StoneNames.word(0xEEEEDD), StoneNames.word(0x888888),
                    StoneNames.word(0xDD2222), StoneNames.word(0xFF8800), StoneNames.word(0x884411),
                    StoneNames.word(0xFFDD33), StoneNames.word(0x33BB44), StoneNames.word(0x11BBBB),
                    StoneNames.word(0x3366EE), StoneNames.word(0x6622BB), StoneNames.word(0xDD2288)});
    }

    @Test
    void twoRowsOfOneHueAreToldApartByLightness() {
        String[] words = {"blue", "blue", "red"};
        assertArrayEquals(new String[] {"dark blue", "light blue", "red"},
                StoneNames.unique(words, new int[] {0x112288, 0x88CCFF, 0xDD2222}));
    }

    @Test
    void aDamagedWordListIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> StoneNames.parse("Set: a, b / c"));
        assertThrows(IllegalArgumentException.class, () -> StoneNames.parse("Set a b c"));
    }
}
