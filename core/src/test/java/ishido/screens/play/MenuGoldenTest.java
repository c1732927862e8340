package ishido.screens.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.machine.Host;
import ishido.machine.Script;
import ishido.persist.UserData;
import ishido.screens.Golden;
import ishido.store.Settings;
import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The menu bar, every menu, a submenu and every kind of requester, compared with reference images. */
class MenuGoldenTest {
    /** A data folder whose path ends the same on every machine, since the file requester shows its tail. */
    private static final Path HOME = Path.of("target/golden-home");

    private static PlayScreen render(String name, String script) throws IOException {
        if (Files.exists(HOME)) {
            try (Stream<Path> all = Files.walk(HOME)) {
                for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
        Path saves = UserData.savesFolder(HOME);
        Files.createDirectories(saves.resolve("older games"));
        Files.writeString(saves.resolve("first game.ishido"), "x");
        Files.writeString(saves.resolve("second.ishido"), "x");
        Files.writeString(saves.resolve("notes.txt"), "not shown: not a saved game");
        PlayScreen play = new PlayScreen(TestPlatform.desktop(), Catalog.stoneset(TestPlatform.storage(), "Ishido"), Catalog.board(TestPlatform.storage(), "Ishido"), 3, new Settings(),
                HOME, Host.HEADLESS, PlayScreen.FIXED_CLOCK);
        Golden.assertScreen(name, play, script);
        return play;
    }

    @Test
    void theBarAlone() throws IOException {
        assertTrue(render("menu-bar", "play 8\npress 300 4 right").menus().isShowing());
    }

    @Test
    void aboutMenu() throws IOException {
        render("menu-about", "press 10 4 right\nmove 12 15");
    }

    @Test
    void fileMenu() throws IOException {
        render("menu-file", "press 40 4 right\nmove 45 26");
    }

    @Test
    void gameMenuWithGhostedItems() throws IOException {
        render("menu-game", "press 85 4 right\nmove 90 16");
    }

    @Test
    void timerSubmenu() throws IOException {
        // Tournament mode first (Game, Tournament..., OK), so that its timer is available.
        PlayScreen p = render("menu-game-timer", "press 85 4 right\nmove 90 71\nrelease 90 71 right\nkey ENTER\n"
                + "press 85 4 right\nmove 90 136\nmove 150 136");
        assertEquals(ishido.rules.GameMode.TOURNAMENT, p.settings().get(Settings.MODE));
    }

    @Test
    void choicesMenu() throws IOException {
        render("menu-choices", "press 140 4 right\nmove 140 51");
    }

    @Test
    void computerSkillSubmenu() throws IOException {
        render("menu-choices-skill", "press 140 4 right\nmove 140 147\nmove 230 147");
    }

    @Test
    void volumeSubmenu() throws IOException {
        render("menu-choices-volume", "press 140 4 right\nmove 140 81\nmove 230 81");
    }

    @Test
    void scoresMenu() throws IOException {
        render("menu-scores", "press 250 4 right\nmove 255 26");
    }

    @Test
    void helpMenu() throws IOException {
        render("menu-help", "play 3\npress 200 4 right\nmove 200 26");
    }

    @Test
    void setupRequester() throws IOException {
        render("req-setup", "press 85 4 right\nmove 90 71\nrelease 90 71 right");
    }

    @Test
    void timerRequesterWithSlider() throws IOException {
        render("req-timer", "press 85 4 right\nmove 90 81\nrelease 90 81 right\nkey ENTER\n"
                + "press 85 4 right\nmove 90 136\nmove 200 146\nrelease 200 146 right\nkey RIGHT\nkey RIGHT");
    }

    @Test
    void oracleRequesterWithTextField() throws IOException {
        render("req-oracle", "press 140 4 right\nmove 140 111\nrelease 140 111 right\ntype Will the way be clear?\nwait 1");
    }

    @Test
    void strategyScrollingText() throws IOException {
        // Help > Rules is a screen of pictures now (RulesScreenTest); Strategy is the scrolling text.
        render("req-strategy", "amiga t\nkey DOWN\nkey DOWN\nkey DOWN");
    }

    @Test
    void stonesetsRequester() throws IOException {
        render("req-stonesets", "press 140 4 right\nmove 140 16\nrelease 140 16 right");
    }

    @Test
    void theBoardsRequesterTicksTheBoardInUseThoughTheSettingsNameAnother() throws IOException {
        // As a --board FILE or Other... brings a board in: the settings still name Ishido.
        PlayScreen play = new PlayScreen(TestPlatform.desktop(), Catalog.stoneset(TestPlatform.storage(), "Ishido"),
                Catalog.board(TestPlatform.storage(), "Rameses"), 3, new Settings(), HOME, Host.HEADLESS,
                PlayScreen.FIXED_CLOCK);
        Golden.assertScreen("req-boards-in-use", play, "press 140 4 right\nmove 140 26\nrelease 140 26 right");
    }

    @Test
    void displayRequester() throws IOException {
        render("req-display", "amiga d");
    }

    @Test
    void fileRequester() throws IOException {
        render("req-file", "play 5\namiga a\ntype my game");
    }

    @Test
    void pouchRequester() throws IOException {
        render("req-pouch", "play 20\nmove 284 160\nclick 284 160\nclick 284 160\nkey ENTER");
    }

    @Test
    void aboutRequester() throws IOException {
        render("req-about", "press 10 4 right\nmove 12 15\nrelease 12 15 right");
    }

    @Test
    void noRequesterChangesTheColoursBehindIt() throws IOException {
        String[] scripts = {
            "play 5\namiga a\ntype my game", "amiga d", "amiga t", "press 140 4 right\nmove 140 16\nrelease 140 16 right",
            "press 85 4 right\nmove 90 71\nrelease 90 71 right", "press 10 4 right\nmove 12 15\nrelease 12 15 right",
            "press 140 4 right\nmove 140 111\nrelease 140 111 right\ntype Will it?\nwait 1",
        };
        for (String script : scripts) {
            ishido.machine.Machine plain = new ishido.machine.Machine(new PlayScreen(TestPlatform.desktop(), Catalog.stoneset(TestPlatform.storage(), "Ishido"),
                    Catalog.board(TestPlatform.storage(), "Ishido"), 3, new Settings(), HOME, Host.HEADLESS, PlayScreen.FIXED_CLOCK));
            plain.render();
            ishido.machine.Machine asked = new ishido.machine.Machine(new PlayScreen(TestPlatform.desktop(), Catalog.stoneset(TestPlatform.storage(), "Ishido"),
                    Catalog.board(TestPlatform.storage(), "Ishido"), 3, new Settings(), HOME, Host.HEADLESS, PlayScreen.FIXED_CLOCK));
            Script.parse(script).run(asked);
            asked.render();
            assertEquals(plain.framebuffer().palette(), asked.framebuffer().palette(), script);
        }
    }
}
