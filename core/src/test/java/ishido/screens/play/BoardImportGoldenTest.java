package ishido.screens.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.screens.Golden;
import ishido.testing.TestPlatform;
import ishido.theme.BoardImport;
import ishido.theme.Catalog;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The play screen on boards brought in from true-colour pictures: its own text must read on them. */
class BoardImportGoldenTest {
    @TempDir
    Path home;

    /** A night sky: a dark blue gradient with a scatter of stars, the kind of picture that left text dark on dark. */
    private static int[] night() {
        Random random = new Random(3);
        int[] argb = new int[320 * 200];
        for (int i = 0; i < argb.length; i++) {
            int y = i / 320;
            int blue = 40 + y * 50 / 200;
            argb[i] = random.nextInt(60) == 0 ? 0xFFE0E0C0 : 0xFF000000 | (y / 12) << 16 | (y / 6) << 8 | blue;
        }
        return argb;
    }

    @Test
    void aNightPictureKeepsThePlayScreensTextReadable() throws IOException {
        BoardImport.Result night = BoardImport.make(new BoardImport.Source("night", 320, 200, null, night()),
                BoardImport.Fit.CENTRE);
        assertEquals(List.of(), night.unreadable());
        PlayScreen play = new PlayScreen(TestPlatform.desktop(), Catalog.stoneset(TestPlatform.storage(), "Ishido"), night.board(), 1);
        Golden.assertScreen("play-board-night", play, "play 12\nwait 5");
    }

    @Test
    void aBoardWhoseTextWouldNotReadIsWarnedAboutBeforeSaving() throws IOException {
        Path zebra = BoardImportingTest.zebra(home);
        PlayScreen play = new PlayScreen(TestPlatform.desktop(), Catalog.stoneset(TestPlatform.storage(), "Ishido"), Catalog.board(TestPlatform.storage(), "Ishido"), 1);
        play.importBoard(zebra);
        Golden.assertScreen("play-board-unreadable", play, "wait 2");
        assertTrue(play.requesters().isActive());
    }
}
