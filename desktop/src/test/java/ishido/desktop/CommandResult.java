package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.persist.UserData;
import ishido.platform.Platform;
import ishido.screens.play.PlayScreen;
import ishido.testing.TestPlatform;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;

/** What one run of a command line gave: the exit code and both output streams. */
public record CommandResult(int code, String out, String err) {
    /** A program's command line as a test runs it (the game's {@link Main#run}, the lab's): its exit code. */
    @FunctionalInterface
    public interface Program {
        int run(String[] args, PrintStream out, PrintStream err, Clock clock, Platform platform, Path dataFolder);
    }

    /** Runs the game's command line with the arguments on the fixed clock and the desktop's platform, capturing what it prints. */
    public static CommandResult of(String... args) {
        return in(UserData.folder(), args);
    }

    /** As {@link #of}, with the given data folder. */
    public static CommandResult in(Path dataFolder, String... args) {
        return of(Main::run, dataFolder, args);
    }

    /** Runs the program's command line with the arguments, on the fixed clock, the desktop's platform and the data folder. */
    public static CommandResult of(Program program, Path dataFolder, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = program.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), PlayScreen.FIXED_CLOCK, TestPlatform.desktop(),
                dataFolder);
        return new CommandResult(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    public List<String> outLines() {
        return out.lines().toList();
    }

    /** Each of the bad argument lists, after the command's name, exits 2 with one line that starts "ishido: " and prints nothing else. */
    public static void assertUsageErrors(String command, String[][] bad) {
        assertUsageErrors(Main::run, Main.PROGRAM, command, bad);
    }

    /** As {@link #assertUsageErrors(String, String[][])}, for the program of that name. */
    public static void assertUsageErrors(Program program, String name, String command, String[][] bad) {
        for (String[] args : bad) {
            String[] line = new String[args.length + 1];
            line[0] = command;
            System.arraycopy(args, 0, line, 1, args.length);
            CommandResult r = of(program, UserData.folder(), line);
            assertEquals(2, r.code(), String.join(" ", line));
            assertEquals("", r.out(), String.join(" ", line));
            assertEquals(1, r.err().strip().split("\n").length, r.err());
            assertTrue(r.err().startsWith(name + ": "), r.err());
        }
    }
}
