package ishido.desktop;

import ishido.screens.play.PlayScreen;
import ishido.testing.TestPlatform;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** What one run of the command line gave: the exit code and both output streams. */
record CommandResult(int code, String out, String err) {
    /** Runs {@link Main#run} with the arguments on the fixed clock and the desktop's platform, capturing what it prints. */
    static CommandResult of(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), PlayScreen.FIXED_CLOCK, TestPlatform.desktop());
        return new CommandResult(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    List<String> outLines() {
        return out.lines().toList();
    }
}
