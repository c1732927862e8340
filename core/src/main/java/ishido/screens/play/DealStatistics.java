package ishido.screens.play;

import ishido.machine.Machine;
import ishido.persist.Storage;
import ishido.persist.UserFiles;
import ishido.practice.Practice;
import ishido.screens.stats.StatsScreen;
import ishido.stats.StatsCsv;
import ishido.stats.StatsFilter;
import ishido.store.GameHistory;
import ishido.store.PracticeLog;
import ishido.store.Settings;
import ishido.ui.FileRequester;
import ishido.ui.RequesterQueue;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/** Scores > Statistics... and File > Export Statistics... over the kept games (none in a run that keeps nothing). */
final class DealStatistics {
    /** The kept games, or null in a run without a data folder. */
    private final DealHistory history;
    private final KeptSettings settings;
    private final RequesterQueue requesters;
    private final Notices notices;
    private final Supplier<Machine> shownOn;
    private final Storage storage;
    private final Path userFolder;
    private final Clock clock;

    DealStatistics(DealHistory history, KeptSettings settings, RequesterQueue requesters, Notices notices,
            Supplier<Machine> shownOn, Storage storage, Path userFolder, Clock clock) {
        this.history = history;
        this.settings = settings;
        this.requesters = requesters;
        this.notices = notices;
        this.shownOn = shownOn;
        this.storage = storage;
        this.userFolder = userFolder;
        this.clock = clock;
    }

    /** Scores > Statistics...: the statistics screen over the game, counting the kept games. */
    void show() {
        Machine machine = shownOn.get();
        if (history == null || machine == null) {
            notices.tell("Statistics", "No games are kept in this run.");
            return;
        }
        GameHistory.Read read = history.read();
        if (read == null) {
            return;
        }
        List<Practice.Result> practice = new ArrayList<>();
        try {
            for (PracticeLog.Entry e : new PracticeLog(storage, history.folder(), clock).entries()) {
                practice.add(e.result());
            }
        } catch (IOException e) {
            // The practice log is an extra: the statistics of the games show without it.
        }
        StatsScreen screen = new StatsScreen(read.played(),
                new StatsFilter(null, settings.get(Settings.SCORING), false), machine::pop, practice);
        screen.noteLeftOut(read);
        machine.push(screen);
    }

    /** File > Export Statistics...: every kept game as CSV, to a file the player chooses. */
    void askExport() {
        if (history == null) {
            notices.tell("Export Statistics", "No games are kept in this run.");
            return;
        }
        FileRequester f = new FileRequester(storage, "Export Statistics", FileRequester.Mode.SAVE, userFolder, List.of("csv"),
                PlayFiles.volumes(storage, userFolder), requesters, this::export);
        f.fileField().setText("statistics.csv");
        requesters.show(f.requester());
    }

    void export(Path file) {
        GameHistory.Read read = history.read();
        if (read == null) {
            return;
        }
        try {
            storage.write(file, StatsCsv.write(read.played()).getBytes(StandardCharsets.UTF_8));
            int games = read.games().size();
            notices.say("Exported " + games + (games == 1 ? " game: " : " games: ") + file.getFileName());
        } catch (IOException e) {
            notices.tell("Export Statistics", "The statistics could not be written: "
                    + UserFiles.describe(file.getFileName(), e) + ".");
        }
    }
}
