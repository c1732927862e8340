package ishido.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Makes games that empty the pouch: instead of dealing first, it picks at every move a square and a
 * stone still owed that the plain rules allows there, and writes the deal down in the order it picked.
 * Taking 4-Ways, closing holes so that a stone still owed makes a 4-Way there, and leaving other
 * three-neighbour squares open gives more 4-Ways than random play on a fixed deal, and games that
 * always empty the pouch, which random play almost never does.
 */
final class BuiltGames {
    /** The tableau squares a1, l1, a8, l8, f4, g5 as column and row. */
    private static final int[][] TABLEAU = {{0, 0}, {11, 0}, {0, 7}, {11, 7}, {5, 3}, {6, 4}};

    /** A deal and the squares, in drawing order, that place all of its pouch. */
    record Built(Deal deal, List<Square> moves) {
    }

    private BuiltGames() {
    }

    /**
     * A complete game for the seed.
     *
     * @param greed chance, 0-1, at each move of choosing by the preferences above rather than taking
     *     any legal square and stone
     */
    static Built build(long seed, double greed) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int attempt = 0; attempt < 200; attempt++) {
            Built b = tryBuild(random, greed);
            if (b != null) {
                return b;
            }
        }
        throw new AssertionError("no complete game built for seed " + seed);
    }

    private static Built tryBuild(SplittableRandom random, double greed) {
        int[] colours = shuffled(random);
        int[] symbols = shuffled(random);
        int[] copies = new int[Stone.KINDS];
        Arrays.fill(copies, 2);
        PlainRules plain = new PlainRules();
        List<Stone> stones = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            Stone s = Stone.of(colours[i], symbols[i]);
            copies[s.id()]--;
            stones.add(s);
            plain.put(TABLEAU[i][0], TABLEAU[i][1], s);
        }
        List<Square> moves = new ArrayList<>();
        List<int[]> candidates = new ArrayList<>();
        for (int move = 0; move < Game.TO_PLACE; move++) {
            candidates.clear();
            int most = 0;
            for (int c = 0; c < PlainRules.COLUMNS; c++) {
                for (int r = 0; r < PlainRules.ROWS; r++) {
                    for (int id = 0; id < Stone.KINDS; id++) {
                        if (copies[id] == 0) {
                            continue;
                        }
                        int ways = plain.ways(c, r, Stone.byId(id));
                        if (ways > 0) {
                            candidates.add(new int[] {c, r, id, ways});
                            most = Math.max(most, ways);
                        }
                    }
                }
            }
            if (candidates.isEmpty()) {
                return null;
            }
            if (random.nextDouble() < greed) {
                narrow(plain, copies, candidates, most);
            }
            int[] pick = candidates.get(random.nextInt(candidates.size()));
            Stone s = Stone.byId(pick[2]);
            plain.put(pick[0], pick[1], s);
            copies[pick[2]]--;
            stones.add(s);
            moves.add(Square.at(pick[0], pick[1]));
        }
        return new Built(Deal.of(stones), moves);
    }

    /**
     * Keeps the best kind of candidate: a 4-Way; else a stone that closes a hole so that a stone still
     * owed makes a 4-Way there; else any stone off the holes.
     */
    private static void narrow(PlainRules plain, int[] copies, List<int[]> candidates, int most) {
        if (most == 4) {
            candidates.removeIf(k -> k[3] != 4);
            return;
        }
        List<int[]> closing = new ArrayList<>();
        for (int[] k : candidates) {
            if (closesAHole(plain, copies, k)) {
                closing.add(k);
            }
        }
        if (!closing.isEmpty()) {
            candidates.retainAll(closing);
        } else {
            // Leave Within squares with three neighbours open: they are the 4-Ways of later moves.
            if (candidates.stream().anyMatch(k -> k[3] < 3 || !PlainRules.within(k[0], k[1]))) {
                candidates.removeIf(k -> k[3] == 3 && PlainRules.within(k[0], k[1]));
            }
            int best = candidates.stream().mapToInt(k -> k[3]).max().getAsInt();
            candidates.removeIf(k -> k[3] != best);
        }
    }

    /** True when the candidate fills the last neighbour of a hole where some stone owed then makes a 4-Way. */
    private static boolean closesAHole(PlainRules plain, int[] copies, int[] k) {
        int[][] steps = {{0, -1}, {0, 1}, {-1, 0}, {1, 0}};
        boolean found = false;
        plain.put(k[0], k[1], Stone.byId(k[2]));
        copies[k[2]]--;
        for (int[] step : steps) {
            int c = k[0] + step[0];
            int r = k[1] + step[1];
            if (c < 0 || c >= PlainRules.COLUMNS || r < 0 || r >= PlainRules.ROWS || !PlainRules.within(c, r) || plain.get(c, r) != null) {
                continue;
            }
            for (int id = 0; id < Stone.KINDS && !found; id++) {
                found = copies[id] > 0 && plain.ways(c, r, Stone.byId(id)) == 4;
            }
        }
        copies[k[2]]++;
        plain.remove(k[0], k[1]);
        return found;
    }

    private static int[] shuffled(SplittableRandom random) {
        int[] p = {0, 1, 2, 3, 4, 5};
        for (int i = 5; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
        return p;
    }
}
