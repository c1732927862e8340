package ishido.codewheel;

import ishido.rules.SplitMix64;

/**
 * What the code screen asks: a pattern of the outer disc, a pattern of the middle disc, a word of the
 * inner disc's rim and the word of one of its windows, each as an index into the wheel's lists.
 */
public record Challenge(int outerPattern, int middlePattern, int edgeWord, int window) {
    public Challenge {
        check(outerPattern, Codewheel.SECTORS, "outer pattern");
        check(middlePattern, Codewheel.SECTORS, "middle pattern");
        check(edgeWord, Codewheel.SECTORS, "edge word");
        check(window, Codewheel.WINDOWS, "window");
    }

    private static void check(int v, int count, String what) {
        if (v < 0 || v >= count) {
            throw new IllegalArgumentException(what + " " + v + " is not from 0 to " + (count - 1));
        }
    }

    /** A challenge drawn from the generator; the same generator state gives the same challenge. */
    public static Challenge random(SplitMix64 random) {
        return new Challenge(random.nextInt(Codewheel.SECTORS), random.nextInt(Codewheel.SECTORS),
                random.nextInt(Codewheel.SECTORS), random.nextInt(Codewheel.WINDOWS));
    }
}
