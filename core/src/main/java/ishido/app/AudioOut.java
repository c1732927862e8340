package ishido.app;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.audio.AudioDevice;
import com.badlogic.gdx.utils.Disposable;
import ishido.audio.Paula;
import java.util.concurrent.locks.LockSupport;

/**
 * Sends Paula's output to the speakers from a thread of its own. Without a sound device it stays
 * silent: the game plays on.
 */
final class AudioOut implements Disposable {
    /** Frames mixed per write: about 23 ms at 44.1 kHz, short enough that a click follows its stone. */
    private static final int FRAMES = 1024;
    /**
     * How far ahead of the clock the mixing may run: more than a real device queues (about 100 ms
     * as configured), so only a device that never blocks (a null or loopback output) is held back.
     */
    private static final long MAX_LEAD_NANOS = 250_000_000L;

    private final Thread thread;
    private final AudioDevice device;
    private volatile boolean running = true;

    AudioOut(Paula paula) {
        AudioDevice d = null;
        try {
            if (Gdx.audio != null) {
                d = Gdx.audio.newAudioDevice(paula.outputRate(), false);
            }
        } catch (RuntimeException e) {
            Gdx.app.log("ishido", "No sound: " + e.getMessage());
        }
        device = d;
        thread = new Thread(() -> {
            short[] buffer = new short[FRAMES * 2];
            long start = System.nanoTime();
            long frames = 0;
            while (running && device != null) {
                paula.mix(buffer, FRAMES);
                device.writeSamples(buffer, 0, buffer.length);
                frames += FRAMES;
                // A device that takes samples as fast as they come would have this thread mix flat out.
                long lead = frames * 1_000_000_000L / paula.outputRate() - (System.nanoTime() - start);
                if (lead > MAX_LEAD_NANOS) {
                    LockSupport.parkNanos(lead - MAX_LEAD_NANOS / 2);
                }
            }
        }, "ishido-audio");
        thread.setDaemon(true);
        if (device != null) {
            thread.start();
        }
    }

    /** Whether a sound device was opened: without one Paula mixes for no one, and the machine is told. */
    boolean playing() {
        return device != null;
    }

    @Override
    public void dispose() {
        running = false;
        try {
            thread.join(200);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (device != null) {
            device.dispose();
        }
    }
}
