package ishido.screens.play;

import ishido.match.Match;
import ishido.match.Seat;
import ishido.match.Tournament;
import java.util.function.Supplier;

/**
 * What the play screen's parts may change in the match beyond the session's own course (a stone placed or taken
 * back, a new game, the game ended): the clock's tick, a costly help's price, and the tournament's course. The
 * parts read the match through a {@link ishido.match.MatchView}; these commands are their only way to change it.
 */
final class MatchCommands {
    private final Supplier<Match> match;

    MatchCommands(Supplier<Match> match) {
        this.match = match;
    }

    /** One 60 Hz tick of the clock of the seat to play (a move or a game out of time ends as the match says). */
    void tickClock() {
        match.get().tick();
    }

    /** A help that costs the All-Time Highs was used. */
    void disqualify() {
        match.get().disqualify();
    }

    void beginTournament(Tournament next) {
        match.get().beginTournament(next);
    }

    void endTournament() {
        match.get().endTournament();
    }

    /** The tournament's next game, for this player. */
    void nextTournamentGame(Seat player) {
        match.get().nextTournamentGame(player);
    }
}
