package ishido.screens.play;

import ishido.match.Seat;
import ishido.match.Tournament;
import ishido.rules.Deal;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.scores.HighScore;
import ishido.store.Settings;
import ishido.ui.Requester;
import ishido.ui.TextField;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * A tournament at the play screen: Game > Tournament... goes on with the one under way or begins a new
 * shuffle (and clears its high-score table), New Game asks the next player's name (or gives the game to
 * the computer), and leaving Tournament play for another mode asks first, since the tournament is then lost.
 */
final class PlayTournament {
    private static final int FIELD_WIDTH = (HighScore.NAME_LENGTH + 1) * 8 + 4;

    private final PlaySession session;
    private final LongSupplier seeds;

    PlayTournament(PlaySession session, LongSupplier seeds) {
        this.session = session;
        this.seeds = seeds;
    }

    /** A tournament has begun: a game of it was played or is being played. */
    boolean isUnderWay() {
        Tournament t = session.match().tournament();
        return t != null && (!t.played().isEmpty() || session.match().countsInTournament());
    }

    /**
     * Game > Tournament...: with a tournament under way, asks whether to begin a new one or go on with it;
     * a new one goes through the setup requester (scoring, Computer Player 1).
     */
    void setUp(Runnable showSetup) {
        Tournament t = session.match().tournament();
        if (!isUnderWay()) {
            showSetup.run();
            return;
        }
        int played = t.played().size();
        session.requesters().show(Requester.message("Tournament Game", List.of(
                "A tournament is under way:", played + (played == 1 ? " game" : " games") + " played.", "",
                "A new tournament deals a new", "shuffle and clears its scores."),
                "New", "Continue", fresh -> {
                    if (fresh) {
                        showSetup.run();
                    } else {
                        session.settings().set(Settings.MODE, GameMode.TOURNAMENT);
                        session.saveSettings();
                        session.say("The tournament goes on: New Game begins game " + t.gameNumber() + ".");
                    }
                }));
    }

    /** The setup requester's OK for Tournament play: a new tournament on a new shuffle, its table cleared. */
    void begin(Scoring scoring) {
        session.match().beginTournament(new Tournament(Deal.random(seeds.getAsLong()), scoring));
        session.scores().newTournament();
    }

    /** Before another mode is set: a tournament under way is lost unless saved, so the player is asked. */
    void leave(GameMode next, Runnable apply) {
        if (next == GameMode.TOURNAMENT || !isUnderWay()) {
            apply.run();
            return;
        }
        session.confirm("Leave the Tournament", List.of("Playing another mode ends", "the tournament; it is lost",
                "unless you save it first.", "Leave it?"), "Leave", () -> {
                    session.match().endTournament();
                    apply.run();
                });
    }

    /**
     * New Game in Tournament play: the next player's game on the tournament's deal. The computer takes it
     * when Computer Player 1 is checked; a person is asked for a name first and may back out.
     */
    void nextGame() {
        if (session.match().tournament() == null) {
            begin(session.settings().get(Settings.SCORING));
        }
        int number = session.match().tournament().gameNumber() + (session.match().countsInTournament() ? 1 : 0);
        if (session.settings().get(Settings.COMPUTER_PLAYER_1)) {
            start(session.seats().forMode(GameMode.TOURNAMENT).get(0));
            return;
        }
        session.requesters().show(new Requester.Builder("Tournament Game " + number)
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
        Tournament t = session.match().tournament();
        session.match().nextTournamentGame(player);
        session.begun("Tournament game " + t.gameNumber() + ": " + player.name() + " plays.");
    }
}
