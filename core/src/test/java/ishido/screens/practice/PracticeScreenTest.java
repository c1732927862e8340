package ishido.screens.practice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.ai.GameReview;
import ishido.ai.Limits;
import ishido.ai.Reviewer;
import ishido.gfx.Framebuffer;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Machine;
import ishido.machine.Screen;
import ishido.practice.Practice;
import ishido.rules.GameRecord;
import ishido.rules.Square;
import ishido.screens.Golden;
import ishido.screens.review.ReviewBoard;
import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The practice screen against reference images, and its flow: click, answer, next, leave with the result. */
class PracticeScreenTest {
    private static GameReview reviewed() throws Exception {
        try (InputStream in = PracticeScreenTest.class.getResourceAsStream("/ishido/ai/adept-game.txt")) {
            GameReview review = GameReview.of(GameRecord.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8)));
            new Reviewer(1, Limits.iterations(200)).reviewAll(review, () -> false);
            return review;
        }
    }

    private static void click(Machine m, Square s) {
        m.post(InputEvent.press(ReviewBoard.x(s) + 5, ReviewBoard.y(s) + 5, InputEvent.LEFT_BUTTON));
        m.tick();
    }

    @Test
    void aMistakeIsAskedAnsweredAndTheResultKeptOnLeaving() throws Exception {
        Practice practice = new Practice(reviewed());
        List<Practice.Result> kept = new ArrayList<>();
        Screen below = new Screen() {
            @Override
            public void input(InputEvent event) {
            }

            @Override
            public void tick() {
            }

            @Override
            public void render(Framebuffer fb) {
            }
        };
        Machine m = new Machine(below);
        PracticeScreen screen = new PracticeScreen(practice,
                Catalog.stoneset(TestPlatform.storage(), Catalog.DEFAULT_THEME), kept::add);
        m.push(screen);
        m.render();
        Golden.assertMatches("practice-ask", m.framebuffer().toImage());
        // The square played again: not found, the best shown as a ghost with the reasons.
        click(m, practice.turn().played());
        assertEquals(practice.turn().played(), practice.answer());
        m.render();
        Golden.assertMatches("practice-answer", m.framebuffer().toImage());
        m.post(InputEvent.key(Key.ENTER));
        m.tick();
        assertEquals(1, practice.index());
        click(m, practice.review().best());
        assertTrue(practice.found());
        m.post(InputEvent.key(Key.ESCAPE));
        m.tick();
        assertSame(below, m.screen());
        assertEquals(List.of(new Practice.Result(1, 2)), kept);
    }

    @Test
    void afterAFingersTapTheQuestionSaysTapItsSquare() throws Exception {
        Machine m = new Machine(new PracticeScreen(new Practice(reviewed()),
                Catalog.stoneset(TestPlatform.storage(), Catalog.DEFAULT_THEME), r -> { }));
        PracticeScreen screen = (PracticeScreen) m.screen();
        m.touched(true);
        assertTrue(String.join(" ", screen.strip()).contains("Tap its square."), screen.strip().toString());
        m.touched(false);
        assertTrue(String.join(" ", screen.strip()).contains("Click its square."), screen.strip().toString());
    }

    @Test
    void theStripNamesThePadsButtonsWhileThePadIsInUse() throws Exception {
        Practice practice = new Practice(reviewed());
        Machine m = new Machine(new Screen() {
            @Override
            public void input(InputEvent event) {
            }

            @Override
            public void tick() {
            }

            @Override
            public void render(Framebuffer fb) {
            }
        });
        PracticeScreen screen = new PracticeScreen(practice,
                Catalog.stoneset(TestPlatform.storage(), Catalog.DEFAULT_THEME), r -> { });
        m.push(screen);
        assertTrue(String.join(" ", screen.strip()).contains("Click its square."), screen.strip().toString());
        m.post(InputEvent.padKey(Key.UP));
        m.tick();
        assertTrue(String.join(" ", screen.strip()).contains("Choose its square."), screen.strip().toString());
        while (!practice.isDone()) {
            click(m, practice.review().best());
            m.post(InputEvent.key(Key.ENTER));
            m.tick();
        }
        assertEquals("Esc or Exit returns to the review.", screen.strip().get(1));
        m.post(InputEvent.padKey(Key.UP));
        m.tick();
        assertEquals("B or Exit returns to the review.", screen.strip().get(1));
    }
}
