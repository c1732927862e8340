package ishido.audio;

/**
 * The Amiga's sound chip as the game uses it: four channels of signed 8-bit samples, each played at
 * a rate set by its period (the NTSC clock divided by the period), with a volume of 0-64. Channels 0
 * and 3 sound on the left, 1 and 2 on the right; the optional "LED" filter is a low-pass at about
 * 3.3 kHz. Paula does not interpolate, so neither does this: each output sample takes the nearest
 * input sample, which keeps the crisp 8-bit sound.
 */
public final class Paula {
    /** The NTSC Amiga's colour clock, in Hz, from which the periods count. */
    public static final double NTSC_CLOCK = 3_579_545.0;
    public static final int CHANNELS = 4;
    public static final int MAX_VOLUME = 64;
    /** The cut-off of the LED filter in Hz. */
    private static final double LED_CUTOFF = 3300.0;

    private final int outputRate;
    private final Sample[] samples = new Sample[CHANNELS];
    private final double[] position = new double[CHANNELS];
    private final double[] step = new double[CHANNELS];
    private final int[] volume = new int[CHANNELS];
    private boolean led;
    private final Biquad leftFilter;
    private final Biquad rightFilter;

    public Paula(int outputRate) {
        this.outputRate = outputRate;
        leftFilter = Biquad.lowPass(LED_CUTOFF, outputRate);
        rightFilter = Biquad.lowPass(LED_CUTOFF, outputRate);
    }

    public int outputRate() {
        return outputRate;
    }

    /** Starts a sample on a channel, replacing what it played. */
    public synchronized void play(int channel, Sample sample, int period, int vol) {
        if (period < 113) {
            // The hardware cannot fetch faster than one sample every 124 clocks or so; lower periods are clamped.
            period = 113;
        }
        samples[channel] = sample;
        position[channel] = 0;
        step[channel] = NTSC_CLOCK / period / outputRate;
        volume[channel] = Math.max(0, Math.min(MAX_VOLUME, vol));
    }

    /** Silences every channel. */
    public synchronized void stop() {
        for (int c = 0; c < CHANNELS; c++) {
            samples[c] = null;
        }
    }

    public synchronized void setFilter(boolean on) {
        led = on;
    }

    /** True while a channel is still playing its sample. */
    public synchronized boolean isPlaying(int channel) {
        return samples[channel] != null;
    }

    /** Mixes the next frames into out as interleaved 16-bit stereo (left, right). */
    public synchronized void mix(short[] out, int frames) {
        for (int f = 0; f < frames; f++) {
            int left = channel(0) + channel(3);
            int right = channel(1) + channel(2);
            double l = left * 2.0;
            double r = right * 2.0;
            if (led) {
                l = leftFilter.next(l);
                r = rightFilter.next(r);
            }
            out[2 * f] = clip(l);
            out[2 * f + 1] = clip(r);
        }
    }

    private int channel(int c) {
        Sample s = samples[c];
        if (s == null) {
            return 0;
        }
        int i = (int) position[c];
        if (i >= s.length()) {
            samples[c] = null;
            return 0;
        }
        position[c] += step[c];
        return s.data()[i] * volume[c];
    }

    private static short clip(double v) {
        return (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, Math.round(v)));
    }

    /** A two-pole Butterworth low-pass, one per side, for the LED filter. */
    private static final class Biquad {
        private final double b0;
        private final double b1;
        private final double b2;
        private final double a1;
        private final double a2;
        private double x1;
        private double x2;
        private double y1;
        private double y2;

        private Biquad(double b0, double b1, double b2, double a1, double a2) {
            this.b0 = b0;
            this.b1 = b1;
            this.b2 = b2;
            this.a1 = a1;
            this.a2 = a2;
        }

        static Biquad lowPass(double cutoff, double rate) {
            double w = 2 * Math.PI * cutoff / rate;
            double q = Math.sqrt(0.5);
            double alpha = Math.sin(w) / (2 * q);
            double cos = Math.cos(w);
            double a0 = 1 + alpha;
            return new Biquad((1 - cos) / 2 / a0, (1 - cos) / a0, (1 - cos) / 2 / a0, -2 * cos / a0, (1 - alpha) / a0);
        }

        double next(double x) {
            double y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
            x2 = x1;
            x1 = x;
            y2 = y1;
            y1 = y;
            return y;
        }
    }
}
