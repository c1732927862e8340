package ishido.screens.review;

import ishido.ai.Reason;
import ishido.theme.StoneNames;
import ishido.theme.Stoneset;

/**
 * How the review and practice screens name the stones in their words: as the player sees them on the stoneset
 * ("the second red moon"), never by their code ("the second A6"), which only the command line prints.
 */
public final class PlayerWords {
    private PlayerWords() {
    }

    /** The stones in the stoneset's words: "the red moon", "the second red moon", "the last red moon", "a red moon". */
    public static Reason.StoneWords of(Stoneset set) {
        StoneNames names = StoneNames.of(set);
        return (stone, which) -> switch (which) {
            case KIND -> names.the(stone);
            case SECOND -> names.nth(stone, 2);
            case LAST -> "the last " + names.name(stone);
            case ONE -> names.a(stone);
        };
    }
}
