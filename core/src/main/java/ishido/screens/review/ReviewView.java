package ishido.screens.review;

import ishido.ai.GameReview;
import ishido.ai.Mark;
import ishido.ai.MoveReview;
import ishido.ai.Position;
import ishido.ai.Turn;
import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.gfx.Palette;
import ishido.rules.Square;
import ishido.rules.Stone;
import ishido.theme.Stoneset;
import java.util.Locale;

/**
 * Draws the review: the board as it stood before the move with the square played and the computer's
 * best square as a ghost stone, the side panel (stone, squares, loss, mark, progress), or the summary
 * in place of the board.
 */
final class ReviewView {
    /** Top-left corner of square a1. */
    static final int BOARD_X = 6;
    static final int BOARD_Y = 38;
    static final int CELL = Stoneset.CELL;
    /** The side panel's left edge and width. */
    static final int PANEL_X = 250;
    static final int PANEL_W = 66;
    static final int PROGRESS_Y = 126;

    private final Stoneset stoneset;
    private final String title;

    ReviewView(Stoneset stoneset, String title) {
        this.stoneset = stoneset;
        this.title = title;
    }

    void draw(Framebuffer fb, GameReview review, int current, boolean summary) {
        ReviewColors.load(fb.palette());
        fb.palette().load(Palette.STONESET_BASE, stoneset.image().palette());
        fb.clear(ReviewColors.PAPER);
        ReviewGraph.draw(fb, review, current);
        if (summary) {
            drawSummary(fb, review);
        } else {
            drawBoard(fb, review, current);
        }
        drawPanel(fb, review, current);
    }

    private void drawBoard(Framebuffer fb, GameReview review, int current) {
        Turn turn = review.turns().get(current);
        Position before = turn.before();
        fb.frame(BOARD_X - 1, BOARD_Y - 1, Square.COLUMNS * CELL + 2, Square.ROWS * CELL + 2, ReviewColors.GRID);
        for (int i = 0; i < Square.COUNT; i++) {
            Square s = Square.byIndex(i);
            int x = BOARD_X + s.column() * CELL;
            int y = BOARD_Y + s.row() * CELL;
            fb.fill(x, y, CELL, CELL, cell(s));
            fb.frame(x, y, CELL, CELL, ReviewColors.GRID);
            Stone stone = before.stoneAt(s);
            if (stone != null) {
                stoneset.draw(fb, stone, x, y);
            }
        }
        MoveReview r = review.review(current);
        if (r != null && !r.best().equals(turn.played())) {
            Square b = r.best();
            int x = BOARD_X + b.column() * CELL;
            int y = BOARD_Y + b.row() * CELL;
            drawGhost(fb, turn.stone(), x, y, cell(b));
            dotted(fb, x, y, ReviewColors.BEST);
        }
        Square p = turn.played();
        int x = BOARD_X + p.column() * CELL;
        int y = BOARD_Y + p.row() * CELL;
        stoneset.draw(fb, turn.stone(), x, y);
        int pen = r == null ? ReviewColors.INK : ReviewColors.of(r.mark());
        fb.frame(x, y, CELL, CELL, pen);
        fb.frame(x - 1, y - 1, CELL + 2, CELL + 2, pen);
    }

    private static int cell(Square s) {
        return s.isWithin() ? ReviewColors.WITHIN : ReviewColors.EDGE;
    }

    /** The stone with every other pixel left out: where the computer would have put it. */
    private void drawGhost(Framebuffer fb, Stone stone, int x, int y, int background) {
        stoneset.draw(fb, stone, x, y);
        for (int py = 0; py < CELL; py++) {
            for (int px = (py & 1); px < CELL; px += 2) {
                fb.set(x + px, y + py, background);
            }
        }
    }

    private static void dotted(Framebuffer fb, int x, int y, int pen) {
        for (int i = 0; i < CELL; i += 2) {
            fb.set(x + i, y, pen);
            fb.set(x + i, y + CELL - 1, pen);
            fb.set(x, y + i, pen);
            fb.set(x + CELL - 1, y + i, pen);
        }
    }

    private void drawPanel(Framebuffer fb, GameReview review, int current) {
        Font font = Font.standard();
        Turn turn = review.turns().get(current);
        MoveReview r = review.review(current);
        int x = PANEL_X;
        font.draw(fb, x, 38, "Move " + turn.number(), ReviewColors.GOLD);
        if (review.players().size() > 1) {
            font.draw(fb, x, 48, clip(review.players().get(turn.seat()), 8), ReviewColors.DIM);
        }
        int sx = x + (PANEL_W - CELL) / 2;
        fb.frame(sx - 2, 57, CELL + 4, CELL + 4, ReviewColors.FRAME);
        stoneset.draw(fb, turn.stone(), sx, 59);
        font.draw(fb, x, 84, "Play", ReviewColors.DIM);
        right(fb, font, 84, turn.played().toString(), ReviewColors.INK);
        font.draw(fb, x, 94, "Best", ReviewColors.DIM);
        right(fb, font, 94, r == null ? "..." : r.best().toString(), ReviewColors.BEST);
        font.draw(fb, x, 104, "Loss", ReviewColors.DIM);
        if (r != null) {
            right(fb, font, 104, r.mark().symbol(), ReviewColors.of(r.mark()));
            right(fb, font, 114, Long.toString(Math.round(r.loss())), ReviewColors.of(r.mark()));
        } else {
            right(fb, font, 114, "...", ReviewColors.DIM);
        }
        int done = review.analysed();
        int n = review.turns().size();
        if (done < n) {
            fb.frame(x, PROGRESS_Y, PANEL_W, 6, ReviewColors.DIM);
            fb.fill(x + 1, PROGRESS_Y + 1, (PANEL_W - 2) * done / Math.max(1, n), 4, ReviewColors.LINE);
        }
    }

    private void drawSummary(Framebuffer fb, GameReview review) {
        Font font = Font.standard();
        int w = Square.COLUMNS * CELL;
        int h = Square.ROWS * CELL;
        fb.frame(BOARD_X - 1, BOARD_Y - 1, w + 2, h + 2, ReviewColors.FRAME);
        int mid = BOARD_X + w / 2;
        font.drawCentered(fb, mid, BOARD_Y + 5, "Summary", ReviewColors.GOLD);
        if (title != null) {
            font.drawCentered(fb, mid, BOARD_Y + 16, clip(title, 29), ReviewColors.DIM);
        }
        int players = review.players().size();
        int colW = (w - 16) / players;
        String[] labels = {"Moves", "Mean loss", "Share lost", "?! inaccuracy", "? mistake", "?? blunder", "Rating"};
        for (int p = 0; p < players; p++) {
            GameReview.Summary s = review.summary(p);
            int left = BOARD_X + 8 + p * colW;
            int rightEdge = left + colW - 8;
            int y = BOARD_Y + 32;
            if (players > 1) {
                font.draw(fb, left, y, clip(review.players().get(p), 13), ReviewColors.GOLD);
                y += 12;
            }
            String[] values = {
                Integer.toString(s.moves()),
                String.format(Locale.ROOT, "%.1f", s.meanLoss()),
                String.format(Locale.ROOT, "%.1f%%", 100 * s.meanShare()),
                Integer.toString(s.count(Mark.INACCURACY)),
                Integer.toString(s.count(Mark.MISTAKE)),
                Integer.toString(s.count(Mark.BLUNDER)),
                s.rating().word(),
            };
            int[] pens = {ReviewColors.INK, ReviewColors.INK, ReviewColors.INK, ReviewColors.INACCURACY, ReviewColors.MISTAKE,
                ReviewColors.BLUNDER, ReviewColors.BEST};
            for (int i = 0; i < labels.length; i++) {
                String label = players > 1 && labels[i].indexOf(' ') > 0 && labels[i].startsWith("?")
                        ? labels[i].substring(0, labels[i].indexOf(' ')) : labels[i];
                if (i == labels.length - 1) {
                    y += 6;
                }
                font.draw(fb, left, y, label, i >= 3 && i <= 5 ? pens[i] : ReviewColors.DIM);
                font.draw(fb, rightEdge - font.width(values[i]), y, values[i], pens[i]);
                y += 12;
            }
        }
        int y = BOARD_Y + h - 24;
        if (players == 2) {
            double a = review.summary(0).meanLoss();
            double b = review.summary(1).meanLoss();
            String verdict = a == b ? "Evenly played" : clip(review.players().get(a < b ? 0 : 1), 16) + " played better";
            font.drawCentered(fb, mid, y, verdict, ReviewColors.GOLD);
        }
        if (!review.isComplete()) {
            font.drawCentered(fb, mid, y + 11, "Analysed " + review.analysed() + " of " + review.turns().size(),
                    ReviewColors.DIM);
        }
    }

    private static void right(Framebuffer fb, Font font, int y, String text, int pen) {
        font.draw(fb, PANEL_X + PANEL_W - font.width(text), y, text, pen);
    }

    private static String clip(String s, int chars) {
        return s.length() <= chars ? s : s.substring(0, chars - 1) + ".";
    }
}
