package ishido.theme;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.image.ColorCycle;
import ishido.image.ColorCycles;
import ishido.image.IndexedImage;
import ishido.testing.TestPlatform;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A board's colour cycles on the way in: kept, renumbered with its palette, dropped with a word, pens held. */
class BoardCyclesTest {
    private static IndexedImage board() throws IOException {
        return Catalog.board(TestPlatform.storage(), "Ishido").image().copy();
    }

    @Test
    void aSixteenColourBoardKeepsItsCyclesWithoutAWord() throws IOException {
        IndexedImage image = board();
        image.setCycles(ColorCycles.of(ColorCycle.range(4, 11, 8192, false)));
        BoardImport.Result r = BoardImport.asBoard("cycled", image);
        assertEquals(image.cycles(), r.board().image().cycles());
        assertEquals(List.of(), r.notes());
        assertTrue(r.board().cycles());
    }

    @Test
    void thePlayScreensRegistersTurnAtTheFilesRateButThePensHoldStill() throws IOException {
        IndexedImage image = board();
        image.setCycles(ColorCycles.of(ColorCycle.range(2, 7, 16384, false)));
        BoardImport.Result r = BoardImport.asBoard("cycled", image);
        assertEquals(List.of("colours 0-3 hold still in its colour cycling: they are the pens of the game's text"),
                r.notes());
        int[] palette = image.palette();
        int[] registers = new int[16];
        r.board().colorsAt(0, registers);
        assertArrayEquals(Arrays.copyOf(palette, 16), registers);
        r.board().colorsAt(1, registers);
        assertEquals(palette[1], registers[1]);
        assertEquals(palette[2], registers[2]);
        assertEquals(palette[3], registers[3]);
        assertEquals(palette[3], registers[4], "register 4 takes the colour of the cell before it, 3's");
        assertEquals(palette[6], registers[7]);
        r.board().colorsAt(6, registers);
        assertArrayEquals(Arrays.copyOf(palette, 16), registers, "six steps bring a ring of six round");
    }

    @Test
    void cyclesPastTheSixteenColoursAreDroppedWithAWord() throws IOException {
        IndexedImage image = board();
        int[] palette = Arrays.copyOf(image.palette(), 32);
        image.setPalette(palette);
        image.setCycles(ColorCycles.of(ColorCycle.range(4, 11, 8192, false), ColorCycle.range(12, 20, 100, false)));
        BoardImport.Result r = BoardImport.asBoard("long palette", image);
        assertEquals(ColorCycles.of(ColorCycle.range(4, 11, 8192, false)).cycles(), r.board().image().cycles().cycles());
        assertEquals(List.of("1 colour cycle dropped: it turns colours past the board's 16"), r.notes());
    }

    @Test
    void aPaletteReorderedForTheTextTakesItsCyclesAlong() {
        // ImageMagick's palette order puts a pale colour at pen 1: the import reorders the palette for the text.
        IndexedImage image = ishido.testing.TestBoards.magick();
        int[] palette = image.palette();
        image.setCycles(ColorCycles.of(ColorCycle.range(8, 15, 16384, false)));
        BoardImport.Result r = BoardImport.asBoard("pale", image);
        assertTrue(r.reordered(), "the picture was meant to be reordered");
        IndexedImage made = r.board().image();
        int[] before = new int[16];
        int[] after = new int[16];
        for (int t = 0; t < 10; t++) {
            ColorCycles.of(ColorCycle.range(8, 15, 16384, false)).turn(palette, t, before, 0);
            made.cycles().turn(made.palette(), t, after, 0);
            for (int i = 0; i < image.pixels().length; i += 97) {
                assertEquals(before[image.pixels()[i]], after[made.pixels()[i]], "pixel " + i + " at tick " + t);
            }
        }
    }

    @Test
    void aReducedPictureLosesItsCyclesWithAWord() throws IOException {
        IndexedImage image = board();
        int[] palette = Arrays.copyOf(image.palette(), 17);
        palette[16] = 0x123456;
        image.setPalette(palette);
        image.set(0, 0, 16);
        image.setCycles(ColorCycles.of(ColorCycle.range(4, 11, 8192, false)));
        BoardImport.Result r = BoardImport.asBoard("seventeen", image);
        assertTrue(r.reduced());
        assertEquals(List.of(), r.board().image().cycles().cycles());
        assertTrue(r.notes().contains("colour cycling dropped: its cycle does not fit the 16 colours it was reduced to"),
                r.notes().toString());
    }
}
