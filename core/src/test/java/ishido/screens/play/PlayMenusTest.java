package ishido.screens.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.machine.Host;
import ishido.machine.Machine;
import ishido.machine.Script;
import ishido.persist.UserData;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.screens.TestArt;
import ishido.screens.help.RulesScreen;
import ishido.store.DisplayOptions;
import ishido.store.Settings;
import ishido.store.SettingsFile;
import ishido.testing.TestPlatform;
import ishido.ui.MenuItem;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PlayMenusTest {
    @TempDir
    Path home;
    private PlayScreen play;
    private Machine machine;
    private final List<String> hostCalls = new ArrayList<>();

    @BeforeEach
    void setUp() {
        Host host = new Host() {
            @Override
            public void quit() {
                hostCalls.add("quit");
            }

            @Override
            public void applyDisplay(DisplayOptions options) {
                hostCalls.add("display " + options.crt());
            }
        };
        play = new PlayScreen(TestPlatform.desktop(), TestArt.stoneset(), TestArt.board(), 5, new Settings(), home, host, PlayScreen.FIXED_CLOCK);
        machine = new Machine(play);
    }

    private void run(String script) {
        Script.parse(script).run(machine, () -> play);
    }

    /** Game > a mode's setup requester, OK: the mode New Game plays next. */
    private void chooseMode(String label) {
        item(label).choose();
        run("key ENTER");
    }

    private MenuItem item(String label) {
        for (var menu : play.menus().menus()) {
            for (MenuItem i : menu.items()) {
                if (label.equals(i.label())) {
                    return i;
                }
                if (i.hasSubmenu()) {
                    for (MenuItem s : i.submenu()) {
                        if (label.equals(s.label())) {
                            return s;
                        }
                    }
                }
            }
        }
        throw new AssertionError("no menu item " + label);
    }

    @Test
    void everyAmigaKeyChoosesOneItemAndAmigaIIsLearnToPlays() {
        // Two items on one key would leave the later one unreachable by its key (Learn to Play once shared G).
        java.util.Map<Character, String> seen = new java.util.HashMap<>();
        List<MenuItem> items = new ArrayList<>();
        for (var menu : play.menus().menus()) {
            for (MenuItem i : menu.items()) {
                items.add(i);
                if (i.hasSubmenu()) {
                    items.addAll(i.submenu());
                }
            }
        }
        for (MenuItem i : items) {
            if (!i.isSeparator() && i.shortcut() != 0) {
                String before = seen.put(Character.toUpperCase(i.shortcut()), i.label());
                assertEquals(null, before, "Amiga-" + i.shortcut() + " is both " + before + " and " + i.label());
            }
        }
        boolean scoreboard = play.settings().get(Settings.GRAPHIC_SCOREBOARD);
        run("amiga g");
        assertNotEquals(scoreboard, play.settings().get(Settings.GRAPHIC_SCOREBOARD), "Amiga-G is the scoreboard's");
        run("amiga i");
        // This play screen was given no lessons: Learn to Play says so.
        assertEquals("Learn to Play", play.requesters().current().title());
    }

    @Test
    void aGameInTheMiddleSavesAndLoadsBackExactly() throws IOException {
        run("play 12\namiga a\ntype middle\nkey ENTER");
        Path saved = UserData.savesFolder(home).resolve("middle.ishido");
        assertTrue(Files.exists(saved), "saved file");
        Game before = play.game();
        run("type n\nkey ENTER\nplay 3");
        assertNotEquals(before.deal(), play.game().deal());
        run("amiga l\ntype middle.ishido\nkey ENTER\nkey ENTER");
        Game after = play.game();
        assertEquals(before.deal(), after.deal());
        assertEquals(before.moves(), after.moves());
        assertEquals(before.score(), after.score());
        assertEquals(before.touchstone(), after.touchstone());
        assertEquals(before.pouchCount(), after.pouchCount());
        assertFalse(play.requesters().isActive());
        assertEquals(GameMode.SOLITAIRE, play.match().mode());
    }

    @Test
    void theModeAndTheComputersSeatsComeBackWithTheGame() {
        chooseMode("Challenge...");
        play.apply(new PlayCommand.Toggle(Settings.COMPUTER_PLAYER_2));
        play.apply(new PlayCommand.Confirmed(new PlayCommand.NewGame()));
        // Player 1 moves, then Computer Player 2 answers, twice.
        run("play 1\nwait 70\nplay 1\nwait 70\namiga a\ntype duel\nkey ENTER");
        chooseMode("Solitaire...");
        play.apply(new PlayCommand.Confirmed(new PlayCommand.NewGame()));
        run("amiga l\ntype duel.ishido\nkey ENTER");
        assertEquals(GameMode.CHALLENGE, play.match().mode());
        assertTrue(play.settings().get(Settings.COMPUTER_PLAYER_2));
        assertFalse(play.settings().get(Settings.COMPUTER_PLAYER_1));
        assertEquals(4, play.game().placed());
    }

    /** Opens a mode's setup requester and sets its Computer Player boxes (null leaves one as it is). */
    private boolean[] setUp(String mode, Boolean first, Boolean second) {
        item(mode).choose();
        boolean[] shown = new boolean[2];
        for (ishido.ui.Gadget g : play.requesters().current().gadgets()) {
            if (g instanceof ishido.ui.CheckBox box) {
                int seat = box.label().endsWith("1") ? 0 : 1;
                shown[seat] = box.isChecked();
                Boolean want = seat == 0 ? first : second;
                if (want != null && box.isEnabled()) {
                    box.setChecked(want);
                }
            }
        }
        run("key ENTER");
        return shown;
    }

    @Test
    void computerPlayerChoicesAreKeptPerMode() {
        setUp("Challenge...", false, true);
        assertFalse(play.settings().get(Settings.COMPUTER_PLAYER_2), "a setup waits for New Game");
        setUp("Tournament...", true, null);
        boolean[] challenge = setUp("Challenge...", null, null);
        assertFalse(challenge[0], "Challenge's own first seat, not the Tournament's");
        assertTrue(challenge[1], "Challenge's second seat is kept through a Tournament");
        play.apply(new PlayCommand.Confirmed(new PlayCommand.NewGame()));
        assertTrue(play.settings().get(Settings.COMPUTER_PLAYER_2), "New Game plays the setup's seats");
        assertFalse(play.settings().get(Settings.COMPUTER_PLAYER_1));
        boolean[] tournament = setUp("Tournament...", null, null);
        assertTrue(tournament[0], "and the Tournament's own");
    }

    @Test
    void savingOverAFileAsksFirst() throws IOException {
        Path saves = UserData.savesFolder(home);
        Files.createDirectories(saves);
        Files.writeString(saves.resolve("old.ishido"), "keep me");
        run("play 2\namiga a\ntype old\nkey ENTER");
        assertEquals("Replace?", play.requesters().current().title());
        run("key ESCAPE");
        assertEquals("keep me", Files.readString(saves.resolve("old.ishido")));
        run("key ENTER\nkey ENTER");
        assertNotEquals("keep me", Files.readString(saves.resolve("old.ishido")));
    }

    @Test
    void aDamagedSaveChangesNothingAndSaysSo() throws IOException {
        Path saves = UserData.savesFolder(home);
        Files.createDirectories(saves);
        Files.writeString(saves.resolve("bad.ishido"), "Scoring: Modern\nDeal: A1 A1 A1\nMoves: a2\n");
        run("play 4");
        Game before = play.game();
        // The file is read and checked first: the damage is reported at once, without asking to end the game.
        run("amiga l\ntype bad.ishido\nkey ENTER");
        assertTrue(play.requesters().isActive());
        assertEquals("Load Game", play.requesters().current().title());
        assertTrue(String.join(" ", play.requesters().current().lines()).contains("damaged"));
        run("key ENTER");
        assertEquals(before, play.game());
        assertEquals(4, play.game().placed());
    }

    @Test
    void loadingAHugeFileSaysWhyAndLeavesTheGameUnderWay() throws IOException {
        Path saves = Files.createDirectories(UserData.savesFolder(home));
        try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(saves.resolve("huge.ishido").toFile(), "rw")) {
            // Sparse: 3 GB that would not fit in the test's memory, read whole as the game did.
            f.setLength(3L << 30);
        }
        run("play 4");
        Game before = play.game();
        // The file is checked before anything is asked, so its refusal comes at once.
        run("amiga l\ntype huge.ishido\nkey ENTER");
        assertTrue(play.requesters().isActive());
        assertEquals("Load Game", play.requesters().current().title());
        String said = String.join(" ", play.requesters().current().lines());
        assertTrue(said.contains("not a game record: 3 GB is far larger than any game"), said);
        run("key ENTER");
        assertEquals(before, play.game());
        assertEquals(4, play.game().placed());
    }

    @Test
    void undoIsNotAvailableInChallenge() {
        chooseMode("Challenge...");
        play.apply(new PlayCommand.Confirmed(new PlayCommand.NewGame()));
        run("play 3\ntype u");
        assertEquals(3, play.game().placed());
        assertFalse(item("Undo Previous Move").isEnabled());
        assertFalse(item("Ancient").isEnabled());
        assertTrue(item("Challenge Timer...").isEnabled());
        assertFalse(item("Tournament Timer...").isEnabled());
    }

    @Test
    void hintsAreNotAvailableInTournament() {
        chooseMode("Tournament...");
        play.apply(new PlayCommand.Confirmed(new PlayCommand.NewGame()));
        run("key ENTER");
        assertEquals(GameMode.TOURNAMENT, play.match().mode());
        assertFalse(item("Show Possible Moves").isEnabled());
        assertFalse(item("Show Pouch...").isEnabled());
        assertFalse(item("Computer Player 2").isEnabled());
    }

    @Test
    void showPossibleMovesWarnsAndTheWarningCanBeRefused() {
        run("amiga p");
        assertEquals("Show Possible Moves", play.requesters().current().title());
        run("key ESCAPE");
        assertFalse(play.match().isDisqualified());
        run("amiga p\nkey ENTER");
        assertTrue(play.match().isDisqualified());
        assertFalse(play.requesters().isActive());
    }

    @Test
    void menuChoicesPersist() throws IOException {
        run("amiga m");
        assertFalse(play.settings().get(Settings.MESSAGES));
        Settings back = SettingsFile.load(TestPlatform.storage(), UserData.settingsFile(home), PlayScreen.FIXED_CLOCK);
        assertFalse(back.get(Settings.MESSAGES));
    }

    @Test
    void setupRequesterSetsModeScoringAndPlayers() {
        // Game menu, "Cooperative...": chosen through the menus with the keyboard.
        item("Cooperative...").choose();
        assertEquals("Cooperative Game", play.requesters().current().title());
        run("key ENTER");
        assertEquals(GameMode.COOPERATIVE, play.settings().get(Settings.MODE));
        play.apply(new PlayCommand.Confirmed(new PlayCommand.NewGame()));
        assertEquals(GameMode.COOPERATIVE, play.match().mode());
        item("Ancient").choose();
        assertEquals(Scoring.ANCIENT, play.settings().get(Settings.SCORING));
    }

    @Test
    void quitAsksWhileAGameIsUnderWay() {
        run("amiga q");
        assertEquals(List.of("quit"), hostCalls);
        hostCalls.clear();
        run("play 2\namiga q");
        assertTrue(hostCalls.isEmpty());
        run("key ENTER");
        assertEquals(List.of("quit"), hostCalls);
    }

    @Test
    void endGameAsksThenShowsTheResult() {
        run("play 5\namiga e\nkey ENTER");
        assertTrue(play.game().isOver());
        assertEquals(Game.End.ENDED_BY_PLAYER, play.game().end());
        assertEquals("Game Over", play.requesters().current().title());
        assertFalse(play.game().canUndo());
    }

    @Test
    void startGameOverReplaysTheSameDeal() {
        run("play 6");
        var deal = play.game().deal();
        run("amiga o\nkey ENTER");
        assertEquals(deal, play.game().deal());
        assertEquals(0, play.game().placed());
        assertTrue(play.match().isStartedOver());
    }

    @Test
    void theDisplayRequesterAppliesItsChoice() {
        item("Display...").choose();
        assertEquals("Display", play.requesters().current().title());
        run("key ENTER");
        assertEquals(List.of("display OFF"), hostCalls);
    }

    @Test
    void theRulesInPicturesOverTheBoardAndTheStrategyScroll() {
        run("amiga r");
        RulesScreen rules = assertInstanceOf(RulesScreen.class, machine.screen(), "Help > Rules: the pictures");
        run("key DOWN\nkey DOWN");
        assertEquals(18, rules.top());
        run("key ESCAPE");
        assertSame(play, machine.screen(), "Esc goes back to the board");
        run("amiga t");
        assertEquals("Strategy", play.requesters().current().title());
        var text = (ishido.ui.ListView) play.requesters().current().gadgets().stream()
                .filter(g -> g instanceof ishido.ui.ListView).findFirst().orElseThrow();
        run("wheel 160 100 2");
        assertEquals(6, text.top(), "two steps of the wheel, three lines each");
    }

    @Test
    void aGhostedSecondSeatIsNotChecked() {
        play.settings().set(Settings.COMPUTER_PLAYER_2, true);
        play.settings().set(Settings.MODE, GameMode.COOPERATIVE);
        item("Tournament...").choose();
        var second = play.requesters().current().gadgets().stream()
                .filter(g -> g instanceof ishido.ui.CheckBox c && !c.isEnabled()).findFirst().orElseThrow();
        assertFalse(((ishido.ui.CheckBox) second).isChecked());
    }

    @Test
    void matchingBoardIsUncheckedWhenAnotherBoardIsChosen() {
        play.settings().set(Settings.MATCHING_BOARD, true);
        item("Boards...").choose();
        var radio = (ishido.ui.RadioGroup) play.requesters().current().gadgets().stream()
                .filter(g -> g instanceof ishido.ui.RadioGroup).findFirst().orElseThrow();
        // The first of the catalogue's boards, not the test stoneset's own (there is none).
        radio.select(0);
        play.requesters().input(ishido.machine.InputEvent.key(ishido.machine.Key.ENTER));
        assertFalse(play.requesters().isActive());
        assertFalse(play.settings().get(Settings.MATCHING_BOARD), "a board that is not the stoneset's own is not a matching one");
    }

    @Test
    void aboutClosesOnAClickAnywhereOnIt() {
        item("About Ishido...").choose();
        var about = play.requesters().current();
        play.requesters().input(ishido.machine.InputEvent.press(about.x() + 4, about.y() + 20,
                ishido.machine.InputEvent.LEFT_BUTTON));
        assertFalse(play.requesters().isActive());
    }
}
