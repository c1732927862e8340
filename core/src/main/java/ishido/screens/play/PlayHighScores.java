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
    /** Its offer is over: every sheet entered or passed over (the name given, or the requester cancelled). */
    private boolean settled;
    /** Told each time an offer is over (the game under way's keeper, which forgets the game then). */
    private Runnable onSettled = () -> { };
    /** What waits for the offer to be over (a Quit). */
    private Runnable whenSettled = () -> { };

    private final PlayContext c;

    PlayHighScores(PlayContext c, HighScoreKeeper keeper) {
        this.c = c;
        this.keeper = keeper;
    }

    /** A new game: it has not been offered yet. */
    @Override
    public void gameBegan() {
        scored = false;
        settled = false;
        whenSettled = () -> { };
    }

    /**
     * True while the ended game still owes the high-score tables its entry: over, and not yet entered. The game
     * under way is kept until then, so that a reload or a quit at Game Over or in the name entry never loses it.
     */
    boolean owed() {
        return keeper != null && c.now().game().isOver() && !settled;
    }

    /** Tells the listener each time an ended game's offer is over, though a table is shown over the screen. */
    void onSettled(Runnable listener) {
        onSettled = listener;
    }

    /** A loaded game that had ended was entered when it was played: not again at its New Game. */
    void enteredBefore() {
        scored = true;
        settled = true;
    }

    /** A game kept at its end, before its entry, came back at the start: it is offered again. */
    void owedAgain() {
        scored = false;
        settled = false;
    }

    /**
     * Offers the ended game, as below, and runs then once the offer is over (at once when nothing is owed): Quit
     * waits for the name, so that a stuck game closed to look at the board and then quit still reaches the tables.
     */
    void offerThen(Runnable then) {
        if (!owed()) {
            then.run();
            return;
        }
        whenSettled = then;
        offer();
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
        Game ended = c.now().game();
        if (c.now().isHinted()) {
            // A First Game with Hints enters no table, Today's neither: its offer is over as it is made.
            settle(ended);
            return;
        }
        keeper.gameOver(shownOn, c.requesters(), finishedSheets(),
                c.settings().get(Settings.SHOW_HIGH_SCORES), () -> settle(ended));
    }

    /** The offer of the game that ended is over; a new game begun meanwhile owes its own. */
    private void settle(Game ended) {
        if (c.now().game() != ended) {
            return;
        }
        settled = true;
        onSettled.run();
        Runnable then = whenSettled;
        whenSettled = () -> { };
        then.run();
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
            enteredBefore();
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
