package ishido.lab;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.ai.MasterStyle;
import ishido.ai.RolloutValue;
import ishido.desktop.CommandResult;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LearnCommandTest {
    private static CommandResult run(String... args) {
        String[] line = new String[args.length + 1];
        line[0] = "learn";
        System.arraycopy(args, 0, line, 1, args.length);
        return LabResult.of(line);
    }

    @Test
    void badOptionsGiveOneLineAndExitTwo(@TempDir Path dir) throws IOException {
        Path damaged = dir.resolve("damaged.bin");
        Files.write(damaged, "ishido-value 1\n# cut short".getBytes(StandardCharsets.UTF_8));
        Path out = dir.resolve("v.bin");
        String[][] bad = {{}, {"--games", "5"}, {"--out"}, {"--out", out.toString(), "--games", "0"},
            {"--out", out.toString(), "--games", "x"}, {"--out", out.toString(), "--seed", "y"},
            {"--out", out.toString(), "--step", "0"}, {"--out", out.toString(), "--step", "2"},
            {"--out", out.toString(), "--step", "1f"}, {"--out", out.toString(), "--step", "NaN"},
            {"--out", out.toString(), "--frobnicate"}, {"--games", "1", "--out", "/no/such/folder/v.bin"}};
        LabResult.assertUsageErrors("learn", bad);
        CommandResult.assertUsageErrors("selfplay", new String[][] {{"--value", damaged.toString()},
            {"--value", "/no/such/value"}, {"--value"}, {"--skill", "expert", "--value", "none"},
            {"--value-stones", "0"}, {"--value-stones", "73"}, {"--value-stones", "x"}, {"--value-stones"},
            {"--value", "none", "--value-stones", "5"}, {"--skill", "adept", "--value-stones", "5"}});
        assertTrue(Files.notExists(out), "nothing written on bad input");
    }

    @Test
    void helpExitsZero() {
        CommandResult r = run("--help");
        assertEquals(0, r.code());
        assertTrue(r.out().contains("--step"));
    }

    @Test
    void writesAValueThatSelfplayPlaysWithAndTheSameRunWritesTheSameFile(@TempDir Path dir) throws IOException {
        Path a = dir.resolve("a.bin");
        Path b = dir.resolve("b.bin");
        CommandResult r = run("--games", "30", "--seed", "9", "--out", a.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(11, r.outLines().size(), r.out());
        assertTrue(r.outLines().get(0).matches("games=3 fourways=\\d+\\.\\d{3}"), r.out());
        assertTrue(r.outLines().get(10).matches("games=30 alone_fourways=\\d+\\.\\d{3} alone_emptied=\\d+\\.\\d% ms=\\d+"),
                r.out());
        assertEquals(0, run("--games", "30", "--seed", "9", "--out", b.toString()).code());
        assertArrayEquals(Files.readAllBytes(a), Files.readAllBytes(b), "the same games, the same weights");
        assertNotEquals(RolloutValue.shipped(), RolloutValue.read(Files.readAllBytes(a)));
        assertTrue(new String(Files.readAllBytes(a), StandardCharsets.UTF_8)
                .contains("learn --games 30 --seed 9 --step 5.0E-4 --out FILE"));

        CommandResult learned = CommandResult.of("selfplay", "--games", "2", "--iterations", "40", "--value", a.toString());
        CommandResult none = CommandResult.of("selfplay", "--games", "2", "--iterations", "40", "--value", "none");
        CommandResult shipped = CommandResult.of("selfplay", "--games", "2", "--iterations", "40", "--value", "shipped");
        CommandResult asShipped = CommandResult.of("selfplay", "--games", "2", "--iterations", "40");
        assertEquals(0, learned.code(), learned.err());
        assertEquals(0, none.code(), none.err());
        assertNotEquals(none.outLines().subList(0, 2), learned.outLines().subList(0, 2), "another value, other games");
        assertNotEquals(none.outLines().subList(0, 2), shipped.outLines().subList(0, 2), "the shipped value plays");
        assertEquals(shipped.outLines().subList(0, 2), asShipped.outLines().subList(0, 2),
                "the Master as shipped has the shipped value");
        CommandResult tenStones = CommandResult.of("selfplay", "--games", "2", "--iterations", "40", "--value-stones",
                String.valueOf(MasterStyle.SHIPPED_VALUE_STONES));
        CommandResult everyStone = CommandResult.of("selfplay", "--games", "2", "--iterations", "40", "--value-stones", "all");
        assertEquals(0, everyStone.code(), everyStone.err());
        assertEquals(asShipped.outLines().subList(0, 2), tenStones.outLines().subList(0, 2),
                "the Master as shipped has the value for its rollouts' first stones");
        assertNotEquals(asShipped.outLines().subList(0, 2), everyStone.outLines().subList(0, 2),
                "the value for every stone plays other games");
    }
}
