package ishido.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.ai.RolloutFit;
import ishido.desktop.CommandResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FitCommandTest {
    private static CommandResult run(String... args) {
        String[] line = new String[args.length + 1];
        line[0] = "fit";
        System.arraycopy(args, 0, line, 1, args.length);
        return LabResult.of(line);
    }

    @Test
    void badOptionsGiveOneLineAndExitTwo(@TempDir Path dir) throws IOException {
        Path damaged = dir.resolve("damaged.txt");
        Files.writeString(damaged, "ishido-rollouts 1\npolicy 1\n");
        String[][] bad = {{"--games"}, {"--games", "0"}, {"--games", "x"}, {"--seed", "y"}, {"--iterations", "0"},
            {"--threads", "0"}, {"--frobnicate"}, {"--out"}, {"--rollouts", "/no/such/weights"},
            {"--rollouts", damaged.toString()}, {"--games", "1", "--iterations", "5", "--out", "/no/such/folder/w.txt"}};
        LabResult.assertUsageErrors("fit", bad);
        CommandResult.assertUsageErrors("selfplay", new String[][] {{"--rollouts", damaged.toString()},
            {"--rollouts", "/no/such/weights"}, {"--rollouts"}, {"--skill", "expert", "--rollouts", "fitted"}});
    }

    @Test
    void helpExitsZero() {
        CommandResult r = run("--help");
        assertEquals(0, r.code());
        assertTrue(r.out().contains("--rollouts"));
    }

    @Test
    void writesWeightsThatSelfplayPlaysWithAndTheSameRunWritesTheSameFile(@TempDir Path dir) throws IOException {
        Path a = dir.resolve("a.txt");
        Path b = dir.resolve("b.txt");
        CommandResult r = run("--games", "2", "--seed", "9", "--iterations", "40", "--out", a.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().matches("choices=\\d+ policy_top=0\\.\\d{4} policy_loglik=-\\d+\\.\\d{4} fit_top=0\\.\\d{4}"
                + " fit_loglik=-\\d+\\.\\d{4} ms=\\d+\\s*"), r.out());
        assertEquals(0, run("--games", "2", "--seed", "9", "--iterations", "40", "--threads", "2", "--out", b.toString())
                .code());
        assertEquals(Files.readString(a), Files.readString(b), "the same games on two threads");
        RolloutFit.parse(Files.readString(a));
        assertTrue(Files.readString(a).contains("fit --games 2 --seed 9 --iterations 40 --out FILE"));

        // With no value choosing the rollouts' moves, the policy and its learned part choose them.
        CommandResult plain = CommandResult.of("selfplay", "--games", "2", "--iterations", "40", "--rollouts", "policy",
                "--value", "none");
        CommandResult fitted = CommandResult.of("selfplay", "--games", "2", "--iterations", "40", "--rollouts", a.toString(),
                "--value", "none");
        CommandResult shipped = CommandResult.of("selfplay", "--games", "2", "--iterations", "40", "--rollouts", "fitted",
                "--value", "shipped");
        CommandResult asShipped = CommandResult.of("selfplay", "--games", "2", "--iterations", "40");
        assertEquals(0, fitted.code(), fitted.err());
        assertEquals(0, shipped.code(), shipped.err());
        assertNotEquals(plain.outLines().subList(0, 2), fitted.outLines().subList(0, 2), "other rollouts, other games");
        assertNotEquals(plain.outLines().subList(0, 2), shipped.outLines().subList(0, 2), "the shipped weights play");
        assertEquals(shipped.outLines().subList(0, 2), asShipped.outLines().subList(0, 2),
                "the Master as shipped has the shipped weights");
    }
}
