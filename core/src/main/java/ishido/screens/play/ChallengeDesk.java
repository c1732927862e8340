package ishido.screens.play;

import ishido.machine.Machine;
import ishido.match.FriendMatch;

/**
 * Where a challenge read well goes: its opening, a screen over the play screen that says who challenges with what
 * result and plays the deal by {@link PlayCommand.PlayChallenge} (screens/challenge, which reads the play screen's
 * results to put both games side by side at the end). Given to the play screen by whoever puts the game together;
 * without one a challenge is played at once.
 */
public interface ChallengeDesk {
    /** Shows the opening of a challenge over the play screen on the machine. */
    void open(FriendMatch challenge, Machine machine);
}
