package ishido.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.desktop.CommandResult;
import java.util.List;
import org.junit.jupiter.api.Test;

class BeamCommandTest {
    private static CommandResult run(String... args) {
        String[] line = new String[args.length + 1];
        line[0] = "beam";
        System.arraycopy(args, 0, line, 1, args.length);
        return LabResult.of(line);
    }

    @Test
    void badOptionsGiveOneLineAndExitTwo() {
        String[][] bad = {{"--width"}, {"--width", "0"}, {"--width", "x"}, {"--games", "0"}, {"--frobnicate"},
            {"--deals", "/no/such/file"}};
        LabResult.assertUsageErrors("beam", bad);
    }

    @Test
    void helpExitsZero() {
        CommandResult r = run("--help");
        assertEquals(0, r.code());
        assertTrue(r.out().contains("--width"));
    }

    @Test
    void playsSelfplaysDealsAndSumsThemUp() {
        CommandResult r = run("--games", "2", "--seed", "5", "--width", "4");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.outLines();
        assertEquals(4, lines.size(), r.out());
        assertTrue(lines.get(0).matches("game=1 score=\\d+ fourways=\\d+ left=\\d+"), lines.get(0));
        assertTrue(lines.get(3).matches("games=2 emptied=\\d+\\.\\d% mean_score=\\d+\\.\\d mean_fourways=\\d+\\.\\d\\d"
                + " ms_per_game=\\d+\\.\\d"), lines.get(3));
        assertEquals(lines.subList(0, 3), run("--games", "2", "--seed", "5", "--width", "4").outLines().subList(0, 3),
                "the same deals, the same games");
    }
}
