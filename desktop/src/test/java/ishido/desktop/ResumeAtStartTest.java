package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.machine.Host;
import ishido.machine.Machine;
import ishido.match.DealCode;
import ishido.screens.play.PlayScreen;
import ishido.machine.Script;
import ishido.store.GameUnderWay;
import ishido.store.Settings;
import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The launcher's start-up with a game kept under way in the data folder: the same board comes back (issue 38). */
class ResumeAtStartTest {
    @TempDir
    Path folder;

    private PlayScreen start(long seed, boolean dealChosen) throws Exception {
        return start(seed, dealChosen, null);
    }

    private PlayScreen start(long seed, boolean dealChosen, DealCode deal) throws Exception {
        return GameLauncher.play(TestPlatform.files(folder), Catalog.stoneset(TestPlatform.storage(), Catalog.DEFAULT_THEME,
                folder), Catalog.board(TestPlatform.storage(), Catalog.DEFAULT_THEME, folder), seed, new Settings(), folder,
                Host.HEADLESS, PlayScreen.FIXED_CLOCK, dealChosen, deal);
    }

    /** The picture once the status strip's line (3 s) has gone. */
    private static byte[] picture(Machine machine) {
        for (int i = 0; i < 240; i++) {
            machine.tick();
        }
        machine.render();
        return machine.framebuffer().pixels().clone();
    }

    @Test
    void aKeptGameComesBackOnTheSameBoard() throws Exception {
        PlayScreen before = start(1, false);
        Machine machine = new Machine(before);
        Script.parse("play 3\nwait 1").run(machine, () -> before);
        assertTrue(Files.exists(GameUnderWay.file(folder)));
        byte[] left = picture(machine);
        PlayScreen after = start(2, false);
        assertEquals(before.game().moves(), after.game().moves());
        assertArrayEquals(left, picture(new Machine(after)), "the board, the score and the pouch as they were");
        PlayScreen chosen = start(2, true);
        assertEquals(0, chosen.match().plays().size(), "a seed the command line chose starts fresh");
    }

    @Test
    void aDealAskedForBesideAKeptGameIsOfferedAndTheKeptGameStaysUnlessThePlayerSaysSo() throws Exception {
        PlayScreen before = start(1, false);
        Script.parse("play 3\nwait 1").run(new Machine(before), () -> before);
        DealCode code = DealCode.of(4242);
        PlayScreen asked = start(code.number(), true, code);
        assertEquals(before.game().moves(), asked.game().moves(), "the kept game is back");
        assertEquals(List.of("End this game and play", "deal " + code + "?"), asked.requesters().current().lines());
        Machine machine = new Machine(asked);
        Script.parse("key ESCAPE").run(machine);
        assertEquals(before.game().moves(), asked.game().moves(), "Cancel keeps the kept game");
        PlayScreen again = start(code.number(), true, code);
        Script.parse("key ENTER").run(new Machine(again));
        assertEquals(0, again.game().placed(), "OK plays the deal");
        assertEquals(code, DealCode.of(again.game().deal()));
        // No kept game: the deal plays at once.
        Files.deleteIfExists(GameUnderWay.file(folder));
        PlayScreen fresh = start(code.number(), true, code);
        assertEquals(code, DealCode.of(fresh.game().deal()));
        assertTrue(!fresh.requesters().isActive());
    }
}
