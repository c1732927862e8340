package ishido.screens.play;

import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.rules.Square;
import ishido.store.Settings;
import ishido.ui.MenuStrip;
import java.util.List;

/**
 * The play screen's input: the mouse places, drags and picks up the touchstone's stone, clicks the
 * scoreboard and the pouch; the keyboard moves a square cursor and gives the shortcuts. Requesters and
 * menus get events first.
 */
final class PlayInput {
    /** Ticks between the two clicks of a double click on the pouch. */
    private static final int DOUBLE_CLICK_TICKS = 30;

    private final PlaySession session;
    private final MenuStrip menus;
    private int pointerX;
    private int pointerY;
    /** True while the touchstone's stone follows the pointer. */
    private boolean holding;
    /** True when the stone was picked up by a press that has not been released yet. */
    private boolean dragging;
    private Square cursor;
    private long lastPouchClick = -DOUBLE_CLICK_TICKS - 1;

    PlayInput(PlaySession session, MenuStrip menus) {
        this.session = session;
        this.menus = menus;
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
        if (session.requesters().isActive()) {
            session.requesters().input(e);
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
            session.settings().toggle(Settings.GRAPHIC_SCOREBOARD);
            session.saveSettings();
            return;
        }
        if (PlayLayout.onPouch(e.x(), e.y())) {
            boolean twice = session.ticks() - lastPouchClick <= DOUBLE_CLICK_TICKS;
            lastPouchClick = session.ticks();
            if (twice && session.helps().hintsAllowed()) {
                session.helps().showPouch();
            }
            return;
        }
        if (session.game().isOver()) {
            session.showEnd();
            return;
        }
        if (session.seats().computerPlays()) {
            session.say("The computer plays: uncheck Computer Player 1.");
            return;
        }
        Square square = PlayLayout.squareAt(e.x(), e.y());
        if (square != null) {
            holding = false;
            session.place(square);
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
            session.place(square);
        }
    }

    private void key(InputEvent e) {
        if (e.isChar('u') || e.isKey(Key.BACKSPACE) || e.isShortcut('z')) {
            session.undo();
        } else if (e.isChar('n')) {
            session.askNewGame();
        } else if (session.game().isOver()) {
            if (e.isKey(Key.ENTER)) {
                session.showEnd();
            }
        } else if (session.seats().computerPlays()) {
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
            session.place(cursor);
        }
    }

    private void moveCursor(int dc, int dr) {
        if (cursor == null) {
            List<Square> legal = session.game().legalSquares();
            cursor = legal.isEmpty() ? Square.parse("f5") : legal.get(0);
            return;
        }
        int c = Math.max(0, Math.min(Square.COLUMNS - 1, cursor.column() + dc));
        int r = Math.max(0, Math.min(Square.ROWS - 1, cursor.row() + dr));
        cursor = Square.at(c, r);
    }
}
