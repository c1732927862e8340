package ishido.screens;

import ishido.gfx.BoardPicture;
import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.gfx.Palette;
import ishido.gfx.Stoneset;
import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.IllegalMoveException;
import ishido.rules.Move;
import ishido.rules.Scoring;
import ishido.rules.Square;
import ishido.rules.Stone;
import ishido.ui.InputEvent;
import ishido.ui.Key;
import ishido.ui.Pens;
import ishido.ui.Requester;
import ishido.ui.RequesterQueue;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The play screen: the board with its stones, the touchstone, the scoreboard and the pouch. Stones
 * are placed by clicking a square, by dragging from the touchstone, or with the arrow keys and Return.
 */
public final class PlayScreen implements Screen {
    /** How long a line on the status bar stays, in ticks. */
    private static final int STATUS_TICKS = 180;
    /** Half-period of the keyboard cursor's blink, in ticks. */
    private static final int CURSOR_BLINK = 16;
    /** Height of the pouch's body in pixels. */
    private static final int BAG_HEIGHT = 26;

    private final Stoneset stoneset;
    private final BoardPicture board;
    private final SplittableRandom seeds;
    private final RequesterQueue requesters = new RequesterQueue();
    private final int[] pebbleColors = new int[Stone.COLORS];
    private Game game;
    private long ticks;
    private int pointerX;
    private int pointerY;
    /** True while the touchstone's stone follows the pointer. */
    private boolean holding;
    /** True when the stone was picked up by a press that has not been released yet. */
    private boolean dragging;
    private Square cursor;
    private Celebration celebration;
    private String status = "";
    private long statusUntil;
    private boolean messages = true;

    /** Starts a Modern solitaire game dealt from the seed; later games take their seeds from it too. */
    public PlayScreen(Stoneset stoneset, BoardPicture board, long seed) {
        this.stoneset = stoneset;
        this.board = board;
        this.seeds = new SplittableRandom(seed);
        for (int c = 0; c < Stone.COLORS; c++) {
            pebbleColors[c] = Palette.STONESET_BASE + dominantColor(stoneset, c);
        }
        game = new Game(Deal.random(seed), Scoring.MODERN);
    }

    /** The stoneset index that marks a colour row: common in that row's stones, rare in the others. */
    private static int dominantColor(Stoneset set, int colorRow) {
        int[][] counts = new int[Stone.COLORS][16];
        for (int c = 0; c < Stone.COLORS; c++) {
            for (int s = 0; s < Stone.SYMBOLS; s++) {
                Stone stone = Stone.of(c, s);
                for (int y = 0; y < Stoneset.CELL; y++) {
                    for (int x = 0; x < Stoneset.CELL; x++) {
                        if (set.opaque(stone, x, y)) {
                            counts[c][set.image().get(s * Stoneset.CELL + x, c * Stoneset.CELL + y)]++;
                        }
                    }
                }
            }
        }
        int best = 1;
        int bestScore = Integer.MIN_VALUE;
        for (int i = 1; i < 16; i++) {
            int others = 0;
            for (int c = 0; c < Stone.COLORS; c++) {
                if (c != colorRow) {
                    others = Math.max(others, counts[c][i]);
                }
            }
            int score = counts[colorRow][i] - others;
            if (score > bestScore) {
                bestScore = score;
                best = i;
            }
        }
        return best;
    }

    public Game game() {
        return game;
    }

    public RequesterQueue requesters() {
        return requesters;
    }

    public void setMessages(boolean on) {
        messages = on;
    }

    /** Starts a new game with the next deal. */
    public void newGame() {
        game = new Game(Deal.random(seeds.nextLong()), game.scoring());
        holding = false;
        dragging = false;
        cursor = null;
        celebration = null;
        say("A new game. Place the stone on the touchstone.");
    }

    /** Takes back the last move, if the rules allow it. */
    public void undo() {
        if (!game.canUndo()) {
            say("There is no move to undo.");
            return;
        }
        Move m = game.undo();
        holding = false;
        celebration = null;
        say("Took back " + m.stone() + " from " + m.square() + ".");
    }

    private void say(String text) {
        status = text;
        statusUntil = ticks + STATUS_TICKS;
    }

    @Override
    public void input(InputEvent e) {
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
        if (game.isOver()) {
            showEnd();
            return;
        }
        Square square = PlayLayout.squareAt(e.x(), e.y());
        if (square != null) {
            holding = false;
            tryPlace(square);
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
            tryPlace(square);
        }
    }

    private void key(InputEvent e) {
        if (e.isChar('u') || e.isKey(Key.BACKSPACE) || e.isShortcut('z')) {
            undo();
        } else if (e.isChar('n')) {
            askNewGame();
        } else if (game.isOver()) {
            if (e.isKey(Key.ENTER)) {
                showEnd();
            }
        } else if (e.isKey(Key.LEFT)) {
            moveCursor(-1, 0);
        } else if (e.isKey(Key.RIGHT)) {
            moveCursor(1, 0);
        } else if (e.isKey(Key.UP)) {
            moveCursor(0, -1);
        } else if (e.isKey(Key.DOWN)) {
            moveCursor(0, 1);
        } else if (e.isKey(Key.ENTER) && cursor != null) {
            tryPlace(cursor);
        } else if (e.isKey(Key.ESCAPE)) {
            holding = false;
            cursor = null;
        }
    }

    private void moveCursor(int dc, int dr) {
        if (cursor == null) {
            List<Square> legal = game.legalSquares();
            cursor = legal.isEmpty() ? Square.parse("f5") : legal.get(0);
            return;
        }
        int c = Math.max(0, Math.min(Square.COLUMNS - 1, cursor.column() + dc));
        int r = Math.max(0, Math.min(Square.ROWS - 1, cursor.row() + dr));
        cursor = Square.at(c, r);
    }

    private void askNewGame() {
        if (game.isOver() || game.placed() == 0) {
            newGame();
            return;
        }
        requesters.show(Requester.message("New Game", List.of("End this game and", "start a new one?"),
                "OK", "Cancel", yes -> {
                    if (yes) {
                        newGame();
                    }
                }));
    }

    private void tryPlace(Square square) {
        try {
            Move m = game.place(square);
            if (m.isFourWay()) {
                celebration = new Celebration(PlayLayout.squareX(square) + PlayLayout.CELL / 2,
                        PlayLayout.squareY(square) + PlayLayout.CELL / 2);
                say(fourWayName(game.fourWays()) + " 4-Way! +" + m.points());
            } else {
                say("On " + square + ": " + m.ways() + "-Way" + (m.points() > 0 ? ", +" + m.points() : ""));
            }
            if (game.isOver()) {
                showEnd();
            }
        } catch (IllegalMoveException ex) {
            if (messages) {
                requesters.show(Requester.message("Ishido", wrap(ex.getMessage(), 30), "OK", null, yes -> { }));
            } else {
                say(ex.getMessage());
            }
        }
    }

    private static String fourWayName(int n) {
        String[] names = {"First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh", "Eighth",
            "Ninth", "Tenth", "Eleventh", "Twelfth"};
        return n >= 1 && n <= names.length ? names[n - 1] : n + "th";
    }

    private void showEnd() {
        String headline = switch (game.end()) {
            case POUCH_EMPTY -> "The pouch is empty!";
            case NO_LEGAL_SQUARE -> "No square will take this stone.";
            default -> "The game is over.";
        };
        // Equal widths keep the centred lines in one column.
        List<String> lines = List.of(headline, "",
                String.format("%-12s%7d", "Score", game.finalScore()),
                String.format("%-12s%7d", "4-Ways", game.fourWays()),
                String.format("%-12s%7d", "Stones left", game.stonesLeft()),
                String.format("%-12s%7d", "End bonus", game.endBonus()));
        if (game.canUndo() && game.end() == Game.End.NO_LEGAL_SQUARE) {
            requesters.show(Requester.message("Game Over", lines, "New Game", "Undo", yes -> {
                if (yes) {
                    newGame();
                } else {
                    undo();
                }
            }));
        } else {
            requesters.show(Requester.message("Game Over", lines, "New Game", "Close", yes -> {
                if (yes) {
                    newGame();
                } else {
                    say("Game over. Press N for a new game.");
                }
            }));
        }
    }

    /** Breaks a message into lines of at most width characters. */
    static List<String> wrap(String text, int width) {
        java.util.ArrayList<String> lines = new java.util.ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(word);
        }
        lines.add(line.toString());
        return lines;
    }

    @Override
    public void tick() {
        ticks++;
        requesters.tick();
        if (celebration != null) {
            celebration.tick();
            if (celebration.isDone()) {
                celebration = null;
            }
        }
    }

    @Override
    public void render(Framebuffer fb) {
        Palette palette = fb.palette();
        palette.load(0, board.image().palette());
        palette.load(Palette.STONESET_BASE, stoneset.image().palette());
        board.draw(fb);
        for (int i = 0; i < Square.COUNT; i++) {
            Square s = Square.byIndex(i);
            Stone stone = game.stoneAt(s);
            if (stone != null) {
                stoneset.draw(fb, stone, PlayLayout.squareX(s), PlayLayout.squareY(s));
            }
        }
        Stone next = game.touchstone();
        if (next != null && !holding) {
            stoneset.draw(fb, next, PlayLayout.TOUCHSTONE_X, PlayLayout.TOUCHSTONE_Y);
        }
        drawScoreboard(fb);
        drawPouch(fb);
        drawStatus(fb);
        if (cursor != null && (ticks / CURSOR_BLINK) % 2 == 0) {
            int x = PlayLayout.squareX(cursor);
            int y = PlayLayout.squareY(cursor);
            fb.frame(x - 1, y - 1, PlayLayout.CELL + 1, PlayLayout.CELL + 1, Pens.SHINE);
            fb.frame(x, y, PlayLayout.CELL - 1, PlayLayout.CELL - 1, Pens.SHADOW);
        }
        if (celebration != null) {
            celebration.render(fb);
        }
        if (holding && next != null) {
            stoneset.draw(fb, next, pointerX - PlayLayout.CELL / 2, pointerY - PlayLayout.CELL / 2);
        }
        requesters.render(fb);
    }

    private void drawScoreboard(Framebuffer fb) {
        Font font = Font.standard();
        int cx = PlayLayout.SCORE_X + PlayLayout.SCORE_W / 2;
        String points = game.scoring() == Scoring.MODERN ? Long.toString(game.score()) : "-";
        font.drawCentered(fb, cx, PlayLayout.SCORE_Y + 10, points, Pens.TEXT);
        // The 4-Way emblem: a stone with its four neighbours, as the 4-Way counter's picture.
        int ex = cx - 7;
        int ey = PlayLayout.SCORE_Y + 30;
        boolean flash = celebration != null && (celebration.age() / 6) % 2 == 0;
        int pen = flash ? Pens.FILL : Pens.SHADOW;
        fb.fill(ex + 5, ey, 5, 5, pen);
        fb.fill(ex, ey + 5, 5, 5, pen);
        fb.fill(ex + 10, ey + 5, 5, 5, pen);
        fb.fill(ex + 5, ey + 10, 5, 5, pen);
        fb.fill(ex + 6, ey + 6, 3, 3, flash ? Pens.SHINE : Pens.FILL);
        font.drawCentered(fb, cx, PlayLayout.SCORE_Y + 52, Integer.toString(game.fourWays()), Pens.TEXT);
    }

    /** Half the width of the pouch's body on a row counted from its top. */
    private static int bagHalfWidth(int row) {
        int half = Math.min(17, 7 + row * 2);
        int fromBottom = BAG_HEIGHT - 1 - row;
        return fromBottom < 4 ? half - (4 - fromBottom) * 2 : half;
    }

    private void drawPouch(Framebuffer fb) {
        int cx = PlayLayout.POUCH_X + PlayLayout.POUCH_W / 2;
        int top = PlayLayout.POUCH_Y + 2;
        // The bag: a drawstring neck and a rounded body, outlined in the shadow pen.
        fb.fill(cx - 5, top, 10, 3, Pens.SHADOW);
        fb.fill(cx - 4, top + 1, 8, 1, Pens.FILL);
        int bodyTop = top + 3;
        for (int row = 0; row < BAG_HEIGHT; row++) {
            int half = bagHalfWidth(row);
            fb.hline(cx - half, bodyTop + row, half * 2, Pens.SHADOW);
            if (row > 0 && row < BAG_HEIGHT - 1) {
                fb.hline(cx - half + 1, bodyTop + row, half * 2 - 2, Pens.FILL);
            }
        }
        // Pebbles fill the bag from the bottom up, one for every stone still inside.
        int count = game.pouchCount();
        int drawn = 0;
        for (int row = BAG_HEIGHT - 4; row >= 2 && drawn < count; row -= 3) {
            int slots = (bagHalfWidth(row) * 2 - 4) / 3;
            int left = cx - (slots * 3 - 1) / 2;
            for (int i = 0; i < slots && drawn < count; i++, drawn++) {
                fb.fill(left + i * 3, bodyTop + row, 2, 2, pebbleColors[(drawn * 5 + row) % Stone.COLORS]);
            }
        }
        Font.standard().drawCentered(fb, cx, PlayLayout.POUCH_Y + PlayLayout.POUCH_H - 10,
                Integer.toString(count), Pens.TEXT);
    }

    private void drawStatus(Framebuffer fb) {
        String text;
        if (ticks < statusUntil) {
            text = status;
        } else if (game.isOver()) {
            text = "Game over. Press N for a new game.";
        } else {
            text = "Solitaire  " + game.scoring().label();
        }
        if (text.length() > 30) {
            text = text.substring(0, 30);
        }
        Font.standard().draw(fb, PlayLayout.STATUS_X, PlayLayout.STATUS_Y, text, Pens.TEXT);
    }
}
