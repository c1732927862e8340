package ishido.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class StatsCsvTest {
    @Test
    void everyGameIsALineUnderTheHeader() {
        List<PlayedGame> games = List.of(
                new PlayedGame(LocalDate.of(2026, 11, 23), GameMode.SOLITAIRE, Scoring.MODERN, "7FNS-AFRQ", 2600, 5, 0,
                        Game.End.POUCH_EMPTY, false, false),
                new PlayedGame(LocalDate.of(2026, 11, 24), GameMode.CHALLENGE, Scoring.MODERN, "", 700, 2, 3,
                        Game.End.NO_LEGAL_SQUARE, true, true),
                new PlayedGame(LocalDate.of(2026, 11, 25), GameMode.SOLITAIRE, Scoring.MODERN, "", 150, 0, 12,
                        Game.End.NO_LEGAL_SQUARE, true, false, true));
        assertEquals("""
                date,mode,scoring,deal_code,score,fourways,stones_left,helped,computer,hinted
                2026-11-23,Solitaire,Modern,7FNS-AFRQ,2600,5,0,no,no,no
                2026-11-24,Challenge,Modern,,700,2,3,yes,yes,no
                2026-11-25,Solitaire,Modern,,150,0,12,yes,no,yes
                """, StatsCsv.write(games));
    }
}
