package ishido.match;

import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.ScoreSheet;
import ishido.rules.Square;
import java.util.List;

/**
 * A match read, not changed: what the play screen's parts, the records, the history and the review are
 * handed. Only the session that owns the {@link Match} changes it (its stones, clock, tournament and flags).
 * {@link #game()} is the rules engine's game, read the same way: its changes go through the match.
 */
public interface MatchView {
    /** The game under way. */
    Game game();

    GameMode mode();

    /** The seats, in turn order (a copy). */
    List<Seat> seats();

    /** The index of the seat whose turn it is. */
    int turn();

    Seat currentSeat();

    /** The sheet a seat scores into (the same one for every seat unless the mode keeps them apart). */
    ScoreSheet sheet(int seat);

    /** A seat's final score as it stands: its sheet's points and the end bonus, which every player receives. */
    long finalScore(int seat);

    /** The turns so far, in order: the square of each placed stone, null for a turn that timed out. */
    List<Square> plays();

    /** The ticks a seat has spent on its turns. */
    long clockTicks(int seat);

    Timer timer();

    /** The ticks left on the timer (of this move or this game), or -1 without a timer. */
    long ticksLeft();

    /** The ticks used on the timer: of the move under way (per move) or of the game (per game). */
    long timerUsed();

    /** The tournament the match plays, or null outside one. */
    Tournament tournament();

    /** True when the game under way is one of the tournament's and was begun (a stone placed, or ended). */
    boolean countsInTournament();

    /** A help that costs the high scores was used. */
    boolean isDisqualified();

    boolean isStartedOver();

    /** True once the computer has placed a stone for a seat in this game. */
    boolean computerPlayed();

    /** True when the computer placed every stone placed. */
    boolean computerPlayedAll();

    /** A costly help was used or the game was started over: it may not enter the All-Time Highs. */
    boolean isAssisted();

    /** The one rule of the high scores: a person's game, not assisted, with no computer moves. */
    boolean isEligible();
}
