package ishido.screens.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.machine.Host;
import ishido.machine.Machine;
import ishido.machine.Script;
import ishido.screens.Golden;
import ishido.screens.play.PlayScreen;
import ishido.store.Settings;
import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Golden images of the Edit Stoneset screen, and the designer's whole way from New to the play screen. */
class EditorGoldenTest {
    @TempDir
    Path home;

    /** The machine shows the editor over a play screen; Use and Cancel go back to that play screen. */
    private record Run(Machine machine, PlayScreen play, EditorScreen editor) {
    }

    private Run open(String stoneset) throws IOException {
        PlayScreen play = new PlayScreen(TestPlatform.desktop(), Catalog.stoneset(TestPlatform.storage(), stoneset, home), Catalog.board(TestPlatform.storage(), "Ishido", home), 1,
                new Settings(), home, Host.HEADLESS, PlayScreen.FIXED_CLOCK).editingOnEnter();
        Machine machine = new Machine(play);
        return new Run(machine, play, (EditorScreen) machine.screen());
    }

    /** The play screen alone, where Choices > Stonesets... > Edit Stoneset... opens the editor. */
    private Run play() throws IOException {
        PlayScreen play = new PlayScreen(TestPlatform.desktop(), Catalog.stoneset(TestPlatform.storage(), "Ishido", home), Catalog.board(TestPlatform.storage(), "Ishido", home), 1,
                new Settings(), home, Host.HEADLESS, PlayScreen.FIXED_CLOCK);
        return new Run(new Machine(play), play, null);
    }

    private void assertScreen(String name, String stoneset, String script) throws IOException {
        Run run = open(stoneset);
        Script.parse(script).run(run.machine());
        run.machine().render();
        Golden.assertMatches(name, run.machine().framebuffer().toImage());
    }

    /** Screen coordinates of the editor's parts, as the layout puts them. */
    static String stone(int column, int row) {
        return (14 + column * 20) + " " + (23 + row * 20);
    }

    static String pixel(int x, int y) {
        return (142 + x * 6) + " " + (40 + y * 6);
    }

    static String swatch(int i) {
        return (147 + i % 8 * 15) + " " + (165 + i / 8 * 9);
    }

    static String template(int i) {
        return (9 + i * 20) + " 189";
    }

    @Test
    void aBuiltInSet() throws IOException {
        assertScreen("editor-ishido", "Ishido", "");
    }

    @Test
    void aNewEmptySet() throws IOException {
        assertScreen("editor-empty", "Gems", "amiga n\nkey enter\n");
    }

    @Test
    void afterAMaskTemplateWithTheColumnSelected() throws IOException {
        assertScreen("editor-mask", "Runes", "click " + stone(2, 3) + "\nclick " + template(6) + "\nclick 14 147\n");
    }

    @Test
    void eachMenuOpen() throws IOException {
        assertScreen("editor-menu-file", "Ishido", "press 20 4 right\nmove 30 30\n");
        assertScreen("editor-menu-edit", "Ishido", "click " + stone(1, 1) + "\namiga c\npress 60 4 right\nmove 60 36\n");
        assertScreen("editor-menu-tools", "Ishido", "press 110 4 right\nmove 110 20\n");
        assertScreen("editor-menu-view", "Ishido", "press 160 4 right\nmove 170 32\n");
    }

    @Test
    void theKeyboardCursorAndTheWarningBeforeUse() throws IOException {
        assertScreen("editor-cursor", "Shaman", "key tab\nkey right\nkey right\nkey down\nkey down\nkey down\n");
        assertScreen("editor-alike", "Ishido", "amiga n\nkey enter\nclick 290 100\n");
    }

    @Test
    void aSetWithAnEmptyMaskOpensWithAWarningToBeMended() throws IOException {
        ishido.editor.Sheet holey = ishido.editor.Sheet.of(Catalog.stoneset(TestPlatform.storage(), "Runes", home));
        holey.fill(new ishido.editor.Region(40, 120, 20, 20), 0);
        Path folder = Files.createDirectories(home.resolve("stonesets"));
        ishido.editor.StonesetFiles.save(TestPlatform.storage(), holey, folder.resolve("holey.png"));
        assertScreen("editor-empty-mask", "Ishido", "amiga l\ntype holey.png\nkey enter\n");
    }

    @Test
    void anAntiAliasedTruecolourSheetIsReducedAndSaid() throws IOException {
        Path folder = Files.createDirectories(home.resolve("stonesets"));
        Files.write(folder.resolve("photo.png"), ishido.png.PngWriter.encodeTrueColor(120, 140,
                ishido.testing.AntiAliasedSheet.argb(home)));
        assertScreen("editor-reduced", "Ishido", "amiga l\ntype photo.png\nkey enter\n");
    }

    @Test
    void thePaletteRequesterIsLive() throws IOException {
        assertScreen("editor-palette", "Ishido", "click " + swatch(3) + "\nclick " + swatch(3) + "\nkey right\nkey right\n"
                + "click 136 98\n");
    }

    private static String drag(int x0, int y0, int x1, int y1, boolean release) {
        return "press " + pixel(x0, y0) + "\nmove " + pixel(x1, y1) + "\n" + (release ? "release " + pixel(x1, y1) + "\n" : "");
    }

    @Test
    void shapesOutlinedAndFilledWithAnEllipseShownWhileDragged() throws IOException {
        String s = "amiga n\nkey enter\nclick " + swatch(3) + "\ntype R\n" + drag(1, 1, 8, 6, true)
                + "click " + swatch(9) + "\ntype l\n" + drag(0, 18, 18, 9, true)
                + "click " + swatch(6) + "\ntype r\n" + drag(10, 1, 17, 7, true)
                + "click " + swatch(2) + "\ntype e\n" + drag(2, 9, 16, 17, false);
        assertScreen("editor-shapes", "Gems", s);
    }

    @Test
    void aBrushPickedWhileItsBoxIsDragged() throws IOException {
        assertScreen("editor-brush-pick", "Ishido", "type b\n" + drag(4, 4, 14, 12, false));
    }

    @Test
    void aBrushStampedOnOtherStonesSeeingThroughColourZeroWithSymmetry() throws IOException {
        // A white disc drawn on see-through, taken as a brush, stamped on two orange stones, the second mirrored.
        String s = "amiga n\nkey enter\nclick " + swatch(2) + "\ntype E\n" + drag(5, 5, 13, 13, true)
                + "type b\n" + drag(5, 5, 13, 13, true)
                + "click " + stone(1, 0) + "\nclick " + swatch(4) + "\ntype R\n" + drag(1, 1, 17, 17, true)
                + "type B\nclick " + pixel(9, 9) + "\n"
                + "click " + stone(2, 0) + "\ntype R\n" + drag(1, 1, 17, 17, true)
                + "type B\ntype m\nclick " + pixel(4, 9) + "\n";
        assertScreen("editor-brush", "Ishido", s);
    }

    @Test
    void theBrushsGhostFollowsThePointerBeforeTheClick() throws IOException {
        // The white disc as a brush over an orange stone: it shows where it would land, its colour 0 seen through.
        String s = "amiga n\nkey enter\nclick " + swatch(2) + "\ntype E\n" + drag(5, 5, 13, 13, true)
                + "type b\n" + drag(4, 4, 14, 14, true)
                + "click " + stone(1, 0) + "\nclick " + swatch(4) + "\ntype R\n" + drag(1, 1, 17, 17, true)
                + "type B\nmove " + pixel(4, 6) + "\nmove " + pixel(13, 11) + "\n";
        assertScreen("editor-ghost-brush", "Ishido", s);
    }

    @Test
    void theDetailZoomShowsAQuarterOfTheStoneAtTwelveAndTheMasksEdge() throws IOException {
        // Zoomed in on the pointer near the corner of the mask; a click paints the pixel under it.
        String s = "click " + stone(2, 1) + "\nmove " + pixel(3, 3) + "\ntype >\nclick " + swatch(2) + "\nclick 190 88\n";
        assertScreen("editor-zoom-detail", "Ishido", s);
    }

    /** A white-to-blue ramp spread over colours 2-7, then the empty stone filled with it along the diagonal. */
    private void rangeFill(String name, boolean dither) throws IOException {
        Run run = open("Ishido");
        Script.parse("amiga n\nkey enter\n").run(run.machine());
        var e = run.editor().editor();
        e.colors().spread(2, 7);
        e.setPen(2);
        e.rangeFill().setEnd(7);
        e.rangeFill().setDither(dither);
        Script.parse("type g\n" + drag(1, 1, 18, 18, true) + "move 20 190\n").run(run.machine());
        run.machine().render();
        Golden.assertMatches(name, run.machine().framebuffer().toImage());
    }

    @Test
    void aRangeFillWithOrderedDither() throws IOException {
        rangeFill("editor-range-dither", true);
    }

    @Test
    void aRangeFillWithoutDither() throws IOException {
        rangeFill("editor-range-plain", false);
    }

    /** A pixel of the edit box zoomed out to 2x2 stones, three screen pixels each. */
    static String outPixel(int x, int y) {
        return (141 + x * 3) + " " + (39 + y * 3);
    }

    @Test
    void zoomedOutALineCrossesStonesAndABoxSpansFour() throws IOException {
        String s = "click " + stone(2, 1) + "\nclick 175 23\nclick " + swatch(2) + "\ntype l\n"
                + "press " + outPixel(5, 30) + "\nmove " + outPixel(34, 8) + "\nrelease " + outPixel(34, 8) + "\n"
                + "type s\npress " + outPixel(15, 14) + "\nmove " + outPixel(26, 24) + "\nrelease " + outPixel(26, 24) + "\n"
                + "amiga c\n";
        assertScreen("editor-zoomed-out", "Ishido", s);
    }

    @Test
    void aSpreadPaletteAndAColourChangeSaidWithinTheStatusLines() throws IOException {
        String s = "click " + swatch(1) + "\npress 60 4 right\nmove 60 116\nrelease 60 116 right\nclick " + swatch(6) + "\n"
                + "click " + swatch(12) + "\nclick " + swatch(12) + "\nkey enter\n";
        assertScreen("editor-spread", "Ishido", s);
    }

    @Test
    void theColourVisionCheckOfTheSetBeingEdited() throws IOException {
        assertScreen("editor-colour-vision", "Runes", "press 60 4 right\nmove 60 136\nrelease 60 136 right\n");
    }

    @Test
    void theEditedStoneOnTheBoardInPlayAtOneToOne() throws IOException {
        assertScreen("editor-board-preview", "Runes", "click " + stone(2, 3) + "\nclick " + swatch(2) + "\n"
                + "type R\n" + drag(3, 3, 15, 15, true) + "type p\n");
    }

    @Test
    void fromNewToThePlayScreen() throws IOException {
        StringBuilder s = new StringBuilder("press 140 4 right\nmove 140 16\nrelease 140 16 right\nclick 144 164\n");
        s.append("amiga n\nkey enter\n");
        int[] templates = {0, 1, 2, 6, 7, 10};
        for (int c = 0; c < 6; c++) {
            s.append("click ").append(stone(c, 0)).append('\n');
            s.append("click ").append(template(templates[c])).append('\n');
        }
        // A white dot in every stone of the first column: paint one, copy it down the column.
        s.append("click ").append(stone(0, 0)).append("\nclick ").append(swatch(2)).append('\n');
        s.append("press ").append(pixel(8, 8)).append("\nmove ").append(pixel(10, 10)).append("\nrelease ")
                .append(pixel(10, 10)).append('\n');
        s.append("amiga c\nclick 14 147\namiga v\n");
        // XColor each row's transparent background to its own colour.
        s.append("click 290 52\nclick 290 170\n");
        int[] colours = {3, 5, 6, 9, 4, 10};
        for (int r = 0; r < 6; r++) {
            s.append("click ").append(stone(0, r)).append("\nclick ").append(swatch(colours[r])).append('\n');
            s.append("click ").append(pixel(1, 1)).append('\n');
        }
        s.append("amiga s\ntype mine\nkey enter\n");
        s.append("click 290 100\n");
        Run run = play();
        Script.parse(s.toString()).run(run.machine());
        run.machine().render();
        assertSame(run.play(), run.machine().screen(), "Use went back to the play screen");
        assertEquals(1, run.machine().depth());
        Path saved = home.resolve("stonesets").resolve("mine.iff");
        assertTrue(Files.isRegularFile(saved));
        assertEquals("mine", Catalog.stoneset(TestPlatform.storage(), "mine", home).name());
        Golden.assertMatches("editor-to-play", run.machine().framebuffer().toImage());
    }
}
