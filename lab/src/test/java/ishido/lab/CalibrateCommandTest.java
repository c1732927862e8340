package ishido.lab;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.ai.Rating;
import ishido.desktop.CommandResult;
import ishido.persist.SpecialFiles;
import ishido.rules.Scoring;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** {@code calibrate}: the table and the bands from an earlier run's lines, one small run, bad input. */
class CalibrateCommandTest {
    @TempDir
    Path dir;

    @Test
    void theCutsBetweenSkillsAreChosenTogetherForTheSkillRatedAsItselfLeast() {
        // Novice 10-19%, Adept 5-14%, Expert 2-5.6%, Master 0.5-1.4%: each skill's games spread evenly, in
        // thousandths so that equal shares are equal doubles.
        int[][] ranges = {{100, 10}, {50, 10}, {20, 4}, {5, 1}};
        double[][] shares = new double[4][];
        for (int k = 0; k < 4; k++) {
            shares[k] = new double[10];
            for (int g = 0; g < 10; g++) {
                shares[k][g] = (ranges[k][0] + g * ranges[k][1]) / 1000.0;
            }
        }
        double[] b = CalibrateCommand.bands(shares);
        // Sage to Master's 10th percentile; Expert/Master halfway between 1.4% and 2%; Adept/Expert halfway between
        // 5.6% and 6%; Novice/Adept at 12.5%: Novice 7 of 10 as itself, Adept 7 (the Adept's two games at 5% and
        // 5.6% go to Expert). Cut on its own, Novice/Adept would balance at 11.5% (8 and 8 of those two alone),
        // leaving Adept 6 of 10. Novice reaches its worst game.
        assertArrayEquals(new double[] {0.0059, 0.017, 0.017, 0.058, 0.058, 0.125, 0.125, 0.19}, b, 1e-9);
    }

    /** The calibration Ancient's shipped bands were drawn from (deals 2001-2040), by the percentiles. */
    static final Path SHIPPED = Path.of("../docs/calibration-learned.txt");
    /** The calibration Modern's shipped bands were drawn from (fresh deals 500001-500020 and 600001-600020). */
    static final Path FRESH = Path.of("../docs/calibration-500001-600001.txt");

    @Test
    void theShippedBandsAreTheOnesTheShippedCalibrationsDraw() {
        assertEquals(expected(Scoring.MODERN, "Bands (mean share lost per move): "),
                bandLine(FRESH, "Bands", 0), "Modern: Rating's bands against " + FRESH);
        assertEquals(expected(Scoring.ANCIENT, "By the percentiles (the rule before): "),
                bandLine(SHIPPED, "By the percentiles", 1), "Ancient: Rating's bands against " + SHIPPED);
    }

    /** The line of calibrate --from FILE that starts so, of the scoring's table (0 Modern, 1 Ancient). */
    private static String bandLine(Path file, String start, int scoring) {
        CommandResult r = LabResult.of("calibrate", "--from", file.toString());
        assertEquals(0, r.code(), r.err());
        List<String> bands = r.outLines().stream().filter(l -> l.startsWith(start)).toList();
        assertEquals(2, bands.size(), r.out());
        return bands.get(scoring);
    }

    private static String expected(Scoring scoring, String start) {
        StringBuilder expected = new StringBuilder(start);
        Rating[] best = Rating.values();
        for (int k = best.length - 1; k >= 1; k--) {
            expected.append(String.format(Locale.ROOT, "%s <= %.2f%%, ", best[k].word(), 100 * best[k].maxLoss(scoring)));
        }
        return expected.append("Beginner above.").toString();
    }

    @Test
    void aRunsLinesAreSummedUpAgain() throws IOException {
        List<String> lines = new ArrayList<>();
        String[] skills = {"Novice", "Adept", "Expert", "Master"};
        for (int k = 0; k < 4; k++) {
            for (int g = 0; g < 3; g++) {
                for (String scoring : List.of("modern", "ancient")) {
                    lines.add(String.format(Locale.ROOT, "skill=%s scoring=%s deal=%d moves=60 share=%.5f loss=%.1f"
                            + " marks=1/2/3", skills[k], scoring, 2001 + g, 0.1 / (k + 1) + g * 0.001, 50.0));
                }
            }
        }
        Path file = dir.resolve("cal.txt");
        Files.write(file, lines);
        CommandResult r = LabResult.of("calibrate", "--from", file.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("| Novice | 3 | 180 | 50.0 | 10.10% ± 0.06 |"), r.out());
        assertTrue(r.out().contains("Ancient:"), r.out());
        assertTrue(r.out().contains("Bands (mean share lost per move): Sage <= "), r.out());
    }

    @Test
    void oneSmallRunPlaysAndReviewsEverySkillInBothScorings() {
        Path out = dir.resolve("run.txt");
        CommandResult r = LabResult.of("calibrate", "--games", "1", "--iterations", "20", "--threads", "1",
                "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(8, r.outLines().stream().filter(l -> l.startsWith("skill=")).count(), r.out());
        assertTrue(Files.exists(out));
    }

    @Test
    void badInputIsOneLineAndExitTwo() {
        for (String[] args : List.of(new String[] {"calibrate", "--games", "0"},
                new String[] {"calibrate", "extra"}, new String[] {"calibrate", "--from", dir.resolve("none").toString()},
                new String[] {"calibrate", "--bogus"}, new String[] {"calibrate", "--master-rollouts", "0"},
                new String[] {"calibrate", "--master-rollouts", "10", "--master-ms", "10"})) {
            CommandResult r = LabResult.of(args);
            assertEquals(2, r.code(), String.join(" ", args));
            assertEquals(1, r.err().lines().count(), r.err());
        }
        assertEquals(0, LabResult.of("calibrate", "--help").code());
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void itsLogRefusesAPipeAndADeviceBeforeItPlays() throws Exception {
        Path fifo = SpecialFiles.fifo(dir.resolve("calibration.txt"));
        for (Path target : List.of(fifo, Path.of("/dev/null"))) {
            CommandResult r = LabResult.of("calibrate", "--games", "1", "--iterations", "1", "--out", target.toString());
            assertEquals(2, r.code(), target + " -> " + r.err());
            assertEquals(Main.PROGRAM + ": Cannot write " + target + ": is a device or a pipe, not a regular file",
                    r.err().strip());
        }
        assertTrue(Files.exists(fifo) && !Files.isRegularFile(fifo), "the pipe is still there");
    }
}
