package ishido.screens.play;

import ishido.match.Match;
import ishido.match.MatchView;
import ishido.match.Seat;
import ishido.match.Tournament;
import java.util.function.Supplier;

/**
 * The session's match as its parts get it: read through {@link MatchView}, changed only by these commands
 * (a costly help's disqualification, the tournament's begin, end and next game,
 * the clock's tick), so no part
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
