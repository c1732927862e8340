package ishido.screens.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.machine.Host;
import ishido.machine.Machine;
import ishido.machine.Script;
import ishido.match.DealCode;
import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.screens.TestArt;
import ishido.screens.stats.StatsScreen;
import ishido.store.GameHistory;
import ishido.store.Settings;
import ishido.testing.ImmediateScheduler;
import ishido.testing.TestPlatform;
import ishido.ui.Gadget;
import ishido.ui.TextField;
import ishido.work.SlicedScheduler;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import ishido.screens.stats.CalendarScreen;
import ishido.stats.DayCalendar;
import ishido.match.Match;
import ishido.match.Seat;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Play Deal, the deal of the day, the history kept as games end, and the Master at the play screen. */
class PlayDealsTest {
    @TempDir
    Path home;

    private PlayScreen play;
    private Machine machine;

    private void start(long seed) {
        play = new PlayScreen(TestPlatform.desktop(), TestArt.stoneset(), TestArt.board(), seed, new Settings(), home, Host.HEADLESS,
                PlayScreen.FIXED_CLOCK);
        machine = new Machine(play);
    }

    private void run(String script) {
        Script.parse(script).run(machine, () -> play);
    }

    private void typeCode(String code) {
        play.session().deals().choice().askDeal();
        run("type " + code + "\nkey ENTER");
    }

    @Test
    void aTypedCodeStartsTheGameOnItsDeal() {
        start(3);
        assertEquals(DealCode.of(3), play.session().deals().choice().code(), "the first deal is the seed's, with a code");
        typeCode("7fns afrq");
        assertEquals(DealCode.of(1990).deal(), play.game().deal());
        assertEquals(0, play.game().placed());
    }

    @Test
    void aWrongCodeIsExplainedAndNothingElseChanges() {
        start(3);
        run("play 2");
        Deal before = play.game().deal();
        typeCode("7FNS-AFRR");
        assertTrue(play.requesters().isActive());
        assertEquals("Play Deal", play.requesters().current().title());
        assertTrue(String.join(" ", play.requesters().current().lines()).contains("does not check"),
                play.requesters().current().lines().toString());
        assertEquals(before, play.game().deal());
        assertEquals(2, play.game().placed());
        TextField field = play.requesters().current().gadgets().stream().filter(TextField.class::isInstance)
                .map(TextField.class::cast).findFirst().orElseThrow(() -> new AssertionError("the field is gone"));
        assertEquals("7FNS-AFRR", field.text(), "the code as typed, to mend");
        // Mended in place: the last character replaced, then Play (and OK to end the game under way).
        run("key BACKSPACE\ntype Q\nkey ENTER");
        assertEquals("Play Deal", play.requesters().current().title());
        run("key ENTER");
        assertEquals(DealCode.of(1990).deal(), play.game().deal());
    }

    @Test
    void aCodeAsksFirstWhileAGameIsUnderWay() {
        start(3);
        run("play 1");
        typeCode("7FNS-AFRQ");
        assertEquals("Play Deal", play.requesters().current().title());
        assertEquals(DealCode.of(3).deal(), play.game().deal(), "not yet");
        run("key ENTER");
        assertEquals(DealCode.of(1990).deal(), play.game().deal());
    }

    @Test
    void newGamesAreDealtFromCodes() {
        start(3);
        play.apply(new PlayCommand.Confirmed(new PlayCommand.NewGame()));
        assertNotEquals(null, play.session().deals().choice().code());
        assertNotEquals(DealCode.of(3), play.session().deals().choice().code());
    }

    @Test
    void everyEndedGameIsKeptAndTheDealOfTheDayIsComparedWithYourBest() throws Exception {
        start(3);
        DealCode day = DealCode.ofDay(LocalDate.of(1990, 6, 1));
        play.apply(new PlayCommand.DealOfTheDay());
        assertEquals(day.deal(), play.game().deal());
        run("play 3");
        play.session().match().finish(Game.End.ENDED_BY_PLAYER);
        GameHistory history = new GameHistory(TestPlatform.storage(), home, PlayScreen.FIXED_CLOCK);
        assertEquals(1, history.list().size());
        assertEquals("ended by the player", history.read(history.list().get(0)).get("Outcome"));
        assertEquals(day.toString(), history.read(history.list().get(0)).get("Deal Code"));
        List<String> lines = gameOverLines();
        assertTrue(lines.contains(String.format("%-10s%9s", "Deal", day)), lines.toString());
        assertTrue(lines.contains("The deal of the day"), lines.toString());
        assertTrue(lines.contains("Your first game on it."), lines.toString());
        long first = play.game().finalScore();

        // The ended game is entered first (its name asked), then the deal begins.
        assertEquals(new PlayResult.Opened("High Score"), play.apply(new PlayCommand.DealOfTheDay()));
        run("type Ann\nkey ENTER");
        assertEquals(day.deal(), play.game().deal());
        assertFalse(play.game().isOver());
        run("play 1");
        play.session().match().finish(Game.End.ENDED_BY_PLAYER);
        lines = gameOverLines();
        assertTrue(lines.contains(String.format("%-12s%7s", "Your best", first)), lines.toString());
        assertTrue(lines.contains(play.game().finalScore() > first ? "A new best!" : "Not better than your best."));
        assertEquals(2, history.list().size());
    }

    @Test
    void theDealCalendarPlaysAnyOfItsDaysAndShareCarriesTheStreak() throws Exception {
        LocalDate yesterday = LocalDate.of(1990, 5, 31);
        GameHistory before = new GameHistory(TestPlatform.storage(), home,
                Clock.fixed(Instant.parse("1990-05-31T12:00:00Z"), ZoneOffset.UTC));
        Match m = new Match(GameMode.SOLITAIRE, List.of(Seat.human("Kim")),
                new Game(DealCode.ofDay(yesterday).deal(), Scoring.MODERN));
        m.place(m.game().legalSquares().get(0));
        m.finish(Game.End.ENDED_BY_PLAYER);
        before.add(m, Map.of());

        start(3);
        machine.tick();
        assertEquals(new PlayResult.Opened("Deal Calendar"), play.apply(new PlayCommand.DealCalendar()));
        CalendarScreen calendar = (CalendarScreen) machine.screen();
        assertEquals(1, calendar.calendar().streak(), "yesterday's, while today's waits");
        assertTrue(calendar.calendar().days().get(DayCalendar.DAYS - 2).onItsDay());
        run("key LEFT\nkey LEFT\nkey ENTER");
        assertTrue(machine.screen() == play, "the calendar gone");
        assertEquals(DealCode.ofDay(yesterday.minusDays(1)).deal(), play.game().deal(), "the day chosen");

        play.apply(new PlayCommand.DealCalendar());
        run("key ENTER");
        assertEquals(DealCode.ofDay(LocalDate.of(1990, 6, 1)).deal(), play.game().deal(), "today's at first");
        run("play 3");
        play.session().match().finish(Game.End.ENDED_BY_PLAYER);
        play.requesters().clear();
        run("key ESCAPE");
        play.apply(new PlayCommand.Share());
        run("type r");
        String line = machine.clipboard().text();
        assertTrue(line.contains(" \u00b7 streak 2 days"), line);
    }

    /** Game Over's lines under the result as they read now, the live ones too. */
    private List<String> gameOverLines() {
        List<String> lines = new ArrayList<>(play.session().deals().gameOverLines());
        play.session().deals().gameOverLiveLines().forEach(l -> lines.add(l.get()));
        return lines;
    }

    /** Copies of the one kept game, to make a large history quickly: each copy is read as a game of its own. */
    private void keepCopies(int copies) throws Exception {
        Path folder = home.resolve(GameHistory.FOLDER);
        Path kept;
        try (var files = Files.list(folder)) {
            kept = files.findFirst().orElseThrow();
        }
        byte[] text = Files.readAllBytes(kept);
        for (int i = 0; i < copies; i++) {
            Files.write(folder.resolve(String.format("1990-05-01T00-00-00.000Z-c%05d%s", i, GameHistory.EXTENSION)), text);
        }
    }

    /** Ticks of the play screen, each with a tick of the background's slices. */
    private void ticks(SlicedScheduler background, int n) {
        for (int i = 0; i < n; i++) {
            background.tick();
            run("wait 1");
        }
    }

    private String progress() {
        for (Gadget g : play.requesters().current().gadgets()) {
            if (g instanceof LiveLine l) {
                return l.text();
            }
        }
        return null;
    }

    @Test
    void aLargeHistoryIsReadInSlicesSayingHowFarItHasComeWithCancel() throws Exception {
        start(3);
        run("play 2");
        play.session().match().finish(Game.End.ENDED_BY_PLAYER);
        run("key ESCAPE");
        keepCopies(299);
        // Ten kept files a tick, whatever the time: 30 ticks for the 300.
        SlicedScheduler background = new SlicedScheduler(10, 1_000, () -> 0L);
        play.session().deals().useScheduler(background.lane());
        play.session().deals().statistics().show();
        ticks(background, HistoryReads.PATIENCE_TICKS - 1);
        assertSame(play, machine.screen());
        assertFalse(play.requesters().isActive(), "nothing said within a quarter second");
        ticks(background, 1);
        assertEquals("Statistics", play.requesters().current().title());
        assertEquals("Reading the kept games 150 of 300", progress());
        ticks(background, 16);
        assertTrue(machine.screen() instanceof StatsScreen, "the statistics once read");
        assertEquals(300, ((StatsScreen) machine.screen()).statistics().games());
        run("key ESCAPE");
        assertSame(play, machine.screen());
        assertFalse(play.requesters().isActive(), "the reading's requester closed with its end");

        // Cancel: the statistics never come.
        play.session().deals().statistics().show();
        ticks(background, HistoryReads.PATIENCE_TICKS);
        assertTrue(progress().startsWith("Reading the kept games"), progress());
        run("key ESCAPE");
        assertFalse(play.requesters().isActive());
        ticks(background, 40);
        assertSame(play, machine.screen(), "cancelled");
        assertFalse(background.isBusy(), "the cancelled reading is dropped");

        // Export Statistics reads the same way.
        Path csv = home.resolve("out.csv");
        play.session().deals().statistics().export(csv);
        assertFalse(Files.exists(csv), "not before the read has ended");
        ticks(background, 31);
        assertFalse(play.requesters().isActive());
        assertEquals(301, Files.readAllLines(csv).size(), "a heading and the 300 games");
    }

    @Test
    void theDealOfTheDaysComparisonIsFilledInWhenTheKeptGamesAreRead() throws Exception {
        start(3);
        SlicedScheduler background = new SlicedScheduler(10, 1_000, () -> 0L);
        play.session().deals().useScheduler(background.lane());
        play.apply(new PlayCommand.DealOfTheDay());
        run("play 2");
        play.session().match().finish(Game.End.ENDED_BY_PLAYER);
        assertTrue(gameOverLines().contains("(reading the kept games)"), gameOverLines().toString());
        ticks(background, 2);
        assertTrue(gameOverLines().contains("Your first game on it."), gameOverLines().toString());
        assertEquals(1, new GameHistory(TestPlatform.storage(), home, PlayScreen.FIXED_CLOCK).list().size());
    }

    @Test
    void aGameEndingAgainAfterUndoIsKeptOnce() throws Exception {
        start(3);
        run("play 2");
        play.session().match().finish(Game.End.ENDED_BY_PLAYER);
        play.session().match().finish(Game.End.ENDED_BY_PLAYER);
        assertEquals(1, new GameHistory(TestPlatform.storage(), home, PlayScreen.FIXED_CLOCK).list().size());
    }

    @Test
    void theMasterPlaysTheDealOnlyAfterTheGameEndsAndOnce() throws Exception {
        start(3);
        ImmediateScheduler master = new ImmediateScheduler();
        play.session().deals().master().useScheduler(master);
        play.session().deals().master().useMasterIterations(5);
        List<Supplier<String>> live = play.session().deals().gameOverLiveLines();
        assertEquals(2, live.size());
        assertEquals("", live.get(0).get(), "nothing before the game ends");
        assertEquals(0, master.started());
        run("play 2");
        play.session().match().finish(Game.End.ENDED_BY_PLAYER);
        assertEquals(1, master.started());
        assertEquals("(the computer plays it too)", live.get(1).get(), "shown at the screen's next tick");
        run("wait 1");
        assertTrue(live.get(0).get().startsWith("The Master"), live.get(0).get());
        assertTrue(live.get(0).get().matches("The Master +\\d+"), live.get(0).get());
        assertEquals("The computer wins.", live.get(1).get(), "two stones against a whole game");
        assertTrue(Files.readString(home.resolve("master-scores.txt")).startsWith(DealCode.of(3) + " modern 5 "));

        // Start Game Over: the same deal ends again; the Master's result is not computed twice.
        play.session().match().startOver();
        play.session().match().finish(Game.End.ENDED_BY_PLAYER);
        assertEquals(1, master.started());
        assertEquals("The computer wins.", live.get(1).get());
    }

    @Test
    void gameOverCountsTheMastersStonesWhileItPlays() {
        start(3);
        // The page's way: the Master's game a few slices a tick, so Game Over is seen while it plays.
        SlicedScheduler background = new SlicedScheduler(20, 1_000_000_000L, () -> 0L);
        play.session().deals().master().useScheduler(background.lane());
        play.session().deals().master().useMasterIterations(5);
        List<Supplier<String>> live = play.session().deals().gameOverLiveLines();
        run("play 2");
        play.session().match().finish(Game.End.ENDED_BY_PLAYER);
        assertTrue(live.get(0).get().matches("The Master +\\.\\.\\."), live.get(0).get());
        boolean counted = false;
        for (int i = 0; i < 5000 && DealMaster.PLAYING.equals(live.get(1).get()); i++) {
            ticks(background, 1);
            String line = live.get(0).get();
            // "(playing this deal)" alone for 20-40 s looked stuck to a newcomer: the stones placed are counted.
            counted |= DealMaster.PLAYING.equals(live.get(1).get()) && line.matches("The Master +\\d+/66");
        }
        assertTrue(counted, "no count of the Master's stones while it played");
        assertEquals("The computer wins.", live.get(1).get());
        assertTrue(live.get(0).get().matches("The Master +\\d+"), live.get(0).get());
    }

    @Test
    void aFailedMasterGameIsSaidAndTriedAgainWhenTheDealEndsAgain() {
        start(3);
        ImmediateScheduler master = new ImmediateScheduler();
        play.session().deals().master().useScheduler(master);
        // No budget: the Master's search refuses to start, as a failing search would.
        play.session().deals().master().useMasterIterations(0);
        List<Supplier<String>> live = play.session().deals().gameOverLiveLines();
        run("play 2");
        play.session().match().finish(Game.End.ENDED_BY_PLAYER);
        run("wait 1");
        assertEquals("The Master could not play.", live.get(1).get(), "not '(playing this deal)' for ever");
        assertTrue(play.session().notices().status().startsWith("The Master could not play"), play.session().notices().status());

        play.session().deals().master().useMasterIterations(5);
        play.session().match().startOver();
        play.session().match().finish(Game.End.ENDED_BY_PLAYER);
        run("wait 1");
        assertEquals(2, master.started(), "asked again");
        assertEquals("The computer wins.", live.get(1).get());
    }

    @Test
    void statisticsOpenOverTheGameAndCloseBackToIt() {
        start(3);
        run("play 2");
        play.session().match().finish(Game.End.ENDED_BY_PLAYER);
        play.session().deals().statistics().show();
        assertTrue(machine.screen() instanceof StatsScreen);
        assertEquals(1, ((StatsScreen) machine.screen()).statistics().games());
        run("key ESCAPE");
        assertTrue(machine.screen() == play);
    }

    @Test
    void exportWritesEveryGameAsCsv() throws Exception {
        start(3);
        run("play 2");
        play.session().match().finish(Game.End.ENDED_BY_PLAYER);
        Path csv = home.resolve("out.csv");
        play.session().deals().statistics().export(csv);
        List<String> lines = Files.readAllLines(csv);
        assertEquals(2, lines.size());
        assertTrue(lines.get(1).startsWith("1990-06-01,Solitaire,Modern," + DealCode.of(3) + ","), lines.get(1));
    }

    @Test
    void aRunWithoutDataFolderKeepsNothing() {
        play = new PlayScreen(TestPlatform.desktop(), TestArt.stoneset(), TestArt.board(), 3);
        machine = new Machine(play);
        play.session().match().finish(Game.End.ENDED_BY_PLAYER);
        assertEquals(List.of(), play.session().deals().gameOverLiveLines());
        assertEquals(List.of("", String.format("%-10s%9s", "Deal", DealCode.of(3))), play.session().deals().gameOverLines());
    }
}
