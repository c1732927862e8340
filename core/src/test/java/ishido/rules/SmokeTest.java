package ishido.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class SmokeTest {
    @Test
    void dealRoundTrips() {
        Deal d = Deal.random(1);
        assertEquals(d, Deal.parse(d.toString()));
    }
}
