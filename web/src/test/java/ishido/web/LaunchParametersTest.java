package ishido.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.match.DealCode;
import ishido.store.DisplayOptions;
import org.junit.jupiter.api.Test;

class LaunchParametersTest {
    @Test
    void theCommandLinesOptionsAsParameters() {
        LaunchParameters p = LaunchParameters.parse("?seed=7&skip-codewheel&scale=1");
        assertEquals(7L, p.seed());
        assertTrue(p.skipCodewheel());
        assertTrue(p.fixedScale());
        assertEquals(1, p.scale());
        assertNull(p.aspect());
        assertFalse(p.reader());
        assertTrue(LaunchParameters.parse("?reader&seed=7").reader());
    }

    @Test
    void nothingGivenIsTheGameAsItStarts() {
        LaunchParameters p = LaunchParameters.parse("");
        assertNull(p.seed());
        assertFalse(p.skipCodewheel());
        assertFalse(p.fixedScale());
    }

    @Test
    void theBuildChoicesAreTheScriptsAndChangeNothingElse() {
        assertEquals(LaunchParameters.parse("seed=7"), LaunchParameters.parse("seed=7&wasm"));
        assertEquals(LaunchParameters.parse("seed=7"), LaunchParameters.parse("js&seed=7"));
    }

    @Test
    void aChallengeLinkCarriesItsCodeAsItIsForTheGameToRead() {
        LaunchParameters p = LaunchParameters.parse("?challenge=1ABC-_x&skip-codewheel");
        assertEquals("1ABC-_x", p.challenge());
        assertNull(p.seed(), "the challenge's deal is the challenge's own");
        assertNull(p.deal());
        assertNull(LaunchParameters.parse("seed=7").challenge());
        IllegalArgumentException both = assertThrows(IllegalArgumentException.class,
                () -> LaunchParameters.parse("challenge=1AB&deal=7FNS-AFRQ"));
        assertEquals("a challenge plays its own deal: give it without deal", both.getMessage());
    }

    @Test
    void aPuzzleLinkCarriesItsNumberAndBadOnesAreOneLine() {
        LaunchParameters p = LaunchParameters.parse("?puzzle=246&seed=7");
        assertEquals(246, p.puzzle());
        assertEquals(7L, p.seed(), "the board under the puzzles is still the seed's");
        assertEquals(0, LaunchParameters.parse("seed=7").puzzle());
        assertEquals("puzzle must be a puzzle's number, from 1, not 'x1'",
                assertThrows(IllegalArgumentException.class, () -> LaunchParameters.parse("puzzle=x1")).getMessage());
        assertEquals("puzzle must be a puzzle's number, from 1, not '0'",
                assertThrows(IllegalArgumentException.class, () -> LaunchParameters.parse("puzzle=0")).getMessage());
        assertEquals("a puzzle opens Game > Puzzles...: give it without deal", assertThrows(IllegalArgumentException.class,
                () -> LaunchParameters.parse("puzzle=3&deal=7FNS-AFRQ")).getMessage());
        assertEquals("a puzzle opens Game > Puzzles...: give it without challenge",
                assertThrows(IllegalArgumentException.class, () -> LaunchParameters.parse("puzzle=3&challenge=1AB"))
                        .getMessage());
    }

    @Test
    void aCodedDealIsItsNumber() {
        DealCode code = DealCode.of(123456);
        LaunchParameters p = LaunchParameters.parse("deal=" + code.toString().toLowerCase(java.util.Locale.ROOT));
        assertEquals(code.number(), p.seed());
        // A link's deal is offered beside a kept game (WebMain); a seed is not a link.
        assertEquals(code, p.deal());
        assertEquals(null, LaunchParameters.parse("seed=7").deal());
    }

    @Test
    void aFixedScaleHasSquarePixelsUnlessAskedOtherwise() {
        DisplayOptions.Aspect saved = DisplayOptions.Aspect.NTSC;
        assertEquals(DisplayOptions.Aspect.SQUARE, LaunchParameters.parse("scale=1").aspect(saved));
        assertEquals(DisplayOptions.Aspect.NTSC, LaunchParameters.parse("scale=1&aspect=ntsc").aspect(saved));
        assertEquals(DisplayOptions.Aspect.NTSC, LaunchParameters.parse("").aspect(saved));
    }

    @Test
    void theAspect() {
        assertEquals(DisplayOptions.Aspect.SQUARE, LaunchParameters.parse("aspect=square").aspect());
        assertEquals(DisplayOptions.Aspect.NTSC, LaunchParameters.parse("aspect=NTSC").aspect());
    }

    @Test
    void wrongParametersSayWhatIsWrongInOneLine() {
        assertEquals("seed must be a whole number, not 'x'",
                assertThrows(IllegalArgumentException.class, () -> LaunchParameters.parse("seed=x")).getMessage());
        assertEquals("seed and deal both choose the deal: give one",
                assertThrows(IllegalArgumentException.class, () -> LaunchParameters.parse("seed=1&deal=AAAA-AAAA"))
                        .getMessage());
        assertEquals("scale must be a whole number from 1 to 10, not '11'",
                assertThrows(IllegalArgumentException.class, () -> LaunchParameters.parse("scale=11")).getMessage());
        assertEquals("aspect takes ntsc or square, not 'pal'",
                assertThrows(IllegalArgumentException.class, () -> LaunchParameters.parse("aspect=pal")).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> LaunchParameters.parse("sed=1")).getMessage()
                .startsWith("unknown parameter 'sed'"));
        assertThrows(IllegalArgumentException.class, () -> LaunchParameters.parse("deal=nonsense"));
    }

    @Test
    void valuesArePercentDecoded() {
        assertEquals("7FNS-AFRQ", LaunchParameters.values("deal=7FNS%2DAFRQ").get("deal"));
        assertEquals("a b\u00e9", LaunchParameters.decode("a+b%C3%A9"));
        assertEquals("100%", LaunchParameters.decode("100%"), "a lone percent sign stays");
    }
}
