package ishido.screens.review;

import ishido.ai.GameReview;
import ishido.ai.Mark;
import ishido.ai.MasterGame;
import ishido.ai.MoveReview;
import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.rules.Scoring;

/**
 * The strip across the top of the review: the final score the computer expects after each move, in the points a
 * game ends with (on a square-root scale, so that the late 4-Ways do not flatten the first moves), beside the
 * game's real score (a dot at the end) and the Master's on the same deal (a dotted line) when known; or, for
 * Ancient scoring, the chance of emptying the pouch. The marks are on the line; a click picks a move.
 */
final class ReviewGraph {
    static final int X = 6;
    static final int Y = 3;
    static final int W = 308;
    static final int H = 31;
    /** The plot inside the frame, right of the axis labels. */
    private static final int LEFT = X + 60;
    private static final int LABEL_X = X + 3;
    private static final int RIGHT = X + W - 4;
    private static final int TOP = Y + 3;
    private static final int BOTTOM = Y + H - 4;

    private ReviewGraph() {
    }

    static boolean contains(int x, int y) {
        return x >= X && x < X + W && y >= Y && y < Y + H;
    }

    /** The move (from 0) nearest a point of the strip, for a game of n moves. */
    static int moveAt(int x, int n) {
        if (n <= 1) {
            return 0;
        }
        int i = Math.round((float) (x - LEFT) * (n - 1) / (RIGHT - LEFT));
        return Math.max(0, Math.min(n - 1, i));
    }

    private static int xOf(int i, int n) {
        return n <= 1 ? LEFT : LEFT + i * (RIGHT - LEFT) / (n - 1);
    }

    static void draw(Framebuffer fb, GameReview review, int current, MasterGame.Result master) {
        fb.fill(X, Y, W, H, ReviewColors.PAPER);
        fb.frame(X, Y, W, H, ReviewColors.FRAME);
        int n = review.turns().size();
        boolean ancient = review.scoring() == Scoring.ANCIENT;
        long real = review.ending().scores()[0];
        double top = Math.max(1, real);
        if (master != null) {
            top = Math.max(top, master.score());
        }
        for (int i = 0; i < n; i++) {
            MoveReview r = review.review(i);
            if (r != null && !ancient) {
                top = Math.max(top, r.bestExpected());
            }
        }
        Font font = Font.standard();
        String scale = ancient ? "100%" : Long.toString(Math.round(top));
        int labelRight = LEFT - 4;
        font.draw(fb, labelRight - font.width(scale), TOP - 1, scale, ReviewColors.DIM);
        // The line is the final score expected after each move ("expect"), or the chance of emptying the pouch.
        String what = ancient ? "empty" : "expect";
        font.draw(fb, LABEL_X, TOP + 8, what, ReviewColors.INK);
        font.draw(fb, labelRight - font.width("0"), BOTTOM - 7, "0", ReviewColors.DIM);
        fb.vline(LEFT - 2, TOP, BOTTOM - TOP + 1, ReviewColors.GRID);
        fb.hline(LEFT - 2, BOTTOM, RIGHT - LEFT + 3, ReviewColors.GRID);
        if (n == 0) {
            return;
        }
        if (!ancient && master != null) {
            int my = yOf(master.score() / top);
            for (int x = LEFT; x <= RIGHT; x += 3) {
                fb.set(x, my, ReviewColors.GOLD);
            }
        }
        if (!ancient && review.isComplete()) {
            int ry = yOf(real / top);
            fb.fill(RIGHT - 1, ry - 1, 3, 3, ReviewColors.BEST);
        }
        int cx = xOf(current, n);
        for (int y = TOP; y <= BOTTOM; y += 2) {
            fb.set(cx, y, ReviewColors.GOLD);
        }
        int px = -1;
        int py = -1;
        for (int i = 0; i < n; i++) {
            MoveReview r = review.review(i);
            if (r == null) {
                px = -1;
                continue;
            }
            double share = share(r, ancient, top);
            int x = xOf(i, n);
            int y = BOTTOM - (int) Math.round(share * (BOTTOM - TOP));
            if (px >= 0) {
                line(fb, px, py, x, y, ReviewColors.LINE);
            } else {
                fb.set(x, y, ReviewColors.LINE);
            }
            px = x;
            py = y;
        }
        for (int i = 0; i < n; i++) {
            MoveReview r = review.review(i);
            if (r != null && r.mark() != Mark.NONE) {
                int x = xOf(i, n);
                int y = BOTTOM - (int) Math.round(share(r, ancient, top) * (BOTTOM - TOP));
                fb.fill(x - 1, y - 1, 3, 3, ReviewColors.of(r.mark()));
            }
        }
    }

    /** The row of a score that is this share of the top (on the square-root scale). */
    private static int yOf(double share) {
        return BOTTOM - (int) Math.round(Math.sqrt(Math.max(0, share)) * (BOTTOM - TOP));
    }

    /** Where a move's value stands between the bottom (0) and the top (1) of the plot. */
    private static double share(MoveReview r, boolean ancient, double top) {
        return ancient ? r.emptyChance() : Math.sqrt(Math.max(0, r.expected()) / top);
    }

    /** A one-pixel line (Bresenham). */
    private static void line(Framebuffer fb, int x0, int y0, int x1, int y1, int pen) {
        int dx = Math.abs(x1 - x0);
        int dy = -Math.abs(y1 - y0);
        int sx = x0 < x1 ? 1 : -1;
        int sy = y0 < y1 ? 1 : -1;
        int err = dx + dy;
        while (true) {
            fb.set(x0, y0, pen);
            if (x0 == x1 && y0 == y1) {
                return;
            }
            int e2 = 2 * err;
            if (e2 >= dy) {
                err += dy;
                x0 += sx;
            }
            if (e2 <= dx) {
                err += dx;
                y0 += sy;
            }
        }
    }
}
