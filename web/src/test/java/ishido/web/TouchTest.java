package ishido.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Which of the page's buttons can act, from the Amiga keys a frame's menus answer. */
class TouchTest {
    private static final String PLAY = "N\tNew Game\nQ\tQuit\nU\tUndo Previous Move\nH\tSuggest Move\n";

    @Test
    void theButtonsActWhereTheScreensMenusOfferTheirCommands() {
        assertEquals("muhn", Touch.abilities(PLAY, false));
        assertEquals("mhn", Touch.abilities("N\tNew Game\nH\tSuggest Move\n", false), "nothing to undo");
    }

    @Test
    void aRequesterOrAScreenWithoutMenusLeavesThemNothingToDo() {
        assertEquals("", Touch.abilities(PLAY, true));
        assertEquals("", Touch.abilities(null, false));
    }

    @Test
    void anotherCommandOnTheSameKeyIsNotTheButtons() {
        assertEquals("m", Touch.abilities("N\tNew Stoneset\nZ\tUndo\n", false), "the editor's Amiga-N and Undo");
    }
}
