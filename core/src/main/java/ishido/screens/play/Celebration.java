package ishido.screens.play;

import ishido.gfx.Framebuffer;
import ishido.ui.Pens;

/** The sparkle that bursts out of a square when a 4-Way is made. */
final class Celebration {
    /** How long the sparkle lasts, in ticks. */
    static final int DURATION = 90;
    /** Sparks in the ring. */
    private static final int SPARKS = 8;
    /** Ticks between the two colours of a spark. */
    private static final int BLINK = 4;

    private final int centerX;
    private final int centerY;
    private int age;

    Celebration(int centerX, int centerY) {
        this.centerX = centerX;
        this.centerY = centerY;
    }

    void tick() {
        age++;
    }

    boolean isDone() {
        return age >= DURATION;
    }

    int age() {
        return age;
    }

    void render(Framebuffer fb) {
        // The square itself blinks in the shine and fill pens while the sparks fly out.
        int half = 10;
        int framePen = (age / BLINK) % 2 == 0 ? Pens.SHINE : Pens.FILL;
        if (age < DURATION * 2 / 3) {
            fb.frame(centerX - half - 1, centerY - half - 1, 2 * half + 1, 2 * half + 1, framePen);
            fb.frame(centerX - half - 2, centerY - half - 2, 2 * half + 3, 2 * half + 3, Pens.SHADOW);
        }
        int radius = 14 + age / 2;
        int arm = 3 - age * 3 / DURATION;
        for (int i = 0; i < SPARKS; i++) {
            // StrictMath gives the same sparks on every machine, so frames stay reproducible.
            double angle = (i * 2 * Math.PI / SPARKS) + age * 0.05;
            int x = centerX + (int) Math.round(StrictMath.cos(angle) * radius);
            int y = centerY + (int) Math.round(StrictMath.sin(angle) * radius);
            int pen = ((age / BLINK) + i) % 2 == 0 ? Pens.SHINE : Pens.FILL;
            // A dark rim keeps the spark visible on light squares and on dark ones alike.
            star(fb, x, y, arm + 1, Pens.SHADOW);
            star(fb, x, y, arm, pen);
        }
    }

    private static void star(Framebuffer fb, int x, int y, int arm, int pen) {
        fb.set(x, y, pen);
        for (int a = 1; a <= arm; a++) {
            fb.set(x - a, y, pen);
            fb.set(x + a, y, pen);
            fb.set(x, y - a, pen);
            fb.set(x, y + a, pen);
        }
    }
}
