package ishido.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The 72 stones of a game in order: the six of the opening tableau (on a1, l1, a8, l8, f4, g5),
 * then the pouch in drawing order.
 */
public final class Deal {
    public static final int SIZE = Stone.KINDS * 2;
    public static final int TABLEAU = 6;
    /** Where the six tableau stones stand, in deal order. */
    public static final List<Square> TABLEAU_SQUARES = List.of(
            Square.parse("a1"), Square.parse("l1"), Square.parse("a8"),
            Square.parse("l8"), Square.parse("f4"), Square.parse("g5"));

    private final Stone[] stones;
    /** The seed this deal was dealt from, or -1 for a deal given stone by stone (seeds of -1 are not kept). */
    private final long seed;

    private Deal(Stone[] stones, long seed) {
        this.stones = stones;
        this.seed = seed;
    }

    /**
     * Deals from a seed: a tableau showing all six colours and symbols, then a shuffled pouch. The same
     * seed gives the same deal on every machine and in every version (deal codes rely on it): the
     * generator is our {@link SplitMix64}; symbols are given to colours by a Fisher-Yates shuffle of
     * 0-5, the tableau takes the colours in the order of a second one, the other 66 stones follow in
     * the order of their kinds (A1, A2 ... F6) and are shuffled by Fisher-Yates from the last down.
     */
    public static Deal random(long seed) {
        SplitMix64 random = new SplitMix64(seed);
        int[] symbolOf = permutation(random);
        int[] colorOrder = permutation(random);
        int[] copies = new int[Stone.KINDS];
        Arrays.fill(copies, 2);
        Stone[] stones = new Stone[SIZE];
        for (int i = 0; i < TABLEAU; i++) {
            Stone s = Stone.of(colorOrder[i], symbolOf[colorOrder[i]]);
            copies[s.id()]--;
            stones[i] = s;
        }
        int n = TABLEAU;
        for (int id = 0; id < Stone.KINDS; id++) {
            for (int k = 0; k < copies[id]; k++) {
                stones[n++] = Stone.byId(id);
            }
        }
        for (int i = SIZE - 1; i > TABLEAU; i--) {
            int j = TABLEAU + random.nextInt(i - TABLEAU + 1);
            Stone t = stones[i];
            stones[i] = stones[j];
            stones[j] = t;
        }
        return new Deal(stones, seed < 0 ? -1 : seed);
    }

    private static int[] permutation(SplitMix64 random) {
        int[] p = {0, 1, 2, 3, 4, 5};
        for (int i = p.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
        return p;
    }

    /**
     * Parses 72 stones in notation, separated by spaces or commas (or written together, e.g. "A1B2...").
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    public static Deal parse(String text) {
        String compact = text.replaceAll("[\\s,]+", "");
        if (compact.length() != SIZE * 2) {
            int found = compact.length() / 2;
            throw new IllegalArgumentException("a deal has " + SIZE + " stones, this one has "
                    + (compact.length() % 2 == 0 ? String.valueOf(found) : "a broken stone after " + found));
        }
        Stone[] stones = new Stone[SIZE];
        for (int i = 0; i < SIZE; i++) {
            stones[i] = Stone.parse(compact.substring(2 * i, 2 * i + 2));
        }
        return of(List.of(stones));
    }

    /**
     * A deal that begins with the stones given in notation (the tableau, then the pouch's first draws)
     * and goes on with the rest of the 72 in the order of their kinds (A1 A2 ... F6): hand-made positions.
     *
     * @throws IllegalArgumentException naming what is wrong, as {@link #of} does
     */
    public static Deal beginningWith(String first) {
        List<Stone> stones = new ArrayList<>();
        int[] copies = new int[Stone.KINDS];
        Arrays.fill(copies, 2);
        for (String token : first.strip().split("[\\s,]+")) {
            Stone s = Stone.parse(token);
            if (--copies[s.id()] < 0) {
                throw new IllegalArgumentException("stone " + s + " appears more than twice in the deal");
            }
            stones.add(s);
        }
        for (int id = 0; id < Stone.KINDS; id++) {
            for (int k = 0; k < copies[id]; k++) {
                stones.add(Stone.byId(id));
            }
        }
        return of(stones);
    }

    /** Checks and wraps 72 stones: every kind twice, and a tableau of six colours and six symbols. */
    public static Deal of(List<Stone> list) {
        if (list.size() != SIZE) {
            throw new IllegalArgumentException("a deal has " + SIZE + " stones, this one has " + list.size());
        }
        int[] copies = new int[Stone.KINDS];
        for (Stone s : list) {
            if (++copies[s.id()] > 2) {
                throw new IllegalArgumentException("stone " + s + " appears more than twice in the deal");
            }
        }
        int colors = 0;
        int symbols = 0;
        for (int i = 0; i < TABLEAU; i++) {
            colors |= 1 << list.get(i).color();
            symbols |= 1 << list.get(i).symbol();
        }
        if (colors != 0x3F || symbols != 0x3F) {
            throw new IllegalArgumentException("the first six stones must show all six colours and all six symbols");
        }
        return new Deal(list.toArray(new Stone[0]), -1);
    }

    /**
     * The seed {@link #random} dealt this deal from, or -1 when it was given stone by stone (parsed from
     * a record, say) or its seed was negative: a deal code is found from it. Two deals with the same
     * stones are equal whatever their seeds.
     */
    public long seed() {
        return seed;
    }

    public Stone get(int index) {
        return stones[index];
    }

    public List<Stone> stones() {
        return List.of(stones);
    }

    /** The stones from the given position to the end, in drawing order. */
    public List<Stone> from(int index) {
        return new ArrayList<>(Arrays.asList(stones).subList(index, SIZE));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Deal d && Arrays.equals(stones, d.stones);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(stones);
    }

    /** The deal in notation, stones separated by spaces. */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder(SIZE * 3);
        for (Stone s : stones) {
            if (b.length() > 0) {
                b.append(' ');
            }
            b.append(s);
        }
        return b.toString();
    }
}
