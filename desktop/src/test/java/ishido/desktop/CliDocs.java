package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.persist.UserData;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;

/**
 * docs/cli.md as the help of a command tree (the game's, the lab's): each tree has its section there, generated, and
 * the checks that every command of it answers {@code -h} and {@code --help}.
 */
public final class CliDocs {
    /** The file, from a module's folder. */
    public static final Path DOC = Path.of("../docs/cli.md");

    private CliDocs() {
    }

    /** Every command of the tree with its qualified name, the tree's root first, in the order of its help. */
    public static List<CommandLine> commands(CommandLine root) {
        List<CommandLine> all = new ArrayList<>();
        all.add(root);
        for (CommandLine sub : root.getSubcommands().values()) {
            all.addAll(commands(sub));
        }
        return all;
    }

    /** The markdown of a tree's help: a heading and the help, as printed, for each command. */
    public static String markdown(CommandLine root) {
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
    public static void checkSection(String section, CommandLine root) throws IOException {
        String generated = markdown(root);
        String begin = "<!-- " + section + " help: generated, do not edit -->\n";
        String end = "<!-- /" + section + " help -->\n";
        String text = Files.exists(DOC) ? Files.readString(DOC, StandardCharsets.UTF_8) : "";
        int from = text.indexOf(begin);
        int to = text.indexOf(end);
        String wanted = begin + generated + end;
        if (Boolean.getBoolean("cli.update")) {
            String updated = from >= 0 && to > from ? text.substring(0, from) + wanted + text.substring(to + end.length())
                    : text + (text.isEmpty() || text.endsWith("\n\n") ? "" : "\n") + wanted;
            Files.writeString(DOC, updated, StandardCharsets.UTF_8);
            return;
        }
        assertTrue(from >= 0 && to > from, DOC + " has no " + section + " section; write it with -Dcli.update=true");
        assertEquals(wanted, text.substring(from, to + end.length()),
                DOC + " and the help disagree; after a change to the help, regenerate it with -Dcli.update=true");
    }

    /** Every command of the program's tree answers -h and --help alike, with its help, exit 0 and nothing on err. */
    public static void assertEveryCommandHasHelp(CommandResult.Program program, CommandLine root) {
        for (CommandLine c : commands(root)) {
            List<String> path = new ArrayList<>(List.of(c.getCommandSpec().qualifiedName().split(" ")));
            path.remove(0);
            path.add("-h");
            CommandResult shortForm = CommandResult.of(program, UserData.folder(), path.toArray(String[]::new));
            path.set(path.size() - 1, "--help");
            CommandResult longForm = CommandResult.of(program, UserData.folder(), path.toArray(String[]::new));
            assertEquals(0, shortForm.code(), path + ": " + shortForm.err());
            assertEquals(0, longForm.code(), path + ": " + longForm.err());
            assertEquals("", shortForm.err() + longForm.err(), path.toString());
            assertEquals(longForm.out(), shortForm.out(), path.toString());
            assertEquals(c.getUsageMessage(CommandLine.Help.Ansi.OFF), longForm.out(), path.toString());
        }
    }
}
