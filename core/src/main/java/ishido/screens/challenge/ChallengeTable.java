package ishido.screens.challenge;

import ishido.machine.Machine;
import ishido.match.FriendMatch;
import ishido.match.MatchView;
import ishido.rules.Game;
import ishido.screens.play.ChallengeDesk;
import ishido.screens.play.PlayCommand;
import ishido.screens.play.PlayResult;
import ishido.screens.play.PlayScreen;
import ishido.screens.review.ReviewJob;
import java.util.function.Function;

/**
 * The challenges at a play screen: a challenge read goes to its opening (or, when both games of its last deal are
 * in, straight to them side by side); Play hands the play screen {@link PlayCommand.PlayChallenge}; and when the
 * game that plays the challenge ends (the play screen's results say so) both games stand side by side.
 */
public final class ChallengeTable implements ChallengeDesk {
    /** The name of the person at this screen until they give theirs: the side by side says "You". */
    static final String YOU = "You";

    private final PlayScreen play;
    private Machine machine;
    /** Where Watch's reviews come from: the play screen's shelf, or the screenshots' own. */
    private Function<MatchView, ReviewJob> reviews;
    private boolean reviewsAtOnce;

    private ChallengeTable(PlayScreen play) {
        this.play = play;
        this.reviews = play::review;
    }

    /**
     * Watch's reviews made by the maker and run whole when asked, on the caller's thread: for the headless
     * screenshots, whose pictures must repeat exactly.
     */
    public ChallengeTable reviewingAtOnce(Function<MatchView, ReviewJob> maker) {
        reviews = maker;
        reviewsAtOnce = true;
        return this;
    }

    /** Both games of a deal side by side, Watch able to review them. */
    private SideBySide sideBySide(FriendMatch m, int deal, String moreLabel, Runnable more) {
        return new SideBySide(m, deal, play.stoneset(), moreLabel, more)
                .withReviews(new WatchReviews(m, deal, reviews, reviewsAtOnce));
    }

    /** Gives the play screen its challenges: their opening, and both games side by side at the end. */
    public static ChallengeTable attach(PlayScreen play) {
        ChallengeTable table = new ChallengeTable(play);
        play.useChallengeDesk(table);
        play.onResult(table::result);
        return table;
    }

    @Override
    public void open(FriendMatch challenge, Machine on) {
        machine = on;
        if (challenge.nextDeal() != null) {
            on.push(new ChallengeOpening(challenge, play.stoneset(), () -> play.apply(new PlayCommand.PlayChallenge(challenge))));
        } else {
            // The friend answered: both games of the deal, and the match's next deal if it goes on.
            on.push(sideBySide(challenge, challenge.dealsPlayed() - 1,
                    challenge.isOver() ? null : "Next deal", challenge.isOver() ? null
                            : () -> play.apply(new PlayCommand.PlayChallenge(challenge))));
        }
    }

    /** The game that plays a challenge has ended: both games side by side, over the board. */
    private void result(PlayResult r) {
        boolean ended = r instanceof PlayResult.Placed p && p.end() != Game.End.NOT_YET || r instanceof PlayResult.Ended;
        FriendMatch challenge = play.challenge();
        if (!ended || challenge == null || challenge.nextDeal() == null || machine == null || !play.game().isOver()) {
            // A game on the match's next deal waits for the friend's answer: there is nothing to put beside it yet.
            return;
        }
        FriendMatch both = answered(challenge, play.match());
        machine.push(sideBySide(both, both.dealsPlayed() - 1, "Answer",
                () -> play.apply(new PlayCommand.ChallengeFriend())));
    }

    /** The challenge with the game just ended added, under the person's name once they have one. */
    static FriendMatch answered(FriendMatch challenge, MatchView m) {
        String name = challenge.names().size() > challenge.nextPlayer() ? challenge.names().get(challenge.nextPlayer())
                : YOU;
        return challenge.with(name, m.game(), m.isAssisted() || m.computerPlayed());
    }
}
