package ishido.screens.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.image.IndexedImage;
import ishido.persist.Storage;
import ishido.persist.UserData;
import ishido.png.PngWriter;
import ishido.screens.TestArt;
import ishido.store.Settings;
import ishido.testing.TestPlatform;
import ishido.theme.BoardPicture;
import ishido.theme.Catalog;
import ishido.ui.Button;
import ishido.ui.Gadget;
import ishido.ui.RequesterQueue;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The requesters that bring a picture in as the board: the choice of fit, the reduction notice and the save. */
class BoardImportingTest {
    @TempDir
    Path home;
    private RequesterQueue requesters;
    private Settings settings;
    private PlayTheme theme;
    private BoardImporting importing;

    @BeforeEach
    void setUp() {
        // The importer gets only its ports: the theme it changes, the settings, the requesters, the messages.
        requesters = new RequesterQueue();
        settings = new Settings();
        Notices notices = new Notices(requesters, () -> 0);
        Storage storage = TestPlatform.storage();
        KeptSettings kept = new KeptSettings(settings, storage, home, notices);
        PlayContext c = new PlayContext(() -> null, new PlaySeats(settings), kept, notices, storage, home,
                PlayScreen.FIXED_CLOCK, ishido.machine.Host.HEADLESS, () -> null, () -> 0, command -> { }, TestArt::stoneset);
        theme = new PlayTheme(c, TestArt.stoneset(), TestArt.board());
        importing = new BoardImporting(c, theme);
    }

    /** A true-colour PNG of ramps: far more than 16 colours. */
    private Path picture(int width, int height) throws IOException {
        int[] argb = new int[width * height];
        for (int i = 0; i < argb.length; i++) {
            argb[i] = 0xFF000000 | (i % width * 255 / width) << 16 | (i / width * 255 / height) << 8 | i * 7 & 0xFF;
        }
        return Files.write(home.resolve("photo.png"), PngWriter.encodeTrueColor(width, height, argb));
    }

    /**
     * A true-colour PNG of black and white stripes one pixel wide, and a few colours: no pen reads on it.
     *
     * @return the file, zebra.png in the folder
     */
    static Path zebra(Path folder) throws IOException {
        int[] stripes = new int[320 * 200];
        for (int i = 0; i < stripes.length; i++) {
            stripes[i] = i % 2 == 0 ? 0xFF000000 : 0xFFFFFFFF;
        }
        stripes[0] = 0xFF808080;
        stripes[2] = 0xFFFF0000;
        stripes[4] = 0xFF0000FF;
        stripes[6] = 0xFF00FF00;
        return Files.write(folder.resolve("zebra.png"), PngWriter.encodeTrueColor(320, 200, stripes));
    }

    private void press(String label) {
        assertTrue(requesters.isActive(), "no requester for " + label);
        for (Gadget g : requesters.current().gadgets()) {
            if (g instanceof Button b && b.label().equals(label)) {
                b.press();
                // A closed requester leaves the queue on the next tick, as in the game.
                requesters.tick();
                return;
            }
        }
        throw new AssertionError("no button " + label + " in " + requesters.current().lines());
    }

    @Test
    void anotherSizeIsAskedAboutThenReducedThenSaved() throws IOException {
        BoardPicture before = theme.board();
        importing.start(picture(640, 400));
        assertTrue(requesters.current().lines().get(0).contains("640x400"));
        assertSame(before, theme.board(), "nothing changes before the player chooses");

        press("Smooth");
        assertEquals("photo", theme.board().name());
        assertTrue(theme.board().image().paletteSize() <= 16);
        assertTrue(String.join(" ", requesters.current().lines()).contains("reduced to 16 colours"));
        press("Save");
        Path saved = UserData.boardsFolder(home).resolve("photo.iff");
        assertTrue(Files.isRegularFile(saved));
        assertEquals(theme.board().image(), Catalog.board(TestPlatform.storage(), "photo", home).image());
        assertEquals("photo", settings.get(Settings.BOARD), "the saved board is the one remembered");
        assertFalse(requesters.isActive());
    }

    @Test
    void aSixteenColourPictureScaledToFitCanBeSavedAsAReducedOneCan() throws IOException {
        IndexedImage small = new IndexedImage(160, 100, Catalog.board(TestPlatform.storage(), "Ishido", home).image()
                .palette());
        for (int i = 0; i < small.pixels().length; i++) {
            small.pixels()[i] = (byte) (i % 7 + 4);
        }
        Path file = Files.write(home.resolve("half.iff"), ishido.iff.IlbmWriter.toBytes(small));
        importing.start(file);
        press("Scale");
        assertEquals(320, theme.board().image().width());
        String said = String.join(" ", requesters.current().lines());
        assertTrue(said.contains("fitted to the screen (scaled)"), said);
        press("Save");
        assertTrue(Files.isRegularFile(UserData.boardsFolder(home).resolve("half.iff")));
        assertEquals("half", settings.get(Settings.BOARD), "the scaled board is the one remembered");
    }

    @Test
    void cancelKeepsTheBoardAndNotSavingWritesNothing() throws IOException {
        BoardPicture before = theme.board();
        String remembered = settings.get(Settings.BOARD);
        importing.start(picture(100, 80));
        press("Cancel");
        assertSame(before, theme.board());

        importing.start(picture(320, 200));
        assertEquals("photo", theme.board().name(), "a 320x200 picture needs no choice of fit");
        press("Not Now");
        assertFalse(Files.exists(UserData.boardsFolder(home)));
        assertEquals(remembered, settings.get(Settings.BOARD), "a picture that is not a board is not remembered");
    }

    @Test
    void anUnreadableFileIsToldInOneRequester() throws IOException {
        Path junk = Files.writeString(home.resolve("junk.iff"), "FORM but not really");
        importing.start(junk);
        assertTrue(requesters.current().lines().get(0).startsWith("That board cannot be used"));
    }

    @Test
    void aBoardWhoseTextWouldNotReadIsSaidSoBeforeTheSaveIsOffered() throws IOException {
        importing.start(zebra(home));
        String said = String.join(" ", requesters.current().lines());
        assertTrue(said.contains("hard to read") && said.contains("status strip") && said.endsWith("anyway?"), said);

        importing.start(picture(320, 200));
        requesters.current().close();
        requesters.tick();
        said = String.join(" ", requesters.current().lines());
        assertFalse(said.contains("hard to read"), said);
    }

    @Test
    void aSixteenColourBoardWhoseTextWouldNotReadIsReorderedAndSaidSo() throws IOException {
        ishido.image.IndexedImage magick = ishido.testing.TestBoards.magick();
        Path file = Files.write(home.resolve("magick.png"), PngWriter.encode(magick));
        importing.start(file);
        String said = String.join(" ", requesters.current().lines());
        assertTrue(said.contains("colours reordered so that the game's text reads"), said);
        assertEquals(java.util.List.of(), ishido.theme.BoardImport.unreadable(theme.board().image()));
        assertEquals(file.toString(), settings.get(Settings.BOARD), "it loads the same way again: remembered");
    }
}
