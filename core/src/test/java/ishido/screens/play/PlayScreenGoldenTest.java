package ishido.screens.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.screens.Golden;
import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import java.io.IOException;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The play screen with the built-in Ishido stoneset and board, compared with reference images. */
class PlayScreenGoldenTest {
    private static PlayScreen render(String name, long seed, String script) throws IOException {
        PlayScreen play = new PlayScreen(TestPlatform.desktop(), Catalog.stoneset(TestPlatform.storage(), "Ishido"), Catalog.board(TestPlatform.storage(), "Ishido"), seed);
        Golden.assertScreen(name, play, script);
        return play;
    }

    @Test
    void opening() throws IOException {
        PlayScreen p = render("play-opening", 1, "");
        assertEquals(0, p.game().placed());
    }

    @Test
    void midGame() throws IOException {
        PlayScreen p = render("play-midgame", 1, "play 20\nwait 5");
        assertEquals(20, p.game().placed());
    }

    @Test
    void justAfterAFourWay() throws IOException {
        // Seed 172 played on the square of most neighbours makes its first 4-Way on move 24.
        PlayScreen p = render("play-fourway", 172, "play 24\nwait 8");
        assertEquals(1, p.game().fourWays());
        assertTrue(p.game().lastMove().isFourWay());
    }

    @Test
    void theEnd() throws IOException {
        PlayScreen p = render("play-end", 1, "play 66");
        assertTrue(p.game().isOver());
        assertTrue(p.requesters().isActive());
    }

    @Test
    void illegalSquareMessage() throws IOException {
        PlayScreen p = render("play-illegal", 1, "place c3");
        assertTrue(p.requesters().isActive());
    }

    @Test
    void draggingAStone() throws IOException {
        PlayScreen p = render("play-drag", 1, "press 284 34\nmove 150 101");
        assertEquals(0, p.game().placed());
    }

    @Test
    void keyboardCursor() throws IOException {
        render("play-cursor", 1, "key RIGHT");
    }

    static java.util.List<String> themes() {
        return Catalog.THEMES;
    }

    /** Every built-in stoneset on its matching board, in the middle of a game with a 4-Way. */
    @ParameterizedTest
    @MethodSource("themes")
    void everyThemeInPlay(String theme) throws IOException {
        PlayScreen play = new PlayScreen(TestPlatform.desktop(), Catalog.stoneset(TestPlatform.storage(), theme), Catalog.board(TestPlatform.storage(), theme), 172);
        Golden.assertScreen("theme-" + theme.toLowerCase(Locale.ROOT).replace(' ', '-'), play,
                "play 30\nmove 200 120\nwait 100");
        assertEquals(1, play.game().fourWays());
    }
}
