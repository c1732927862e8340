package ishido.screens.opening;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ishido.machine.InputEvent;
import ishido.machine.Machine;
import ishido.screens.Golden;
import ishido.screens.play.PlayScreen;
import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/** Golden images of the opening: each title, the board before the code, the code screen, a wrong answer, the wheel. */
class OpeningGoldenTest {
    private static final long SEED = 1;

    private static PlayScreen play() throws IOException {
        return new PlayScreen(TestPlatform.desktop(), Catalog.stoneset(TestPlatform.storage(), Catalog.DEFAULT_THEME), Catalog.board(TestPlatform.storage(), Catalog.DEFAULT_THEME), SEED);
    }

    private static void shoot(String name, Machine machine) throws IOException {
        machine.render();
        Golden.assertMatches(name, machine.framebuffer().toImage());
    }

    @Test
    void eachTitleAtFullColour() throws IOException {
        Machine machine = new Machine(Opening.at("title", play(), SEED));
        for (int i = 0; i < TitleSequence.HOLD / 2; i++) {
            machine.tick();
        }
        for (int t = 0; t < TitleSequence.count(); t++) {
            shoot("opening-title-" + (t + 1), machine);
            machine.post(InputEvent.key(ishido.machine.Key.ENTER));
            // The key starts the fade-out; the next title then fades in and holds.
            for (int i = 0; i < TitleSequence.FADE + TitleSequence.FADE + TitleSequence.HOLD / 2; i++) {
                machine.tick();
            }
        }
    }

    @Test
    void aTitleHalfFadedOut() throws IOException {
        Machine machine = new Machine(Opening.at("title", play(), SEED));
        // Into the second title's fade-in: the first ends at once on a click, being at full colour.
        machine.post(InputEvent.press(10, 10, InputEvent.LEFT_BUTTON));
        for (int i = 0; i <= TitleSequence.FADE + TitleSequence.FADE / 2; i++) {
            machine.tick();
        }
        shoot("opening-title-fading", machine);
    }

    @Test
    void theBoardBeforeTheCodeSaysHowToGoOn() throws IOException {
        // The status line asks for the click (a newcomer took the silent board for the game).
        shoot("opening-board", new Machine(Opening.at("board", play(), SEED)));
    }

    @Test
    void theBoardAndTheCodeOfferNoMenusAndTheCodeAsksForDigits() throws IOException {
        Opening opening = Opening.at("board", play(), SEED);
        Machine machine = new Machine(opening);
        machine.render();
        // The page's Menu, Suggest and New Game looked ready on the code screen and did nothing: none is offered.
        assertEquals(null, machine.framebuffer().menuKeys(), "the board before the code");
        assertEquals(false, machine.textEntry());
        machine.post(InputEvent.key(ishido.machine.Key.ENTER));
        machine.tick();
        machine.render();
        assertEquals(Opening.Stage.CODE, opening.stage());
        assertEquals(null, machine.framebuffer().menuKeys(), "the code screen");
        assertEquals(null, machine.framebuffer().menus());
        // Its field is a number's: a phone's page opens the digit keyboard, and only digits go in.
        assertEquals(true, machine.digitEntry());
        for (char c : "a4x2".toCharArray()) {
            machine.post(InputEvent.character(c, false));
        }
        machine.tick();
        assertEquals("42", opening.code().fieldText());
    }

    @Test
    void theRightButtonGoesOnFromTheBoardAsTheLeftDoes() throws IOException {
        Opening opening = Opening.at("board", play(), SEED);
        Machine machine = new Machine(opening);
        machine.tick();
        machine.post(InputEvent.press(100, 100, InputEvent.RIGHT_BUTTON));
        machine.tick();
        assertEquals(Opening.Stage.CODE, opening.stage());
    }

    @Test
    void theCodeScreen() throws IOException {
        shoot("opening-code", new Machine(Opening.at("code", play(), SEED)));
    }

    @Test
    void theCodeRequesterLeavesTheColoursOfTheBoardAndStonesBehindIt() throws IOException {
        Machine board = new Machine(Opening.at("board", play(), SEED));
        board.render();
        Machine code = new Machine(Opening.at("code", play(), SEED));
        code.render();
        for (int i = 0; i < ishido.gfx.Palette.SIZE; i++) {
            assertEquals(board.framebuffer().palette().get(i), code.framebuffer().palette().get(i), "register " + i);
        }
    }

    @Test
    void aWrongAnswer() throws IOException {
        Machine machine = new Machine(Opening.at("code", play(), SEED));
        for (char c : "11".toCharArray()) {
            machine.post(InputEvent.character(c, false));
        }
        machine.post(InputEvent.key(ishido.machine.Key.ENTER));
        machine.tick();
        shoot("opening-code-wrong", machine);
    }

    @Test
    void theOnScreenWheel() throws IOException {
        shoot("opening-codewheel", new Machine(Opening.at("codewheel", play(), SEED)));
    }

    @Test
    void theOnScreenWheelForSquarePixels() throws IOException {
        Machine machine = new Machine();
        machine.setPixelAspect(ishido.store.DisplayOptions.Aspect.SQUARE);
        machine.show(Opening.at("codewheel", play(), SEED));
        shoot("opening-codewheel-square", machine);
    }

    @Test
    void theBoardIsGreetedByTheWindChimesOnceBeforeTheCode() throws IOException {
        Machine machine = new Machine(Opening.at("board", play(), SEED));
        machine.tick();
        machine.tick();
        assertEquals(java.util.List.of(ishido.audio.Effect.WIND_CHIMES), machine.jukebox().played());
        machine.post(InputEvent.key(ishido.machine.Key.ENTER));
        machine.tick();
        assertEquals(1, machine.jukebox().played().size(), "the code screen makes no sound of its own");
    }
}
