package ishido.screens.play;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import ishido.gfx.Palette;
import ishido.image.IndexedImage;
import ishido.machine.Host;
import ishido.machine.Machine;
import ishido.machine.Script;
import ishido.screens.Golden;
import ishido.store.Settings;
import ishido.testing.TestPlatform;
import ishido.theme.BoardPicture;
import ishido.theme.Catalog;
import java.io.IOException;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The board's colour cycling on the play screen: the registers its cycle names turn at the file's rate on the 60 Hz
 * tick (the pixels keep their indices), the stones' registers and the pens never do, and Choices > Colour Cycling
 * off holds them still.
 */
class PlayCyclingTest {
    /** The Rameses board's water: registers 13-15 turned a step every 8 ticks (rate 2048). */
    private static final int WATER = 13;

    private static IndexedImage shot(boolean cycling, String script) throws IOException {
        Settings settings = new Settings();
        settings.set(Settings.COLOR_CYCLING, cycling);
        BoardPicture board = Catalog.board(TestPlatform.storage(), "Rameses");
        PlayScreen play = new PlayScreen(TestPlatform.desktop(), Catalog.stoneset(TestPlatform.storage(), "Rameses"),
                board, 1, settings, null, Host.HEADLESS, PlayScreen.FIXED_CLOCK);
        Machine machine = new Machine(play);
        Script.parse(script).run(machine);
        machine.render();
        return machine.framebuffer().toImage();
    }

    @Test
    void theWaterFlowsAtTheFilesRateAndNothingElseMoves() throws IOException {
        IndexedImage early = shot(true, "wait 4");
        IndexedImage later = shot(true, "wait 12");
        Golden.assertMatches("play-cycling-early", early);
        Golden.assertMatches("play-cycling-later", later);
        assertArrayEquals(early.pixels(), later.pixels(), "the pixels keep their indices; only the registers turn");
        int[] a = early.palette();
        int[] b = later.palette();
        for (int r = 0; r < Palette.SIZE; r++) {
            if (r < WATER || r > WATER + 2) {
                assertEquals(a[r], b[r], "register " + r + " holds still");
            }
        }
        // Eight ticks are one step: each water register now shows the shade of the one before it.
        assertEquals(a[WATER + 2], b[WATER]);
        assertEquals(a[WATER], b[WATER + 1]);
        assertEquals(a[WATER + 1], b[WATER + 2]);
    }

    @Test
    void theChoicesMenusItemTurnsItOffAndOn() throws IOException {
        Settings settings = new Settings();
        PlayScreen play = new PlayScreen(TestPlatform.desktop(), Catalog.stoneset(TestPlatform.storage(), "Rameses"),
                Catalog.board(TestPlatform.storage(), "Rameses"), 1, settings, null, Host.HEADLESS, PlayScreen.FIXED_CLOCK);
        ishido.ui.MenuItem item = play.menus().menus().stream().filter(m -> m.title().equals("Choices"))
                .flatMap(m -> m.items().stream()).filter(i -> "Colour Cycling".equals(i.label())).findFirst().orElseThrow();
        assertEquals(true, item.isChecked());
        item.choose();
        assertEquals(false, settings.get(Settings.COLOR_CYCLING));
        assertEquals(false, item.isChecked());
    }

    @Test
    void choicesColourCyclingOffHoldsTheBoardsColoursAsTheFileHasThem() throws IOException {
        IndexedImage still = shot(false, "wait 12");
        int[] file = Catalog.board(TestPlatform.storage(), "Rameses").image().palette();
        assertArrayEquals(file, Arrays.copyOf(still.palette(), 16));
        assertNotEquals(file[WATER], shot(true, "wait 12").palette()[WATER]);
    }
}
