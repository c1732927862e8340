package ishido.screens.play;

import ishido.machine.Host;
import ishido.match.DealCode;
import ishido.match.Match;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.store.Settings;
import java.util.List;
import java.util.function.Supplier;

/**
 * The play screen's menu commands and what the menus read, each handed to the part that owns it:
 * the menus see this and nothing else of the screen.
 */
final class PlayActions implements PlayCommands, PlayMenus.State {
    /** The session's own commands: the game under way begins, restarts, ends, or takes back a move. */
    interface Flow {
        void askNewGame();

        void askStartOver();

        void askEndGame();

        boolean canUndo();

        void undo();
    }

    private final Flow flow;
    private final Supplier<Match> match;
    private final PlaySeats seats;
    private final KeptSettings settings;
    private final Notices notices;
    private final Host host;
    private final PlayFiles files;
    private final PlayHelps helps;
    private final PlayHighScores scores;
    private final PlayOracle oracle;
    private final PlayTournament tournament;
    private final PlayDeals deals;
    private final ThemeRequesters themes;
    private final ChoiceRequesters choices;
    private final PlayReviews reviews;
    private final PlayAllData allData;

    PlayActions(Flow flow, Supplier<Match> match, PlaySeats seats, KeptSettings settings, Notices notices, Host host,
            PlayFiles files, PlayHelps helps, PlayHighScores scores, PlayOracle oracle, PlayTournament tournament,
            PlayDeals deals, ThemeRequesters themes, ChoiceRequesters choices, PlayReviews reviews, PlayAllData allData) {
        this.flow = flow;
        this.match = match;
        this.seats = seats;
        this.settings = settings;
        this.notices = notices;
        this.host = host;
        this.files = files;
        this.helps = helps;
        this.scores = scores;
        this.oracle = oracle;
        this.tournament = tournament;
        this.deals = deals;
        this.themes = themes;
        this.choices = choices;
        this.reviews = reviews;
        this.allData = allData;
    }

    @Override
    public void loadGame() {
        files.askLoad();
    }

    @Override
    public void reviewGame() {
        reviews.askFile();
    }

    /** Review on the Game Over requester: the computer's review of the game on the board. */
    void reviewLastGame() {
        reviews.reviewCurrent();
    }

    @Override
    public void saveGame() {
        files.askSave();
    }

    @Override
    public void saveGameAs() {
        files.askSaveAs();
    }

    @Override
    public void quit() {
        if (isUnderWay()) {
            notices.confirm("Quit", List.of("A game is under way.", "Quit Ishido?"), "Quit", host::quit);
        } else if (tournament.isUnderWay()) {
            // Between a tournament's games, too: its next players have not played yet.
            notices.confirm("Quit", List.of("A tournament is under way.", "Quit Ishido?"), "Quit", host::quit);
        } else {
            host.quit();
        }
    }

    private boolean isUnderWay() {
        return !isOver() && begun();
    }

    @Override
    public void newGame() {
        flow.askNewGame();
    }

    @Override
    public void startOver() {
        flow.askStartOver();
    }

    @Override
    public void endGame() {
        flow.askEndGame();
    }

    @Override
    public void setUpMode(GameMode mode) {
        if (mode == GameMode.TOURNAMENT) {
            tournament.setUp(() -> choices.setup(mode));
        } else {
            choices.setup(mode);
        }
    }

    @Override
    public void setUpTimer(GameMode mode) {
        choices.timer(mode == GameMode.TOURNAMENT);
    }

    @Override
    public <T> void choose(Settings.Key<T> key, T value) {
        settings.set(key, value);
        settings.save();
    }

    @Override
    public void toggle(Settings.Key<Boolean> choice) {
        if (choice == Settings.ORACLE) {
            oracle.toggle();
        } else if (choice == Settings.ALWAYS_SHOW_MOVES) {
            helps.toggleAlwaysShowMoves();
        } else {
            settings.toggle(choice);
            if (choice == Settings.COMPUTER_PLAYER_1 || choice == Settings.COMPUTER_PLAYER_2) {
                seats.keepComputers(seats.nextMode());
            }
            settings.save();
        }
    }

    @Override
    public void chooseStoneset() {
        themes.stonesets();
    }

    @Override
    public void chooseBoard() {
        themes.boards();
    }

    @Override
    public void chooseDisplay() {
        choices.display();
    }

    @Override
    public void undo() {
        flow.undo();
    }

    @Override
    public void showPossibleMoves() {
        helps.showPossibleMoves();
    }

    @Override
    public void suggestMove() {
        helps.suggestMove();
    }

    @Override
    public void showPouch() {
        helps.showPouch();
    }

    @Override
    public void showScores(Scoring scoring) {
        scores.show(scoring);
    }

    @Override
    public void showTournamentScores() {
        scores.showTournament();
    }

    @Override
    public void playDeal() {
        deals.choice().askDeal();
    }

    @Override
    public void playDealOfTheDay() {
        deals.choice().playDealOfTheDay();
    }

    @Override
    public void showStatistics() {
        deals.statistics().show();
    }

    @Override
    public void exportStatistics() {
        deals.statistics().askExport();
    }

    @Override
    public void exportAll() {
        allData.askExport();
    }

    @Override
    public void importAll() {
        allData.askImport();
    }

    @Override
    public String dealCode() {
        DealCode code = deals.choice().code();
        return code == null ? "" : code.toString();
    }

    @Override
    public <T> T choice(Settings.Key<T> key) {
        return settings.get(key);
    }

    @Override
    public GameMode nextMode() {
        return seats.nextMode();
    }

    @Override
    public boolean begun() {
        return match.get().game().placed() > 0;
    }

    @Override
    public boolean isOver() {
        return match.get().game().isOver();
    }

    @Override
    public boolean modeAllowsHints() {
        return match.get().mode().allowsHints();
    }

    @Override
    public boolean canUndo() {
        return flow.canUndo();
    }

    @Override
    public boolean hintsAllowed() {
        return helps.hintsAllowed();
    }

    @Override
    public boolean canSuggest() {
        return helps.canSuggest();
    }

    @Override
    public boolean pouchHasStones() {
        return match.get().game().pouchCount() > 0;
    }

    @Override
    public boolean oracleOn() {
        return oracle.isOn();
    }

    @Override
    public boolean oracleOffered() {
        return oracle.offered();
    }
}
