package ishido.screens.play;

import ishido.machine.Machine;
import ishido.match.Seat;
import ishido.match.Tournament;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.ScoreSheet;
import ishido.rules.Scoring;
import ishido.scores.Table;
import ishido.screens.scores.FinishedGame;
import ishido.screens.scores.HighScoreKeeper;
import ishido.store.Settings;
import java.util.ArrayList;
import java.util.List;

/** The play screen's side of the high-score tables: an ended game entered once, and the tables shown. */
final class PlayHighScores {
    private final PlaySession session;
    /** The high-score tables of the data folder, or null when nothing may be written. */
    private final HighScoreKeeper keeper;
    /** The game that ended has been offered to the high-score tables. */
    private boolean scored;

    PlayHighScores(PlaySession session, HighScoreKeeper keeper) {
        this.session = session;
        this.keeper = keeper;
    }

    /** A new game: it has not been offered yet. */
    void reset() {
        scored = false;
    }

    /**
     * Enters the ended game in the high-score tables, once: name entry, then the table it made. The
     * Game Over requester calls it when it closes (not on Undo, which reopens the game), New Game too.
     */
    void offer() {
        Machine machine = session.machine();
        if (scored || !session.game().isOver() || keeper == null || machine == null) {
            return;
        }
        scored = true;
        keeper.gameOver(machine, session.requesters(), finishedSheets(),
                session.settings().get(Settings.SHOW_HIGH_SCORES));
    }

    /** Scores > Modern or Ancient: Today's table, then at a click the All-Time Highs. */
    void show(Scoring scoring) {
        Machine machine = session.machine();
        if (keeper == null || machine == null) {
            session.tell("Scores", "No high scores are kept in this run.");
        } else {
            keeper.showScoring(machine, session.requesters(), scoring);
        }
    }

    /** Scores > Tournament Scores. */
    void showTournament() {
        Machine machine = session.machine();
        if (keeper == null || machine == null) {
            session.tell("Scores", "No high scores are kept in this run.");
        } else {
            keeper.show(machine, session.requesters(), Table.TOURNAMENT, session.settings().get(Settings.SCORING));
        }
    }

    /** A new tournament: its tables start empty. */
    void newTournament() {
        if (keeper != null) {
            keeper.startTournament(session.requesters(), List.of());
        }
    }

    /**
     * A saved tournament was loaded: its tables hold the games it played, and the loaded game, if it had
     * ended, is not entered again.
     */
    void loadedTournament() {
        Tournament t = session.match().tournament();
        if (keeper == null || t == null) {
            return;
        }
        List<FinishedGame> played = new ArrayList<>();
        for (Tournament.Played p : t.played()) {
            played.add(tournamentSheet(p.player(), p.game(), p.player().isComputer(), false));
        }
        if (session.game().isOver()) {
            Seat player = session.match().currentSeat();
            played.add(tournamentSheet(player, session.game(), player.isComputer(), false));
            scored = true;
        }
        keeper.startTournament(session.requesters(), played);
    }

    private static FinishedGame tournamentSheet(Seat player, Game g, boolean computer, boolean assisted) {
        return new FinishedGame(GameMode.TOURNAMENT, g.scoring(), "", g.finalScore(), g.fourWays(), g.stonesLeft(),
                computer, assisted, player.name());
    }

    /**
     * The score sheets of the ended game as the tables see them: one, one per player in a Challenge, or
     * in a tournament one with the name its player gave.
     */
    private List<FinishedGame> finishedSheets() {
        var match = session.match();
        Game g = session.game();
        boolean assisted = match.isDisqualified() || match.isStartedOver();
        List<FinishedGame> sheets = new ArrayList<>();
        if (session.seats().isChallenge()) {
            for (int i = 0; i < match.seats().size(); i++) {
                ScoreSheet sheet = match.sheet(i);
                sheets.add(new FinishedGame(session.mode(), g.scoring(), "Player " + (i + 1),
                        match.finalScore(i), sheet.fourWays(), g.stonesLeft(),
                        match.seats().get(i).isComputer(), assisted));
            }
        } else if (session.mode() == GameMode.TOURNAMENT) {
            sheets.add(tournamentSheet(match.currentSeat(), g, match.computerPlayed(), assisted));
        } else {
            sheets.add(new FinishedGame(session.mode(), g.scoring(), "", g.finalScore(), g.fourWays(), g.stonesLeft(),
                    match.computerPlayed(), assisted));
        }
        return sheets;
    }
}
