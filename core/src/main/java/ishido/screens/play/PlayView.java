package ishido.screens.play;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.gfx.Palette;
import ishido.match.MatchListener;
import ishido.match.MatchView;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.Move;
import ishido.rules.Square;
import ishido.rules.Stone;
import ishido.store.Settings;
import ishido.theme.BoardPicture;
import ishido.theme.Stoneset;
import ishido.ui.MenuStrip;
import ishido.ui.Pens;

/**
 * Draws the play screen: the board and its stones, the touchstone, hints and suggestions, the
 * scoreboard, the pouch, the status line, the 4-Way celebration, a held or gliding stone, then the
 * menus and requesters over them.
 */
final class PlayView implements MatchListener {
    /** Half-period of the keyboard cursor's and the hints' blink, in ticks (the cursor trades its pens, never goes). */
    private static final int CURSOR_BLINK = 16;

    private final PlayTheme theme;
    private final PlayHelps helps;
    private final PlayInput input;
    private final ComputerTurns computer;
    private final MenuStrip menus;
    private final PlayPanels panels = new PlayPanels();
    private Celebration celebration;
    /** The stoneset the panels took their pebble colours from. */
    private Stoneset panelsFrom;
    /** The board's 16 colours as its colour cycles have turned them this tick. */
    private final int[] boardColors = new int[16];

    private final PlayContext c;

    PlayView(PlayContext c, PlayTheme theme, PlayHelps helps, PlayInput input, ComputerTurns computer, MenuStrip menus) {
        this.c = c;
        this.theme = theme;
        this.helps = helps;
        this.input = input;
        this.computer = computer;
        this.menus = menus;
    }

    @Override
    public void fourWay(int seat, Move move) {
        celebration = new Celebration(PlayLayout.squareX(move.square()) + PlayLayout.CELL / 2,
                PlayLayout.squareY(move.square()) + PlayLayout.CELL / 2);
    }

    @Override
    public void gameBegan() {
        reset();
    }

    /** Stops the celebration (a new game, an undo). */
    void reset() {
        celebration = null;
    }

    void tick() {
        if (celebration != null) {
            celebration.tick();
            if (celebration.isDone()) {
                celebration = null;
            }
        }
    }

    void render(Framebuffer fb) {
        Game game = c.now().game();
        Stoneset stoneset = theme.stoneset();
        long now = c.ticks().getAsLong();
        Palette palette = fb.palette();
        BoardPicture board = theme.board();
        if (board.cycles() && c.settings().get(Settings.COLOR_CYCLING)) {
            // The registers turn, as the Amiga turned them at each vertical blank; the pixels keep their indices.
            board.colorsAt(now, boardColors);
            palette.load(0, boardColors);
        } else {
            palette.load(0, board.image().palette());
        }
        palette.load(Palette.STONESET_BASE, stoneset.image().palette());
        if (stoneset != panelsFrom) {
            panels.useStoneset(stoneset);
            panelsFrom = stoneset;
        }
        theme.board().draw(fb);
        for (int i = 0; i < Square.COUNT; i++) {
            Square s = Square.byIndex(i);
            Stone stone = game.stoneAt(s);
            if (stone != null) {
                stoneset.draw(fb, stone, PlayLayout.squareX(s), PlayLayout.squareY(s));
            }
        }
        Stone next = game.touchstone();
        Square flightTo = computer.flightTo();
        if (next != null && !input.holding() && flightTo == null) {
            stoneset.draw(fb, next, PlayLayout.TOUCHSTONE_X, PlayLayout.TOUCHSTONE_Y);
        }
        drawHints(fb);
        Square suggestion = computer.suggestion();
        if (suggestion != null && !game.isOver() && next != null) {
            // The stone half drawn on its square stays while the frame blinks: among a hinted game's framed squares
            // a blinking frame alone was not seen, and the board has no names for the square the status line gives.
            ghost(fb, stoneset, next, suggestion);
        }
        if (suggestion != null && !game.isOver() && (now / CURSOR_BLINK) % 2 == 0) {
            int x = PlayLayout.squareX(suggestion);
            int y = PlayLayout.squareY(suggestion);
            fb.frame(x, y, PlayLayout.CELL - 1, PlayLayout.CELL - 1, Pens.FILL);
            fb.frame(x + 1, y + 1, PlayLayout.CELL - 3, PlayLayout.CELL - 3, Pens.SHINE);
            fb.frame(x + 2, y + 2, PlayLayout.CELL - 5, PlayLayout.CELL - 5, Pens.FILL);
        }
        boolean flash = celebration != null && (celebration.age() / 6) % 2 == 0;
        if (c.seats().isChallenge()) {
            panels.drawChallengeBoard(fb, c.now());
        } else if (c.now().mode() == GameMode.TOURNAMENT) {
            panels.drawTournamentBoard(fb, c.now(), now);
        } else {
            panels.drawScoreboard(fb, game, c.settings().get(Settings.GRAPHIC_SCOREBOARD), flash);
        }
        panels.drawPouch(fb, game);
        drawStatus(fb);
        Square cursor = input.cursor();
        if (cursor != null) {
            // Seen in every frame, a frame three lines thick: the blink only trades its light and dark lines.
            boolean lit = (now / CURSOR_BLINK) % 2 == 0;
            int outer = lit ? Pens.SHINE : Pens.SHADOW;
            int inner = lit ? Pens.SHADOW : Pens.SHINE;
            int x = PlayLayout.squareX(cursor);
            int y = PlayLayout.squareY(cursor);
            fb.frame(x - 1, y - 1, PlayLayout.CELL + 1, PlayLayout.CELL + 1, outer);
            fb.frame(x, y, PlayLayout.CELL - 1, PlayLayout.CELL - 1, inner);
            fb.frame(x + 1, y + 1, PlayLayout.CELL - 3, PlayLayout.CELL - 3, outer);
        }
        if (celebration != null) {
            celebration.render(fb);
        }
        if (input.holding() && next != null) {
            stoneset.draw(fb, next, input.pointerX() - PlayLayout.CELL / 2, input.pointerY() - PlayLayout.CELL / 2);
        }
        if (flightTo != null && next != null) {
            // The computer's stone glides from the touchstone to its square.
            int t = (int) Math.min(ComputerTurns.FLIGHT_TICKS, now - computer.flightStart());
            int x = PlayLayout.TOUCHSTONE_X
                    + (PlayLayout.squareX(flightTo) - PlayLayout.TOUCHSTONE_X) * t / ComputerTurns.FLIGHT_TICKS;
            int y = PlayLayout.TOUCHSTONE_Y
                    + (PlayLayout.squareY(flightTo) - PlayLayout.TOUCHSTONE_Y) * t / ComputerTurns.FLIGHT_TICKS;
            stoneset.draw(fb, next, x, y);
        }
        menus.render(fb);
        c.requesters().render(fb);
    }

    private void drawHints(Framebuffer fb) {
        Game game = c.now().game();
        boolean show = helps.hintsAllowed()
                && (helps.hintAt() == game.placed() || c.settings().get(Settings.ALWAYS_SHOW_MOVES) || c.now().isHinted());
        if (!show) {
            return;
        }
        for (Square s : game.legalSquares()) {
            int x = PlayLayout.squareX(s);
            int y = PlayLayout.squareY(s);
            fb.frame(x + 2, y + 2, PlayLayout.CELL - 5, PlayLayout.CELL - 5, Pens.FILL);
            fb.frame(x + 3, y + 3, PlayLayout.CELL - 7, PlayLayout.CELL - 7, Pens.SHADOW);
        }
    }

    /** Who plays: the tournament's player, or whose turn it is in a Cooperative game (the Challenge scoreboard shows it already). */
    private String toMove() {
        MatchView m = c.now();
        if (m.mode() == GameMode.TOURNAMENT) {
            return "  " + c.seats().name(0) + " plays";
        }
        return m.mode() == GameMode.COOPERATIVE && m.seats().size() > 1
                ? "  " + c.seats().name(m.turn()) + " to move" : "";
    }

    /** The stone on a square with every other pixel left as the board shows it: where Suggest Move would put it. */
    private static void ghost(Framebuffer fb, Stoneset stoneset, Stone stone, Square square) {
        int x = PlayLayout.squareX(square);
        int y = PlayLayout.squareY(square);
        int[] board = new int[PlayLayout.CELL * PlayLayout.CELL];
        for (int i = 0; i < board.length; i++) {
            board[i] = fb.get(x + i % PlayLayout.CELL, y + i / PlayLayout.CELL);
        }
        stoneset.draw(fb, stone, x, y);
        for (int py = 0; py < PlayLayout.CELL; py++) {
            for (int px = py & 1; px < PlayLayout.CELL; px += 2) {
                fb.set(x + px, y + py, board[py * PlayLayout.CELL + px]);
            }
        }
    }

    private void drawStatus(Framebuffer fb) {
        String text = c.notices().status();
        if (text == null) {
            if (c.now().game().isOver()) {
                text = GameOver.onTheBoard(c.byPad(), false);
            } else if (c.seats().computerPlays()) {
                text = "The computer plays " + c.now().mode().label();
            } else {
                text = c.now().mode().label() + "  " + c.now().game().scoring().label()
                        + (c.now().isHinted() ? "  with hints" : toMove());
            }
        }
        // The whole line, not the part in view, is the frame's text for the screen reader's page and the tests.
        fb.gadgets().status(text);
        text = StatusLine.visible(text, c.notices().statusAge(text));
        Font.standard().draw(fb, PlayLayout.STATUS_X, PlayLayout.STATUS_Y, text, Pens.TEXT);
    }
}
