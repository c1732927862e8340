package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * docs/cli.md is the commands' help, generated: its game section is every command's {@code --help}, and this test
 * fails when the two disagree. {@code -Dcli.update=true} writes the section anew from the help.
 */
class CliDocsTest {
    @Test
    void docsCliIsTheHelpOfEveryCommand() throws IOException {
        CliDocs.checkSection("game", Main.commands(null));
    }

    @Test
    void everyCommandHasHelpAndHAndExitsZero() {
        CliDocs.assertEveryCommandHasHelp(Main::run, Main.commands(null));
    }

    @Test
    void thePlayersHelpListsThePlayersCommandsAndNoneOfTheLabs() {
        String help = CommandResult.of("--help").out();
        for (String command : List.of("replay", "review", "selfplay", "screenshot", "convert", "codewheel", "deal",
                "challenge", "stats", "export", "import")) {
            assertTrue(help.contains("\n  " + command + " "), command + " is not in the help:\n" + help);
        }
        for (String command : List.of("calibrate", "beam", "train", "fit", "learn", "puzzles")) {
            assertFalse(help.contains("\n  " + command + " "), command + " is the lab's, not the player's:\n" + help);
        }
        assertFalse(help.contains("Exception"), help);
    }
}
