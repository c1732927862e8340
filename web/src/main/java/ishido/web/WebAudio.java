package ishido.web;

import ishido.audio.Paula;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.typedarrays.Float32Array;

/**
 * Plays Paula's mixed output through Web Audio: a script processor asks for a block of stereo samples
 * at a time and the mixer fills it, as the desktop's audio thread pulls blocks for its device. Browsers
 * let a page make sound only after a click or a key press, so {@link #start} is called then.
 */
final class WebAudio {
    /** Frames a block: about 46 ms at 44.1 kHz, the smallest the page keeps up with while the computer thinks. */
    private static final int FRAMES = 2048;

    private final Paula paula;
    private final short[] mixed = new short[FRAMES * 2];
    private final float[] left = new float[FRAMES];
    private final float[] right = new float[FRAMES];
    private boolean started;

    WebAudio(Paula paula) {
        this.paula = paula;
    }

    /** Fills the two channels of one block. */
    @JSFunctor
    interface Fill extends JSObject {
        void fill(Float32Array left, Float32Array right);
    }

    /** Starts the sound; a browser without Web Audio stays silent and the game plays on. */
    void start() {
        if (started) {
            return;
        }
        started = true;
        open(paula.outputRate(), FRAMES, this::fill);
    }

    private void fill(Float32Array leftOut, Float32Array rightOut) {
        int frames = Math.min(FRAMES, leftOut.getLength());
        paula.mix(mixed, frames);
        for (int i = 0; i < frames; i++) {
            left[i] = mixed[2 * i] / 32768f;
            right[i] = mixed[2 * i + 1] / 32768f;
        }
        leftOut.set(left);
        rightOut.set(right);
    }

    @JSBody(params = {"rate", "frames", "fill"}, script = "ishido.audio.open(rate, frames, fill);")
    private static native void open(int rate, int frames, Fill fill);
}
