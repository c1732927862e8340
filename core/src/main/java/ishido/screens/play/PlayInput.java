package ishido.screens.play;

import ishido.match.MatchListener;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.rules.Game;
import ishido.rules.Square;
import ishido.store.Settings;
import ishido.ui.MenuStrip;

/**
 * The play screen's input: the mouse places, drags and picks up the touchstone's stone, clicks the
 * scoreboard and the pouch; the keyboard moves a square cursor and gives the shortcuts, and the game pad's keys
 * do as the keyboard's, but its B takes back the last move and its Select shows the pouch. Requesters and
 * menus get events first.
 */
final class PlayInput implements MatchListener {
    /** Ticks between the two clicks of a double click on the pouch. */
    private static final int DOUBLE_CLICK_TICKS = 30;
    /** Where the keyboard's cursor first looks for a square: the middle of the board. */
    static final Square FIRST_CURSOR = Square.parse("f4");

    private final MenuStrip menus;
    /** A press off the squares in the computer's turn (the computer says why it has not moved). */
    private final Runnable computersTurn;
    private int pointerX;
    private int pointerY;
    /** True while the touchstone's stone follows the pointer. */
    private boolean holding;
    /** True when the stone was picked up by a press that has not been released yet. */
    private boolean dragging;
    private Square cursor;
    /** The game and its count of placed stones when the cursor was last set, to move it on after every placement. */
    private Game cursorGame;
    private int cursorPlaced;
    private long lastPouchClick = -DOUBLE_CLICK_TICKS - 1;

    private final PlayContext c;
    /** Choices &gt; Screen Reader: says the squares the cursor comes to and answers the reader's keys. */
    private final Narrator reader;

    PlayInput(PlayContext c, MenuStrip menus, Runnable computersTurn, Narrator reader) {
        this.c = c;
        this.reader = reader;
        this.menus = menus;
        this.computersTurn = computersTurn;
    }

    int pointerX() {
        return pointerX;
    }

    int pointerY() {
        return pointerY;
    }

    /** True while the touchstone's stone follows the pointer. */
    boolean holding() {
        return holding;
    }

    /**
     * The keyboard's square cursor, or null. After every placement (the player's, the computer's, an
     * Undo) it moves to the square nearest where it was that takes the stone now on the touchstone.
     */
    Square cursor() {
        Game game = c.now().game();
        if (cursor != null && (game != cursorGame || game.placed() != cursorPlaced)) {
            setCursor(nearestLegal(game, cursor));
        }
        return cursor;
    }

    private void setCursor(Square square) {
        cursor = square;
        cursorGame = c.now().game();
        cursorPlaced = cursorGame.placed();
    }

    /** The square that takes the touchstone's stone nearest to a square (the square itself if it does). */
    static Square nearestLegal(Game game, Square from) {
        Square best = from;
        double bestDistance = Double.MAX_VALUE;
        for (Square s : game.legalSquares()) {
            double d = Math.hypot(s.column() - from.column(), s.row() - from.row());
            if (d < bestDistance) {
                best = s;
                bestDistance = d;
            }
        }
        return best;
    }

    /** Puts down the stone the pointer holds. */
    void drop() {
        holding = false;
    }

    /** A new game: nothing held, no cursor. */
    @Override
    public void gameBegan() {
        holding = false;
        dragging = false;
        cursor = null;
    }

    void input(InputEvent e) {
        if (e.hasPointer()) {
            if (e.x() != pointerX || e.y() != pointerY) {
                // The mouse took over from the keyboard, so its cursor goes away.
                cursor = null;
            }
            pointerX = e.x();
            pointerY = e.y();
        }
        if (c.requesters().isActive()) {
            c.requesters().input(e);
            return;
        }
        if (e.fromPad() && e.isKey(Key.ESCAPE) && !menus.isShowing()) {
            // The pad's B on the board: back, which here is the last move taken back.
            holding = false;
            c.play().accept(new PlayCommand.Undo());
            return;
        }
        if (e.isKey(Key.ESCAPE) && (holding || cursor != null) && !menus.isShowing()) {
            holding = false;
            cursor = null;
            return;
        }
        if (menus.input(e)) {
            holding = false;
            dragging = false;
            return;
        }
        switch (e.type()) {
            case PRESS -> pressed(e);
            case RELEASE -> released(e);
            case KEY -> key(e);
            default -> {
            }
        }
    }

    private void pressed(InputEvent e) {
        if (e.button() != InputEvent.LEFT_BUTTON) {
            return;
        }
        cursor = null;
        if (PlayLayout.onScoreboard(e.x(), e.y())) {
            c.play().accept(new PlayCommand.Toggle(Settings.GRAPHIC_SCOREBOARD));
            return;
        }
        if (PlayLayout.onPouch(e.x(), e.y())) {
            boolean twice = c.ticks().getAsLong() - lastPouchClick <= DOUBLE_CLICK_TICKS;
            lastPouchClick = c.ticks().getAsLong();
            if (twice) {
                c.play().accept(new PlayCommand.ShowPouch());
            }
            return;
        }
        if (c.now().game().isOver()) {
            c.play().accept(new PlayCommand.ShowGameOver());
            return;
        }
        Square square = PlayLayout.squareAt(e.x(), e.y());
        if (square != null) {
            // In the computer's turn the session refuses it, saying why.
            holding = false;
            c.play().accept(new PlayCommand.Place(square));
        } else if (c.seats().computerPlays()) {
            computersTurn.run();
        } else if (PlayLayout.onTouchstone(e.x(), e.y())) {
            holding = !holding;
            dragging = holding;
        } else {
            holding = false;
        }
    }

    private void released(InputEvent e) {
        if (e.button() != InputEvent.LEFT_BUTTON || !dragging) {
            return;
        }
        dragging = false;
        Square square = PlayLayout.squareAt(e.x(), e.y());
        if (square != null) {
            holding = false;
            c.play().accept(new PlayCommand.Place(square));
        }
    }

    private void key(InputEvent e) {
        if (reader.key(e, cursor())) {
            return;
        }
        if (e.isChar('u') || e.isKey(Key.BACKSPACE) || e.isShortcut('z')) {
            c.play().accept(new PlayCommand.Undo());
        } else if (e.isChar('n')) {
            c.play().accept(new PlayCommand.NewGame());
        } else if (e.isKey(Key.VIEW)) {
            c.play().accept(new PlayCommand.ShowPouch());
        } else if (c.now().game().isOver()) {
            if (e.isKey(Key.ENTER)) {
                c.play().accept(new PlayCommand.ShowGameOver());
            }
        } else if (c.seats().computerPlays()) {
            return;
        } else if (e.isKey(Key.LEFT)) {
            moveCursor(-1, 0);
        } else if (e.isKey(Key.RIGHT)) {
            moveCursor(1, 0);
        } else if (e.isKey(Key.UP)) {
            moveCursor(0, -1);
        } else if (e.isKey(Key.DOWN)) {
            moveCursor(0, 1);
        } else if (e.isKey(Key.ENTER)) {
            if (cursor() == null) {
                showCursor();
            } else {
                c.play().accept(new PlayCommand.Place(cursor));
            }
        }
    }

    /** The first arrow or Return shows the cursor on the square nearest the middle that takes the stone. */
    private void showCursor() {
        setCursor(nearestLegal(c.now().game(), FIRST_CURSOR));
        reader.square(cursor);
    }

    private void moveCursor(int dc, int dr) {
        if (cursor() == null) {
            showCursor();
            return;
        }
        int c = Math.max(0, Math.min(Square.COLUMNS - 1, cursor.column() + dc));
        int r = Math.max(0, Math.min(Square.ROWS - 1, cursor.row() + dr));
        setCursor(Square.at(c, r));
        reader.square(cursor);
    }
}
