package ishido.desktop;

import ishido.platform.Platform;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Clock;

/**
 * What a command runs with: where its output and its messages go (err prints in the program's one form, {@link
 * Cli#messages}), the clock dates come from, the platform (the storage of user data, the schedulers) and the data
 * folder.
 */
public record CommandContext(PrintStream out, PrintStream err, Clock clock, Platform platform, Path dataFolder) {
}
