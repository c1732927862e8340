package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.machine.Machine;
import ishido.match.MatchRecord;
import ishido.match.MatchView;
import ishido.match.Seat;
import ishido.png.PngImage;
import ishido.png.PngReader;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.screens.play.PlayScreen;
import ishido.machine.Script;
import ishido.store.Settings;
import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code screenshot --mode --players --timer}: the game the play screen starts, and a whole Challenge of two computers. */
class ScreenshotModesTest {
    private static final String SEED = "3";
    /**
     * Two minutes of ticks: the computer's game of 66 stones, about 60 ticks a stone (its pause, its
     * thought, the stone's flight), ends before the seventh wait; the rest shows the last frame stays.
     */
    private static final String TO_THE_END = "wait 600\n".repeat(12);

    @TempDir
    Path dir;

    private Path write(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text, StandardCharsets.UTF_8);
        return p;
    }

    /** The options --mode, --players and --timer as the command line gives them. */
    private static ModeArguments modes(String... args) {
        ModeArguments modes = new ModeArguments();
        new picocli.CommandLine(modes).parseArgs(args);
        return modes;
    }

    /** The machine showing the play screen after the script, as the screenshot command builds and runs them. */
    private static Machine played(String script, String... args) throws IOException, UsageException {
        Settings settings = modes(args).settings();
        PlayScreen play = new ScreenRegistry.Setup(TestPlatform.desktop(), Long.parseLong(SEED), Catalog.stoneset(TestPlatform.storage(), Catalog.DEFAULT_THEME),
                Catalog.board(TestPlatform.storage(), Catalog.DEFAULT_THEME), 0, 0, 0, settings, null, PlayScreen.FIXED_CLOCK, null).play();
        Machine machine = new Machine();
        machine.show(play);
        Script.parse(script).run(machine);
        return machine;
    }

    private static PlayScreen play(Machine machine) {
        return (PlayScreen) machine.screen();
    }

    private static byte[] pixels(Path png) throws IOException {
        return ((PngImage.Indexed) PngReader.read(png)).image().pixels();
    }

    @Test
    void aChallengeBetweenTwoComputersPlaysToItsEnd() throws Exception {
        Path script = write("end.txt", TO_THE_END);
        Path out = dir.resolve("end.png");
        CommandResult r = CommandResult.of("screenshot", "--screen", "play", "--mode", "challenge", "--players",
                "computer,computer", "--seed", SEED, "--script", script.toString(), "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        // The Game Over requester over the full board, naming the winner.
        GoldenPng.assertMatches("challenge-computers-end", out);

        // The same game in this process: over, both seats the computer's, every stone placed by them.
        Machine machine = played(TO_THE_END, "--mode", "challenge", "--players", "computer,computer");
        PlayScreen play = play(machine);
        MatchView match = play.match();
        assertTrue(match.game().isOver(), "the game ended");
        assertEquals(GameMode.CHALLENGE, match.mode());
        assertTrue(match.seats().stream().allMatch(Seat::isComputer));
        assertEquals("Game Over", play.requesters().current().title());
        assertTrue(match.computerPlayed());
        machine.render();
        assertArrayEquals(pixels(out), machine.framebuffer().toImage().pixels(), "the command shows the same game");

        // Its record replays to the scores the players finished with.
        Path record = write("game.txt", MatchRecord.write(match, Map.of(), LocalDate.now(PlayScreen.FIXED_CLOCK)).format());
        CommandResult replay = CommandResult.of("replay", record.toString());
        assertEquals(0, replay.code(), replay.err());
        long first = match.finalScore(0);
        long second = match.finalScore(1);
        List<String> lines = replay.outLines();
        assertEquals(match.plays().size() + 1, lines.size());
        assertEquals("score=" + first + "," + second + " fourways=" + match.sheet(0).fourWays() + ","
                + match.sheet(1).fourWays() + " left=" + match.game().stonesLeft() + " winner="
                + (first == second ? "tie" : first > second ? "1" : "2"), lines.get(lines.size() - 1));
    }

    @Test
    void theModeAndPlayersMakeTheGame() throws IOException, UsageException {
        PlayScreen play = play(played("", "--mode", "cooperative", "--players", "human,computer"));
        assertEquals(GameMode.COOPERATIVE, play.match().mode());
        assertEquals(List.of(false, true), play.match().seats().stream().map(Seat::isComputer).toList());
        assertEquals(0, play.game().placed(), "player 1, a person, moves first");

        play = play(played("wait 200", "--mode", "tournament", "--players", "human"));
        assertEquals(GameMode.TOURNAMENT, play.match().mode());
        assertFalse(play.match().seats().get(0).isComputer());

        // Without the options: a Solitaire game for a person, as before.
        play = play(played("wait 200"));
        assertEquals(GameMode.SOLITAIRE, play.match().mode());
        assertEquals(List.of(Seat.human("Player 1")), play.match().seats());
        assertEquals(Game.End.NOT_YET, play.game().end());
    }

    @Test
    void theTimerIsTheModesOwn() throws UsageException {
        Settings challenge = modes("--mode", "challenge", "--timer", "20").settings();
        assertTrue(challenge.get(Settings.CHALLENGE_TIMER));
        assertEquals(20, challenge.get(Settings.CHALLENGE_SECONDS));
        assertFalse(challenge.get(Settings.TOURNAMENT_TIMER));
        Settings tournament = modes("--mode", "tournament", "--timer", "60").settings();
        assertTrue(tournament.get(Settings.TOURNAMENT_TIMER));
        assertEquals(60, tournament.get(Settings.TOURNAMENT_MINUTES));
        assertFalse(tournament.get(Settings.CHALLENGE_TIMER));
    }

    @Test
    void aTimedChallengeScreenshotIsTaken() throws IOException {
        Path out = dir.resolve("timed.png");
        CommandResult r = CommandResult.of("screenshot", "--screen", "play", "--mode", "Challenge", "--timer", "5",
                "--players", "human,human", "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(Files.size(out) > 0);
    }

    @Test
    void badModeOptionsGiveOneLineAndExitCodeTwo() throws IOException {
        String out = dir.resolve("x.png").toString();
        String[][] cases = {
            {"--mode", "blitz"},
            {"--mode", "challenge", "--players", "computer"},
            {"--mode", "solitaire", "--players", "human,computer"},
            {"--players", "robot"},
            {"--mode", "cooperative", "--players", "human,"},
            {"--mode", "challenge", "--players", "human,computer,human"},
            {"--mode", "solitaire", "--timer", "10"},
            {"--mode", "cooperative", "--timer", "10"},
            {"--timer", "10"},
            {"--mode", "challenge", "--timer", "0"},
            {"--mode", "tournament", "--timer", "61"},
            {"--mode", "challenge", "--timer", "soon"},
        };
        for (String[] c : cases) {
            String[] args = new String[c.length + 5];
            args[0] = "screenshot";
            args[1] = "--screen";
            args[2] = "play";
            args[3] = "--out";
            args[4] = out;
            System.arraycopy(c, 0, args, 5, c.length);
            CommandResult r = CommandResult.of(args);
            assertEquals(2, r.code(), String.join(" ", c) + ": " + r.err());
            MainTest.assertOneMessage(r.err());
            assertEquals(1, r.err().lines().count(), r.err());
            assertFalse(Files.exists(Path.of(out)), String.join(" ", c));
        }
        CommandResult r = CommandResult.of("screenshot", "--screen", "scores", "--mode", "challenge", "--out", out);
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("play screen"), r.err());
    }
}
