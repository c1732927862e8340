package ishido.persist;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;

/** A second Java process for the tests that need one (to kill it, or to race it): a test class's main. */
public final class ChildJvm {
    /** What a child prints once it is running, before it starts its work. */
    public static final String READY = "ready";

    private ChildJvm() {
    }

    /** Starts {@code main.main(args)} in a new JVM on the tests' class path and waits until it is ready. */
    public static Process start(Class<?> main, String... args) throws IOException {
        String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String[] command = {javaBin, "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
            "-cp", System.getProperty("java.class.path"), main.getName()};
        String[] all = Arrays.copyOf(command, command.length + args.length);
        System.arraycopy(args, 0, all, command.length, args.length);
        Process child = new ProcessBuilder(all).redirectErrorStream(true).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
        String first = out.readLine();
        if (!READY.equals(first)) {
            child.destroyForcibly();
        }
        assertEquals(READY, first);
        return child;
    }

    /** Called by the child's main when it is running. */
    public static void ready() {
        System.out.println(READY);
        System.out.flush();
    }
}
