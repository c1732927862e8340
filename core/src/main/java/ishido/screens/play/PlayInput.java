package ishido.screens.play;

import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.match.Match;
import ishido.rules.Square;
import ishido.store.Settings;
import ishido.ui.MenuStrip;
import ishido.ui.RequesterQueue;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * The play screen's input: the mouse places, drags and picks up the touchstone's stone, clicks the
 * scoreboard and the pouch; the keyboard moves a square cursor and gives the shortcuts. Requesters and
 * menus get events first.
 */
final class PlayInput {
    /** Ticks between the two clicks of a double click on the pouch. */
    private static final int DOUBLE_CLICK_TICKS = 30;

    private final MenuStrip menus;
    private final RequesterQueue requesters;
    /** The menus' commands the keys and clicks share (Undo, New Game, the pouch, the scoreboard). */
    private final PlayCommands commands;
    private final Moves moves;
    private final Supplier<Match> match;
    private final PlaySeats seats;
    private final Notices notices;
    private final LongSupplier ticks;
    /** True while the helps (the pouch's double click) are allowed. */
    private final BooleanSupplier hintsAllowed;
    private int pointerX;
    private int pointerY;
    /** True while the touchstone's stone follows the pointer. */
    private boolean holding;
    /** True when the stone was picked up by a press that has not been released yet. */
    private boolean dragging;
    private Square cursor;
    private long lastPouchClick = -DOUBLE_CLICK_TICKS - 1;

    PlayInput(MenuStrip menus, RequesterQueue requesters, PlayCommands commands, Moves moves, Supplier<Match> match,
            PlaySeats seats, Notices notices, LongSupplier ticks, BooleanSupplier hintsAllowed) {
        this.menus = menus;
        this.requesters = requesters;
        this.commands = commands;
        this.moves = moves;
        this.match = match;
        this.seats = seats;
        this.notices = notices;
        this.ticks = ticks;
        this.hintsAllowed = hintsAllowed;
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

    /** The keyboard's square cursor, or null. */
    Square cursor() {
        return cursor;
    }

    /** Puts down the stone the pointer holds. */
    void drop() {
        holding = false;
    }

    /** A new game: nothing held, no cursor. */
    void reset() {
        holding = false;
        dragging = false;
        cursor = null;
    }

    void input(InputEvent e) {
        if (e.type() != InputEvent.Type.KEY) {
            if (e.x() != pointerX || e.y() != pointerY) {
                // The mouse took over from the keyboard, so its cursor goes away.
                cursor = null;
            }
            pointerX = e.x();
            pointerY = e.y();
        }
        if (requesters.isActive()) {
            requesters.input(e);
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
            commands.toggle(Settings.GRAPHIC_SCOREBOARD);
            return;
        }
        if (PlayLayout.onPouch(e.x(), e.y())) {
            boolean twice = ticks.getAsLong() - lastPouchClick <= DOUBLE_CLICK_TICKS;
            lastPouchClick = ticks.getAsLong();
            if (twice && hintsAllowed.getAsBoolean()) {
                commands.showPouch();
            }
            return;
        }
        if (match.get().game().isOver()) {
            moves.showEnd();
            return;
        }
        if (seats.computerPlays()) {
            notices.say("The computer plays: uncheck Computer Player 1.");
            return;
        }
        Square square = PlayLayout.squareAt(e.x(), e.y());
        if (square != null) {
            holding = false;
            moves.place(square);
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
            moves.place(square);
        }
    }

    private void key(InputEvent e) {
        if (e.isChar('u') || e.isKey(Key.BACKSPACE) || e.isShortcut('z')) {
            commands.undo();
        } else if (e.isChar('n')) {
            commands.newGame();
        } else if (match.get().game().isOver()) {
            if (e.isKey(Key.ENTER)) {
                moves.showEnd();
            }
        } else if (seats.computerPlays()) {
            return;
        } else if (e.isKey(Key.LEFT)) {
            moveCursor(-1, 0);
        } else if (e.isKey(Key.RIGHT)) {
            moveCursor(1, 0);
        } else if (e.isKey(Key.UP)) {
            moveCursor(0, -1);
        } else if (e.isKey(Key.DOWN)) {
            moveCursor(0, 1);
        } else if (e.isKey(Key.ENTER) && cursor != null) {
            moves.place(cursor);
        }
    }

    private void moveCursor(int dc, int dr) {
        if (cursor == null) {
            List<Square> legal = match.get().game().legalSquares();
            cursor = legal.isEmpty() ? Square.parse("f5") : legal.get(0);
            return;
        }
        int c = Math.max(0, Math.min(Square.COLUMNS - 1, cursor.column() + dc));
        int r = Math.max(0, Math.min(Square.ROWS - 1, cursor.row() + dr));
        cursor = Square.at(c, r);
    }
}
