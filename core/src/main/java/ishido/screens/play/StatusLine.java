package ishido.screens.play;

/**
 * The status strip's text, scrolled as Amiga games scrolled theirs: a line that fits stands still; a
 * longer one shows its start (for {@link #START_TICKS}, twice as long as its end stays: a newcomer who looked a
 * moment late read "gested: the black cross on d6." with its first words gone), then moves a character at a time
 * until its end is in view, waits there, and starts again. Nothing is ever cut off: every character passes through the strip. An instance
 * keeps the line last said and how long it stays.
 */
final class StatusLine {
    /** How long a said line stays, in ticks. */
    static final int SAY_TICKS = 180;
    /** Characters the strip holds. */
    static final int COLUMNS = PlayLayout.STATUS_COLUMNS;
    /** Ticks the end of a long line stays still, long enough to read it. */
    static final int PAUSE_TICKS = 60;
    /** Ticks the start of a long line stays still: the first words say what the line is about. */
    static final int START_TICKS = 2 * PAUSE_TICKS;
    /** Ticks per character of scrolling: 10 characters a second, an easy reading pace. */
    static final int STEP_TICKS = 6;

    private String said = "";
    private long saidAt;
    private long until;
    /** The standing line last drawn, and the tick it first was, for its scrolling. */
    private String lastShown = "";
    private long shownSince;
    /** True while the said line is held: it stays, and other lines wait, until {@link #release}. */
    private boolean held;

    /** Shows a line from this tick on; a long line stays until it has scrolled through once. */
    void say(String text, long now) {
        if (held) {
            return;
        }
        said = text;
        saidAt = now;
        until = now + shownFor(text);
    }

    /** Shows a line that stays until {@link #release}, whatever else is said meanwhile. */
    void hold(String text, long now) {
        held = false;
        say(text, now);
        held = true;
    }

    /** Lets a held line go: it lasts as a said line would, and the next line said replaces it. */
    void release() {
        held = false;
    }

    /** The said line while it lasts (a held line until it is released), or null. */
    String current(long now) {
        return held || now < until ? said : null;
    }

    /**
     * Ticks since the strip began to show this text (it scrolls from its start): a said line counts
     * from when it was said, a standing line from when it was first drawn.
     */
    long age(String shown, long now) {
        if (shown.equals(current(now))) {
            return now - saidAt;
        }
        if (!shown.equals(lastShown)) {
            lastShown = shown;
            shownSince = now;
        }
        return now - shownSince;
    }

    /** Ticks a said line stays: a long one scrolls through once and shows its start again. */
    static int shownFor(String text) {
        return Math.max(SAY_TICKS, period(text) + START_TICKS);
    }

    /** Ticks for one pass over the text: still at the start, scrolled through, still at the end. */
    static int period(String text) {
        return period(text, COLUMNS);
    }

    /** As {@link #period(String)} for a strip of so many characters. */
    static int period(String text, int columns) {
        int overflow = Math.max(0, text.length() - columns);
        return overflow == 0 ? 0 : START_TICKS + overflow * STEP_TICKS + PAUSE_TICKS;
    }

    /** The part of the text in the strip this many ticks after it appeared. */
    static String visible(String text, long age) {
        return visible(text, age, COLUMNS);
    }

    /** As {@link #visible(String, long)} for a strip of so many characters (a name on the scoreboard). */
    static String visible(String text, long age, int columns) {
        int overflow = text.length() - columns;
        if (overflow <= 0) {
            return text;
        }
        long t = Math.max(0, age) % period(text, columns);
        int offset = (int) Math.min(overflow, Math.max(0, t - START_TICKS) / STEP_TICKS);
        return text.substring(offset, offset + columns);
    }
}
