package ishido.screens;

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
        int radius = 12 + age / 2;
        int arm = age < DURATION / 2 ? 2 : 1;
        for (int i = 0; i < SPARKS; i++) {
            // StrictMath gives the same sparks on every machine, so frames stay reproducible.
            double angle = (i * 2 * Math.PI / SPARKS) + age * 0.05;
            int x = centerX + (int) Math.round(StrictMath.cos(angle) * radius);
            int y = centerY + (int) Math.round(StrictMath.sin(angle) * radius);
            int pen = ((age / BLINK) + i) % 2 == 0 ? Pens.SHINE : Pens.FILL;
            fb.set(x, y, pen);
            for (int a = 1; a <= arm; a++) {
                fb.set(x - a, y, pen);
                fb.set(x + a, y, pen);
                fb.set(x, y - a, pen);
                fb.set(x, y + a, pen);
            }
        }
    }
}
