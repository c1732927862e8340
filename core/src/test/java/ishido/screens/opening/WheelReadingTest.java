package ishido.screens.opening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.codewheel.Challenge;
import ishido.codewheel.Codewheel;
import ishido.codewheel.Disc;
import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Machine;
import ishido.machine.Screen;
import ishido.match.Timer;
import ishido.rules.SplitMix64;
import ishido.store.DisplayOptions;
import ishido.ui.Button;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Solves challenges on the on-screen wheel as a player would: clicks the arrows until the second pattern
 * is under the first and the first word under both, then reads the labelled window's digits off the
 * rendered frame, and types them into the code screen.
 */
class WheelReadingTest {
    /** A screen that shows nothing, standing for the board under the code screen. */
    private static final Screen BLANK = new Screen() {
        @Override
        public void input(InputEvent event) {
        }

        @Override
        public void tick() {
        }

        @Override
        public void render(Framebuffer fb) {
            fb.clear(0);
        }
    };

    private static void click(Machine m, int x, int y) {
        m.post(InputEvent.move(x, y));
        m.post(InputEvent.press(x, y, InputEvent.LEFT_BUTTON));
        m.post(InputEvent.release(x, y, InputEvent.LEFT_BUTTON));
        m.tick();
    }

    private static void click(Machine m, Button b) {
        click(m, b.x() + b.width() / 2, b.y() + b.height() / 2);
    }

    /** The position (0 to SECTORS - 1 from the top) where the view drew a disc's sector, read from the view's setting. */
    private static int positionOf(WheelView view, Disc disc, int sector) {
        return Codewheel.sector(sector + view.setting().rotation(disc));
    }

    /** Reads one digit inside an opening of the frame: the digit whose glyph alone matches the ink there. */
    static int readDigit(Framebuffer fb, WheelView.Opening o) {
        List<Integer> found = new ArrayList<>();
        for (int d = 0; d <= 9; d++) {
            Framebuffer glyph = new Framebuffer();
            Font.standard().draw(glyph, 0, 0, Integer.toString(d), 1);
            for (int oy = o.y() - 2; oy <= o.y() + o.h() - 4; oy++) {
                for (int ox = o.x() - 2; ox <= o.x() + o.w() - 4; ox++) {
                    if (matches(fb, glyph, ox, oy, o)) {
                        found.add(d);
                    }
                }
            }
        }
        assertEquals(1, found.size(), "one digit in the opening at " + o + ", found " + found);
        return found.get(0);
    }

    private static boolean matches(Framebuffer fb, Framebuffer glyph, int ox, int oy, WheelView.Opening o) {
        int ink = 0;
        for (int y = 0; y < Drawing.INK_HEIGHT; y++) {
            for (int x = 0; x < 6; x++) {
                int px = ox + x;
                int py = oy + y;
                boolean wanted = glyph.get(x, y) == 1;
                boolean inOpening = o.contains(px, py);
                if (wanted && !inOpening) {
                    return false;
                }
                if (!inOpening) {
                    continue;
                }
                boolean inked = fb.get(px, py) == WheelView.INK;
                if (wanted != inked) {
                    return false;
                }
                ink += inked ? 1 : 0;
            }
        }
        return ink > 0;
    }

    /** Reads a window's number off the frame: the digit in its outer opening, then the one in its inner. */
    static int readWindow(Framebuffer fb, WheelView view, int window) {
        return 10 * readDigit(fb, view.opening(window, true)) + readDigit(fb, view.opening(window, false));
    }

    private static int solveOnScreen(Machine m, CodeScreen code) {
        Challenge c = code.challenge();
        click(m, code.showWheelButton());
        assertTrue(code.showingWheel());
        WheelScreen screen = code.wheelScreen();
        WheelView view = screen.view();
        int at = positionOf(view, Disc.OUTER, c.outerPattern());
        for (int i = 0; i < Codewheel.SECTORS && positionOf(view, Disc.MIDDLE, c.middlePattern()) != at; i++) {
            click(m, screen.arrow(Disc.MIDDLE, true));
        }
        assertEquals(at, positionOf(view, Disc.MIDDLE, c.middlePattern()));
        for (int i = 0; i < Codewheel.SECTORS && positionOf(view, Disc.INNER, c.edgeWord()) != at; i++) {
            click(m, screen.arrow(Disc.INNER, false));
        }
        assertEquals(at, positionOf(view, Disc.INNER, c.edgeWord()));
        m.render();
        int read = readWindow(m.framebuffer(), view, c.window());
        m.post(InputEvent.key(Key.ESCAPE));
        m.tick();
        assertFalse(code.showingWheel());
        m.post(InputEvent.character('w', true));
        m.tick();
        assertTrue(code.showingWheel(), "Amiga-W opens the wheel too");
        m.post(InputEvent.key(Key.ENTER));
        m.tick();
        assertFalse(code.showingWheel());
        return read;
    }

    /**
     * A player who only follows the guide: Right turns the disc the wheel has chosen until the step moves on, and
     * the window read is the framed one. Every challenge comes out right, from any turn of the discs.
     */
    @Test
    void followingTheGuideStepByStepGivesTheAnswer() {
        for (long seed = 0; seed < 40; seed++) {
            Opening opening = new Opening(BLANK, false, true, new SplitMix64(seed));
            Machine m = new Machine(opening);
            m.post(InputEvent.key(Key.ENTER));
            m.tick();
            CodeScreen code = opening.code();
            WheelView view = code.wheelScreen().view();
            for (Disc d : Disc.values()) {
                view.turn(d, (int) (seed * (d.ordinal() + 2)));
            }
            click(m, code.showWheelButton());
            List<ishido.codewheel.Step> seen = new ArrayList<>();
            for (int turns = 0; turns < 3 * Codewheel.SECTORS && view.step() != ishido.codewheel.Step.READ; turns++) {
                if (seen.isEmpty() || seen.get(seen.size() - 1) != view.step()) {
                    seen.add(view.step());
                }
                assertEquals(view.step().disc(), view.selected(), "the step's disc is the one the keys turn");
                m.post(InputEvent.key(Key.RIGHT));
                m.tick();
            }
            assertEquals(ishido.codewheel.Step.READ, view.step(), "seed " + seed);
            for (int i = 1; i < seen.size(); i++) {
                assertTrue(seen.get(i).ordinal() > seen.get(i - 1).ordinal(), "the steps in order, each once: " + seen);
            }
            m.render();
            assertEquals(Codewheel.STANDARD.answer(code.challenge()), readWindow(m.framebuffer(), view, code.challenge().window()),
                    "seed " + seed);
        }
    }

    /**
     * The guide below Done, at each of its steps: three lines of ink, the last clear of the screen's bottom edge
     * (two rows of the panel under it), not run into each other nor into Done. Its third line was cut at the edge.
     */
    @Test
    void everyStepOfTheGuideShowsWholeAboveTheBottomEdge() {
        Opening opening = new Opening(BLANK, false, true, new SplitMix64(3));
        Machine m = new Machine(opening);
        m.post(InputEvent.key(Key.ENTER));
        m.tick();
        CodeScreen code = opening.code();
        WheelView view = code.wheelScreen().view();
        click(m, code.showWheelButton());
        Button done = code.wheelScreen().done();
        List<ishido.codewheel.Step> checked = new ArrayList<>();
        for (int turns = 0; turns < 3 * Codewheel.SECTORS && checked.size() < 3; turns++) {
            if (!checked.contains(view.step())) {
                checked.add(view.step());
                m.render();
                List<int[]> bands = inkBands(m.framebuffer(), done.y() + done.height());
                assertEquals(3, bands.size(), view.step() + ": the guide's lines");
                assertTrue(bands.get(2)[1] <= Framebuffer.HEIGHT - 4, view.step() + ": the last line ends at row "
                        + bands.get(2)[1] + ", on the screen's bottom edge");
            }
            m.post(InputEvent.key(Key.RIGHT));
            m.tick();
        }
        assertEquals(3, checked.size(), "the guide's three steps: " + checked);
    }

    /** The runs of rows with the text's ink in the wheel's panel, from a row down to the bevel at the bottom. */
    private static List<int[]> inkBands(Framebuffer fb, int from) {
        List<int[]> bands = new ArrayList<>();
        int start = -1;
        for (int y = from; y < Framebuffer.HEIGHT - 1; y++) {
            boolean ink = false;
            for (int x = 206; x < Framebuffer.WIDTH - 2; x++) {
                ink |= fb.get(x, y) == ishido.ui.Pens.TEXT;
            }
            if (ink && start < 0) {
                start = y;
            } else if (!ink && start >= 0) {
                bands.add(new int[] {start, y - 1});
                start = -1;
            }
        }
        if (start >= 0) {
            bands.add(new int[] {start, Framebuffer.HEIGHT - 2});
        }
        return bands;
    }

    @Test
    void everyChallengeReadOffTheScreenIsTheCheckersAnswer() {
        for (long seed = 0; seed < 60; seed++) {
            Opening opening = new Opening(BLANK, false, true, new SplitMix64(seed));
            Machine m = new Machine(opening);
            m.post(InputEvent.key(Key.ENTER));
            m.tick();
            assertEquals(Opening.Stage.CODE, opening.stage());
            CodeScreen code = opening.code();
            // The outer disc is where the last player left it: the answer must not depend on that.
            code.wheelScreen().view().turn(Disc.OUTER, (int) seed);
            int read = solveOnScreen(m, code);
            assertEquals(Codewheel.STANDARD.answer(code.challenge()), read, "seed " + seed + ": " + code.challenge());
            for (char ch : Integer.toString(read).toCharArray()) {
                m.post(InputEvent.character(ch, false));
            }
            m.post(InputEvent.key(Key.ENTER));
            m.tick();
            assertEquals(Opening.Stage.PLAYING, opening.stage(), "the right number starts the game");
        }
    }

    @Test
    void theWheelLooksRoundOnTheMonitorForEitherPixelShape() {
        for (DisplayOptions.Aspect aspect : DisplayOptions.Aspect.values()) {
            Machine m = new Machine();
            m.setPixelAspect(aspect);
            m.show(Opening.at("codewheel", BLANK, 1));
            m.render();
            Framebuffer fb = m.framebuffer();
            // The outer disc's rim is drawn in the ink or the selection's colour; measure the extent of the wheel's pens.
            int left = Framebuffer.WIDTH;
            int right = -1;
            int top = Framebuffer.HEIGHT;
            int bottom = -1;
            for (int y = 0; y < Framebuffer.HEIGHT; y++) {
                for (int x = 0; x < 200; x++) {
                    if (fb.get(x, y) >= WheelView.WHEEL_BASE) {
                        left = Math.min(left, x);
                        right = Math.max(right, x);
                        top = Math.min(top, y);
                        bottom = Math.max(bottom, y);
                    }
                }
            }
            double across = (right - left + 1) * aspect.widthPerHeight();
            double down = bottom - top + 1;
            assertEquals(1.0, across / down, 0.02, aspect + ": " + (right - left + 1) + " columns by " + down
                    + " rows is not round on the monitor");
        }
    }

    @Test
    void draggingADiscTurnsItAndItComesToRestOnASector() {
        WheelView view = new WheelView(Codewheel.STANDARD);
        int r = (int) (WheelView.RADIUS * (Codewheel.MIDDLE_RADIUS + Codewheel.INNER_RADIUS) / 2);
        // From the top of the middle ring round to its right: 100 degrees is 1.67 sectors.
        view.mouse(InputEvent.press(WheelView.CX, WheelView.CY - r, InputEvent.LEFT_BUTTON));
        assertEquals(Disc.MIDDLE, view.selected());
        for (int k = 1; k <= 10; k++) {
            double a = Math.toRadians(10.0 * k);
            view.mouse(InputEvent.move(WheelView.CX + (int) Math.round(r * Math.sin(a)),
                    WheelView.CY - (int) Math.round(r * Math.cos(a))));
        }
        view.mouse(InputEvent.release(WheelView.CX + r, WheelView.CY, InputEvent.LEFT_BUTTON));
        assertEquals(2, view.setting().middle(), "1.67 sectors rests on 2");
        assertEquals(0, view.setting().outer());
        assertEquals(0, view.setting().inner());
    }

    @Test
    void threeWrongNumbersGiveAFreshChallengeAndNeverLockTheDoor() {
        Opening opening = new Opening(BLANK, false, true, new SplitMix64(7));
        Machine m = new Machine(opening);
        m.post(InputEvent.key(Key.ENTER));
        m.tick();
        CodeScreen code = opening.code();
        List<Challenge> seen = new ArrayList<>();
        for (int round = 0; round < 4; round++) {
            seen.add(code.challenge());
            int wrong = Codewheel.STANDARD.answer(code.challenge()) == 11 ? 12 : 11;
            for (int t = 0; t < CodeScreen.TRIES; t++) {
                assertEquals(seen.get(round), code.challenge(), "the same challenge until the third wrong number");
                for (char ch : Integer.toString(wrong).toCharArray()) {
                    m.post(InputEvent.character(ch, false));
                }
                m.post(InputEvent.key(Key.ENTER));
                m.tick();
                assertFalse(code.message().isEmpty());
                assertEquals(Opening.Stage.CODE, opening.stage());
            }
        }
        assertTrue(seen.stream().distinct().count() > 1, "fresh challenges: " + seen);
        for (char ch : Integer.toString(Codewheel.STANDARD.answer(code.challenge())).toCharArray()) {
            m.post(InputEvent.character(ch, false));
        }
        m.post(InputEvent.key(Key.ENTER));
        m.tick();
        assertEquals(Opening.Stage.PLAYING, opening.stage());
    }

    @Test
    void withTheCodewheelOffTheTitlesLeadStraightIntoTheGame() {
        Opening opening = new Opening(BLANK, true, false, new SplitMix64(1));
        Machine m = new Machine(opening);
        assertEquals(Opening.Stage.TITLES, opening.stage());
        for (int i = 0; i < TitleSequence.totalTicks() && opening.stage() == Opening.Stage.TITLES; i++) {
            m.tick();
        }
        assertEquals(Opening.Stage.PLAYING, opening.stage(), "the titles end by themselves, and the game begins");
        assertTrue(TitleSequence.totalTicks() < 10 * Timer.TICKS_PER_SECOND, "the titles take under ten seconds");
        assertEquals(BLANK, m.screen(), "the game took the opening's place");
    }

    @Test
    void aKeySkipsEachTitle() {
        Opening opening = new Opening(BLANK, true, true, new SplitMix64(1));
        Machine m = new Machine(opening);
        int ticks = 0;
        while (opening.stage() == Opening.Stage.TITLES && ticks < 1000) {
            m.post(InputEvent.key(Key.ENTER));
            m.tick();
            ticks++;
        }
        assertEquals(Opening.Stage.BOARD, opening.stage());
        assertTrue(ticks <= TitleSequence.count() * (TitleSequence.FADE + 2), "skipped in " + ticks + " ticks");
        click(m, 100, 100);
        assertEquals(Opening.Stage.CODE, opening.stage());
    }
}
