package ishido.screens.play;

import ishido.match.Match;
import ishido.match.MatchView;
import ishido.match.Seat;
import ishido.match.Timer;
import ishido.match.Tournament;
import ishido.rules.Game;
import ishido.rules.GameMode;
import java.util.List;
import java.util.function.Supplier;

/**
 * The session's match as its parts get it: read through {@link MatchView}, changed only by these commands
 * (a new game, the same deal started over, a game with hints, the time limit, a costly help's
 * disqualification, the tournament's begin, end and next game, the clock's tick), so no part
 * holds a writable match.
 */
final class MatchCommands implements Supplier<MatchView> {
    private final Supplier<Match> match;

    MatchCommands(Supplier<Match> match) {
        this.match = match;
    }

    @Override
    public MatchView get() {
        return match.get();
    }

    /** The next game, in its mode, with its seats (see {@link Match#newGame}). */
    void newGame(GameMode mode, List<Seat> seats, Game next) {
        match.get().newGame(mode, seats, next);
    }

    /** The same deal from the start (see {@link Match#startOver}). */
    void startOver() {
        match.get().startOver();
    }

    /** The game under way is played with hints: its legal squares framed. */
    void hint() {
        match.get().hint();
    }

    /** The time limit of the game that begins. */
    void useTimer(Timer timer) {
        match.get().useTimer(timer);
    }

    /** A costly help was used: the game may not enter the All-Time Highs. */
    void disqualify() {
        match.get().disqualify();
    }

    void beginTournament(Tournament next) {
        match.get().beginTournament(next);
    }

    void endTournament() {
        match.get().endTournament();
    }

    /** The player's game of the tournament (see {@link Match#nextTournamentGame}). */
    void nextTournamentGame(Seat player) {
        match.get().nextTournamentGame(player);
    }

    /** One 60 Hz tick of the clock of the seat to play. */
    void tick() {
        match.get().tick();
    }
}
