package ishido.screens.play;

import ishido.match.Match;
import ishido.match.MatchRecord;
import ishido.match.MatchView;
import ishido.match.Timer;
import ishido.persist.Storage;
import ishido.persist.UserData;
import ishido.persist.UserFiles;
import ishido.rules.GameMode;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import ishido.store.GameHistory;
import ishido.store.SavedGames;
import ishido.store.Settings;
import ishido.ui.FileRequester;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/** Save Game and Load Game for the play screen: the match written as a game record, and read back. */
final class PlayFiles {
    private final BooleanSupplier tournamentUnderWay;
    /** Puts a loaded match in play in place of the one under way. */
    private final Consumer<Match> adopt;
    private Path savedAs;

    private final PlayContext c;

    PlayFiles(PlayContext c, BooleanSupplier tournamentUnderWay, Consumer<Match> adopt) {
        this.c = c;
        this.tournamentUnderWay = tournamentUnderWay;
        this.adopt = adopt;
    }

    /**
     * The volumes the file requesters offer: the home folder, and the game's data folder when there is one,
     * with the history of every game kept there once a game has been kept (so Review Game... reaches any past game).
     */
    static List<FileRequester.Volume> volumes(Storage store, Path folder) {
        List<FileRequester.Volume> v = new ArrayList<>();
        Path home = store.home();
        if (home != null) {
            v.add(new FileRequester.Volume("Home", home));
        }
        if (folder != null) {
            v.add(new FileRequester.Volume("Ishido", folder));
            Path history = folder.resolve(GameHistory.FOLDER);
            if (store.isFolder(history)) {
                v.add(new FileRequester.Volume("History", history));
            }
        }
        return v;
    }

    /** The kept games' folder (a practice's result is kept there too), or null when this run keeps none. */
    Path historyFolder() {
        return c.userFolder() == null ? null : c.userFolder().resolve(GameHistory.FOLDER);
    }

    /** The clock the files are dated by. */
    Clock clock() {
        return c.clock();
    }

    private Path saves() {
        Path folder = c.userFolder() == null ? Path.of("").toAbsolutePath() : UserData.savesFolder(c.userFolder());
        try {
            c.storage().createFolders(folder);
        } catch (IOException e) {
            return Path.of("").toAbsolutePath();
        }
        return folder;
    }

    /** File > Load Game...: the file requester, then the game it names. */
    void askLoad() {
        askOpen("Load Game", this::open);
    }

    /** A file requester for a saved game, in the saves folder, that hands the file chosen on. */
    void askOpen(String title, Consumer<Path> then) {
        askOpen(title, saves(), then);
    }

    /** As {@link #askOpen(String, Consumer)}, in the history of kept games when there is one. */
    void askKept(String title, Consumer<Path> then) {
        Path history = historyFolder();
        askOpen(title, history != null && c.storage().isFolder(history) ? history : saves(), then);
    }

    /** As {@link #askKept}, handing on the game record the file chosen reads to (nothing when it reads badly). */
    void askKeptRecord(String title, Consumer<GameRecord> then) {
        askKept(title, file -> {
            GameRecord record = read(file, title);
            if (record != null) {
                then.accept(record);
            }
        });
    }

    private void askOpen(String title, Path folder, Consumer<Path> then) {
        FileRequester f = new FileRequester(c.storage(), title, FileRequester.Mode.OPEN, folder,
                List.of(SavedGames.EXTENSION), volumes(c.storage(), c.userFolder()), c.requesters(), then);
        c.requesters().show(f.requester());
    }

    /** A game record read from a file, or null after telling why it could not be (under the requester's title). */
    GameRecord read(Path file, String title) {
        try {
            return SavedGames.read(c.storage(), file);
        } catch (UserFiles.TooLargeException | UserFiles.NotTextException e) {
            c.notices().tell(title, file.getFileName() + " is " + e.getMessage() + ".");
        } catch (IOException e) {
            c.notices().tell(title, "Could not read " + UserFiles.describe(file.getFileName(), e) + ".");
        } catch (IllegalArgumentException e) {
            c.notices().tell(title, file.getFileName() + " is damaged: " + e.getMessage());
        }
        return null;
    }

    /** File > Save Game As...: the file requester, in the folder of the last save or load. */
    void askSaveAs() {
        FileRequester f = new FileRequester(c.storage(), "Save Game", FileRequester.Mode.SAVE,
                savedAs != null ? savedAs.toAbsolutePath().getParent() : saves(),
                List.of(SavedGames.EXTENSION), volumes(c.storage(), c.userFolder()), c.requesters(),
                file -> c.play().accept(new PlayCommand.SaveTo(file)));
        if (savedAs != null) {
            f.fileField().setText(savedAs.getFileName().toString());
        }
        c.requesters().show(f.requester());
    }

    /** A new game has not been saved yet. */
    void forget() {
        savedAs = null;
    }

    /** The game as a record, with everything needed to carry on where it stands. */
    GameRecord record() {
        return record(Map.of());
    }

    /** As {@link #record()}, with more keys after the settings' (the game under way's). */
    GameRecord record(Map<String, String> more) {
        Map<String, String> keys = new LinkedHashMap<>(c.settings().recordLines());
        keys.putAll(more);
        return MatchRecord.write(c.now(), keys, LocalDate.now(c.clock()));
    }

    /** The file the game was last saved to or loaded from, or null. */
    Path savedAs() {
        return savedAs;
    }

    /** File &gt; Save Game: to the file the game was last saved to or loaded from, else Save As's requester. */
    PlayResult save() {
        return savedAs != null ? save(savedAs) : c.opened("Save Game", this::askSaveAs);
    }

    /** Save Game: the record written atomically; a failure is told, and refuses the command. */
    PlayResult save(Path file) {
        try {
            SavedGames.write(c.storage(), file, record());
            savedAs = file;
            c.notices().say("Saved as " + file.getFileName() + ".");
            return new PlayResult.Saved(file);
        } catch (IOException e) {
            String reason = "The game could not be saved: " + UserFiles.describe(file.getFileName(), e) + ".";
            c.notices().tell("Save Game", reason);
            return new PlayResult.Refused(reason);
        }
    }

    /** Load Game: a file that reads well replaces the game under way, after asking if one is under way. */
    void open(Path file) {
        // Read and check first: a damaged file is reported without first asking to end the game.
        GameRecord record = check(file);
        if (record == null) {
            return;
        }
        MatchView now = c.now();
        if (tournamentUnderWay.getAsBoolean()) {
            c.notices().confirm("Load Game", List.of("Loading ends the tournament", "under way; it is lost unless",
                    "saved. Load it?"), "Load", () -> load(file, record));
        } else if (now.game().isUnderWay()) {
            c.notices().confirm("Load Game", List.of("Loading ends the game", "under way. Load it?"), "Load",
                    () -> load(file, record));
        } else {
            load(file, record);
        }
    }

    /**
     * Reads a saved game and replays it on a board of its own, so a file that cannot be loaded is
     * reported before anything is asked or changed; returns null (after saying why) for such a file.
     */
    GameRecord check(Path file) {
        try {
            GameRecord record = SavedGames.read(c.storage(), file);
            MatchRecord.replay(record, c.now().mode(), c.seats().forMode(c.now().mode()));
            return record;
        } catch (UserFiles.TooLargeException | UserFiles.NotTextException e) {
            // Refused before it was read: the game under way is untouched.
            c.notices().tell("Load Game", file.getFileName() + " is " + e.getMessage() + ".");
        } catch (IOException e) {
            c.notices().tell("Load Game", "Could not read " + UserFiles.describe(file.getFileName(), e) + ".");
        } catch (IllegalArgumentException | IllegalMoveException e) {
            c.notices().tell("Load Game", file.getFileName() + " is damaged: " + e.getMessage());
        }
        return null;
    }

    /**
     * Puts a checked record in play in place of the match under way: the match it replays to is the game,
     * and New Game goes on in its mode (a tournament's next game) unless another is chosen.
     */
    void load(Path file, GameRecord record) {
        MatchRecord.Loaded loaded;
        try {
            loaded = take(record);
        } catch (IllegalArgumentException | IllegalMoveException e) {
            c.notices().tell("Load Game", file.getFileName() + " is damaged: " + e.getMessage());
            return;
        }
        savedAs = file;
        for (String note : loaded.notes()) {
            c.notices().say(note);
        }
        c.notices().say("Loaded " + file.getFileName() + (record.isWhole() ? "." : " (incomplete)."));
    }

    /**
     * Puts the game kept under way at the last start back in play (not as a saved file: Save Game asks for a
     * name); false, with nothing changed, when its record does not replay.
     */
    boolean resume(GameRecord record) {
        try {
            take(record);
        } catch (IllegalArgumentException | IllegalMoveException e) {
            return false;
        }
        c.notices().say("The game under way goes on.");
        return true;
    }

    /** Replays the record and puts its match in play with its choices; the match changes only once it replayed whole. */
    private MatchRecord.Loaded take(GameRecord record) throws IllegalMoveException {
        MatchRecord.Loaded loaded = MatchRecord.load(record, c.now().mode(), c.seats().forMode(c.now().mode()));
        MatchView game = loaded.match();
        // The scoring and the timer the game was played with, and the seats the computer took, come back
        // into the menus with it, as choices the next game keeps; its mode is the match's own.
        if (game.mode().allows(game.game().scoring())) {
            c.settings().set(Settings.SCORING, game.game().scoring());
        }
        Timer timer = game.timer();
        if (game.mode() == GameMode.CHALLENGE) {
            c.settings().set(Settings.CHALLENGE_TIMER, timer.kind() == Timer.Kind.PER_MOVE);
            c.settings().set(Settings.CHALLENGE_SECONDS, timer.isOn() ? timer.amount() : c.settings().get(Settings.CHALLENGE_SECONDS));
        } else if (game.mode() == GameMode.TOURNAMENT) {
            c.settings().set(Settings.TOURNAMENT_TIMER, timer.kind() == Timer.Kind.PER_GAME);
            c.settings().set(Settings.TOURNAMENT_MINUTES, timer.isOn() ? timer.amount() : c.settings().get(Settings.TOURNAMENT_MINUTES));
        }
        String computers = record.get("Computer Players");
        if (computers != null) {
            List<String> taken = List.of(computers.strip().split("\\s+"));
            c.settings().set(Settings.COMPUTER_PLAYER_1, taken.contains("1"));
            c.settings().set(Settings.COMPUTER_PLAYER_2, taken.contains("2"));
        }
        c.settings().save();
        adopt.accept(loaded.match());
        return loaded;
    }
}
