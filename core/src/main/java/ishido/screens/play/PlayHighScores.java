package ishido.screens.play;

import ishido.machine.Machine;
import ishido.match.Match;
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
import ishido.ui.RequesterQueue;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/** The play screen's side of the high-score tables: an ended game entered once, and the tables shown. */
final class PlayHighScores {
    private final Supplier<Match> match;
    private final PlaySeats seats;
    /** The machine showing the play screen, for the high-score screens to go over it; null until shown. */
    private final Supplier<Machine> machine;
    private final RequesterQueue requesters;
    private final KeptSettings settings;
    private final Notices notices;
    /** The high-score tables of the data folder, or null when nothing may be written. */
    private final HighScoreKeeper keeper;
    /** The game that ended has been offered to the high-score tables. */
    private boolean scored;

    PlayHighScores(Supplier<Match> match, PlaySeats seats, Supplier<Machine> machine, RequesterQueue requesters,
            KeptSettings settings, Notices notices, HighScoreKeeper keeper) {
        this.match = match;
        this.seats = seats;
        this.machine = machine;
        this.requesters = requesters;
        this.settings = settings;
        this.notices = notices;
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
        Machine shownOn = this.machine.get();
        if (scored || !match.get().game().isOver() || keeper == null || shownOn == null) {
            return;
        }
        scored = true;
        keeper.gameOver(shownOn, requesters, finishedSheets(),
                settings.get(Settings.SHOW_HIGH_SCORES));
    }

    /** Scores > Modern or Ancient: Today's table, then at a click the All-Time Highs. */
    void show(Scoring scoring) {
        Machine shownOn = this.machine.get();
        if (keeper == null || shownOn == null) {
            notices.tell("Scores", "No high scores are kept in this run.");
        } else {
            keeper.showScoring(shownOn, requesters, scoring);
        }
    }

    /** Scores > Tournament Scores. */
    void showTournament() {
        Machine shownOn = this.machine.get();
        if (keeper == null || shownOn == null) {
            notices.tell("Scores", "No high scores are kept in this run.");
        } else {
            keeper.show(shownOn, requesters, Table.TOURNAMENT, settings.get(Settings.SCORING));
        }
    }

    /** A new tournament: its tables start empty. */
    void newTournament() {
        if (keeper != null) {
            keeper.startTournament(requesters, List.of());
        }
    }

    /**
     * A saved tournament was loaded: its tables hold the games it played, and the loaded game, if it had
     * ended, is not entered again.
     */
    void loadedTournament() {
        Tournament t = match.get().tournament();
        if (keeper == null || t == null) {
            return;
        }
        List<FinishedGame> played = new ArrayList<>();
        for (Tournament.Played p : t.played()) {
            played.add(tournamentSheet(p.player(), p.game(), p.player().isComputer(), false));
        }
        if (match.get().game().isOver()) {
            Seat player = match.get().currentSeat();
            played.add(tournamentSheet(player, match.get().game(), player.isComputer(), false));
            scored = true;
        }
        keeper.startTournament(requesters, played);
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
        Match match = this.match.get();
        Game g = match.game();
        boolean assisted = match.isAssisted();
        List<FinishedGame> sheets = new ArrayList<>();
        if (seats.isChallenge()) {
            for (int i = 0; i < match.seats().size(); i++) {
                ScoreSheet sheet = match.sheet(i);
                sheets.add(new FinishedGame(match.mode(), g.scoring(), "Player " + (i + 1),
                        match.finalScore(i), sheet.fourWays(), g.stonesLeft(),
                        match.seats().get(i).isComputer(), assisted));
            }
        } else if (match.mode() == GameMode.TOURNAMENT) {
            sheets.add(tournamentSheet(match.currentSeat(), g, match.computerPlayedAll(), assisted));
        } else {
            // The computer's game only when it played every move: a Cooperative partner's game asks their name.
            sheets.add(new FinishedGame(match.mode(), g.scoring(), "", g.finalScore(), g.fourWays(), g.stonesLeft(),
                    match.computerPlayedAll(), assisted));
        }
        return sheets;
    }
}
