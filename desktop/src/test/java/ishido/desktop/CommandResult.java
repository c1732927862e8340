package ishido.desktop;

import ishido.persist.UserData;
import ishido.screens.play.PlayScreen;
import ishido.testing.TestPlatform;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/** What one run of the command line gave: the exit code and both output streams. */
record CommandResult(int code, String out, String err) {
    /** Runs {@link Main#run} with the arguments on the fixed clock and the desktop's platform, capturing what it prints. */
    static CommandResult of(String... args) {
        return in(UserData.folder(), args);
    }

    /** As {@link #of}, with the given data folder. */
    static CommandResult in(Path dataFolder, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), PlayScreen.FIXED_CLOCK, TestPlatform.desktop(),
                dataFolder);
        return new CommandResult(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    List<String> outLines() {
        return out.lines().toList();
    }

    /** Each of the bad argument lists, after the command's name, exits 2 with one line that starts "ishido: " and prints nothing else. */
    static void assertUsageErrors(String command, String[][] bad) {
        for (String[] args : bad) {
            String[] line = new String[args.length + 1];
            line[0] = command;
            System.arraycopy(args, 0, line, 1, args.length);
            CommandResult r = of(line);
            org.junit.jupiter.api.Assertions.assertEquals(2, r.code(), String.join(" ", line));
            org.junit.jupiter.api.Assertions.assertEquals("", r.out(), String.join(" ", line));
            org.junit.jupiter.api.Assertions.assertEquals(1, r.err().strip().split("\n").length, r.err());
            org.junit.jupiter.api.Assertions.assertTrue(r.err().startsWith("ishido: "), r.err());
        }
    }
}
