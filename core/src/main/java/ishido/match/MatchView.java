package ishido.match;

import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.ScoreSheet;
import ishido.rules.Square;
import java.util.List;

/**
 * What may be read of a {@link Match} and nothing that changes it: the play screen's parts, the records,
 * the history and the reviews are handed this, and only the session's commands change the match.
 */
public interface MatchView {
    /** The tournament the match plays, or null outside one. */
    Tournament tournament();

    /** True when the game under way is one of the tournament's and was begun. */
    boolean countsInTournament();

    Game game();

    GameMode mode();

    List<Seat> seats();

    /** The index of the seat whose turn it is. */
    int turn();

    Seat currentSeat();

    /** The sheet a seat scores into. */
    ScoreSheet sheet(int seat);

    /** A seat's final score as it stands: its sheet's points and the end bonus. */
    long finalScore(int seat);

    /** The points a seat's scoreboard shows: its sheet's, with the end bonus once the game is over (as Game Over). */
    default long points(int seat) {
        return game().isOver() ? finalScore(seat) : sheet(seat).score();
    }

    /** The turns so far, in order: the square of each placed stone, null for a turn that timed out. */
    List<Square> plays();

    /**
     * The seat with the highest final score, or -1 when the highest is shared (a tie): a Challenge's winner, as
     * Game Over and the replay report name it.
     */
    default int winner() {
        int best = 0;
        boolean tie = false;
        for (int seat = 1; seat < seats().size(); seat++) {
            if (finalScore(seat) == finalScore(best)) {
                tie = true;
            } else if (finalScore(seat) > finalScore(best)) {
                best = seat;
                tie = false;
            }
        }
        return tie ? -1 : best;
    }

    /** The ticks a seat has spent on its turns. */
    long clockTicks(int seat);

    Timer timer();

    /** The ticks left on the timer (of this move or this game), or -1 without a timer. */
    long ticksLeft();

    /** The ticks used on the timer: of the move under way (per move) or of the game (per game). */
    long timerUsed();

    boolean isDisqualified();

    boolean isStartedOver();

    /** A First Game with Hints: its legal squares shown, in no high-score table. */
    boolean isHinted();

    /** True once the computer has placed a stone for a seat in this game. */
    boolean computerPlayed();

    /** True when the game is the computer's: it placed most of the stones placed. */
    boolean computerPlayedMost();

    /** A costly help was used or the game was started over: it may not enter the All-Time Highs. */
    boolean isAssisted();

    /** The one rule of the high scores: a person's game, not assisted, with no computer moves. */
    boolean isEligible();
}
