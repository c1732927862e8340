package ishido.screens.play;

import ishido.machine.Machine;
import ishido.persist.UserFiles;
import ishido.practice.Practice;
import ishido.screens.stats.StatsScreen;
import ishido.stats.PlayedGame;
import ishido.stats.StatsCsv;
import ishido.stats.StatsFilter;
import ishido.puzzle.Glicko;
import ishido.store.ChallengeLog;
import ishido.store.GameHistory;
import ishido.store.PracticeLog;
import ishido.store.PuzzleLog;
import ishido.store.Settings;
import ishido.ui.FileRequester;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Scores > Statistics... and File > Export Statistics... over the kept games (none in a run that keeps nothing). */
final class DealStatistics {
    /** The kept games, or null in a run without a data folder. */
    private final DealHistory history;

    private final PlayContext c;

    DealStatistics(PlayContext c, DealHistory history) {
        this.c = c;
        this.history = history;
    }

    /** Scores > Statistics...: the statistics screen over the game, counting the kept games. */
    void show() {
        Machine machine = c.machine().get();
        if (history == null || machine == null) {
            c.notices().tell("Statistics", "No games are kept in this run.");
            return;
        }
        history.read("Statistics", true, read -> show(machine, read));
    }

    private void show(Machine machine, GameHistory.Read read) {
        List<Practice.Result> practice = new ArrayList<>();
        try {
            for (PracticeLog.Entry e : new PracticeLog(c.storage(), history.folder(), c.clock()).entries()) {
                practice.add(e.result());
            }
        } catch (IOException e) {
            // The practice log is an extra: the statistics of the games show without it.
        }
        List<PlayedGame> games = new ArrayList<>(read.played());
        try {
            // After the player's own: the kinds are counted apart, so each needs only its own games in order.
            games.addAll(new ChallengeLog(c.storage(), history.folder(), c.clock()).friendsGames());
        } catch (IOException e) {
            // The challenge log is an extra too: the player's own games show without it.
        }
        StatsScreen screen = new StatsScreen(games,
                new StatsFilter(null, c.settings().get(Settings.SCORING), false), machine::pop, practice)
                .withPuzzleRatings(puzzleRatings());
        screen.noteLeftOut(read);
        machine.push(screen);
    }

    /** The player's puzzle rating after each rated try, oldest first; none when the puzzle log does not read. */
    private List<Glicko> puzzleRatings() {
        try {
            return new PuzzleLog(c.storage(), c.userFolder(), c.clock()).read().history();
        } catch (IOException e) {
            // The puzzle log is an extra too, as the practice log is.
            return List.of();
        }
    }

    /** File > Export Statistics...: every kept game as CSV, to a file the player chooses. */
    void askExport() {
        if (history == null) {
            c.notices().tell("Export Statistics", "No games are kept in this run.");
            return;
        }
        FileRequester f = new FileRequester(c.storage(), "Export Statistics", FileRequester.Mode.SAVE, c.userFolder(), List.of("csv"),
                PlayFiles.volumes(c.storage(), c.userFolder()), c.requesters(), this::export);
        f.fileField().setText("statistics.csv");
        c.requesters().show(f.requester());
    }

    void export(Path file) {
        history.read("Export Statistics", true, read -> export(file, read));
    }

    private void export(Path file, GameHistory.Read read) {
        try {
            c.storage().write(file, StatsCsv.write(read.played()).getBytes(StandardCharsets.UTF_8));
            int games = read.games().size();
            c.notices().say("Exported " + games + (games == 1 ? " game: " : " games: ") + file.getFileName());
        } catch (IOException e) {
            c.notices().tell("Export Statistics", "The statistics could not be written: "
                    + UserFiles.describe(file.getFileName(), e) + ".");
        }
    }
}
