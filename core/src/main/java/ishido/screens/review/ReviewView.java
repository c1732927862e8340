package ishido.screens.review;

import ishido.ai.GameReview;
import ishido.ai.Lesson;
import ishido.ai.Mark;
import ishido.ai.MoveReview;
import ishido.ai.Reason;
import ishido.ai.Turn;
import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.gfx.Palette;
import ishido.rules.Square;
import ishido.theme.Stoneset;
import ishido.ui.TextLines;
import java.util.Locale;

/**
 * Draws the review: the board as it stood before the move with the square played and the computer's
 * best square as a ghost stone, the side panel (stone, squares, loss, mark, progress), or the summary
 * in place of the board.
 */
final class ReviewView {
    /** Top-left corner of square a1. */
    static final int BOARD_X = ReviewBoard.X;
    static final int BOARD_Y = ReviewBoard.Y;
    static final int CELL = ReviewBoard.CELL;
    /** The side panel's left edge and width. */
    static final int PANEL_X = 250;
    static final int PANEL_W = 66;
    static final int PROGRESS_Y = 114;
    /** The panel's rows of buttons: Stop or Go on, a move back and on, a mark back and on, Summary, Exit. */
    static final int STOP_ROW = 121;
    static final int MOVE_ROW = 137;
    static final int MARK_ROW = 153;
    static final int SUMMARY_ROW = 169;
    static final int EXIT_ROW = 185;
    /** The board's width, and the row of the summary's Practise your mistakes. */
    static final int BOARD_W = 12 * ReviewBoard.CELL;
    static final int PRACTISE_ROW = BOARD_Y + 8 * ReviewBoard.CELL - 18;
    /** The lines of reasons the top strip holds, and its characters a line. */
    private static final int WHY_LINES = 3;
    private static final int WHY_CHARS = (ReviewGraph.W - 8) / Font.WIDTH;
    private final Stoneset stoneset;
    private final String title;

    ReviewView(Stoneset stoneset, String title) {
        this.stoneset = stoneset;
        this.title = title;
    }

    /**
     * Draws the review at a move; its lesson (null while it is analysed) puts the squares weighed on the
     * board and, unless the graph is asked for, the reasons in the top strip.
     */
    void draw(Framebuffer fb, GameReview review, int current, boolean summary, Lesson lesson, boolean graph) {
        ReviewColors.load(fb.palette());
        fb.palette().load(Palette.STONESET_BASE, stoneset.image().palette());
        fb.clear(ReviewColors.PAPER);
        if (!summary && !graph && lesson != null && !lesson.why().isEmpty()) {
            drawWhy(fb, lesson);
        } else {
            ReviewGraph.draw(fb, review, current);
        }
        if (summary) {
            drawSummary(fb, review);
        } else {
            drawBoard(fb, review, current, lesson);
        }
        drawPanel(fb, review, current);
    }

    /** True when the top strip shows the move's reasons rather than the graph. */
    static boolean showsWhy(boolean summary, Lesson lesson, boolean graph) {
        return !summary && !graph && lesson != null && !lesson.why().isEmpty();
    }

    /** The reasons of the move played, as many sentences as the strip holds, word-wrapped. */
    private static void drawWhy(Framebuffer fb, Lesson lesson) {
        fb.fill(ReviewGraph.X, ReviewGraph.Y, ReviewGraph.W, ReviewGraph.H, ReviewColors.PAPER);
        fb.frame(ReviewGraph.X, ReviewGraph.Y, ReviewGraph.W, ReviewGraph.H, ReviewColors.FRAME);
        // A first reason longer than the strip is cut with an ellipsis.
        java.util.List<String> lines = TextLines.fitSentences(java.util.List.of(),
                lesson.why().stream().map(Reason::sentence).toList(), WHY_CHARS, WHY_LINES);
        Font font = Font.standard();
        for (int i = 0; i < lines.size(); i++) {
            font.draw(fb, ReviewGraph.X + 4, ReviewGraph.Y + 3 + i * 9, lines.get(i), ReviewColors.INK);
        }
    }

    private void drawBoard(Framebuffer fb, GameReview review, int current, Lesson lesson) {
        Turn turn = review.turns().get(current);
        ReviewBoard.draw(fb, stoneset, turn.before());
        MoveReview r = review.review(current);
        if (r != null && !r.best().equals(turn.played())) {
            ReviewBoard.ghost(fb, stoneset, turn.stone(), r.best());
            ReviewBoard.dotted(fb, ReviewBoard.x(r.best()), ReviewBoard.y(r.best()), ReviewColors.BEST);
        }
        Square p = turn.played();
        int x = ReviewBoard.x(p);
        int y = ReviewBoard.y(p);
        stoneset.draw(fb, turn.stone(), x, y);
        int pen = r == null ? ReviewColors.INK : ReviewColors.of(r.mark());
        fb.frame(x, y, CELL, CELL, pen);
        fb.frame(x - 1, y - 1, CELL + 2, CELL + 2, pen);
        if (lesson != null) {
            for (Lesson.Line l : lesson.lines()) {
                Square s = l.candidate().square();
                int sx = ReviewBoard.x(s);
                int sy = ReviewBoard.y(s);
                if (!l.best() && !l.played()) {
                    ReviewBoard.dotted(fb, sx, sy, ReviewColors.DIM);
                }
                int labelPen = l.best() ? ReviewColors.BEST : l.played() ? pen : ReviewColors.INK;
                ReviewBoard.tiny(fb, sx + 1, sy + CELL - 8, l.label(), labelPen);
            }
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
        fb.frame(sx - 2, 56, CELL + 4, CELL + 2, ReviewColors.FRAME);
        stoneset.draw(fb, turn.stone(), sx, 57);
        font.draw(fb, x, 78, "Play", ReviewColors.DIM);
        right(fb, font, 78, turn.played().toString(), ReviewColors.INK);
        font.draw(fb, x, 87, "Best", ReviewColors.DIM);
        right(fb, font, 87, r == null ? "..." : r.best().toString(), ReviewColors.BEST);
        font.draw(fb, x, 96, "Loss", ReviewColors.DIM);
        if (r != null) {
            right(fb, font, 96, r.mark().symbol(), ReviewColors.of(r.mark()));
            right(fb, font, 105, Long.toString(Math.round(r.loss())), ReviewColors.of(r.mark()));
        } else {
            right(fb, font, 105, "...", ReviewColors.DIM);
        }
        font.drawCentered(fb, x + PANEL_W / 2, MOVE_ROW + 3, "Move", ReviewColors.DIM);
        font.drawCentered(fb, x + PANEL_W / 2, MARK_ROW + 3, "Mark", ReviewColors.DIM);
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
        // One player: long labels and the figures right-aligned; two: short labels once, a column each.
        String[] labels = players > 1
                ? new String[] {"Moves", "Loss", "Share", "?!", "?", "??", "Rating"}
                : new String[] {"Moves", "Mean loss", "Share lost", "?! inaccuracy", "? mistake", "?? blunder", "Rating"};
        int[] pens = {ReviewColors.INK, ReviewColors.INK, ReviewColors.INK, ReviewColors.INACCURACY, ReviewColors.MISTAKE,
            ReviewColors.BLUNDER, ReviewColors.BEST};
        int left = BOARD_X + 8;
        int rightEdge = BOARD_X + w - 8;
        int labelsW = players > 1 ? 6 * Font.WIDTH + 4 : 0;
        int colW = (rightEdge - left - labelsW) / players;
        int top = BOARD_Y + (players > 1 ? 48 : 30);
        for (int p = 0; p < players; p++) {
            GameReview.Summary s = review.summary(p);
            int colRight = players > 1 ? left + labelsW + (p + 1) * colW : rightEdge;
            if (players > 1) {
                int nameChars = colW / Font.WIDTH;
                java.util.List<String> name = TextLines.clip(
                        TextLines.wrapCuttingWords(review.players().get(p), nameChars), nameChars, 2);
                for (int i = 0; i < name.size(); i++) {
                    String line = name.get(i);
                    font.draw(fb, colRight - font.width(line), top - 20 + i * 9, line, ReviewColors.GOLD);
                }
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
            int y = top;
            for (int i = 0; i < labels.length; i++) {
                if (i == labels.length - 1) {
                    y += 4;
                }
                if (p == 0) {
                    font.draw(fb, left, y, labels[i], i >= 3 && i <= 5 ? pens[i] : ReviewColors.DIM);
                }
                font.draw(fb, colRight - font.width(values[i]), y, values[i], pens[i]);
                y += players > 1 ? 10 : 12;
            }
        }
        int y = PRACTISE_ROW - 16;
        if (players == 2) {
            int better = review.better();
            if (better < 0) {
                font.drawCentered(fb, mid, y, "Evenly played", ReviewColors.GOLD);
            } else {
                // The whole name, then the verdict on a line of its own if both do not fit on one.
                String whole = review.players().get(better) + " played better";
                if (font.width(whole) <= w - 8) {
                    font.drawCentered(fb, mid, y, whole, ReviewColors.GOLD);
                } else {
                    font.drawCentered(fb, mid, y - 5, clip(review.players().get(better), 29), ReviewColors.GOLD);
                    font.drawCentered(fb, mid, y + 4, "played better", ReviewColors.GOLD);
                }
            }
        }
        if (!review.isComplete()) {
            // Where Practise your mistakes will be once every mark is known.
            font.drawCentered(fb, mid, PRACTISE_ROW + 3, "Analysed " + review.analysed() + " of " + review.turns().size(),
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
