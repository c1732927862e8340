package ishido.ai;

import ishido.ai.Reason.Kind;
import ishido.ai.Reason.Named;
import ishido.ai.Reason.Which;
import ishido.rules.Scoring;
import ishido.rules.Square;
import ishido.rules.Stone;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The teacher's words: why the searcher's best square is better than another. First from what the two
 * squares' rollouts led to ({@link Outcomes}): a 4-Way at a hole within the next stones, a kind still to come
 * left with no square, the pouch emptied, the 4-Ways in all; each difference is put in points (its part of
 * the loss, {@link Reason#worth()}) and given only when it is beyond the rollouts' noise. Then from what the
 * move itself does, the features the rollout policy weighs and Master's guard counts ({@link MoveFeatures}).
 * The lesson of a reviewed move gives its best squares with their losses and reasons. A reason is given only
 * for a square that lost something or that the searcher would not have played.
 */
public final class Teacher {
    /** At most this many reasons a square, and of them read off the move alone. */
    public static final int MOST_REASONS = 3;
    static final int MOST_MOVE_REASONS = 2;
    /** A difference of chances is a reason only when it is this many standard errors... */
    static final double SIGMAS = 2.0;
    /** ... and at least this large (a chance), or this large in mean 4-Ways. */
    static final double LEAST_CHANCE = 0.04;
    static final double LEAST_FOUR_WAYS = 0.08;
    /** A playout reason must account for at least this share of the loss to be named. */
    static final double LEAST_SHARE = 0.05;

    private Teacher() {
    }

    /**
     * Why the best square is better than the square for the position's stone (both legal), read off the two
     * moves alone, at most {@link #MOST_REASONS}, the weightiest first; none when nothing the policy weighs
     * tells them apart.
     */
    public static List<Reason> reasons(Position position, Square square, Square best, Scoring scoring) {
        return cut(moveReasons(position, square, best, scoring), MOST_MOVE_REASONS);
    }

    /**
     * Why the best (weighed with its rollouts) is better than the square: the differences its rollouts saw
     * that account for the most of the loss, beyond their noise, and the move's own features; at most
     * {@link #MOST_REASONS}. A square with no rollouts watched gets the move's features alone.
     */
    public static List<Reason> reasons(Position position, Candidate square, Candidate best, double loss, Scoring scoring) {
        if (square.square().equals(best.square())) {
            return List.of();
        }
        List<Reason> move = cut(moveReasons(position, square.square(), best.square(), scoring), MOST_MOVE_REASONS);
        List<Reason> out = new ArrayList<>();
        // What the move certainly does to a kind comes first: the rollouts see a strand only when its stone comes.
        for (Reason r : move) {
            if (r.kind() == Kind.STRANDS || r.kind() == Kind.SLOW_STRAND) {
                out.add(r);
            }
        }
        if (square.outcomes() != null && best.outcomes() != null) {
            out.addAll(playoutReasons(position, square, best, loss));
        }
        for (Reason r : move) {
            if (!out.contains(r)) {
                out.add(r);
            }
        }
        return cut(out);
    }

    /** The share of a loss that reasons account for: their parts' sum, at most the whole (1 when nothing was lost). */
    public static double accounted(List<Reason> reasons, double loss) {
        if (loss <= 0) {
            return 1;
        }
        double sum = 0;
        for (Reason r : reasons) {
            sum += r.worth();
        }
        return Math.min(1, sum / loss);
    }

    private static List<Reason> cut(List<Reason> out) {
        return cut(out, MOST_REASONS);
    }

    private static List<Reason> cut(List<Reason> out, int most) {
        return List.copyOf(out.size() > most ? out.subList(0, most) : out);
    }

    /**
     * The rollouts' reasons, the weightiest first, at most one about getting stuck (a kind stranded or the
     * pouch left unemptied: the same rollouts) and 4-Ways either as holes or as a count, so that their parts
     * add up without counting the same rollouts twice.
     */
    static List<Reason> playoutReasons(Position position, Candidate square, Candidate best, double loss) {
        Outcomes x = square.outcomes();
        Outcomes b = best.outcomes();
        Engine root = Engine.of(position);
        int kind = position.touchstone().id();
        String xs = square.square().toString();
        String bs = best.square().toString();
        List<Reason> found = new ArrayList<>();
        for (int h : union(x.holes(), b.holes())) {
            double worth = part(b.hole(h), b, x.hole(h), x, true);
            if (worth > 0) {
                Square hole = Square.byIndex(h);
                List<Object> words = new ArrayList<>(List.of("after ", bs, " a 4-Way at ", hole, " followed in ",
                        percent(b.fourWayChance(hole)), " of the playouts; after ", xs, ", in ",
                        percent(x.fourWayChance(hole))));
                words.addAll(holeCause(root, kind, square.square(), best.square(), h));
                found.add(new Reason(Kind.HOLE, words, worth));
            }
        }
        for (int k : union(x.strandedKinds(), b.strandedKinds())) {
            double worth = part(x.stranded(k), x, b.stranded(k), b, false);
            if (worth > 0) {
                Stone s = Stone.byId(k);
                found.add(new Reason(Kind.STRANDED, List.of("after ", xs, " ", new Named(s, which(root, kind, k)),
                        " had no square left in ", percent(x.strandedChance(s)), " of the playouts (after ", bs, ": ",
                        percent(b.strandedChance(s)), ")"), worth));
            }
        }
        double empties = part(b.emptied(), b, x.emptied(), x, true, pairing(b, x, b.pairedEmptied(), x.pairedEmptied()));
        if (empties > 0) {
            found.add(new Reason(Kind.EMPTIES, List.of("after ", bs, " the pouch emptied in ", percent(b.emptyChance()),
                    " of the playouts; after ", xs, ", in ", percent(x.emptyChance()), ", ",
                    String.format(Locale.ROOT, "%.1f", x.meanStonesLeft()), " stones left on average"), empties));
        }
        double fourWays = meanPart(b.fourWaySum(), b.fourWaySquares(), b.fourWayValue(), b, x.fourWaySum(),
                x.fourWaySquares(), x.fourWayValue(), x, pairing(b, x, b.pairedFourWays(), x.pairedFourWays()));
        double soon = meanPart(b.soonSum(), b.soonSquares(), b.soonValue(), b, x.soonSum(), x.soonSquares(),
                x.soonValue(), x, pairing(b, x, b.pairedSoon(), x.pairedSoon()));
        if (fourWays > 0 || soon > 0) {
            boolean inAll = fourWays >= soon;
            List<Object> words = new ArrayList<>(List.of("after ", bs, " the playouts made ", String.format(Locale.ROOT,
                    "%.1f", inAll ? b.meanFourWays() : b.meanSoonFourWays()), inAll ? " 4-Ways in all" : " 4-Ways in the next "
                    + Outcomes.HORIZON + " stones", "; after ", xs, ", ", String.format(Locale.ROOT, "%.1f", inAll
                            ? x.meanFourWays() : x.meanSoonFourWays())));
            int h = likeliestHole(b, x);
            if (h >= 0) {
                Square hole = Square.byIndex(h);
                words.addAll(List.of(", most of all at ", hole, " (", percent(b.fourWayChance(hole)), " soon after ", bs,
                        ", ", percent(x.fourWayChance(hole)), " after ", xs, ")"));
                words.addAll(holeCause(root, kind, square.square(), best.square(), h));
            }
            found.add(new Reason(inAll ? Kind.FOUR_WAYS : Kind.SOONER, words, Math.max(fourWays, soon)));
        }
        found.sort(Comparator.comparingDouble(Reason::worth).reversed());
        List<Reason> out = new ArrayList<>();
        boolean stuck = false;
        boolean holes = false;
        boolean count = false;
        for (Reason r : found) {
            if (r.worth() < LEAST_SHARE * loss) {
                break;
            }
            boolean isStuck = r.kind() == Kind.STRANDED || r.kind() == Kind.EMPTIES;
            boolean isCount = r.kind() == Kind.FOUR_WAYS || r.kind() == Kind.SOONER;
            if (isStuck ? stuck : r.kind() == Kind.HOLE ? count : isCount ? holes || count : false) {
                continue;
            }
            stuck |= isStuck;
            holes |= r.kind() == Kind.HOLE;
            count |= isCount;
            out.add(r);
        }
        return out;
    }

    /**
     * The points an event's chance, higher after the first square than after the second, is worth: the
     * difference of the chances times how much better the rollouts with the event did than those without (both
     * squares' rollouts together: for a bad event, such as a kind stranded, how much worse those with it did);
     * 0 when the difference is within the noise or too small to tell a player.
     */
    static double part(Outcomes.Event more, Outcomes a, Outcomes.Event less, Outcomes b, boolean good) {
        return part(more, a, less, b, good, -1);
    }

    /**
     * As {@link #part(Outcomes.Event, Outcomes, Outcomes.Event, Outcomes, boolean)}, the noise from the pairing of
     * the two squares' rollouts on the same samples when it is known (the samples where exactly one had the event;
     * -1 when the squares are not paired).
     */
    static double part(Outcomes.Event more, Outcomes a, Outcomes.Event less, Outcomes b, boolean good, long paired) {
        double na = a.rollouts();
        double nb = b.rollouts();
        if (na == 0 || nb == 0) {
            return 0;
        }
        double pa = more.count() / na;
        double pb = less.count() / nb;
        double diff = pa - pb;
        double se = paired >= 0 ? Math.sqrt(Math.max(0, paired / na - diff * diff) / na)
                : Math.sqrt(pa * (1 - pa) / na + pb * (1 - pb) / nb);
        if (diff < LEAST_CHANCE || diff <= SIGMAS * se) {
            return 0;
        }
        long with = more.count() + less.count();
        long without = a.rollouts() + b.rollouts() - with;
        if (with == 0 || without == 0) {
            return 0;
        }
        double meanWith = (double) (more.valueSum() + less.valueSum()) / with;
        double meanWithout = (double) (a.valueSum() - more.valueSum() + b.valueSum() - less.valueSum()) / without;
        // A good event (a 4-Way, the pouch emptied) is worth what its rollouts did better; a bad one (a stranded
        // kind), what they did worse.
        return Math.max(0, diff * (good ? meanWith - meanWithout : meanWithout - meanWith));
    }

    /**
     * The squared differences of a figure over the samples two squares shared, when one of them is the square
     * played (every square is paired with it) and the other saw every sample; -1 when they are not paired.
     */
    private static long pairing(Outcomes b, Outcomes x, long bPaired, long xPaired) {
        if (b.rollouts() != x.rollouts()) {
            return -1;
        }
        return x.pinned() ? bPaired : b.pinned() ? xPaired : -1;
    }

    /**
     * The points a figure's greater mean after the best (its sum, sum of squares and sum of products with the
     * value over each square's rollouts) is worth: the difference times the points one more of it came with over
     * both squares' rollouts (the slope of the value on it); 0 within the noise (paired when the squared
     * differences are known, else not) or under {@link #LEAST_FOUR_WAYS}.
     */
    static double meanPart(long bSum, long bSquares, long bValue, Outcomes b, long xSum, long xSquares, long xValue,
            Outcomes x, long paired) {
        double nb = b.rollouts();
        double nx = x.rollouts();
        if (nb < 2 || nx < 2) {
            return 0;
        }
        double mb = bSum / nb;
        double mx = xSum / nx;
        double diff = mb - mx;
        double se = paired >= 0 ? Math.sqrt(Math.max(0, paired / nb - diff * diff) / nb)
                : Math.sqrt(Math.max(0, bSquares / nb - mb * mb) / nb + Math.max(0, xSquares / nx - mx * mx) / nx);
        if (diff < LEAST_FOUR_WAYS || diff <= SIGMAS * se) {
            return 0;
        }
        double n = nb + nx;
        double mf = (bSum + xSum) / n;
        double mv = (b.valueSum() + x.valueSum()) / n;
        double cov = (bValue + xValue) / n - mf * mv;
        double var = (bSquares + xSquares) / n - mf * mf;
        return var <= 0 ? 0 : Math.max(0, diff * cov / var);
    }

    /** The hole whose 4-Way came more often after the best, beyond the noise, by the most; -1 when none did. */
    private static int likeliestHole(Outcomes b, Outcomes x) {
        int best = -1;
        double most = 0;
        for (int h : union(x.holes(), b.holes())) {
            double pb = b.hole(h).count() / (double) b.rollouts();
            double px = x.hole(h).count() / (double) x.rollouts();
            double se = Math.sqrt(pb * (1 - pb) / b.rollouts() + px * (1 - px) / x.rollouts());
            if (pb - px > most && pb - px > SIGMAS * se && pb - px >= LEAST_CHANCE) {
                most = pb - px;
                best = h;
            }
        }
        return best;
    }

    /** Why the square does less for the hole: it takes it, or borders it leaving fewer stones still to come to fit. */
    private static List<Object> holeCause(Engine root, int kind, Square square, Square best, int hole) {
        if (square.index() == hole) {
            return List.of(": ", square, " takes the hole itself");
        }
        boolean beside = false;
        for (int i = 0; i < 4; i++) {
            beside |= Engine.NEIGHBOURS[square.index() * 4 + i] == hole;
        }
        if (!beside || best.index() == hole) {
            return List.of();
        }
        int afterSquare = fitting(root, kind, square.index(), hole);
        int afterBest = fitting(root, kind, best.index(), hole);
        if (afterSquare >= afterBest) {
            return List.of(": ", square, " borders it");
        }
        return List.of(": beside it, ", square, " leaves ", afterSquare, " stones still to come that fit it (", best,
                ": ", afterBest, ")");
    }

    /** The stones still to come that would fit the hole after the kind goes on the square. */
    private static int fitting(Engine root, int kind, int square, int hole) {
        Engine e = new Engine();
        e.copyFrom(root);
        e.place(square, kind);
        int n = 0;
        for (int k = 0; k < Engine.KINDS; k++) {
            if (e.left[k] > 0 && e.cells[hole] == Engine.EMPTY && e.isLegal(hole, k)) {
                n += e.left[k];
            }
        }
        return n;
    }

    /** How to name a kind still to come: its second stone when its twin is on the board or being placed. */
    private static Which which(Engine root, int placed, int k) {
        int toCome = root.left[k] - (k == placed ? 1 : 0);
        return toCome == 1 ? Which.SECOND : Which.KIND;
    }

    /** The squares or kinds in either (each in order), in order. */
    private static int[] union(int[] a, int[] b) {
        boolean[] in = new boolean[Math.max(Engine.SQUARES, Engine.KINDS)];
        int n = 0;
        for (int[] side : new int[][] {a, b}) {
            for (int v : side) {
                n += in[v] ? 0 : 1;
                in[v] = true;
            }
        }
        int[] out = new int[n];
        n = 0;
        for (int v = 0; v < in.length; v++) {
            if (in[v]) {
                out[n++] = v;
            }
        }
        return out;
    }

    private static String percent(double chance) {
        return Math.round(100 * chance) + "%";
    }

    /** The reasons read off the two moves alone, in their order (docs/ai.md, "Reasons"). */
    private static List<Reason> moveReasons(Position position, Square square, Square best, Scoring scoring) {
        if (square.equals(best)) {
            return List.of();
        }
        Engine e = Engine.of(position);
        int kind = position.touchstone().id();
        MoveFeatures x = MoveFeatures.of(e, square.index(), kind);
        MoveFeatures b = MoveFeatures.of(e, best.index(), kind);
        List<Reason> out = new ArrayList<>();
        for (MoveFeatures.Cornered c : x.cornered()) {
            MoveFeatures.Cornered other = b.cornered(c.kind());
            if (c.squares() == 0 && (other == null || other.squares() > 0)) {
                out.add(new Reason(Kind.STRANDS, square, " leaves ", stone(c.kind()), ", with " + stones(c.stones())
                        + " still to come, no legal square"));
            }
        }
        for (MoveFeatures.Doomed d : x.doomed()) {
            if (b.doomed(d.kind()) == null) {
                List<Object> words = new ArrayList<>(List.of(square, " leaves ", stone(d.kind())));
                if (d.squares() == 1) {
                    words.addAll(List.of(" a single legal square, and ", stone(d.kind()), " there strands "));
                    words.addAll(victims(d.victims(), d.kind()));
                } else {
                    words.add(" only squares that strand stones still to come");
                }
                out.add(new Reason(Kind.SLOW_STRAND, words, 0));
            }
        }
        for (int k : x.holeTakenFrom()) {
            if (!b.holeTakenFrom().contains(k)) {
                out.add(new Reason(Kind.TAKES_HOLE, square, " makes a 4-Way now, but it is the only 4-Way hole ",
                        filler(k, kind, e.left[k] - (k == kind ? 1 : 0)), k == kind || e.left[k] - (k == kind ? 1 : 0) == 1
                                ? "" : " still to come", " can fill; ", best, " keeps it for that stone"));
                break;
            }
        }
        if (b.fourWay() && !x.fourWay()) {
            out.add(new Reason(Kind.MISSES_FOUR_WAY, best, " makes a 4-Way; ", square, " does not"));
        }
        for (MoveFeatures.Cornered c : x.cornered()) {
            if (c.squares() == 1 && b.cornered(c.kind()) == null
                    && (x.doomed(c.kind()) == null || b.doomed(c.kind()) != null)) {
                out.add(new Reason(Kind.CORNERS, square, " leaves ", stone(c.kind()), ", with " + stones(c.stones())
                        + " still to come, a single legal square"));
            }
        }
        if (x.dead().size() > b.dead().size()) {
            out.add(new Reason(Kind.KILLS_HOLE, square, " leaves ", Square.byIndex(x.dead().get(0)),
                    " a 4-Way hole no stone still to come fits"));
        }
        if (b.open().size() > x.open().size()) {
            MoveFeatures.Hole h = b.open().get(0);
            out.add(new Reason(Kind.OPENS_HOLE, best, " opens a 4-Way hole at ", Square.byIndex(h.square()), " that ",
                    stone(h.kind()), " still to come fits; ", square, " opens " + (x.open().isEmpty() ? "none" : "fewer")));
        }
        if (scoring == Scoring.MODERN && !x.within() && b.within() && b.points() > 0) {
            out.add(new Reason(Kind.WITHIN, List.of(best, " scores " + b.points() + " in the Within; ", square,
                    " on the Beyond scores nothing"), b.points()));
        }
        return out;
    }

    /**
     * The lesson of a reviewed move: its k best squares (and the one played when it is not among them
     * and {@code withPlayed}), each with its loss and, when it lost something, its reasons; the played
     * square has them too when the searcher would not have played it (see {@link Reviewer}).
     */
    public static Lesson lesson(Turn turn, MoveReview review, Scoring scoring, int k, boolean withPlayed) {
        List<Candidate> shown = review.shown(turn.played(), k);
        if (!withPlayed && shown.size() > k) {
            shown = shown.subList(0, k);
        }
        // The played square has reasons when it lost something, or when the searcher kept clear of it though
        // its rollouts lost nothing (a slow strand, which Master's guard refuses: the best is then another
        // square at no loss).
        boolean dropped = review.loss() == 0 && !review.best().equals(turn.played());
        Candidate best = review.candidate(review.best());
        Candidate played = review.candidate(turn.played());
        List<Reason> why = Math.round(review.loss()) > 0 || dropped || review.stuck()
                ? reasonsFor(turn, review, played, best, scoring) : List.of();
        if (why.isEmpty() && review.mark() != Mark.NONE && played.outcomes() != null && best.outcomes() != null) {
            why = List.of(scores(played, best, scoring));
        }
        List<Lesson.Line> lines = new ArrayList<>();
        for (Candidate c : shown) {
            boolean isPlayed = c.square().equals(turn.played());
            // The played line says what the move's lesson says, so a marked move never shows a line with no word.
            List<Reason> reasons = isPlayed && !why.isEmpty() ? why
                    : Math.round(c.loss()) > 0 || (isPlayed && dropped) ? reasonsFor(turn, review, c, best, scoring)
                    : List.of();
            lines.add(new Lesson.Line(c, isPlayed, c.square().equals(review.best()), reasons));
        }
        return new Lesson(lines, why);
    }

    /**
     * A marked move's reason when no single figure of its playouts differs beyond the noise: the points its
     * playouts ended on against the best's (the mark's loss is beyond the noise), from about as many 4-Ways and
     * emptied pouches. It restates the loss, so no part of it is put on this reason.
     */
    private static Reason scores(Candidate played, Candidate best, Scoring scoring) {
        Outcomes x = played.outcomes();
        Outcomes b = best.outcomes();
        if (scoring == Scoring.ANCIENT) {
            return new Reason(Kind.SCORES, List.of("after ", best.square(), " the playouts ended better: ",
                    String.format(Locale.ROOT, "%.2f", b.meanFourWays()), " 4-Ways and ", percent(b.emptyChance()),
                    " emptied; after ", played.square(), ", ", String.format(Locale.ROOT, "%.2f", x.meanFourWays()),
                    " and ", percent(x.emptyChance())), 0);
        }
        return new Reason(Kind.SCORES, List.of("after ", best.square(), " the playouts ended on ",
                String.format(Locale.ROOT, "%,d", Math.round(b.meanValue())), " points; after ", played.square(), ", on ",
                String.format(Locale.ROOT, "%,d", Math.round(x.meanValue())), ", with about as many 4-Ways (",
                String.format(Locale.ROOT, "%.1f", b.meanFourWays()), ") and emptied pouches (", percent(b.emptyChance()),
                "): the stones after ", played.square(), " score less"), 0);
    }

    /** A square's reasons against the best, the played one's led by the stuck ending when it made it likely. */
    private static List<Reason> reasonsFor(Turn turn, MoveReview review, Candidate c, Candidate best, Scoring scoring) {
        List<Reason> why = reasons(turn.before(), c, best, c.square().equals(turn.played()) ? review.loss() : c.loss(),
                scoring);
        if (!review.stuck() || !c.square().equals(turn.played()) || c.outcomes() == null) {
            return why;
        }
        List<Reason> out = new ArrayList<>();
        Outcomes x = c.outcomes();
        List<Object> words = new ArrayList<>(List.of("after ", c.square(), " the playouts got stuck in ",
                percent(1 - x.emptyChance()), " of the games"));
        if (best.outcomes() != null && !best.square().equals(c.square())) {
            words.addAll(List.of(" (after ", best.square(), ": ", percent(1 - best.outcomes().emptyChance()), ")"));
        }
        words.add(", and this game did");
        out.add(new Reason(Kind.STUCK, words, 0));
        for (Reason r : why) {
            if (r.kind() != Kind.EMPTIES && out.size() < MOST_REASONS) {
                out.add(r);
            }
        }
        return List.copyOf(out);
    }

    private static Named stone(int kind) {
        return new Named(Stone.byId(kind), Which.KIND);
    }

    /** The kinds a square strands, its own kind as its second stone: "E3", "E3 and the second A2". */
    private static List<Object> victims(List<Integer> kinds, int own) {
        List<Object> out = new ArrayList<>();
        for (int i = 0; i < kinds.size(); i++) {
            if (i > 0) {
                out.add(i == kinds.size() - 1 ? " and " : ", ");
            }
            int k = kinds.get(i);
            out.add(new Named(Stone.byId(k), k == own ? Which.SECOND : Which.KIND));
        }
        return out;
    }

    private static String stones(int n) {
        return n == 1 ? "one stone" : "both stones";
    }

    /** Who would fill the hole: the other stone of the kind being placed, or the kind's stones to come. */
    private static Named filler(int k, int placed, int left) {
        // "an F6", not "either F6", so the sentence fits the review's strip (three lines of 37 characters).
        return new Named(Stone.byId(k), k == placed ? Which.SECOND : left == 1 ? Which.LAST : Which.ONE);
    }
}
