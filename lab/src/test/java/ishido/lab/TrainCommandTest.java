package ishido.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.ai.Evaluation;
import ishido.desktop.CommandResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TrainCommandTest {
    private static CommandResult run(String... args) {
        String[] line = new String[args.length + 1];
        line[0] = "train";
        System.arraycopy(args, 0, line, 1, args.length);
        return LabResult.of(line);
    }

    @Test
    void badOptionsGiveOneLineAndExitTwo() {
        String[][] bad = {{"--games"}, {"--games", "0"}, {"--games", "x"}, {"--seed", "y"}, {"--frobnicate"},
            {"--out"}, {"--games", "1", "--out", "/no/such/folder/w.txt"}};
        LabResult.assertUsageErrors("train", bad);
    }

    @Test
    void helpExitsZero() {
        CommandResult r = run("--help");
        assertEquals(0, r.code());
        assertTrue(r.out().contains("--games"));
    }

    @Test
    void writesWeightsThatReadBackAndTheSameRunWritesTheSameFile(@TempDir Path dir) throws IOException {
        Path a = dir.resolve("a.txt");
        Path b = dir.resolve("b.txt");
        CommandResult r = run("--games", "20", "--seed", "9", "--out", a.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().matches("positions=\\d+ rmse=\\d+\\.\\d+ rmse_of_mean=\\d+\\.\\d+ ms=\\d+\\s*"), r.out());
        assertEquals(0, run("--games", "20", "--seed", "9", "--out", b.toString()).code());
        assertEquals(Files.readString(a), Files.readString(b));
        Evaluation.parse(Files.readString(a));
        assertTrue(Files.readString(a).contains("train --games 20 --seed 9 --out FILE"));
    }
}
