package ishido.app;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.audio.AudioDevice;
import com.badlogic.gdx.utils.Disposable;
import ishido.audio.Paula;

/**
 * Sends Paula's output to the speakers from a thread of its own. Without a sound device it stays
 * silent: the game plays on.
 */
final class AudioOut implements Disposable {
    /** Frames mixed per write: about 23 ms at 44.1 kHz, short enough that a click follows its stone. */
    private static final int FRAMES = 1024;

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
            while (running && device != null) {
                paula.mix(buffer, FRAMES);
                device.writeSamples(buffer, 0, buffer.length);
            }
        }, "ishido-audio");
        thread.setDaemon(true);
        if (device != null) {
            thread.start();
        }
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
