package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.machine.Machine;
import ishido.store.DisplayOptions;
import ishido.png.PngFiles;
import ishido.png.PngWriter;
import ishido.screens.play.PlayScreen;
import ishido.store.Settings;
import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The stoneset and board the game starts with when the command line names ones it cannot use. */
class GameLauncherTest {
    @TempDir
    Path dir;

    @Test
    void aStonesetOrBoardTheGameCannotUseDoesNotStopItAndItSaysWhy() throws Exception {
        // Under target/ by a relative name, so that the message in the golden is the same on every machine.
        Path notASet = Files.createDirectories(Path.of("target", "launch")).resolve("photo.png");
        Files.write(notASet, PngFiles.truecolor(4, 4, new int[16]));
        Path notABoard = Files.writeString(dir.resolve("board.iff"), "hello", StandardCharsets.US_ASCII);
        Settings settings = new Settings();
        settings.set(Settings.STONESET, "Runes");
        StartThemes t = StartThemes.choose(TestPlatform.storage(), notASet.toString(), notABoard.toString(), settings);
        assertEquals("Runes", t.stoneset().name(), "the set the settings name");
        assertEquals(Catalog.DEFAULT_THEME, t.board().name());
        assertNull(t.boardArgument().picture());
        List<StartThemes.Warning> w = t.warnings();
        assertEquals(2, w.size(), w.toString());
        assertEquals("Stonesets", w.get(0).title());
        assertEquals("--stoneset " + notASet + ": a stoneset is 120x140 pixels, 'photo' is 4x4: crop or pad it to 120x140"
                + " in your paint program. The game starts with Runes.", w.get(0).text());
        assertEquals("Boards", w.get(1).title());
        assertTrue(w.get(1).text().contains("neither an IFF ILBM nor a PNG"), w.get(1).text());

        PlayScreen play = new PlayScreen(TestPlatform.desktop(), t.stoneset(), t.board(), 1);
        t.tell(play);
        Machine machine = new Machine(play);
        machine.render();
        Path shot = Files.write(dir.resolve("shot.png"), PngWriter.encode(machine.framebuffer().toImage()));
        GoldenPng.assertMatches("launch-unusable-stoneset", shot);
    }

    @Test
    void aScaleTooLargeForTheScreenIsSaidOnTheScreen() throws Exception {
        DisplayOptions asked = new DisplayOptions(false, 10, true, DisplayOptions.Aspect.NTSC, DisplayOptions.Crt.OFF);
        DisplayOptions fitted = new DisplayOptions(false, 3, true, DisplayOptions.Aspect.NTSC, DisplayOptions.Crt.OFF);
        String notice = GameWindow.scaleNotice(asked, fitted, 1280, 800);
        assertEquals("A window at scale 10 (" + asked.windowWidth() + "x" + asked.windowHeight()
                + ") does not fit the 1280x800 screen; using scale 3 (" + fitted.windowWidth() + "x" + fitted.windowHeight()
                + ").", notice);
        StartThemes t = StartThemes.choose(TestPlatform.storage(), null, null, new Settings());
        PlayScreen play = new PlayScreen(TestPlatform.desktop(), t.stoneset(), t.board(), 1);
        GameWindow.tellScale(play, notice);
        Machine machine = new Machine(play);
        machine.render();
        Path shot = Files.write(dir.resolve("shot.png"), PngWriter.encode(machine.framebuffer().toImage()));
        GoldenPng.assertMatches("launch-scale-fitted", shot);
    }

    @Test
    void namedOnesTheGameCanUseAreUsedWithoutAWord() throws Exception {
        StartThemes t = StartThemes.choose(TestPlatform.storage(), "Gems", "Runes", new Settings());
        assertEquals("Gems", t.stoneset().name());
        assertEquals("Runes", t.board().name());
        assertEquals(List.of(), t.warnings());
    }

    @Test
    void theWindowIconsAreTheStoneAtEachSizeTheirNamesSay() throws Exception {
        assertTrue(GameWindow.WINDOW_ICONS.size() >= 3, GameWindow.WINDOW_ICONS.toString());
        for (String icon : GameWindow.WINDOW_ICONS) {
            byte[] png;
            try (java.io.InputStream in = GameWindow.class.getClassLoader().getResourceAsStream(icon)) {
                assertTrue(in != null, icon + " is on the class path");
                png = in.readAllBytes();
            }
            java.nio.ByteBuffer b = java.nio.ByteBuffer.wrap(png);
            assertEquals(0x89504e470d0a1a0aL, b.getLong(0), icon + " is a PNG");
            int size = Integer.parseInt(icon.replaceAll(".*-(\\d+)\\.png", "$1"));
            assertEquals(size, b.getInt(16), icon + " width");
            assertEquals(size, b.getInt(20), icon + " height");
        }
    }
}
