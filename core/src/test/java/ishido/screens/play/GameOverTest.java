package ishido.screens.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.match.Match;
import ishido.match.Seat;
import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import ishido.screens.TestArt;
import ishido.theme.StoneNames;
import ishido.ui.Requester;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

class GameOverTest {
    private static final StoneNames NAMES = StoneNames.of(TestArt.stoneset());
    /** What the buttons and keys answered. */
    private final List<String> answered = new ArrayList<>();
    private final Consumer<PlayCommand> answers = command -> answered.add(
            command instanceof PlayCommand.NewGame ? "new game" : command instanceof PlayCommand.Undo ? "undo"
            : command instanceof PlayCommand.CloseGameOver ? "close" : command instanceof PlayCommand.Review ? "review"
            : command instanceof PlayCommand.LookAtBoard ? "look"
            : command.toString());

    /** A Challenge with these seats, played until one player leads. */
    private static Match challenge(Seat first, Seat second) throws IllegalMoveException {
        Match m = new Match(GameMode.CHALLENGE, List.of(first, second), new Game(Deal.random(11), Scoring.MODERN));
        while (m.finalScore(0) == m.finalScore(1)) {
            m.place(m.game().legalSquares().get(0));
        }
        return m;
    }

    private static String lastLine(Requester r) {
        return r.lines().get(r.lines().size() - 1);
    }

    @Test
    void theWinnerIsTheComputerWhenTheComputerPlayedTheirSeat() throws IllegalMoveException {
        Match m = challenge(Seat.human("Ann"), Seat.computer("Computer", 3));
        Requester r = GameOver.requester(m, true, false, NAMES, answers);
        boolean firstLeads = m.finalScore(0) > m.finalScore(1);
        assertEquals(firstLeads ? "Player 1 wins!" : "The computer wins!", lastLine(r));
        assertTrue(r.lines().stream().anyMatch(l -> l.startsWith("Computer ")), r.lines().toString());
    }

    @Test
    void twoHumansAreNamedByTheirSeats() throws IllegalMoveException {
        Match m = challenge(Seat.human("Ann"), Seat.human("Bo"));
        Requester r = GameOver.requester(m, true, false, NAMES, answers);
        assertEquals((m.finalScore(0) > m.finalScore(1) ? "Player 1" : "Player 2") + " wins!", lastLine(r));
    }

    @Test
    void twoComputersAreToldApart() throws IllegalMoveException {
        Match m = challenge(Seat.computer("Computer", 1), Seat.computer("Computer", 2));
        Requester r = GameOver.requester(m, true, false, NAMES, answers);
        assertEquals("Computer " + (m.finalScore(0) > m.finalScore(1) ? 1 : 2) + " wins!", lastLine(r));
    }

    @Test
    void returnAndEscTakeTheHarmlessAnswerNeverNewGame() throws IllegalMoveException {
        Match m = challenge(Seat.human("Ann"), Seat.human("Bo"));
        Requester r = GameOver.requester(m, false, false, NAMES, answers);
        r.input(InputEvent.key(Key.ENTER));
        assertEquals(List.of("close"), answered);
        Requester again = GameOver.requester(m, false, false, NAMES, answers);
        again.input(InputEvent.key(Key.ESCAPE));
        assertEquals(List.of("close", "close"), answered);
    }

    @Test
    void broughtBackFromTheBoardItsReturnLeadsOnToNewGameAndEscStillCloses() throws IllegalMoveException {
        Match m = challenge(Seat.human("Ann"), Seat.human("Bo"));
        Requester r = GameOver.requester(m, false, false, false, true, NAMES, answers, List.of(), List.of());
        r.input(InputEvent.key(Key.ENTER));
        assertEquals(List.of("new game"), answered);
        Requester again = GameOver.requester(m, false, false, false, true, NAMES, answers, List.of(), List.of());
        again.input(InputEvent.key(Key.ESCAPE));
        assertEquals(List.of("new game", "close"), answered);
    }

    @Test
    void escAndReturnNeverTakeBackAMoveEvenWhereUndoIsOffered() throws IllegalMoveException {
        // Undo is offered when the stone is stuck; an Esc meant for a review's summary (or a Return meant
        // for the last stone) must still leave the finished game as it is.
        Match m = new Match(GameMode.SOLITAIRE, List.of(Seat.human("Ann")), new Game(Deal.random(11), Scoring.MODERN));
        while (!m.game().isOver()) {
            m.place(m.game().legalSquares().get(0));
        }
        assertEquals(Game.End.NO_LEGAL_SQUARE, m.game().end());
        Requester r = GameOver.requester(m, false, true, NAMES, answers);
        r.input(InputEvent.key(Key.ESCAPE));
        Requester again = GameOver.requester(m, false, true, NAMES, answers);
        again.input(InputEvent.key(Key.ENTER));
        assertEquals(List.of("look", "look"), answered);
    }

    @Test
    void aStuckStonesGameOverOffersUndoAndClose() throws IllegalMoveException {
        Match m = new Match(GameMode.SOLITAIRE, List.of(Seat.human("Ann")), new Game(Deal.random(11), Scoring.MODERN));
        while (!m.game().isOver()) {
            m.place(m.game().legalSquares().get(0));
        }
        Requester r = GameOver.requester(m, false, true, NAMES, answers);
        // The stuck stone is named as the stoneset shows it, under the headline.
        assertEquals(List.of("No square will take", NAMES.the(m.game().touchstone()) + "."), r.lines().subList(0, 2));
        List<String> buttons = r.gadgets().stream().filter(g -> g instanceof ishido.ui.Button)
                .map(g -> ((ishido.ui.Button) g).label()).toList();
        assertTrue(buttons.contains("Undo") && buttons.contains("Close"), buttons.toString());
        // C closes it to look at the board: the move may still be taken back, so the high scores wait.
        r.input(InputEvent.character('c', false));
        Requester again = GameOver.requester(m, false, true, NAMES, answers);
        again.input(InputEvent.character('u', false));
        assertEquals(List.of("look", "undo"), answered);
    }
}
