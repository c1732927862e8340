package ishido.screens.play;

import ishido.match.MatchListener;
import ishido.machine.Machine;
import ishido.match.MatchView;
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
final class PlayHighScores implements MatchListener {
    /** The high-score tables of the data folder, or null when nothing may be written. */
    private final HighScoreKeeper keeper;
    /** The game that ended has been offered to the high-score tables. */
    private boolean scored;

    private final PlayContext c;

    PlayHighScores(PlayContext c, HighScoreKeeper keeper) {
        this.c = c;
        this.keeper = keeper;
    }

    /** A new game: it has not been offered yet. */
    @Override
    public void gameBegan() {
        scored = false;
    }

    /**
     * Enters the ended game in the high-score tables, once: name entry, then the table it made. The
     * Game Over requester calls it when it closes (not on Undo, which reopens the game), New Game too.
     */
    void offer() {
        Machine shownOn = c.machine().get();
        if (scored || !c.now().game().isOver() || keeper == null || shownOn == null) {
            return;
        }
        scored = true;
        keeper.gameOver(shownOn, c.requesters(), finishedSheets(),
                c.settings().get(Settings.SHOW_HIGH_SCORES));
    }

    /** Scores > Modern or Ancient: Today's table, then at a click the All-Time Highs. */
    void show(Scoring scoring) {
        Machine shownOn = c.machine().get();
        if (keeper == null || shownOn == null) {
            c.notices().tell("Scores", "No high scores are kept in this run.");
        } else {
            keeper.showScoring(shownOn, c.requesters(), scoring);
        }
    }

    /** Scores > Tournament Scores. */
    void showTournament() {
        Machine shownOn = c.machine().get();
        if (keeper == null || shownOn == null) {
            c.notices().tell("Scores", "No high scores are kept in this run.");
        } else {
            keeper.show(shownOn, c.requesters(), Table.TOURNAMENT, c.settings().get(Settings.SCORING));
        }
    }

    /** A new tournament: its tables start empty. */
    void newTournament() {
        if (keeper != null) {
            keeper.startTournament(c.requesters(), List.of());
        }
    }

    /**
     * A saved tournament was loaded: its tables hold the games it played, and the loaded game, if it had
     * ended, is not entered again.
     */
    void loadedTournament() {
        Tournament t = c.now().tournament();
        if (keeper == null || t == null) {
            return;
        }
        List<FinishedGame> played = new ArrayList<>();
        for (Tournament.Played p : t.played()) {
            played.add(tournamentSheet(p.player(), p.game(), p.player().isComputer(), false));
        }
        if (c.now().game().isOver()) {
            Seat player = c.now().currentSeat();
            played.add(tournamentSheet(player, c.now().game(), player.isComputer(), false));
            scored = true;
        }
        keeper.startTournament(c.requesters(), played);
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
        MatchView m = c.now();
        Game g = m.game();
        boolean assisted = m.isAssisted();
        List<FinishedGame> sheets = new ArrayList<>();
        if (c.seats().isChallenge()) {
            for (int i = 0; i < m.seats().size(); i++) {
                ScoreSheet sheet = m.sheet(i);
                sheets.add(new FinishedGame(m.mode(), g.scoring(), "Player " + (i + 1),
                        m.finalScore(i), sheet.fourWays(), g.stonesLeft(),
                        m.seats().get(i).isComputer(), assisted));
            }
        } else if (m.mode() == GameMode.TOURNAMENT) {
            sheets.add(tournamentSheet(m.currentSeat(), g, m.computerPlayedMost(), assisted));
        } else {
            // The computer's game when it played most of the moves: a Cooperative partner's game asks their name.
            sheets.add(new FinishedGame(m.mode(), g.scoring(), "", g.finalScore(), g.fourWays(), g.stonesLeft(),
                    m.computerPlayedMost(), assisted));
        }
        return sheets;
    }
}
