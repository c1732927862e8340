package ishido.screens.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.machine.Host;
import ishido.machine.Machine;
import ishido.machine.Script;
import ishido.match.DealCode;
import ishido.persist.UserData;
import ishido.screens.TestArt;
import ishido.screens.review.ReviewScreen;
import ishido.store.GameHistory;
import ishido.store.SavedGames;
import ishido.store.Settings;
import ishido.testing.TestPlatform;
import ishido.ui.Button;
import ishido.ui.MenuItem;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The hooks into the review: Review on the Game Over requester, and File > Review Game... */
class PlayReviewsTest {
    @TempDir
    Path home;

    private PlayScreen play() {
        return new PlayScreen(TestPlatform.desktop(), TestArt.stoneset(), TestArt.board(), 1, new Settings(), home, Host.HEADLESS,
                PlayScreen.FIXED_CLOCK);
    }

    @Test
    void reviewOnGameOverShowsTheGameAndComesBackToTheRequester() {
        PlayScreen play = play();
        Machine machine = new Machine(play);
        Script.parse("play 66").run(machine, () -> play);
        assertTrue(play.game().isOver());
        Button review = (Button) play.requesters().current().gadgets().stream()
                .filter(g -> g instanceof Button b && b.label().equals("Review")).findFirst().orElseThrow();
        review.press();
        assertTrue(machine.screen() instanceof ReviewScreen, "the review is shown");
        assertEquals("Deal " + DealCode.of(play.game().deal()) + ": just played", ((ReviewScreen) machine.screen()).title());
        Script.parse("key ESCAPE").run(machine, () -> play);
        assertSame(play, machine.screen());
        assertEquals("Game Over", play.requesters().current().title());
    }

    @Test
    void fileReviewGameOpensASavedGame() throws Exception {
        PlayScreen play = play();
        Machine machine = new Machine(play);
        Script.parse("play 5").run(machine, () -> play);
        Path saves = UserData.savesFolder(home);
        Files.createDirectories(saves);
        play.session().files().save(saves.resolve("five." + SavedGames.EXTENSION));
        MenuItem item = play.menus().menus().get(1).items().stream()
                .filter(i -> "Review Game...".equals(i.label())).findFirst().orElseThrow();
        item.choose();
        assertEquals("Review Game", play.requesters().current().title());
        Script.parse("type five." + SavedGames.EXTENSION + "\nkey ENTER").run(machine, () -> play);
        assertTrue(machine.screen() instanceof ReviewScreen, "the saved game's review is shown");
        Script.parse("key ESCAPE").run(machine, () -> play);
        assertSame(play, machine.screen());
    }

    @Test
    void theFileRequestersReachThePastGamesOnceOneIsKept() throws Exception {
        assertTrue(PlayFiles.volumes(TestPlatform.storage(), home).stream().noneMatch(v -> v.name().equals("History")), "no history yet");
        Path history = Files.createDirectories(home.resolve(GameHistory.FOLDER));
        assertTrue(PlayFiles.volumes(TestPlatform.storage(), home).stream().anyMatch(v -> v.name().equals("History") && v.path().equals(history)));
    }
}
