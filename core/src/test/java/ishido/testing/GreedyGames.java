package ishido.testing;

import ishido.match.DealCode;
import ishido.rules.Game;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import ishido.rules.SplitMix64;
import ishido.rules.Square;
import java.util.List;

/**
 * Games on coded deals played to their end in no time: most of the time the square of the most ways, else (and among
 * equals) one drawn from the seed, so a seeded set has games that empty the pouch and games that stop early.
 */
public final class GreedyGames {
    private GreedyGames() {
    }

    /** The game of a seed, on the coded deal the seed draws. */
    public static Game played(long seed, Scoring scoring) {
        SplitMix64 random = new SplitMix64(seed);
        return played(DealCode.fromBits(random.nextLong()), scoring, random);
    }

    /** A game on the given deal, its choices drawn from the seed. */
    public static Game played(DealCode deal, Scoring scoring, long seed) {
        return played(deal, scoring, new SplitMix64(seed));
    }

    private static Game played(DealCode deal, Scoring scoring, SplitMix64 random) {
        Game game = new Game(deal.deal(), scoring);
        while (!game.isOver()) {
            List<Square> legal = game.legalSquares();
            Square pick = legal.get((int) Long.remainderUnsigned(random.nextLong(), legal.size()));
            if (random.nextLong() % 8 != 0) {
                for (Square s : legal) {
                    if (game.ways(s) > game.ways(pick)) {
                        pick = s;
                    }
                }
            }
            try {
                game.place(pick);
            } catch (IllegalMoveException e) {
                throw new AssertionError(e);
            }
        }
        return game;
    }
}
