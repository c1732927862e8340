package ishido.audio;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PaulaTest {
    private static Sample constant(int value, int length) {
        byte[] d = new byte[length];
        java.util.Arrays.fill(d, (byte) value);
        return new Sample("dc", d);
    }

    @Test
    void channelsZeroAndThreeAreLeftOneAndTwoRight() {
        Paula p = new Paula(44100);
        p.play(0, constant(100, 10000), 214, 64);
        p.play(2, constant(-50, 10000), 214, 32);
        short[] out = new short[20];
        p.mix(out, 10);
        assertEquals(100 * 64 * 2, out[0]);
        assertEquals(-50 * 32 * 2, out[1]);
    }

    @Test
    void thePeriodSetsHowFastTheSampleIsRead() {
        // Period 428 reads 3579545 / 428 = 8363 samples a second: a 1672-byte sample lasts 0.2 s (8816 samples out).
        Paula p = new Paula(44100);
        short[] out = new short[2 * 8800];
        p.play(1, constant(10, 1672), 428, 64);
        p.mix(out, 8700);
        assertTrue(p.isPlaying(1));
        p.mix(out, 200);
        assertFalse(p.isPlaying(1));
        // Half the period, twice the rate: the same sample is done in half the time (0.1 s, 4408 samples out).
        p.play(1, constant(10, 1672), 428 / 2, 64);
        p.mix(out, 4350);
        assertTrue(p.isPlaying(1));
        p.mix(out, 100);
        assertFalse(p.isPlaying(1));
    }

    @Test
    void volumeScalesLinearlyAndFourChannelsDoNotClip() {
        Paula p = new Paula(44100);
        for (int c = 0; c < 4; c++) {
            p.play(c, constant(127, 100), 214, 64);
        }
        short[] out = new short[2];
        p.mix(out, 1);
        assertEquals(2 * 127 * 64 * 2, out[0]);
        assertTrue(out[0] < Short.MAX_VALUE);
    }

    @Test
    void theLedFilterSmoothsAStep() {
        Paula plain = new Paula(44100);
        Paula filtered = new Paula(44100);
        filtered.setFilter(true);
        byte[] square = new byte[4000];
        for (int i = 0; i < square.length; i++) {
            square[i] = (byte) ((i / 2) % 2 == 0 ? 100 : -100);
        }
        plain.play(0, new Sample("sq", square), 214, 64);
        filtered.play(0, new Sample("sq", square), 214, 64);
        short[] a = new short[2000];
        short[] b = new short[2000];
        plain.mix(a, 1000);
        filtered.mix(b, 1000);
        long energyA = 0;
        long energyB = 0;
        for (int i = 400; i < 2000; i += 2) {
            energyA += (long) a[i] * a[i];
            energyB += (long) b[i] * b[i];
        }
        assertTrue(energyB < energyA / 2, "filtered " + energyB + " vs " + energyA);
    }

    @Test
    void soundsAreTheSameEveryTime() {
        assertArrayEquals(Synth.click().data(), Synth.click().data());
        assertArrayEquals(Synth.bell("a", 440, 1).data(), Synth.bell("a", 440, 1).data());
        Jukebox one = new Jukebox(new Paula(22050));
        Jukebox two = new Jukebox(new Paula(22050));
        short[] a = new short[2 * 735];
        short[] b = new short[2 * 735];
        one.play(Effect.WIND_CHIMES);
        two.play(Effect.WIND_CHIMES);
        for (int t = 0; t < 200; t++) {
            one.tick();
            two.tick();
            one.paula().mix(a, 367);
            two.paula().mix(b, 367);
            assertArrayEquals(a, b);
        }
    }
}
