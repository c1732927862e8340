package ishido.ai;

import ishido.rules.Square;
import ishido.rules.Stone;
import java.util.List;

/**
 * One reason why the best square is better than another: its kind, its sentence in pieces (words with the
 * squares and numbers in them, and the stones it names, which the screens put in the player's words and
 * {@code review} as codes), and the points of the loss it accounts for ({@link #worth()}, 0 for a reason read
 * off the move alone). The kinds, in the order they are given, are listed in docs/ai.md ("Reasons").
 */
public record Reason(Kind kind, List<Object> pieces, double worth) {

    /** What a reason is about. */
    public enum Kind {
        /** The square leaves a kind with stones still to come no legal square at all. */
        STRANDS,
        /** The square leaves a kind with stones still to come only squares that strand stones still to come. */
        SLOW_STRAND,
        /** The square is a 4-Way hole and the only one a stone still to come can fill; the best keeps it. */
        TAKES_HOLE,
        /** The best square makes a 4-Way and this one does not. */
        MISSES_FOUR_WAY,
        /** The square leaves a kind with stones still to come a single legal square. */
        CORNERS,
        /** The square leaves a 4-neighbour hole that no stone still to come fits. */
        KILLS_HOLE,
        /** The best square leaves a 4-Way hole a stone still to come fits, this one leaves fewer. */
        OPENS_HOLE,
        /** The best square scores in the Within, this one goes to the Beyond (Modern scoring only). */
        WITHIN,
        /** The playouts: after the best, a 4-Way at a hole came more often within the next stones. */
        HOLE,
        /** The playouts: after this square, a kind still to come ended with no square more often. */
        STRANDED,
        /** The playouts: after the best, the pouch emptied more often. */
        EMPTIES,
        /** The playouts: after the best, more 4-Ways in all. */
        FOUR_WAYS,
        /** The playouts: after the best, more 4-Ways within the next stones. */
        SOONER,
        /** The playouts after the square played got stuck in most games, and the game did: the move that made it likely. */
        STUCK,
        /** A marked move whose playouts differ in no single figure beyond the noise: the points they ended on. */
        SCORES,
        /** At a stuck ending: why no open square takes the stone left ({@link NoSquare}). */
        NO_SQUARE
    }

    /** How a stone is named in a reason. */
    public enum Which {
        /** The kind: "A2", "the red moon". */
        KIND,
        /** The kind's second stone, its twin already on the board or being placed: "the second A2". */
        SECOND,
        /** The last stone of the kind still to come: "the last A2". */
        LAST,
        /** Either stone of the kind, with its article: "an A2", "a red moon". */
        ONE
    }

    /** A stone a reason names, and how. */
    public record Named(Stone stone, Which which) {
    }

    /** Puts a stone a reason names into words. */
    @FunctionalInterface
    public interface StoneWords {
        String name(Stone stone, Which which);

        /** The codes the command line prints: "A2", "the second A2", "the last A2". */
        StoneWords CODES = (stone, which) -> switch (which) {
            case KIND -> stone.toString();
            case SECOND -> "the second " + stone;
            case LAST -> "the last " + stone;
            case ONE -> ("AEF".indexOf(stone.toString().charAt(0)) >= 0 ? "an " : "a ") + stone;
        };
    }

    public Reason {
        pieces = List.copyOf(pieces);
    }

    /** A reason read off the move alone, with no part of the loss put on it. */
    Reason(Kind kind, Object... pieces) {
        this(kind, List.of(pieces), 0);
    }

    /** The words, the stones as codes (a clause, without a full stop): what {@code review} prints. */
    public String words() {
        return words(StoneWords.CODES);
    }

    /** The words, the stones named by the given words. */
    public String words(StoneWords names) {
        return words(names, null, null);
    }

    /**
     * The words with one square said in other words wherever the reason names it ("the best square" for a
     * puzzle's answer, which a reason must not give away before the last try); a null square hides nothing.
     */
    public String words(StoneWords names, Square hidden, String instead) {
        StringBuilder b = new StringBuilder();
        String hiddenName = hidden == null ? null : hidden.toString();
        for (Object p : pieces) {
            if (p instanceof Named n) {
                b.append(names.name(n.stone(), n.which()));
            } else if (hiddenName != null && p.toString().equals(hiddenName)) {
                b.append(instead);
            } else {
                b.append(p);
            }
        }
        return b.toString();
    }

    /** Whether the reason names the square. */
    public boolean names(Square square) {
        for (Object p : pieces) {
            if (!(p instanceof Named) && p.toString().equals(square.toString())) {
                return true;
            }
        }
        return false;
    }

    /** The stones the reason names, in order. */
    public List<Stone> stones() {
        return pieces.stream().filter(p -> p instanceof Named).map(p -> ((Named) p).stone()).toList();
    }

    /** The words as a sentence the screens show one after another: a first word capitalised, a full stop. */
    public String sentence(StoneWords names) {
        return sentence(names, null, null);
    }

    /** {@link #sentence(StoneWords)} with the square said in other words ({@link #words(StoneWords, Square, String)}). */
    public String sentence(StoneWords names, Square hidden, String instead) {
        String w = words(names, hidden, instead);
        // "after f3 ..." begins with a word; "c3 makes ..." with a square, which stays as it is written.
        if (w.length() > 1 && Character.isLowerCase(w.charAt(0)) && Character.isLetter(w.charAt(1))) {
            w = Character.toUpperCase(w.charAt(0)) + w.substring(1);
        }
        return w + ".";
    }

    /** {@link #sentence(StoneWords)} with the stones as codes. */
    public String sentence() {
        return sentence(StoneWords.CODES);
    }
}
