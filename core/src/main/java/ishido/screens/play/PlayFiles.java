package ishido.screens.play;

import ishido.persist.SavedGames;
import ishido.persist.Settings;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Save Game and Load Game for the play screen: the match written as a game record, and read back. */
final class PlayFiles {
    private final PlaySession session;
    private Path savedAs;

    PlayFiles(PlaySession session) {
        this.session = session;
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
        if (settings.computerPlayer1) {
            computers.add("1");
        }
        if (settings.computerPlayer2) {
            computers.add("2");
        }
        more.put("Computer Players", computers.isEmpty() ? "none" : String.join(" ", computers));
        more.put("Stoneset", settings.stoneset);
        more.put("Board", settings.board);
        return session.match().record(more);
    }

    Path savedAs() {
        return savedAs;
    }

    void save(Path file) {
        try {
            SavedGames.write(file, record());
            savedAs = file;
            session.say("Saved as " + file.getFileName() + ".");
        } catch (IOException e) {
            session.tell("Save Game", "The game could not be saved: " + (e.getMessage() == null ? e.toString() : e.getMessage()));
        }
    }

    void load(Path file) {
        GameRecord record;
        List<String> notes;
        try {
            record = SavedGames.read(file);
            // The match changes only once the whole record has been read and replayed.
            notes = session.match().load(record, session.mode(), session.seats());
        } catch (CharacterCodingException e) {
            session.tell("Load Game", file.getFileName() + " is not a saved game.");
            return;
        } catch (IOException e) {
            session.tell("Load Game", "Could not read " + file.getFileName() + ": " + e.getMessage());
            return;
        } catch (IllegalArgumentException | IllegalMoveException e) {
            session.tell("Load Game", file.getFileName() + " is damaged: " + e.getMessage());
            return;
        }
        // A loaded game keeps the flags its file gives.
        session.reset(false);
        String computers = record.extra().get("Computer Players");
        if (computers != null) {
            // The seats the computer took are part of the game, so they come back with it.
            List<String> seats = List.of(computers.strip().split("\\s+"));
            session.settings().computerPlayer1 = seats.contains("1");
            session.settings().computerPlayer2 = seats.contains("2");
            session.saveSettings();
        }
        savedAs = file;
        for (String note : notes) {
            session.say(note);
        }
        session.say("Loaded " + file.getFileName() + ".");
    }
}
