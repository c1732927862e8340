package ishido.screens.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.rules.GameMode;
import ishido.rules.Scoring;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class StatusLineTest {
    /**
     * Every line the play screen puts on the strip (the say(...) calls of the play package, the
     * rules' illegal-move reasons and the strip's standing lines), with the longest values their
     * variable parts take.
     */
    private static List<String> everyMessage() {
        List<String> m = new ArrayList<>(List.of(
                "The computer is thinking...",
                "The computer would play E4.",
                GameOver.onTheBoard(false, false),
                GameOver.onTheBoard(true, false),
                GameOver.onTheBoard(false, true),
                GameOver.onTheBoard(true, true),
                "Saved as a-rather-long-name-for-a-saved-game.ishido.",
                "Loaded a-rather-long-name-for-a-saved-game.ishido.",
                "Uncheck Computer Player 1.",
                "A new game has begun.",
                "The same deal, from the start.",
                "There is no move to undo.",
                "No undo in a Challenge game.",
                "Took back the stone on E4.",
                "Eleventh 4-Way! +1000",
                "On E4: 4-Way, +1000",
                "Stoneset: High Contrast.",
                "Board: Inner Shapes.",
                "There is already a stone on E4.",
                "A stone must be placed next to another stone.",
                "Every neighbour must share the stone's colour or its symbol.",
                "Time! Turn passes to computer.",
                "the game is over"));
        for (GameMode mode : GameMode.values()) {
            m.add(mode.label() + " set for New Game.");
            m.add("The computer plays " + mode.label());
            for (Scoring s : Scoring.values()) {
                m.add(mode.label() + "  " + s.label());
            }
        }
        return m;
    }

    @Test
    void everyMessageIsReadInFullWhileItIsUp() {
        for (String text : everyMessage()) {
            boolean[] seen = new boolean[text.length()];
            // A said line stays this long (PlaySession.say); a standing one scrolls round for ever.
            int shown = StatusLine.shownFor(text);
            for (int age = 0; age < shown; age++) {
                String part = StatusLine.visible(text, age);
                assertTrue(part.length() <= StatusLine.COLUMNS, text + " at " + age + ": " + part);
                int at = text.indexOf(part);
                assertTrue(at >= 0, part);
                for (int i = at; i < at + part.length(); i++) {
                    seen[i] = true;
                }
            }
            for (int i = 0; i < seen.length; i++) {
                assertTrue(seen[i], "'" + text + "': character " + i + " never shown");
            }
        }
    }

    @Test
    void everyNameTheTournamentScoreboardShowsIsReadWholeInEveryFrame() {
        // The name field takes ten characters; the default is "Player N".
        for (String name : List.of("Player 1", "Player 12", "Bea", "Computer", "Abcdefghij", "Ab cdefghij", "Abcdefgh i",
                "Ab c d e f")) {
            for (long tick = 0; tick < 600; tick++) {
                List<String> lines = PlayPanels.nameLines(name, tick);
                for (String line : lines) {
                    assertTrue(line.length() <= PlayPanels.NAME_COLUMNS, name + " at " + tick + ": " + line);
                }
                // A word is broken only with a hyphen, as print breaks it ("Compu-" "ter"), never bare ("Comput" "er").
                String first = lines.get(0);
                String whole = lines.size() == 1 ? first : first.endsWith("-")
                        ? first.substring(0, first.length() - 1) + lines.get(1) : first + " " + lines.get(1);
                assertEquals(name, whole, name + " at " + tick + ": " + lines);
            }
        }
        // A longer one, from a hand-written record, scrolls through its second line and is read whole over time.
        String longName = "Bartholomew Fortescue-Smythe";
        List<String> first = PlayPanels.nameLines(longName, 0);
        assertEquals("Bartholomew".substring(0, PlayPanels.NAME_COLUMNS - 1) + "-", first.get(0));
        String rest = longName.substring(PlayPanels.NAME_COLUMNS - 1);
        boolean[] seen = new boolean[rest.length()];
        for (long tick = 0; tick < StatusLine.period(rest, PlayPanels.NAME_COLUMNS) + StatusLine.PAUSE_TICKS; tick++) {
            String part = PlayPanels.nameLines(longName, tick).get(1);
            int at = rest.indexOf(part);
            assertTrue(at >= 0 && part.length() <= PlayPanels.NAME_COLUMNS, part);
            Arrays.fill(seen, at, at + part.length(), true);
        }
        for (int i = 0; i < seen.length; i++) {
            assertTrue(seen[i], longName + ": character " + (PlayPanels.NAME_COLUMNS - 1 + i) + " never shown");
        }
    }

    @Test
    void aLineThatFitsStandsStillAndALongOneStartsAndEndsStill() {
        assertEquals("Took back the stone on E4.", StatusLine.visible("Took back the stone on E4.", 500));
        String longLine = "A stone must be placed next to another stone.";
        // The start stays two seconds, the end one.
        assertEquals(longLine.substring(0, 30), StatusLine.visible(longLine, 2 * 60 - 1));
        assertEquals(longLine.substring(1, 31), StatusLine.visible(longLine, 2 * 60 + StatusLine.STEP_TICKS));
        int end = StatusLine.START_TICKS + (longLine.length() - 30) * StatusLine.STEP_TICKS;
        assertEquals(longLine.substring(longLine.length() - 30), StatusLine.visible(longLine, end));
        assertEquals(longLine.substring(longLine.length() - 30), StatusLine.visible(longLine, end + StatusLine.PAUSE_TICKS - 1));
        assertEquals(longLine.substring(0, 30), StatusLine.visible(longLine, StatusLine.period(longLine)));
    }
}
