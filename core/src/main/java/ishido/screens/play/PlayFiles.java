package ishido.screens.play;

import ishido.match.Match;
import ishido.match.MatchRecord;
import ishido.match.Timer;
import ishido.persist.UserFiles;
import ishido.rules.GameMode;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import ishido.store.SavedGames;
import ishido.store.Settings;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Save Game and Load Game for the play screen: the match written as a game record, and read back. */
final class PlayFiles {
    private final PlaySession session;
    /** Where a saved game takes its date from. */
    private final Clock clock;
    private Path savedAs;

    PlayFiles(PlaySession session, Clock clock) {
        this.session = session;
        this.clock = clock;
    }

    /** A new game has not been saved yet. */
    void forget() {
        savedAs = null;
    }

    /** The game as a record, with everything needed to carry on where it stands. */
    GameRecord record() {
        Settings settings = session.settings();
        Map<String, String> more = new LinkedHashMap<>();
        List<String> computers = new ArrayList<>();
        if (settings.get(Settings.COMPUTER_PLAYER_1)) {
            computers.add("1");
        }
        if (settings.get(Settings.COMPUTER_PLAYER_2)) {
            computers.add("2");
        }
        more.put("Computer Players", computers.isEmpty() ? "none" : String.join(" ", computers));
        more.put("Stoneset", settings.get(Settings.STONESET));
        more.put("Board", settings.get(Settings.BOARD));
        return MatchRecord.write(session.match(), more, LocalDate.now(clock));
    }

    /** The file the game was last saved to or loaded from, or null. */
    Path savedAs() {
        return savedAs;
    }

    /** Save Game: the record written atomically. */
    void save(Path file) {
        try {
            SavedGames.write(file, record());
            savedAs = file;
            session.say("Saved as " + file.getFileName() + ".");
        } catch (IOException e) {
            session.tell("Save Game", "The game could not be saved: "
                    + UserFiles.describe(file.getFileName(), e) + ".");
        }
    }

    /** Load Game: a file that reads well replaces the game under way, after asking if one is under way. */
    void open(Path file) {
        // Read and check first: a damaged file is reported without first asking to end the game.
        GameRecord record = check(file);
        if (record == null) {
            return;
        }
        if (session.tournament().isUnderWay()) {
            session.confirm("Load Game", List.of("Loading ends the tournament", "under way; it is lost unless",
                    "saved. Load it?"), "Load", () -> load(file, record));
        } else if (session.isUnderWay()) {
            session.confirm("Load Game", List.of("Loading ends the game", "under way. Load it?"), "Load",
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
            GameRecord record = SavedGames.read(file);
            MatchRecord.replay(record, session.mode(), session.seats().forMode(session.mode()));
            return record;
        } catch (UserFiles.TooLargeException | UserFiles.NotTextException e) {
            // Refused before it was read: the game under way is untouched.
            session.tell("Load Game", file.getFileName() + " is " + e.getMessage() + ".");
        } catch (IOException e) {
            session.tell("Load Game", "Could not read " + UserFiles.describe(file.getFileName(), e) + ".");
        } catch (IllegalArgumentException | IllegalMoveException e) {
            session.tell("Load Game", file.getFileName() + " is damaged: " + e.getMessage());
        }
        return null;
    }

    /** The menus take the loaded game's mode, scoring and timer, so New Game goes on in kind (a tournament's next game). */
    private void followLoadedGame() {
        Settings s = session.settings();
        Match match = session.match();
        s.set(Settings.MODE, match.mode());
        if (match.mode().allows(match.game().scoring())) {
            s.set(Settings.SCORING, match.game().scoring());
        }
        Timer timer = match.timer();
        if (match.mode() == GameMode.CHALLENGE) {
            s.set(Settings.CHALLENGE_TIMER, timer.kind() == Timer.Kind.PER_MOVE);
            s.set(Settings.CHALLENGE_SECONDS, timer.isOn() ? timer.amount() : s.get(Settings.CHALLENGE_SECONDS));
        } else if (match.mode() == GameMode.TOURNAMENT) {
            s.set(Settings.TOURNAMENT_TIMER, timer.kind() == Timer.Kind.PER_GAME);
            s.set(Settings.TOURNAMENT_MINUTES, timer.isOn() ? timer.amount() : s.get(Settings.TOURNAMENT_MINUTES));
        }
    }

    /** Puts a checked record in play in place of the match under way. */
    void load(Path file, GameRecord record) {
        MatchRecord.Loaded loaded;
        try {
            // The match changes only once the whole record has been read and replayed.
            loaded = MatchRecord.load(record, session.mode(), session.seats().forMode(session.mode()));
        } catch (IllegalArgumentException | IllegalMoveException e) {
            session.tell("Load Game", file.getFileName() + " is damaged: " + e.getMessage());
            return;
        }
        session.adopt(loaded.match());
        // A loaded game keeps the flags its file gives.
        session.reset(false);
        followLoadedGame();
        session.scores().loadedTournament();
        String computers = record.get("Computer Players");
        if (computers != null) {
            // The seats the computer took are part of the game, so they come back with it.
            List<String> seats = List.of(computers.strip().split("\\s+"));
            session.settings().set(Settings.COMPUTER_PLAYER_1, seats.contains("1"));
            session.settings().set(Settings.COMPUTER_PLAYER_2, seats.contains("2"));
        }
        session.saveSettings();
        savedAs = file;
        for (String note : loaded.notes()) {
            session.say(note);
        }
        session.say("Loaded " + file.getFileName() + (record.isWhole() ? "." : "; it may be truncated."));
    }
}
