package ishido.screens.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Machine;
import ishido.machine.Script;
import ishido.rules.Game;
import ishido.rules.Square;
import ishido.rules.Stone;
import ishido.screens.TestArt;
import ishido.store.Settings;
import ishido.testing.HeardHost;
import ishido.testing.TestPlatform;
import ishido.theme.StoneNames;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Choices &gt; Screen Reader: what the play screen says, read as a player by screen reader hears it. */
class NarratorTest {
    private final HeardHost host = new HeardHost();
    private final List<String> heard = host.heard();

    private PlayScreen play(boolean reader) {
        Settings settings = new Settings();
        settings.set(Settings.SCREEN_READER, reader);
        return new PlayScreen(TestPlatform.desktop(), TestArt.stoneset(), TestArt.board(), 3, settings, null, host,
                PlayScreen.FIXED_CLOCK);
    }

    private String last() {
        return heard.get(heard.size() - 1);
    }

    private static String capital(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    @Test
    void aPlacementNamesTheStoneTheSquareEachMatchAndThePointsThenTheNextStoneAndThePouch() {
        PlayScreen play = play(true);
        StoneNames names = StoneNames.of(play.stoneset());
        Game game = play.game();
        Stone stone = game.touchstone();
        Square square = game.legalSquares().get(0);
        PlayResult.Placed placed = (PlayResult.Placed) play.apply(new PlayCommand.Place(square));
        String said = last();
        assertTrue(said.startsWith(capital(names.name(stone)) + " on " + square + ": " + placed.move().ways() + "-Way"),
                said);
        for (Square n : placed.byColor()) {
            assertTrue(said.contains(placed.bySymbol().contains(n) ? "by colour and symbol with " : "by colour with "),
                    said);
            assertTrue(said.contains(n.toString()), said);
        }
        for (Square n : placed.bySymbol()) {
            assertTrue(said.contains(n.toString()), said);
        }
        assertTrue(placed.byColor().size() + placed.bySymbol().size() > 0, "the first placement matches something");
        if (placed.move().points() > 0) {
            assertTrue(said.contains(placed.move().points() + " point"), said);
        }
        Stone next = game.touchstone();
        assertTrue(said.contains("Next: " + names.name(next) + ", the "), said);
        assertTrue(said.endsWith(game.pouchCount() + " stones in the pouch."), said);
    }

    @Test
    void theSecondStoneOfAKindIsSaidToBeTheSecond() {
        PlayScreen play = play(true);
        Game game = play.game();
        // Play on until a stone comes out whose twin came out before it (the tableau's or a placed one).
        while (!game.isOver()) {
            Stone next = game.touchstone();
            boolean seen = false;
            for (int i = 0; i < ishido.rules.Deal.TABLEAU + game.placed(); i++) {
                seen |= game.deal().get(i).id() == next.id();
            }
            if (seen) {
                play.input(InputEvent.character('t', false));
                assertTrue(last().contains(", the second of its kind."), last());
                return;
            }
            play.input(InputEvent.character('t', false));
            assertTrue(last().contains(", the first of its kind."), last());
            play.apply(new PlayCommand.Place(game.legalSquares().get(0)));
        }
    }

    @Test
    void nothingIsSaidWithTheReaderOffAndTurningItOnSaysWhereTheGameStands() {
        PlayScreen play = play(false);
        play.apply(new PlayCommand.Place(play.game().legalSquares().get(0)));
        play.input(InputEvent.character('l', false));
        assertEquals(List.of(), heard);
        play.apply(new PlayCommand.Toggle(Settings.SCREEN_READER));
        assertTrue(last().startsWith("Screen reader on. Next: "), last());
        assertTrue(last().contains("Score "), last());
        play.apply(new PlayCommand.Toggle(Settings.SCREEN_READER));
        assertEquals("Screen reader off.", last());
    }

    @Test
    void aRefusedSquareSaysWhy() {
        PlayScreen play = play(true);
        Game game = play.game();
        Square taken = ishido.rules.Deal.TABLEAU_SQUARES.get(0);
        play.apply(new PlayCommand.Place(taken));
        assertEquals(game.whyIllegal(taken, game.touchstone()), last());
    }

    @Test
    void anUndoNamesTheStoneTakenBack() {
        PlayScreen play = play(true);
        StoneNames names = StoneNames.of(play.stoneset());
        Stone stone = play.game().touchstone();
        Square square = play.game().legalSquares().get(0);
        play.apply(new PlayCommand.Place(square));
        play.apply(new PlayCommand.Undo());
        assertTrue(last().startsWith("Took back " + names.the(stone) + " from " + square + ". Next: "), last());
    }

    @Test
    void theKeysAskTheLegalSquaresTheScoreTheTouchstoneAndTheCursorsSquareRowAndNeighbours() {
        PlayScreen play = play(true);
        StoneNames names = StoneNames.of(play.stoneset());
        Game game = play.game();
        play.input(InputEvent.character('l', false));
        assertTrue(last().contains(" may go on " + game.legalSquares().size() + " squares: "), last());
        for (Square s : game.legalSquares()) {
            assertTrue(last().contains(s + " (" + game.ways(s) + "-Way)"), last());
        }
        play.input(InputEvent.character('s', false));
        assertEquals("Score 0, 0 4-Ways.", last());
        play.input(InputEvent.character('t', false));
        assertTrue(last().startsWith("Next: " + names.name(game.touchstone()) + ", the "), last());
        // The first arrow shows the cursor on a square that takes the stone, and says so.
        play.input(InputEvent.key(Key.RIGHT));
        Square cursor = play.session().input().cursor();
        assertEquals(cursor + ": empty, takes it, " + game.ways(cursor) + "-Way.", last());
        play.input(InputEvent.character('r', false));
        assertTrue(last().startsWith("Row " + (cursor.row() + 1) + ": "), last());
        play.input(InputEvent.character('w', false));
        assertTrue(last().startsWith("Around " + cursor + ": above "), last());
        play.input(InputEvent.character('c', false));
        assertTrue(last().startsWith("Column " + cursor.toString().charAt(0) + ": "), last());
        play.input(InputEvent.character('?', false));
        assertEquals(Narrator.KEYS, last());
        // Return places the stone there; the row read then names it on its square.
        play.input(InputEvent.key(Key.ENTER));
        assertTrue(last().contains(" on " + cursor + ": "), last());
        Stone placed = game.stoneAt(cursor);
        // The cursor moved on to a square for the next stone; walked back, it names the stone placed.
        while (!play.session().input().cursor().equals(cursor)) {
            Square now = play.session().input().cursor();
            play.input(InputEvent.key(now.column() < cursor.column() ? Key.RIGHT : now.column() > cursor.column()
                    ? Key.LEFT : now.row() < cursor.row() ? Key.DOWN : Key.UP));
        }
        assertEquals(cursor + ": " + names.name(placed) + ".", last());
        play.input(InputEvent.character('r', false));
        assertTrue(last().contains(cursor + " " + names.name(placed)), last());
    }

    @Test
    void theEndOfTheGameIsSaidWithTheScore() {
        PlayScreen play = play(true);
        Game game = play.game();
        while (!game.isOver()) {
            play.apply(new PlayCommand.Place(game.legalSquares().get(0)));
        }
        assertTrue(last().contains("Game over: "), last());
        assertTrue(last().contains("Score " + game.points() + ", "), last());
    }

    @Test
    void gameOverClosedSaysHowToGoOnInTheKeysOrThePadsButtons() {
        // Closed, Game Over leaves the board with a line on how to go on: Return twice (Game Over again, then its
        // New Game) or N, and for the pad's player A twice or the right shoulder; the reader says it too.
        for (boolean pad : new boolean[] {false, true}) {
            PlayScreen play = play(true);
            Machine machine = new Machine(play);
            Script.parse("play 5\namiga e\nkey ENTER\n" + (pad ? "pad " : "") + "key ESCAPE").run(machine, () -> play);
            String said = pad ? "New game: A twice, or R1/RB" : "New game: N, or Return twice";
            assertEquals(said, play.session().notices().status());
            // With a stuck stone, Close only looks at the board, and the line names the taking back too.
            assertEquals(new PlayResult.Closed("Game Over", pad ? "B undo, A twice: new game"
                    : "U undo, Return twice: new game"), play.apply(new PlayCommand.LookAtBoard()));
            assertEquals("Game Over closed. " + play.session().notices().status(), last());
        }
    }
}
