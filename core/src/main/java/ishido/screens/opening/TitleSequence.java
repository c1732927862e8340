package ishido.screens.opening;

import ishido.gfx.Framebuffer;
import ishido.machine.InputEvent;
import ishido.machine.Screen;

/**
 * The title screens: each fades in from black on its colour registers (the first is there at once),
 * stays a while and fades out, as Amiga titles did; a click or a key moves on to the next at once. The whole runs under ten seconds.
 */
public final class TitleSequence implements Screen {
    /** Ticks a fade takes, in or out. */
    static final int FADE = 24;
    /** Ticks a title stays at full colour. */
    static final int HOLD = 120;
    /** Ticks one title takes from black to black. */
    static final int LENGTH = 2 * FADE + HOLD;

    private final Runnable onDone;
    private final Titles.Title[] titles = new Titles.Title[Titles.NAMES.size()];
    private int index;
    private int age;
    private boolean done;

    public TitleSequence(Runnable onDone) {
        this.onDone = onDone;
        // The first title is there from the first frame: the screen was black before it anyway.
        age = FADE;
    }

    /** How many titles there are. */
    public static int count() {
        return Titles.NAMES.size();
    }

    /** The title being shown, from 0. */
    public int index() {
        return index;
    }

    /** Ticks the whole sequence takes when nothing is pressed. */
    public static int totalTicks() {
        return count() * LENGTH - FADE;
    }

    @Override
    public void input(InputEvent e) {
        if (done) {
            return;
        }
        if (e.isPress(InputEvent.LEFT_BUTTON) || e.isPress(InputEvent.RIGHT_BUTTON) || e.type() == InputEvent.Type.KEY) {
            // Skip the rest of this title: straight into its fade-out, or on from it.
            if (age < FADE + HOLD) {
                age = FADE + HOLD + Math.max(0, FADE - age);
            } else {
                next();
            }
        }
    }

    @Override
    public void tick() {
        if (done) {
            return;
        }
        age++;
        if (age >= LENGTH) {
            next();
        }
    }

    private void next() {
        age = 0;
        index++;
        if (index >= count()) {
            index = count() - 1;
            age = LENGTH;
            done = true;
            onDone.run();
        }
    }

    /** The fade level, 0 (black) to 16 (full colour). */
    int level() {
        int inLevel = age * 16 / FADE;
        int outLevel = (LENGTH - age) * 16 / FADE;
        return Math.max(0, Math.min(16, Math.min(inLevel, outLevel)));
    }

    @Override
    public void render(Framebuffer fb) {
        if (titles[index] == null) {
            titles[index] = Titles.load(Titles.NAMES.get(index));
        }
        Titles.Title title = titles[index];
        fb.copyFrom(title.picture());
        int level = level();
        for (int i = 0; i < 32; i++) {
            fb.palette().set(i, i < title.palette().length ? scale(title.palette()[i], level) : 0);
        }
    }

    /** A 12-bit colour with each gun scaled to level/16, as a copper list fading the registers would. */
    static int scale(int rgb12, int level) {
        int r = ((rgb12 >> 8) & 15) * level / 16;
        int g = ((rgb12 >> 4) & 15) * level / 16;
        int b = (rgb12 & 15) * level / 16;
        return r << 8 | g << 4 | b;
    }
}
