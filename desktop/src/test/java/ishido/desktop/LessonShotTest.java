package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.lessons.Course;
import ishido.lessons.Play;
import ishido.png.PngReader;
import ishido.rules.Square;
import ishido.screens.review.ReviewBoard;
import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import ishido.theme.StoneNames;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The screenshot runner reaches every lesson of Help &gt; Learn to Play ({@code --screen lesson --lesson N}), and a
 * script's clicks on the lesson's squares pass it: the runner's pictures are the lesson screen's goldens (core's
 * lesson-N and lesson-N-passed), pixel for pixel, so the goldens are what the runner shows; so is Help &gt; Rules
 * ({@code --screen rules}, core's rules).
 */
class LessonShotTest {
    /** Core's goldens of the lesson screen, the reference for the runner's pictures. */
    private static final Path CORE_GOLDEN = Path.of("../core/src/test/resources/golden");

    @TempDir
    Path home;

    @Test
    void everyLessonsStartAndItsPassedStateAfterAScriptsClicks() throws Exception {
        StoneNames names = StoneNames.of(Catalog.stoneset(TestPlatform.storage(), Catalog.DEFAULT_THEME));
        for (int n = 1; n <= Course.count(); n++) {
            Path start = home.resolve("lesson-" + n + ".png");
            CommandResult r = CommandResult.of("screenshot", "--screen", "lesson", "--lesson", Integer.toString(n),
                    "--out", start.toString());
            assertEquals(0, r.code(), r.err());
            assertSame("lesson-" + n, start);
            StringBuilder clicks = new StringBuilder();
            Play play = Course.lesson(n).play(names);
            while (!play.isPassed()) {
                Square s = play.answers().get(0);
                clicks.append("click ").append(ReviewBoard.x(s) + 5).append(' ').append(ReviewBoard.y(s) + 5).append('\n');
                play.place(s);
            }
            Path script = home.resolve("lesson-" + n + ".txt");
            Files.writeString(script, clicks);
            Path passed = home.resolve("lesson-" + n + "-passed.png");
            r = CommandResult.of("screenshot", "--screen", "lesson", "--lesson", Integer.toString(n), "--script",
                    script.toString(), "--out", passed.toString());
            assertEquals(0, r.code(), r.err());
            assertSame("lesson-" + n + "-passed", passed);
        }
    }

    @Test
    void helpRulesIsRulesScreensGolden() throws Exception {
        Path rules = home.resolve("rules.png");
        CommandResult r = CommandResult.of("screenshot", "--screen", "rules", "--out", rules.toString());
        assertEquals(0, r.code(), r.err());
        assertSame("rules", rules);
    }

    @Test
    void theLessonScreenNeedsALessonOfTheCourse() {
        CommandResult none = CommandResult.of("screenshot", "--screen", "lesson", "--out", home.resolve("a.png").toString());
        assertEquals(2, none.code());
        assertTrue(none.err().contains("needs --lesson N (1-" + Course.count() + ")"), none.err());
        CommandResult other = CommandResult.of("screenshot", "--screen", "play", "--lesson", "3", "--out",
                home.resolve("a.png").toString());
        assertEquals(2, other.code());
        assertTrue(other.err().contains("--lesson goes with --screen lesson"), other.err());
    }

    /** The runner's picture is core's golden of that name, pixel for pixel. */
    private static void assertSame(String golden, Path shot) throws Exception {
        assertArrayEquals(PngReader.read(CORE_GOLDEN.resolve(golden + ".png")).toArgb(), PngReader.read(shot).toArgb(),
                shot + " is not core's golden " + golden);
    }
}
