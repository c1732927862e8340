package ishido.screens.play;

import ishido.match.DealCode;
import ishido.match.Seat;
import ishido.match.Tournament;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.scores.HighScore;
import ishido.store.Settings;
import ishido.ui.Requester;
import ishido.ui.TextField;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * A tournament at the play screen: Game > Tournament... goes on with the one under way or begins a new
 * shuffle (and clears its high-score table), New Game asks the next player's name (or gives the game to
 * the computer), and leaving Tournament play for another mode asks first, since the tournament is then lost.
 */
final class PlayTournament {
    private static final int FIELD_WIDTH = (HighScore.NAME_LENGTH + 1) * 8 + 4;

    private final MatchCommands match;
    private final PlayHighScores scores;
    private final LongSupplier seeds;
    /** What follows a tournament game's start: the screen made clean and the message said. */
    private final Consumer<String> begun;

    private final PlayContext c;

    PlayTournament(PlayContext c, MatchCommands match, PlayHighScores scores, LongSupplier seeds, Consumer<String> begun) {
        this.c = c;
        this.match = match;
        this.scores = scores;
        this.seeds = seeds;
        this.begun = begun;
    }

    /** A tournament has begun: a game of it was played or is being played. */
    boolean isUnderWay() {
        Tournament t = match.get().tournament();
        return t != null && (!t.played().isEmpty() || match.get().countsInTournament());
    }

    /**
     * Game > Tournament...: with a tournament under way, asks whether to begin a new one or go on with it;
     * a new one goes through the setup requester (scoring, Computer Player 1).
     */
    void setUp(Runnable showSetup) {
        Tournament t = match.get().tournament();
        if (!isUnderWay()) {
            showSetup.run();
            return;
        }
        int played = t.played().size();
        c.requesters().show(Requester.message("Tournament Game", List.of(
                "A tournament is under way:", played + (played == 1 ? " game" : " games") + " played.", "",
                "A new tournament deals a new", "shuffle and clears its scores."),
                "New", "Continue", fresh -> {
                    if (fresh) {
                        showSetup.run();
                    } else {
                        c.seats().chooseMode(GameMode.TOURNAMENT);
                        c.settings().save();
                        c.notices().say("New Game begins game " + t.gameNumber() + ".");
                    }
                }));
    }

    /** The setup requester's OK for Tournament play: a new tournament on a new shuffle, its table cleared. */
    void begin(Scoring scoring) {
        match.beginTournament(new Tournament(DealCode.fromBits(seeds.getAsLong()).deal(), scoring));
        scores.newTournament();
    }

    /**
     * The setup requester's OK for a mode: apply sets the menus' choices, after the player agreed to lose
     * a tournament under way; Tournament's OK begins a new tournament.
     */
    void changeMode(GameMode mode, Runnable apply) {
        leave(mode, () -> {
            apply.run();
            if (mode == GameMode.TOURNAMENT) {
                begin(c.seats().scoringFor(mode));
                c.notices().say("New Game begins a tournament.");
            } else {
                c.notices().say(mode.label() + " set for New Game.");
            }
        });
    }

    /** Before another mode is set: a tournament under way is lost unless saved, so the player is asked. */
    private void leave(GameMode next, Runnable apply) {
        if (next == GameMode.TOURNAMENT || !isUnderWay()) {
            apply.run();
            return;
        }
        c.notices().confirm("Leave the Tournament", List.of("Playing another mode ends", "the tournament; it is lost",
                "unless you save it first.", "Leave it?"), "Leave", () -> {
                    match.endTournament();
                    apply.run();
                });
    }

    /**
     * New Game in Tournament play: the next player's game on the tournament's deal. The computer takes it
     * when Computer Player 1 is checked; a person is asked for a name first and may back out.
     */
    void nextGame() {
        if (match.get().tournament() == null) {
            begin(c.settings().get(Settings.SCORING));
        }
        int number = match.get().tournament().gameNumber() + (match.get().countsInTournament() ? 1 : 0);
        if (c.settings().get(Settings.COMPUTER_PLAYER_1)) {
            start(c.seats().forMode(GameMode.TOURNAMENT).get(0));
            return;
        }
        c.requesters().show(new Requester.Builder("Tournament Game " + number)
                .text("The same deal for everyone.")
                .space()
                .text("Who plays this game?")
                .textEntry(new TextField(FIELD_WIDTH, "Player " + number, HighScore.NAME_LENGTH), "Play", "Cancel",
                        text -> {
                            String name = HighScore.cleanName(text);
                            start(Seat.human(name.isEmpty() ? "Player " + number : name));
                        }, () -> { })
                .build());
    }

    private void start(Seat player) {
        Tournament t = match.get().tournament();
        match.nextTournamentGame(player);
        begun.accept("Tournament game " + t.gameNumber() + ": " + player.name() + " plays.");
    }
}
