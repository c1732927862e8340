package ishido.screens.scores;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Machine;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.scores.HighScore;
import ishido.scores.HighScores;
import ishido.scores.Table;
import ishido.screens.Golden;
import ishido.ui.Requester;
import java.io.IOException;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/** Every high-score table and the name entry against reference images, and what clicks and Clear do. */
class HighScoreScreenTest {
    private static final LocalDate DAY = LocalDate.of(2026, 11, 23);

    /** Tables filled as a week of play might fill them, the same on every run. */
    static HighScores sample() {
        HighScores s = new HighScores(DAY);
        s.record(new HighScore("Mirabel", 152340, 9, 0, GameMode.SOLITAIRE, DAY, false), Scoring.MODERN, false);
        s.record(new HighScore("Computer", 48211, 7, 0, GameMode.CHALLENGE, DAY, true), Scoring.MODERN, false);
        s.record(new HighScore("Ann & Bo", 9120, 5, 1, GameMode.COOPERATIVE, DAY, false), Scoring.MODERN, false);
        s.record(new HighScore("Zeno", 612, 2, 14, GameMode.SOLITAIRE, DAY, false), Scoring.MODERN, true);
        s.record(new HighScore("Old Tom", 20480, 6, 2, GameMode.SOLITAIRE, DAY.minusYears(1), false), Scoring.MODERN, false);
        s.record(new HighScore("Kira", 0, 6, 0, GameMode.SOLITAIRE, DAY, false), Scoring.ANCIENT, false);
        s.record(new HighScore("Computer", 0, 11, 3, GameMode.COOPERATIVE, DAY, true), Scoring.ANCIENT, false);
        s.record(new HighScore("Lu", 0, 3, 9, GameMode.SOLITAIRE, DAY, false), Scoring.ANCIENT, true);
        for (int i = 0; i < 10; i++) {
            s.record(new HighScore("Player " + (i + 1), 1000L * (i + 1) + 7 * i, i, 10 - i, GameMode.TOURNAMENT, DAY,
                    i == 4), Scoring.MODERN, false);
            s.record(new HighScore("Player " + (i + 1), 0, i % 4, i % 3 == 0 ? 0 : i, GameMode.TOURNAMENT, DAY, false),
                    Scoring.ANCIENT, false);
        }
        s.setLastName("Mirabel");
        return s;
    }

    /** Records what the screen asks of its host. */
    private static final class Host implements HighScoreScreen.Actions {
        HighScores scores = sample();
        int closed;

        @Override
        public void close() {
            closed++;
        }

        @Override
        public HighScores clear(Table table, Scoring scoring) {
            scores.clear(table, scoring);
            return scores;
        }
    }

    private static void assertGolden(String name, HighScoreScreen screen) throws IOException {
        Machine machine = new Machine(screen);
        machine.tick();
        machine.render();
        Golden.assertMatches(name, machine.framebuffer().toImage());
    }

    @Test
    void everyTableMatchesItsReference() throws IOException {
        for (Table t : Table.values()) {
            for (Scoring s : Scoring.values()) {
                Host host = new Host();
                int newest = t == Table.TOURNAMENT && s == Scoring.MODERN ? 4 : -1;
                assertGolden("scores-" + t.key() + "-" + s.label().toLowerCase(), new HighScoreScreen(host.scores, t, s, newest, host));
            }
        }
    }

    @Test
    void nameEntryMatchesItsReferenceAndOffersTheLastName() throws IOException {
        Host host = new Host();
        HighScoreScreen screen = new HighScoreScreen(host.scores, Table.TODAY, Scoring.MODERN, 0, host);
        HighScore game = host.scores.list(Table.TODAY, Scoring.MODERN).entries().get(0);
        String[] entered = new String[1];
        Requester r = NameEntry.requester(game, Scoring.MODERN, host.scores.lastName(), n -> entered[0] = n);
        screen.show(r);
        assertGolden("scores-name-entry", screen);
        assertTrue(r.lines().contains("152340 points, 9 4-Ways"), r.lines().toString());
        screen.input(InputEvent.key(Key.ENTER));
        assertEquals("Mirabel", entered[0]);
        assertTrue(r.isClosed());
        assertEquals(0, host.closed, "answering the requester does not leave the table");
    }

    @Test
    void aTypedNameIsCleanedAndCancelEntersNothing() {
        String[] entered = new String[1];
        Requester r = NameEntry.requester(new HighScore("x", 0, 4, 0, GameMode.SOLITAIRE, DAY, false), Scoring.ANCIENT, "",
                n -> entered[0] = n);
        assertTrue(r.lines().contains("Pouch emptied, 4 4-Ways"), r.lines().toString());
        for (char c : " Rin  Tan".toCharArray()) {
            r.input(InputEvent.character(c, false));
        }
        r.input(InputEvent.key(Key.ENTER));
        assertEquals("Rin Tan", entered[0]);
        String[] none = new String[1];
        Requester cancelled = NameEntry.requester(new HighScore("x", 5, 0, 3, GameMode.SOLITAIRE, DAY, false),
                Scoring.MODERN, "Bo", n -> none[0] = n);
        cancelled.input(InputEvent.key(Key.ESCAPE));
        assertTrue(cancelled.isClosed());
        assertNull(none[0]);
    }

    @Test
    void aClickReturnsAndClearAsksFirst() {
        Host host = new Host();
        HighScoreScreen screen = new HighScoreScreen(host.scores, Table.TODAY, Scoring.MODERN, -1, host);
        screen.input(InputEvent.press(12, 185, InputEvent.LEFT_BUTTON));
        screen.input(InputEvent.release(12, 185, InputEvent.LEFT_BUTTON));
        assertEquals(0, host.closed, "the Clear button does not return");
        assertTrue(screen.requesters().isActive(), "Clear asks first");
        screen.input(InputEvent.key(Key.ESCAPE));
        assertFalse(host.scores.list(Table.TODAY, Scoring.MODERN).isEmpty(), "Cancel keeps the table");
        screen.input(InputEvent.press(12, 185, InputEvent.LEFT_BUTTON));
        screen.input(InputEvent.release(12, 185, InputEvent.LEFT_BUTTON));
        screen.input(InputEvent.key(Key.ENTER));
        assertTrue(host.scores.list(Table.TODAY, Scoring.MODERN).isEmpty());
        assertFalse(host.scores.list(Table.ALL_TIME, Scoring.MODERN).isEmpty(), "only the table shown is cleared");
        screen.input(InputEvent.press(160, 100, InputEvent.LEFT_BUTTON));
        assertEquals(1, host.closed);
    }
}
