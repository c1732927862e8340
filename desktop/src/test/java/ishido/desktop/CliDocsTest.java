package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * docs/cli.md is the commands' help, generated: its game section is every command's {@code --help}, and this test
 * fails when the two disagree. {@code -Dcli.update=true} writes the section anew from the help.
 */
class CliDocsTest {
    static final Path DOC = Path.of("../docs/cli.md");

    /** Every command of the tree with its qualified name, the tree's root first, in the order of its help. */
    static List<CommandLine> commands(CommandLine root) {
        List<CommandLine> all = new ArrayList<>();
        all.add(root);
        for (CommandLine sub : root.getSubcommands().values()) {
            all.addAll(commands(sub));
        }
        return all;
    }

    /** The markdown of a tree's help: a heading and the help, as printed, for each command. */
    static String markdown(CommandLine root) {
        StringBuilder b = new StringBuilder();
        for (CommandLine c : commands(root)) {
            b.append("\n### `").append(c.getCommandSpec().qualifiedName()).append("`\n\n```text\n")
                    .append(c.getUsageMessage(CommandLine.Help.Ansi.OFF).stripTrailing()).append("\n```\n");
        }
        return b.toString();
    }

    /**
     * Checks (or with -Dcli.update=true, writes) the part of docs/cli.md between the section's markers: the file's
     * other parts are another tree's or prose, and are kept.
     */
    static void checkSection(Path doc, String section, String generated) throws IOException {
        String begin = "<!-- " + section + " help: generated, do not edit -->\n";
        String end = "<!-- /" + section + " help -->\n";
        String text = Files.exists(doc) ? Files.readString(doc, StandardCharsets.UTF_8) : "";
        int from = text.indexOf(begin);
        int to = text.indexOf(end);
        String wanted = begin + generated + end;
        if (Boolean.getBoolean("cli.update")) {
            String updated = from >= 0 && to > from ? text.substring(0, from) + wanted + text.substring(to + end.length())
                    : text + (text.isEmpty() || text.endsWith("\n\n") ? "" : "\n") + wanted;
            Files.writeString(doc, updated, StandardCharsets.UTF_8);
            return;
        }
        assertTrue(from >= 0 && to > from, doc + " has no " + section + " section; write it with -Dcli.update=true");
        assertEquals(wanted, text.substring(from, to + end.length()),
                doc + " and the help disagree; after a change to the help, regenerate it with -Dcli.update=true");
    }

    @Test
    void docsCliIsTheHelpOfEveryCommand() throws IOException {
        checkSection(DOC, "game", markdown(Main.commands(null)));
    }

    @Test
    void everyCommandHasHelpAndHAndExitsZero() {
        for (CommandLine c : commands(Main.commands(null))) {
            List<String> path = new ArrayList<>(List.of(c.getCommandSpec().qualifiedName().split(" ")));
            path.remove(0);
            path.add("-h");
            CommandResult shortForm = CommandResult.of(path.toArray(String[]::new));
            path.set(path.size() - 1, "--help");
            CommandResult longForm = CommandResult.of(path.toArray(String[]::new));
            assertEquals(0, shortForm.code(), path + ": " + shortForm.err());
            assertEquals(0, longForm.code(), path + ": " + longForm.err());
            assertEquals("", shortForm.err() + longForm.err(), path.toString());
            assertEquals(longForm.out(), shortForm.out(), path.toString());
            assertEquals(c.getUsageMessage(CommandLine.Help.Ansi.OFF), longForm.out(), path.toString());
        }
    }

    @Test
    void thePlayersHelpListsThePlayersCommands() {
        String help = CommandResult.of("--help").out();
        for (String command : List.of("replay", "review", "selfplay", "screenshot", "convert", "codewheel", "deal",
                "stats", "export", "import")) {
            assertTrue(help.contains("\n  " + command + " "), command + " is not in the help:\n" + help);
        }
        assertFalse(help.contains("Exception"), help);
    }
}
