package ishido.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.desktop.CliDocs;
import ishido.desktop.CommandResult;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The lab's command line: its help is docs/cli.md's lab section ({@code -Dcli.update=true} writes it anew), every
 * command has {@code -h} and {@code --help}, and bad input is one line and exit 2, as the game's.
 */
class LabCliTest {
    @Test
    void docsCliHasTheHelpOfEveryLabCommand() throws IOException {
        CliDocs.checkSection("lab", Main.commands(null));
    }

    @Test
    void everyCommandHasHelpAndHAndExitsZero() {
        CliDocs.assertEveryCommandHasHelp(Main::run, Main.commands(null));
    }

    @Test
    void theHelpListsTheLabsCommandsAndNoCommandIsTheHelp() {
        String help = LabResult.of("--help").out();
        for (String command : List.of("fit", "learn", "puzzles", "calibrate", "beam", "train")) {
            assertTrue(help.contains("\n  " + command + " "), command + " is not in the help:\n" + help);
        }
        CommandResult none = LabResult.of();
        assertEquals(0, none.code(), none.err());
        assertEquals(help, none.out());
    }

    @Test
    void anUnknownCommandOrOptionIsOneLineAndExitTwo() {
        for (String[] args : List.of(new String[] {"frobnicate"}, new String[] {"frobnicate", "--help"},
                new String[] {"--frobnicate"}, new String[] {"selfplay"}, new String[] {"help", "frobnicate"})) {
            CommandResult r = LabResult.of(args);
            assertEquals(2, r.code(), String.join(" ", args) + ": " + r.out() + r.err());
            assertEquals("", r.out(), String.join(" ", args));
            assertEquals(1, r.err().strip().split("\n").length, r.err());
            assertTrue(r.err().startsWith(Main.PROGRAM + ": "), r.err());
        }
    }
}
