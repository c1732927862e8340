package ishido.screens.play;

import ishido.machine.Host;
import ishido.screens.Golden;
import ishido.store.Settings;
import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import ishido.ui.Button;
import ishido.ui.Gadget;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The augury requester with its hexagram, and its Save requester, compared with reference images. */
class OracleGoldenTest {
    /** A data folder whose path ends the same on every machine, since the file requester shows its tail. */
    private static final Path HOME = Path.of("target/golden-oracle");

    private static PlayScreen augury(int hexagram) throws IOException {
        if (Files.exists(HOME)) {
            try (Stream<Path> all = Files.walk(HOME)) {
                for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
        Files.createDirectories(HOME);
        Files.writeString(HOME.resolve("auguries.txt"), "x");
        Settings s = new Settings();
        s.set(Settings.ORACLE, true);
        s.set(Settings.ORACLE_QUESTION, "Which road leads home?");
        PlayScreen play = new PlayScreen(TestPlatform.desktop(), Catalog.stoneset(TestPlatform.storage(), "Ishido"), Catalog.board(TestPlatform.storage(), "Ishido"), 5, s, HOME, Host.HEADLESS, PlayScreen.FIXED_CLOCK);
        play.requesters().clear();
        play.session().oracle().show(hexagram);
        return play;
    }

    @Test
    void anAuguryWithItsHexagram() throws IOException {
        Golden.assertScreen("oracle-augury", augury(38), "play 6\nwait 1");
    }

    @Test
    void theSaveRequester() throws IOException {
        PlayScreen play = augury(38);
        Gadget save = play.requesters().current().gadgets().stream()
                .filter(g -> g instanceof Button b && b.label().equals("Save")).findFirst().orElseThrow();
        Golden.assertScreen("oracle-save", play, "click " + (save.x() + 4) + " " + (save.y() + 4) + "\nwait 1");
    }
}
