package ishido.codewheel;

/**
 * Where a player reading the wheel for a challenge has got to, in the manual's order: the middle ring turned
 * until the second pattern is under the first, then the inner disc until the first word is under both, then the
 * number read in the window the second word names.
 */
public enum Step {
    TURN_MIDDLE(Disc.MIDDLE),
    TURN_INNER(Disc.INNER),
    READ(null);

    private final Disc disc;

    Step(Disc disc) {
        this.disc = disc;
    }

    /** The disc this step turns, or null for the reading. */
    public Disc disc() {
        return disc;
    }

    /** The first step a setting of the wheel has not done yet for the challenge. */
    public static Step of(Codewheel wheel, Challenge c, Setting s) {
        Setting solved = wheel.solve(c, s);
        if (solved.middle() != s.middle()) {
            return TURN_MIDDLE;
        }
        return solved.inner() != s.inner() ? TURN_INNER : READ;
    }
}
