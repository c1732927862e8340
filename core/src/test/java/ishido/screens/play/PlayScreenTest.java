package ishido.screens.play;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.lessons.Reasons;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Machine;
import ishido.machine.Screen;
import ishido.machine.Script;
import ishido.rules.Game;
import ishido.rules.Square;
import ishido.rules.Stone;
import ishido.screens.TestArt;
import ishido.store.Settings;
import ishido.testing.TestPlatform;
import ishido.theme.StoneNames;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class PlayScreenTest {
    private PlayScreen play;
    private Machine machine;

    @BeforeEach
    void setUp() {
        play = new PlayScreen(TestPlatform.desktop(), TestArt.stoneset(), TestArt.board(), 7);
        machine = new Machine(play);
    }

    private void run(String script) {
        Script.parse(script).run(machine, () -> play);
    }

    private static Square firstLegal(Game g) {
        return g.legalSquares().get(0);
    }

    private static Square someIllegalEmpty(Game g) {
        for (int i = 0; i < Square.COUNT; i++) {
            Square s = Square.byIndex(i);
            if (g.stoneAt(s) == null && g.ways(s) == 0) {
                return s;
            }
        }
        throw new AssertionError("no illegal empty square");
    }

    @Test
    void theFingersMenusLeaveTheScreenAsItWasAndTheirChoiceRunsTheItem() {
        run("wait 10");
        machine.render();
        byte[] board = machine.framebuffer().pixels().clone();
        assertEquals(null, machine.framebuffer().menus());
        run("menu open\nwait 2");
        machine.render();
        assertArrayEquals(board, machine.framebuffer().pixels(), "the finger's menus are drawn by the page, not here");
        String outline = machine.framebuffer().menus();
        assertNotNull(outline);
        assertTrue(outline.contains("menu\tGame\nitem\te\tNew Game\tN\t\n"), outline);
        // Game > Play Deal...: the 16th row of Game, its separators counted.
        run("menu 2 15\nwait 2");
        machine.render();
        assertEquals(null, machine.framebuffer().menus());
        assertTrue(machine.framebuffer().gadgets().text().contains("Cancel"), machine.framebuffer().gadgets().text());
        assertTrue(machine.textEntry(), "Play Deal's code field has the keyboard");
    }

    /** Start, the d-pad to Game > Play Deal... (past its ghosted items) and A, as a pad alone opens it. */
    static final String PAD_TO_PLAY_DEAL = "pad key MENU\npad key RIGHT\npad key RIGHT\n" + "pad key DOWN\n".repeat(9)
            + "pad key ENTER\nwait 2";

    @Test
    void thePadsAIsReturnStartOpensTheMenusAndItsDpadAndAChooseInThem() {
        run("pad key ENTER\nwait 2");
        machine.render();
        byte[] byPad = machine.framebuffer().pixels().clone();
        PlayScreen other = new PlayScreen(TestPlatform.desktop(), TestArt.stoneset(), TestArt.board(), 7);
        Machine keys = new Machine(other);
        Script.parse("key ENTER\nwait 2").run(keys, () -> other);
        keys.render();
        assertArrayEquals(keys.framebuffer().pixels(), byPad, "the pad's A does what Return does");
        assertTrue(machine.byPad());
        run(PAD_TO_PLAY_DEAL);
        machine.render();
        assertTrue(machine.framebuffer().gadgets().text().contains("Cancel"), machine.framebuffer().gadgets().text());
        assertTrue(machine.textEntry(), "Play Deal's code field has the keyboard");
        run("pad key ESCAPE\nwait 2");
        machine.render();
        assertFalse(machine.framebuffer().gadgets().text().contains("Cancel"), "B closes the requester");
        assertEquals(0, play.game().placed());
    }

    @Test
    void thePadsBTakesBackTheLastMoveAndSelectShowsThePouch() {
        Game g = play.game();
        run("place " + firstLegal(g) + "\nwait 2");
        assertEquals(1, g.placed());
        run("pad key ESCAPE\nwait 2");
        assertEquals(0, play.game().placed(), "B on the board undoes");
        assertFalse(play.menus().isShowing(), "B does not open the menus as Esc does");
        run("pad key VIEW\nwait 2");
        machine.render();
        assertTrue(machine.framebuffer().gadgets().text().length() > 0, "Select shows the pouch's requester");
        run("pad key MENU\nwait 2");
        assertFalse(play.menus().isShowing(), "the menus stay shut while a requester is up");
    }

    @Test
    void clickingALegalSquarePlacesTheTouchstone() {
        Game g = play.game();
        Stone stone = g.touchstone();
        Square target = firstLegal(g);
        run("place " + target);
        assertEquals(1, g.placed());
        assertEquals(stone, g.stoneAt(target));
        assertFalse(play.requesters().isActive());
    }

    @Test
    void clickingAnIllegalSquareExplainsTheRuleAndChangesNothing() {
        Square bad = someIllegalEmpty(play.game());
        run("place " + bad);
        assertEquals(0, play.game().placed());
        assertTrue(play.requesters().isActive());
        assertFalse(play.requesters().current().lines().isEmpty());
        run("key ENTER");
        assertFalse(play.requesters().isActive());
    }

    @Test
    void aFingersTapOnAnIllegalSquareSaysWhyOnTheStatusLineAndTheScreensSayTap() {
        machine.touched(true);
        Square bad = someIllegalEmpty(play.game());
        // The lessons' reason, naming the stones in the stoneset's words.
        String why = Reasons.illegal(play.game().boardCopy(), play.game().touchstone(), bad, StoneNames.of(TestArt.stoneset()));
        run("place " + bad);
        assertEquals(0, play.game().placed());
        assertFalse(play.requesters().isActive(), "no requester that needs a tap more");
        assertEquals(why, play.session().notices().status());
        assertEquals("Tap to return", machine.words("Click to return"));
        machine.touched(false);
        assertEquals("Click to return", machine.words("Click to return"));
        run("place " + bad);
        assertTrue(play.requesters().isActive(), "the mouse's click keeps the Amiga's requester");
    }

    @Test
    void illegalSquareWithMessagesOffShowsNoRequester() {
        play.settings().set(Settings.MESSAGES, false);
        run("place " + someIllegalEmpty(play.game()));
        assertFalse(play.requesters().isActive());
        assertEquals(0, play.game().placed());
    }

    @Test
    void draggingFromTheTouchstonePlacesOnRelease() {
        Square target = firstLegal(play.game());
        int x = PlayLayout.squareX(target) + 10;
        int y = PlayLayout.squareY(target) + 10;
        run("press " + (PlayLayout.TOUCHSTONE_X + 10) + " " + (PlayLayout.TOUCHSTONE_Y + 10) + "\n"
                + "move " + x + " " + y + "\nrelease " + x + " " + y);
        assertEquals(1, play.game().placed());
        assertNotNull(play.game().stoneAt(target));
    }

    @Test
    void arrowKeysAndReturnPlaceAStone() {
        run("key RIGHT");
        Square shown = play.session().input().cursor();
        assertTrue(play.game().legalSquares().contains(shown), "the first key shows the cursor on a square for the stone");
        run("key ENTER");
        assertEquals(1, play.game().placed());
        assertNotNull(play.game().stoneAt(shown));
    }

    @Test
    void returnAtTheStartShowsTheCursorAndTheNextReturnPlaces() {
        run("key ENTER");
        assertEquals(0, play.game().placed());
        assertTrue(play.game().legalSquares().contains(play.session().input().cursor()));
        run("key ENTER");
        assertEquals(1, play.game().placed());
    }

    @Test
    void afterEachPlacementTheCursorMovesToTheNearestSquareForTheNextStone() {
        run("key ENTER");
        Square before = play.session().input().cursor();
        run("key ENTER");
        Square after = play.session().input().cursor();
        Game g = play.game();
        assertTrue(g.legalSquares().contains(after), after + " does not take " + g.touchstone());
        double nearest = Double.MAX_VALUE;
        for (Square s : g.legalSquares()) {
            nearest = Math.min(nearest, Math.hypot(s.column() - before.column(), s.row() - before.row()));
        }
        assertEquals(nearest, Math.hypot(after.column() - before.column(), after.row() - before.row()), 1e-9);
    }

    @Test
    void aWholeGameIsPlayedWithArrowsAndReturnAlone() {
        play.settings().set(Settings.MESSAGES, false);
        int moves = 0;
        while (!play.game().isOver()) {
            Game g = play.game();
            int placed = g.placed();
            if (play.session().input().cursor() == null) {
                run("key ENTER");
            }
            // Every third stone goes to another square the keys walk to: the last legal one in the list.
            if (placed % 3 == 2) {
                java.util.List<Square> legal = g.legalSquares();
                Square target = legal.get(legal.size() - 1);
                StringBuilder keys = new StringBuilder();
                Square c = play.session().input().cursor();
                for (int i = c.column(); i < target.column(); i++) {
                    keys.append("key RIGHT\n");
                }
                for (int i = c.column(); i > target.column(); i--) {
                    keys.append("key LEFT\n");
                }
                for (int i = c.row(); i < target.row(); i++) {
                    keys.append("key DOWN\n");
                }
                for (int i = c.row(); i > target.row(); i--) {
                    keys.append("key UP\n");
                }
                run(keys.toString());
                assertEquals(target, play.session().input().cursor());
            }
            run("key ENTER");
            assertEquals(placed + 1, g.placed(), "Return placed no stone at move " + (placed + 1) + " on " + play.session().input().cursor());
            assertTrue(++moves <= 72, "the game does not end");
        }
        assertTrue(play.game().placed() > 6, "a whole game was played: " + play.game().placed() + " stones");
    }

    @Test
    void undoKeyTakesBackTheMove() {
        run("play 3\ntype u");
        assertEquals(2, play.game().placed());
        run("key BACKSPACE\namiga z");
        assertEquals(0, play.game().placed());
    }

    @Test
    void theEndOfTheGameShowsTheResultAndStartsANewGameOnRequest() {
        run("play 66");
        Game ended = play.game();
        assertTrue(ended.isOver());
        assertTrue(play.requesters().isActive());
        assertEquals("Game Over", play.requesters().current().title());
        // Return, as for the last stone, takes the harmless answer: the finished game stays on the board.
        run("key ENTER");
        assertSame(ended, play.game());
        assertFalse(play.requesters().isActive() && "Game Over".equals(play.requesters().current().title()));
        if (play.requesters().isActive()) {
            // The game made the high scores: decline the name.
            run("key ESCAPE");
        }
        // N, as the status line then says, starts the next game.
        run("type n");
        if (play.requesters().isActive()) {
            run("key ENTER");
        }
        assertNotEquals(ended, play.game());
        assertEquals(0, play.game().placed());
        assertFalse(play.game().isOver());
    }

    @Test
    void newGameAsksFirstWhenAGameIsUnderWay() {
        Game before = play.game();
        run("play 2\ntype n");
        assertTrue(play.requesters().isActive());
        run("key ESCAPE");
        assertEquals(before, play.game());
        run("type n\nkey ENTER");
        assertNotEquals(before, play.game());
    }

    @Test
    void sameSeedAndInputGiveTheSameFrames() {
        String script = "play 10\nmove 100 100\nwait 7\nkey LEFT\nwait 3";
        run(script);
        machine.render();
        byte[] first = machine.framebuffer().pixels().clone();
        PlayScreen again = new PlayScreen(TestPlatform.desktop(), TestArt.stoneset(), TestArt.board(), 7);
        Machine other = new Machine(again);
        Script.parse(script).run(other, () -> again);
        other.render();
        assertArrayEquals(first, other.framebuffer().pixels());
        assertEquals(machine.framebuffer().palette(), other.framebuffer().palette());
    }

    @Test
    void theRequesterTakesEveryEventWhileItIsUp() {
        run("place " + someIllegalEmpty(play.game()));
        Square legal = firstLegal(play.game());
        machine.post(InputEvent.press(PlayLayout.squareX(legal) + 5, PlayLayout.squareY(legal) + 5, 0));
        machine.tick();
        assertEquals(0, play.game().placed());
        machine.post(InputEvent.key(Key.ESCAPE));
        machine.tick();
        assertFalse(play.requesters().isActive());
    }

    /** The loudest sample of the next tenth of a second of Paula's mix. */
    private int loudest() {
        ishido.audio.Paula paula = machine.jukebox().paula();
        short[] out = new short[paula.outputRate() / 10 * 2];
        paula.mix(out, out.length / 2);
        int peak = 0;
        for (short v : out) {
            peak = Math.max(peak, Math.abs(v));
        }
        return peak;
    }

    @Test
    void theVolumeScalesTheSounds() {
        run("wait 1");
        machine.jukebox().paula().stop();
        run("place " + firstLegal(play.game()));
        int full = loudest();
        assertTrue(full > 0, "the click is heard");
        machine.jukebox().paula().stop();
        play.settings().set(Settings.VOLUME, 50);
        run("place " + firstLegal(play.game()));
        int half = loudest();
        assertTrue(Math.abs(half * 2 - full) <= full / 20, "half the volume: " + half + " of " + full);
        machine.jukebox().paula().stop();
        play.settings().set(Settings.VOLUME, 0);
        run("place " + firstLegal(play.game()));
        assertEquals(0, loudest(), "silent at 0%");
    }

    @Test
    void soundsFollowTheChoices() {
        var played = machine.jukebox().played();
        run("wait 1");
        assertEquals(java.util.List.of(ishido.audio.Effect.WIND_CHIMES), played);
        played.clear();
        run("place " + firstLegal(play.game()));
        assertEquals(java.util.List.of(ishido.audio.Effect.STONE_CLICK), played);
        played.clear();
        play.settings().set(Settings.STONE_CLICK, false);
        run("place " + firstLegal(play.game()));
        assertTrue(played.isEmpty());
        run("place " + someIllegalEmpty(play.game()) + "\nkey ENTER");
        assertEquals(java.util.List.of(ishido.audio.Effect.ILLEGAL), played);
        played.clear();
        play.settings().set(Settings.SOUNDS, false);
        play.settings().set(Settings.STONE_CLICK, true);
        run("place " + firstLegal(play.game()) + "\nplace " + someIllegalEmpty(play.game()));
        assertTrue(played.isEmpty());
    }

    @Test
    void theComputerPlaysASolitaireGameAtAPaceToFollow() {
        play.settings().set(Settings.COMPUTER_PLAYER_1, true);
        play.apply(new PlayCommand.Confirmed(new PlayCommand.NewGame()));
        run("wait 30");
        assertEquals(0, play.game().placed(), "it waits a moment before its first move");
        run("wait 300");
        int placed = play.game().placed();
        assertTrue(placed >= 4 && placed <= 8, "placed " + placed);
        // A click on the board does not place a stone for the player while the computer plays.
        run("place " + firstLegal(play.game()));
        assertTrue(play.game().placed() <= placed + 1);
        play.settings().set(Settings.COMPUTER_PLAYER_1, false);
        int stopped = play.game().placed();
        run("wait 300");
        assertEquals(stopped, play.game().placed());
    }

    @Test
    void theComputersGameIsTheSameEveryTime() {
        play.settings().set(Settings.COMPUTER_PLAYER_1, true);
        play.apply(new PlayCommand.Confirmed(new PlayCommand.NewGame()));
        run("wait 600");
        PlayScreen again = new PlayScreen(TestPlatform.desktop(), TestArt.stoneset(), TestArt.board(), 7);
        Machine other = new Machine(again);
        again.settings().set(Settings.COMPUTER_PLAYER_1, true);
        again.apply(new PlayCommand.Confirmed(new PlayCommand.NewGame()));
        Script.parse("wait 600").run(other, () -> again);
        assertEquals(play.game().moves(), again.game().moves());
        assertTrue(play.game().placed() > 5);
    }

    @Test
    void suggestMoveShowsTheComputersChoice() {
        run("amiga h");
        assertEquals("Suggest Move", play.requesters().current().title());
        run("key ENTER\nwait 2");
        assertTrue(play.match().isDisqualified());
        Square chosen = play.session().computer().suggestion();
        assertTrue(chosen != null && play.game().legalSquares().contains(chosen), String.valueOf(chosen));
        // The stone is named as the stoneset shows it, not by its code.
        assertEquals("Suggested: " + play.session().theme().names().the(play.game().touchstone()) + " on " + chosen + ".",
                play.session().notices().status());
        // The square is shown too, steadily (the frame blinks): the stone half drawn on it, in both of the blink's
        // phases, where a screen of the same deal without the suggestion draws that square bare.
        PlayScreen bare = new PlayScreen(TestPlatform.desktop(), TestArt.stoneset(), TestArt.board(), 7);
        Machine without = new Machine(bare);
        for (int phase = 0; phase < 2; phase++) {
            machine.render();
            without.render();
            assertTrue(differs(machine, without, chosen), "phase " + phase + ": " + chosen + " looks bare");
            run("wait 16");
            Script.parse("wait 16").run(without, () -> bare);
        }
        run("place " + chosen);
        assertEquals(null, play.session().computer().suggestion());
    }

    /** Whether a square's cell is drawn differently by two machines. */
    private static boolean differs(Machine a, Machine b, Square s) {
        int differing = 0;
        for (int y = 0; y < PlayLayout.CELL; y++) {
            for (int x = 0; x < PlayLayout.CELL; x++) {
                int px = PlayLayout.squareX(s) + x;
                int py = PlayLayout.squareY(s) + y;
                differing += a.framebuffer().get(px, py) != b.framebuffer().get(px, py) ? 1 : 0;
            }
        }
        return differing > PlayLayout.CELL * PlayLayout.CELL / 8;
    }

    @Test
    void aScreenPushedOverThePlayScreenPopsBackToTheSameState() {
        run("play 6\nmove 120 90\nwait 5");
        machine.render();
        byte[] before = machine.framebuffer().pixels().clone();
        String record = play.session().files().record().format();
        Screen blank = new Screen() {
            @Override
            public void input(InputEvent event) {
            }

            @Override
            public void tick() {
            }

            @Override
            public void render(ishido.gfx.Framebuffer fb) {
                fb.fill(0, 0, ishido.gfx.Framebuffer.WIDTH, ishido.gfx.Framebuffer.HEIGHT, 0);
            }
        };
        machine.push(blank);
        // Input and time while covered belong to the screen on top, not to the game below.
        run("place " + firstLegal(play.game()) + "\ntype u\nwait 30");
        machine.render();
        assertFalse(java.util.Arrays.equals(before, machine.framebuffer().pixels()));
        machine.pop();
        assertSame(play, machine.screen());
        machine.render();
        assertArrayEquals(before, machine.framebuffer().pixels());
        assertEquals(record, play.session().files().record().format());
    }

    @Test
    void theMatchKnowsWhenTheComputerPlayed() {
        run("play 2");
        assertTrue(play.match().isEligible());
        play.settings().set(Settings.COMPUTER_PLAYER_1, true);
        run("wait 200");
        assertTrue(play.game().placed() > 2, "the computer played");
        assertTrue(play.match().computerPlayed());
        assertFalse(play.match().isEligible());
    }

    @Test
    void withNoSoundDeviceTheGameSaysSoOnceAndSoundsAndVolumeSayItToo() {
        PlayScreen silent = new PlayScreen(TestPlatform.desktop(), TestArt.stoneset(), TestArt.board(), 7);
        Machine m = new Machine();
        m.noSoundDevice();
        m.show(silent);
        assertEquals(PlaySession.NO_SOUND, silent.session().notices().status(), "said as the game shows");
        silent.apply(new PlayCommand.Place(silent.game().legalSquares().get(0)));
        assertNotEquals(PlaySession.NO_SOUND, silent.session().notices().status());
        silent.apply(new PlayCommand.Toggle(Settings.SOUNDS));
        assertEquals(PlaySession.NO_SOUND, silent.session().notices().status(), "Sounds says it");
        silent.apply(new PlayCommand.Choose<>(Settings.VOLUME, 50));
        assertEquals(PlaySession.NO_SOUND, silent.session().notices().status(), "and Volume");
        PlayScreen heard = new PlayScreen(TestPlatform.desktop(), TestArt.stoneset(), TestArt.board(), 7);
        new Machine(heard);
        assertNotEquals(PlaySession.NO_SOUND, heard.session().notices().status(), "with a device nothing is said");
    }

    @Test
    void theKeyboardsCursorIsSeenInEveryFrame() {
        Machine m = new Machine(play);
        Script.parse("key RIGHT").run(m, () -> play);
        Square cursor = play.session().input().cursor();
        assertNotNull(cursor);
        int x = PlayLayout.squareX(cursor) - 1;
        int y = PlayLayout.squareY(cursor) - 1;
        for (int tick = 0; tick < 64; tick++) {
            Script.parse("wait 1").run(m, () -> play);
            m.render();
            int pen = m.framebuffer().get(x, y);
            assertTrue(pen == ishido.ui.Pens.SHINE || pen == ishido.ui.Pens.SHADOW, "tick " + tick + ": pen " + pen);
        }
    }
}
