package ishido.desktop;

import ishido.match.ChallengeCode;
import ishido.match.DealCode;
import ishido.match.FriendMatch;
import ishido.rules.Game;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import ishido.rules.Square;
import ishido.screens.play.PlayCommand;
import ishido.screens.play.PlayScreen;
import java.util.List;

/**
 * The screenshot runner's challenge: Ann's game on the seed's deal (a match of three, Modern), played the same way
 * every run, opened over a play screen as a link opens it. Her game takes the square of the most ways, the last in
 * board order, so that a script's {@code play} (the first in board order) plays another game on her deal.
 */
final class ChallengeShot {
    /** The challenger's name. */
    static final String NAME = "Ann";

    private ChallengeShot() {
    }

    /** The code of Ann's game on the deal of the seed. */
    static String code(long seed) {
        Game game = new Game(DealCode.of(Math.floorMod(seed, DealCode.COUNT)).deal(), Scoring.MODERN);
        while (!game.isOver()) {
            List<Square> legal = game.legalSquares();
            Square pick = legal.get(legal.size() - 1);
            for (Square s : legal) {
                if (game.ways(s) >= game.ways(pick)) {
                    pick = s;
                }
            }
            try {
                game.place(pick);
            } catch (IllegalMoveException e) {
                throw new IllegalStateException("a legal square refused the stone", e);
            }
        }
        return ChallengeCode.write(FriendMatch.start(3, NAME, game, false));
    }

    /** A play screen with the challenge's opening over it. */
    static PlayScreen screen(ScreenRegistry.Setup s) {
        PlayScreen play = s.play();
        play.apply(new PlayCommand.ReadChallenge(code(s.seed())));
        return play;
    }
}
