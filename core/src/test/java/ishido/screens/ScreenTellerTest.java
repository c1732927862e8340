package ishido.screens;

import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Machine;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.screens.opening.GameStart;
import ishido.screens.play.PlayCommand;
import ishido.screens.play.PlayScreen;
import ishido.store.DisplayOptions;
import ishido.store.Settings;
import ishido.testing.HeardHost;
import ishido.testing.TestPlatform;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Choices &gt; Screen Reader beyond the board: the requesters, the menus and the other screens, said as they come. */
class ScreenTellerTest {
    @TempDir
    Path home;
    private final HeardHost host = new HeardHost();
    private final List<String> heard = host.heard();

    private Machine machine(Settings settings) {
        PlayScreen play = new PlayScreen(TestPlatform.desktop(), TestArt.stoneset(), TestArt.board(), 3, settings, home,
                host, PlayScreen.FIXED_CLOCK);
        return GameStart.machine(play, 3, settings, true, DisplayOptions.Aspect.SQUARE);
    }

    private static void frames(Machine machine, int n) {
        for (int i = 0; i < n; i++) {
            machine.tick();
            machine.render();
        }
    }

    private String heardSince(int from) {
        return String.join(" | ", heard.subList(from, heard.size()));
    }

    private static int[] middleOf(Machine machine, String label) {
        for (String line : machine.framebuffer().gadgets().text().split("\n")) {
            String[] f = line.split("\t");
            if (f[0].equals(label)) {
                return new int[] {Integer.parseInt(f[1]) + Integer.parseInt(f[3]) / 2,
                        Integer.parseInt(f[2]) + Integer.parseInt(f[4]) / 2};
            }
        }
        throw new AssertionError("no gadget " + label + " in " + machine.framebuffer().gadgets().text());
    }

    @Test
    void aRequesterIsSaidAsItOpensAndItsCheckBoxAsItChanges() {
        Settings settings = new Settings();
        settings.set(Settings.SCREEN_READER, true);
        Machine machine = machine(settings);
        frames(machine, 30);
        int before = heard.size();
        PlayScreen play = (PlayScreen) machine.screen();
        play.apply(new PlayCommand.SetUp(GameMode.SOLITAIRE));
        frames(machine, 30);
        String opened = heardSince(before);
        assertTrue(opened.contains("Computer Player 1, not checked"), opened);
        assertTrue(opened.contains("OK") && opened.contains("Cancel"), opened);
        assertTrue(!opened.contains("Score"), "the board behind is not read again: " + opened);
        before = heard.size();
        int[] box = middleOf(machine, "Computer Player 1");
        machine.post(InputEvent.press(box[0], box[1], InputEvent.LEFT_BUTTON));
        machine.post(InputEvent.release(box[0], box[1], InputEvent.LEFT_BUTTON));
        frames(machine, 30);
        assertTrue(heardSince(before).equals("Computer Player 1, checked."), heardSince(before));
    }

    @Test
    void theMenusAreSaidItemByItemAsTheKeysWalkThem() {
        Settings settings = new Settings();
        settings.set(Settings.SCREEN_READER, true);
        Machine machine = machine(settings);
        frames(machine, 30);
        int before = heard.size();
        machine.post(InputEvent.key(Key.ESCAPE));
        machine.post(InputEvent.key(Key.RIGHT));
        frames(machine, 30);
        assertTrue(heardSince(before).contains("File menu: Load Game..., Amiga L."), heardSince(before));
        before = heard.size();
        machine.post(InputEvent.key(Key.DOWN));
        frames(machine, 30);
        assertTrue(heardSince(before).contains("File menu: Save Game, Amiga S."), heardSince(before));
    }

    @Test
    void anotherScreenIsReadLineByLineWithWhatToDo() {
        Settings settings = new Settings();
        settings.set(Settings.SCREEN_READER, true);
        Machine machine = machine(settings);
        frames(machine, 30);
        int before = heard.size();
        ((PlayScreen) machine.screen()).apply(new PlayCommand.ShowScores(Scoring.MODERN));
        frames(machine, 30);
        String said = heardSince(before);
        assertTrue(said.contains("No games yet") && said.contains("Click to return"), said);
        // Said once: the same screen standing says nothing more.
        before = heard.size();
        frames(machine, 60);
        assertTrue(heard.size() == before, heardSince(before));
    }

    @Test
    void nothingIsSaidWithTheReaderOff() {
        Machine machine = machine(new Settings());
        frames(machine, 30);
        ((PlayScreen) machine.screen()).apply(new PlayCommand.ShowScores(Scoring.MODERN));
        frames(machine, 30);
        assertTrue(heard.isEmpty(), String.join(" | ", heard));
    }
}
