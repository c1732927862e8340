package ishido.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import java.time.LocalDate;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/** Game Over's Share line for fixed games: a table of cases (issue 38). */
class ShareTextTest {
    private static final LocalDate DAY = LocalDate.of(2026, 11, 26);
    private static final String PAGE = "https://example.org/ishido/";

    private static PlayedGame game(GameMode mode, Scoring scoring, long score, int fourWays, int left, Game.End end,
            boolean helped) {
        return new PlayedGame(DAY, mode, scoring, "PBAK-KT9D", score, fourWays, left, end, helped, false);
    }

    static Stream<Arguments> cases() {
        return Stream.of(
                Arguments.of("the issue's example, with the page's link",
                        game(GameMode.SOLITAIRE, Scoring.MODERN, 12_345, 7, 0, Game.End.POUCH_EMPTY, false), 19_377L, PAGE,
                        "Ishido 2026-11-26 · deal PBAK-KT9D · 12,345 points · 7 four-ways · pouch emptied"
                                + " · the Master 19,377\nhttps://example.org/ishido/?deal=PBAK-KT9D"),
                Arguments.of("the desktop: no address, no link; the Master not known yet",
                        game(GameMode.SOLITAIRE, Scoring.MODERN, 980, 1, 12, Game.End.NO_LEGAL_SQUARE, false), null, null,
                        "Ishido 2026-11-26 · deal PBAK-KT9D · 980 points · 1 four-way · 12 stones left"),
                Arguments.of("Ancient: stones left on both sides",
                        game(GameMode.SOLITAIRE, Scoring.ANCIENT, 0, 2, 3, Game.End.NO_LEGAL_SQUARE, false), 1L, null,
                        "Ishido 2026-11-26 · deal PBAK-KT9D · Ancient · 2 four-ways · 3 stones left · the Master 1 left"),
                Arguments.of("a Challenge that ran out of time, one stone left",
                        game(GameMode.CHALLENGE, Scoring.MODERN, 1_234_567, 0, 1, Game.End.TIME_UP, false), 2_000L, null,
                        "Ishido 2026-11-26 · deal PBAK-KT9D · Challenge · 1,234,567 points · 0 four-ways"
                                + " · 1 stone left, time up · the Master 2,000"),
                Arguments.of("ended by the player, with help",
                        game(GameMode.SOLITAIRE, Scoring.MODERN, 100, 0, 40, Game.End.ENDED_BY_PLAYER, true), null, PAGE,
                        "Ishido 2026-11-26 · deal PBAK-KT9D · 100 points · 0 four-ways · 40 stones left, ended early"
                                + " · helped\nhttps://example.org/ishido/?deal=PBAK-KT9D"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theLineForAFixedGame(String what, PlayedGame game, Long master, String address, String expected) {
        assertEquals(expected, ShareText.of(game, master, address));
    }

    @Test
    void theDealOfTheDaysLineCarriesTheStreak() {
        PlayedGame g = game(GameMode.SOLITAIRE, Scoring.MODERN, 100, 2, 0, Game.End.POUCH_EMPTY, false);
        assertEquals("Ishido 2026-11-26 · deal PBAK-KT9D · 100 points · 2 four-ways · pouch emptied · streak 3 days"
                + " · the Master 200", ShareText.of(g, 200L, 3, null));
        assertEquals("Ishido 2026-11-26 · deal PBAK-KT9D · 100 points · 2 four-ways · pouch emptied · streak 1 day",
                ShareText.of(g, null, 1, null));
        assertEquals(ShareText.of(g, null, null), ShareText.of(g, null, 0, null));
    }

    @Test
    void aDealWithoutACodeHasNothingToShare() {
        assertNull(ShareText.of(new PlayedGame(DAY, GameMode.SOLITAIRE, Scoring.MODERN, "", 1, 0, 0, Game.End.POUCH_EMPTY,
                false, false), null, PAGE));
    }

    @Test
    void thousandsAreGroupedInEveryLocale() {
        assertEquals("0", ShareText.grouped(0));
        assertEquals("999", ShareText.grouped(999));
        assertEquals("1,000", ShareText.grouped(1000));
        assertEquals("-12,345", ShareText.grouped(-12_345));
    }
}
