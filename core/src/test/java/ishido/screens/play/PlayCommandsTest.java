package ishido.screens.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.machine.Host;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.match.DealCode;
import ishido.match.FriendMatch;
import ishido.rules.Game;
import ishido.rules.Deal;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.rules.Square;
import ishido.rules.Stone;
import ishido.screens.TestArt;
import ishido.store.Settings;
import ishido.testing.TestPlatform;
import ishido.theme.StoneNames;
import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The one place play commands are carried out: a command in, the result and the match as they are after it. */
class PlayCommandsTest {
    @TempDir
    Path folder;

    private final List<PlayResult> told = new ArrayList<>();

    private PlayScreen play(Settings settings) {
        PlayScreen play = new PlayScreen(TestPlatform.desktop(), TestArt.stoneset(), TestArt.board(), 3, settings, null,
                Host.HEADLESS, PlayScreen.FIXED_CLOCK);
        play.onResult(told::add);
        return play;
    }

    private PlayScreen play() {
        return play(new Settings());
    }

    @Test
    void aPlaceOnALegalSquarePutsTheStoneThereAndSaysItsWaysNeighboursAndPoints() {
        PlayScreen play = play();
        Game game = play.game();
        Stone stone = game.touchstone();
        Square square = game.legalSquares().get(0);
        int ways = game.ways(square);
        PlayResult.Placed placed = assertInstanceOf(PlayResult.Placed.class, play.apply(new PlayCommand.Place(square)));
        assertEquals(stone, game.stoneAt(square));
        assertEquals(1, game.placed());
        assertEquals(0, placed.seat());
        assertEquals(square, placed.move().square());
        assertEquals(ways, placed.move().ways());
        assertEquals(game.score(), placed.move().total());
        assertEquals(Game.End.NOT_YET, placed.end());
        // Each neighbour is named under what it shares with the stone, and every neighbour is named.
        int neighbours = 0;
        for (int[] d : new int[][] {{0, -1}, {1, 0}, {0, 1}, {-1, 0}}) {
            int c = square.column() + d[0];
            int r = square.row() + d[1];
            Stone other = Square.onBoard(c, r) ? game.stoneAt(Square.at(c, r)) : null;
            if (other == null) {
                continue;
            }
            neighbours++;
            assertEquals(other.color() == stone.color(), placed.byColor().contains(Square.at(c, r)), "colour of " + other);
            assertEquals(other.symbol() == stone.symbol(), placed.bySymbol().contains(Square.at(c, r)), "symbol of " + other);
        }
        assertEquals(ways, neighbours);
        assertTrue(placed.byColor().size() + placed.bySymbol().size() >= ways, placed.toString());
        assertEquals(List.of(placed), told, "the result is told too");
    }

    @Test
    void aPlaceOnATakenSquareIsRefusedWithTheRulesReasonAndChangesNothing() {
        PlayScreen play = play();
        Square taken = null;
        for (int i = 0; i < Square.COUNT && taken == null; i++) {
            if (play.game().stoneAt(Square.byIndex(i)) != null) {
                taken = Square.byIndex(i);
            }
        }
        assertNotNull(taken);
        PlayResult r = play.apply(new PlayCommand.Place(taken));
        assertEquals(new PlayResult.Refused("There is already a stone on " + taken + "."), r);
        assertEquals(0, play.game().placed());
    }

    @Test
    void anIllegalSquareIsRefusedNamingTheStoneItDoesNotMatchAsThePlayerSeesIt() {
        PlayScreen play = play(new Settings());
        StoneNames names = StoneNames.of(TestArt.stoneset());
        // A square beside one stone only, which shares nothing with the touchstone's; a new deal until one has it.
        for (int deal = 0; deal < 20; deal++) {
            Game game = play.game();
            for (int i = 0; i < Square.COUNT; i++) {
                Square s = Square.byIndex(i);
                List<Stone> around = neighbours(game, s);
                if (game.stoneAt(s) == null && around.size() == 1 && !around.get(0).matches(game.touchstone())) {
                    String why = "No match with " + names.the(around.get(0)) + ".";
                    play.settings().set(Settings.MESSAGES, false);
                    assertEquals(new PlayResult.Refused(why), play.apply(new PlayCommand.Place(s)));
                    assertEquals(why, play.session().notices().status(), "said on the status line");
                    assertEquals(0, game.placed());
                    return;
                }
            }
            play.apply(new PlayCommand.NewGame());
        }
        throw new AssertionError("no deal had a square beside one stone the touchstone does not match");
    }

    private static List<Stone> neighbours(Game game, Square s) {
        List<Stone> around = new ArrayList<>();
        for (int[] d : new int[][] {{0, -1}, {1, 0}, {0, 1}, {-1, 0}}) {
            int c = s.column() + d[0];
            int r = s.row() + d[1];
            if (Square.onBoard(c, r) && game.stoneAt(Square.at(c, r)) != null) {
                around.add(game.stoneAt(Square.at(c, r)));
            }
        }
        return around;
    }

    @Test
    void undoNamesTheStoneItTookBack() {
        PlayScreen play = play();
        Square square = play.game().legalSquares().get(0);
        Stone stone = play.game().touchstone();
        play.apply(new PlayCommand.Place(square));
        play.apply(new PlayCommand.Undo());
        assertEquals("Took back " + StoneNames.of(TestArt.stoneset()).the(stone) + " from " + square + ".", play.session().notices().status());
    }

    @Test
    void undoTakesTheMoveBackAndWithNoMoveIsRefused() {
        PlayScreen play = play();
        assertEquals(new PlayResult.Refused("There is no move to undo."), play.apply(new PlayCommand.Undo()));
        Square square = play.game().legalSquares().get(0);
        PlayResult.Placed placed = (PlayResult.Placed) play.apply(new PlayCommand.Place(square));
        assertEquals(new PlayResult.Undone(placed.move()), play.apply(new PlayCommand.Undo()));
        assertEquals(0, play.game().placed());
        assertEquals(null, play.game().stoneAt(square));
    }

    @Test
    void newGameAsksWhileAGameIsUnderWayAndTheYesBeginsIt() {
        PlayScreen play = play();
        assertInstanceOf(PlayResult.Began.class, play.apply(new PlayCommand.NewGame()), "nothing to lose: no question");
        Game before = play.game();
        play.apply(new PlayCommand.Place(before.legalSquares().get(0)));
        assertEquals(new PlayResult.Asked("New Game"), play.apply(new PlayCommand.NewGame()));
        assertEquals(before, play.game(), "asking changes nothing");
        assertEquals("New Game", play.requesters().current().title());
        play.requesters().input(InputEvent.key(Key.ESCAPE));
        assertEquals(before, play.game(), "Cancel changes nothing");
        PlayResult began = play.apply(new PlayCommand.Confirmed(new PlayCommand.NewGame()));
        assertEquals(new PlayResult.Began(GameMode.SOLITAIRE, "A new game has begun."), began);
        assertNotEquals(before, play.game());
        assertEquals(0, play.game().placed());
    }

    @Test
    void aDealIsPlayedAtOnceWhenNothingIsUnderWayButNotInATournament() {
        PlayScreen play = play();
        DealCode code = DealCode.of(12345);
        assertInstanceOf(PlayResult.Began.class, play.apply(new PlayCommand.PlayDeal(code)));
        assertEquals(code.deal(), play.game().deal());
        PlayScreen tournament = play(withMode(GameMode.TOURNAMENT));
        PlayResult r = tournament.apply(new PlayCommand.DealOfTheDay());
        assertInstanceOf(PlayResult.Refused.class, r);
        assertTrue(((PlayResult.Refused) r).reason().startsWith("A tournament plays its own shuffle."), r.toString());
        assertNotEquals(DealCode.today(PlayScreen.FIXED_CLOCK).deal(), tournament.game().deal());
    }

    @Test
    void endGameAsksThenEndsTheGameAndShowsGameOver() {
        PlayScreen play = play();
        assertEquals(new PlayResult.Asked("End Game"), play.apply(new PlayCommand.EndGame()));
        assertTrue(!play.game().isOver());
        // The question's OK gives the command back, agreed to.
        play.requesters().input(InputEvent.key(Key.ENTER));
        assertEquals(new PlayResult.Ended(Game.End.ENDED_BY_PLAYER), told.get(told.size() - 1));
        assertTrue(play.game().isOver());
        assertEquals("Game Over", play.requesters().current().title());
        Square empty = play.game().legalSquares().isEmpty() ? emptySquare(play.game()) : play.game().legalSquares().get(0);
        assertEquals(new PlayResult.Refused("the game is over"), play.apply(new PlayCommand.Place(empty)));
    }

    @Test
    void returnAloneOrThePadsAAloneLeadsOnFromGameOverToTheNextGame() {
        // A player with Return alone (a screen reader) or the pad's A alone: Game Over's first Return closes it
        // (never the next game at once), and brought back from the board its Return leads on to New Game, the
        // name entry first when one is owed; never round and round between the board and Game Over.
        for (boolean pad : new boolean[] {false, true}) {
            PlayScreen play = play();
            Game ended = play.game();
            while (!ended.isOver()) {
                play.apply(new PlayCommand.Place(ended.legalSquares().get(0)));
            }
            assertEquals("Game Over", play.requesters().current().title());
            play.input(pad ? InputEvent.padKey(Key.ENTER) : InputEvent.key(Key.ENTER));
            assertTrue(play.game() == ended, "the first Return never starts the next game");
            int presses = 1;
            while (play.game() == ended && presses < 8) {
                play.input(pad ? InputEvent.padKey(Key.ENTER) : InputEvent.key(Key.ENTER));
                presses++;
            }
            assertTrue(play.game() != ended, "still at the ended game after " + presses + " presses");
            assertTrue(!play.game().isOver() && play.game().placed() == 0, "a new game");
        }
    }

    private static Square emptySquare(Game game) {
        for (int i = 0; i < Square.COUNT; i++) {
            if (game.stoneAt(Square.byIndex(i)) == null) {
                return Square.byIndex(i);
            }
        }
        throw new AssertionError("no empty square");
    }

    @Test
    void aPersonsPlaceInTheComputersTurnIsRefusedAndTheComputersIsTaken() {
        Settings s = new Settings();
        s.set(Settings.COMPUTER_PLAYER_1, true);
        PlayScreen play = play(s);
        Square square = play.game().legalSquares().get(0);
        assertEquals(new PlayResult.Refused("Uncheck Computer Player 1."), play.apply(new PlayCommand.Place(square)));
        assertEquals(0, play.game().placed());
        assertInstanceOf(PlayResult.Placed.class, play.apply(new PlayCommand.ComputerPlace(square)));
        assertEquals(1, play.game().placed());
    }

    @Test
    void saveToWritesTheGameOrSaysWhyNot() throws Exception {
        PlayScreen play = play();
        play.apply(new PlayCommand.Place(play.game().legalSquares().get(0)));
        Path file = folder.resolve("one.ishido");
        assertEquals(new PlayResult.Saved(file), play.apply(new PlayCommand.SaveTo(file)));
        assertTrue(Files.readString(file).contains("Moves"), Files.readString(file));
        Files.writeString(folder.resolve("a-file"), "not a folder");
        PlayResult r = play.apply(new PlayCommand.SaveTo(folder.resolve("a-file").resolve("two.ishido")));
        assertInstanceOf(PlayResult.Refused.class, r);
        assertTrue(((PlayResult.Refused) r).reason().startsWith("The game could not be saved"), r.toString());
    }

    @Test
    void everyKindOfCommandIsCarriedOutAndTold() throws Exception {
        for (Class<?> kind : PlayCommand.class.getPermittedSubclasses()) {
            PlayScreen play = play();
            told.clear();
            PlayCommand command = example(kind);
            PlayResult r = play.apply(command);
            assertNotNull(r, kind.getSimpleName());
            assertEquals(List.of(r), told, kind.getSimpleName());
        }
    }

    /** A command of the kind, with plain values for what it carries. */
    private PlayCommand example(Class<?> kind) throws Exception {
        RecordComponent[] parts = kind.getRecordComponents();
        Class<?>[] types = new Class<?>[parts.length];
        Object[] values = new Object[parts.length];
        for (int i = 0; i < parts.length; i++) {
            types[i] = parts[i].getType();
            values[i] = types[i] == Square.class ? Square.parse("a1")
                    : types[i] == GameMode.class ? GameMode.CHALLENGE
                    : types[i] == Scoring.class ? Scoring.ANCIENT
                    : types[i] == DealCode.class ? DealCode.of(7)
                    : types[i] == ishido.match.FriendMatch.class
                            ? ishido.match.FriendMatch.start(1, "Ann", DealCode.of(7), Scoring.MODERN, List.of(), false)
                    : types[i] == Path.class ? folder.resolve("example.ishido")
                    : types[i] == String.class ? "strategy.txt"
                    : types[i] == Settings.Key.class ? Settings.SOUNDS
                    : types[i] == Object.class ? Boolean.FALSE
                    : types[i] == int.class ? 1
                    : types[i] == PlayCommand.class ? new PlayCommand.Undo()
                    : types[i] == FriendMatch.class ? FriendMatch.start(1, "Ann", endedGame(), false)
                    : null;
            assertNotNull(values[i], kind.getSimpleName() + " carries a " + types[i]);
        }
        Constructor<?> make = kind.getDeclaredConstructor(types);
        return (PlayCommand) make.newInstance(values);
    }

    /** A game on deal 7 ended at once, as a friend's challenge sends one. */
    private static Game endedGame() {
        Game game = new Game(Deal.random(7), Scoring.MODERN);
        game.finish(Game.End.ENDED_BY_PLAYER);
        return game;
    }

    private static Settings withMode(GameMode mode) {
        Settings s = new Settings();
        s.set(Settings.MODE, mode);
        return s;
    }
}
