package ishido.audio;

import ishido.rules.SplitMix64;

/**
 * Draws the game's sounds as 8-bit samples from simple physics: a bell is a few inharmonic partials
 * that die away, a stone click is a short burst of filtered noise. Every sound is made at
 * {@link #RATE} and played back at the matching period, so it sounds at its written pitch.
 */
public final class Synth {
    /** The rate the samples are made at: period 214 on an NTSC Amiga. */
    public static final int PERIOD = 214;
    public static final double RATE = Paula.NTSC_CLOCK / PERIOD;
    /** Partials of a small bell relative to its note, and how loud each starts. */
    private static final double[] BELL_PARTIALS = {1.0, 2.76, 5.40, 8.93};
    private static final double[] BELL_LEVELS = {1.0, 0.5, 0.25, 0.12};

    private Synth() {
    }

    /** A bell struck at a frequency, ringing for the given seconds. */
    public static Sample bell(String name, double frequency, double seconds) {
        int n = (int) (RATE * seconds);
        byte[] data = new byte[n];
        for (int i = 0; i < n; i++) {
            double t = i / RATE;
            double v = 0;
            for (int p = 0; p < BELL_PARTIALS.length; p++) {
                // Higher partials die away faster, as they do in metal.
                double decay = Math.exp(-t * (2.2 + 3.0 * p) / seconds);
                v += BELL_LEVELS[p] * decay * Math.sin(2 * Math.PI * frequency * BELL_PARTIALS[p] * t);
            }
            double attack = Math.min(1.0, t / 0.002);
            data[i] = toByte(v * attack * 0.55);
        }
        return new Sample(name, data);
    }

    /** The click of a stone set down on wood: a few milliseconds of noise through a resonance. */
    public static Sample click() {
        int n = (int) (RATE * 0.045);
        byte[] data = new byte[n];
        SplitMix64 noise = new SplitMix64(1990);
        double y1 = 0;
        double y2 = 0;
        double f = 1800;
        double r = 0.94;
        double c1 = 2 * r * Math.cos(2 * Math.PI * f / RATE);
        double c2 = -r * r;
        for (int i = 0; i < n; i++) {
            double t = i / RATE;
            double x = (noise.nextDouble() * 2 - 1) * Math.exp(-t / 0.004);
            double y = x + c1 * y1 + c2 * y2;
            y2 = y1;
            y1 = y;
            data[i] = toByte(y * 0.22);
        }
        return new Sample("click", data);
    }

    /** A low, dull knock for a stone that may not go where it was put. */
    public static Sample knock() {
        int n = (int) (RATE * 0.18);
        byte[] data = new byte[n];
        for (int i = 0; i < n; i++) {
            double t = i / RATE;
            double v = Math.sin(2 * Math.PI * 98 * t) * Math.exp(-t / 0.05) + 0.3 * Math.sin(2 * Math.PI * 196 * t) * Math.exp(-t / 0.02);
            data[i] = toByte(v * 0.8);
        }
        return new Sample("knock", data);
    }

    private static byte toByte(double v) {
        return (byte) Math.max(-128, Math.min(127, Math.round(v * 127)));
    }
}
