package ishido.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TickClockTest {
    @Test
    void sixtyTicksASecondWhateverTheFrameRate() {
        TickClock clock = new TickClock();
        int ticks = 0;
        // A 144 Hz display: frames every 6.94 ms for one second and half a tick more.
        for (int i = 0; i * 1000.0 / 144 <= 1008; i++) {
            ticks += clock.ticksDue(1000 + i * 1000.0 / 144);
        }
        assertEquals(61, ticks, "the first frame's tick and then sixty");
        TickClock slow = new TickClock();
        ticks = 0;
        // A 30 Hz display: two ticks a frame.
        for (int i = 0; i * 1000.0 / 30 <= 1008; i++) {
            ticks += slow.ticksDue(i * 1000.0 / 30);
        }
        assertEquals(61, ticks);
    }

    @Test
    void aStallCatchesUpAFewTicksAtMost() {
        TickClock clock = new TickClock();
        assertEquals(1, clock.ticksDue(0));
        assertEquals(TickClock.MAX_TICKS_PER_FRAME, clock.ticksDue(5000), "a hidden tab comes back without a burst");
        assertEquals(0, clock.ticksDue(5001));
        assertEquals(1, clock.ticksDue(5000 + 1000.0 / 60 + 0.1));
    }
}
