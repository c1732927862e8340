package ishido.screens.scores;

import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.rules.Scoring;
import ishido.rules.GameMode;
import ishido.scores.HighScore;
import ishido.ui.Requester;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class NameEntryTest {
    private static final LocalDate DAY = LocalDate.of(2026, 1, 2);

    @Test
    void aCountOfOneIsWordedInTheSingular() {
        Requester modern = NameEntry.requester(new HighScore("A", 1, 1, 1, GameMode.SOLITAIRE, DAY, false),
                Scoring.MODERN, "", s -> { });
        assertTrue(modern.lines().contains("1 point, 1 4-Way"), modern.lines().toString());
        Requester ancient = NameEntry.requester(new HighScore("A", 0, 1, 1, GameMode.SOLITAIRE, DAY, false),
                Scoring.ANCIENT, "", s -> { });
        assertTrue(ancient.lines().contains("1 stone left, 1 4-Way"), ancient.lines().toString());
        Requester many = NameEntry.requester(new HighScore("A", 20, 2, 3, GameMode.SOLITAIRE, DAY, false),
                Scoring.ANCIENT, "", s -> { });
        assertTrue(many.lines().contains("3 stones left, 2 4-Ways"), many.lines().toString());
    }
}
