package ishido.screens.review;

import ishido.ai.GameReview;
import ishido.ai.Lesson;
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
    static final int PROGRESS_Y = 114;
    /** The panel's rows of buttons: Stop or Go on, a move back and on, a mark back and on, Summary, Exit. */
    static final int STOP_ROW = 121;
    static final int MOVE_ROW = 137;
    static final int MARK_ROW = 153;
    static final int SUMMARY_ROW = 169;
    static final int EXIT_ROW = 185;
    /** The lines of reasons the top strip holds, and its characters a line. */
    private static final int WHY_LINES = 3;
    private static final int WHY_CHARS = (ReviewGraph.W - 8) / Font.WIDTH;
    /**
     * Digits 3 pixels wide and 5 high for the losses written on the board's squares, each row of a glyph
     * three bits (the leftmost the highest): "-", then 0-9.
     */
    private static final String TINY_GLYPHS = "-0123456789";
    private static final int[][] TINY = {
        {0, 0, 7, 0, 0}, {7, 5, 5, 5, 7}, {2, 6, 2, 2, 7}, {7, 1, 7, 4, 7}, {7, 1, 3, 1, 7}, {5, 5, 7, 1, 1},
        {7, 4, 7, 1, 7}, {7, 4, 7, 5, 7}, {7, 1, 1, 2, 2}, {7, 5, 7, 5, 7}, {7, 5, 7, 1, 7},
    };

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
        java.util.List<String> lines = new java.util.ArrayList<>();
        for (var r : lesson.why()) {
            java.util.List<String> more = wrap(r.words() + ".", WHY_CHARS);
            if (!lines.isEmpty() && lines.size() + more.size() > WHY_LINES) {
                break;
            }
            lines.addAll(more);
        }
        Font font = Font.standard();
        for (int i = 0; i < Math.min(WHY_LINES, lines.size()); i++) {
            font.draw(fb, ReviewGraph.X + 4, ReviewGraph.Y + 3 + i * 9, lines.get(i), ReviewColors.INK);
        }
    }

    /** Words into lines of at most the given characters (a longer word is cut). */
    static java.util.List<String> wrap(String text, int chars) {
        java.util.List<String> out = new java.util.ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > chars) {
                out.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(word.length() > chars ? word.substring(0, chars) : word);
        }
        if (line.length() > 0) {
            out.add(line.toString());
        }
        return out;
    }

    private void drawBoard(Framebuffer fb, GameReview review, int current, Lesson lesson) {
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
        if (lesson != null) {
            for (Lesson.Line l : lesson.lines()) {
                Square s = l.candidate().square();
                int sx = BOARD_X + s.column() * CELL;
                int sy = BOARD_Y + s.row() * CELL;
                if (!l.best() && !l.played()) {
                    dotted(fb, sx, sy, ReviewColors.DIM);
                }
                int labelPen = l.best() ? ReviewColors.BEST : l.played() ? pen : ReviewColors.INK;
                tiny(fb, sx + 1, sy + CELL - 8, l.label(), labelPen);
            }
        }
    }

    /** A loss in the tiny digits on a patch of paper, its top-left corner at x, y (inside a square). */
    private static void tiny(Framebuffer fb, int x, int y, String text, int pen) {
        fb.fill(x, y, text.length() * 4 + 1, 7, ReviewColors.PAPER);
        for (int i = 0; i < text.length(); i++) {
            int g = TINY_GLYPHS.indexOf(text.charAt(i));
            if (g < 0) {
                continue;
            }
            for (int row = 0; row < 5; row++) {
                for (int col = 0; col < 3; col++) {
                    if ((TINY[g][row] >> (2 - col) & 1) != 0) {
                        fb.set(x + 1 + i * 4 + col, y + 1 + row, pen);
                    }
                }
            }
        }
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
        int top = BOARD_Y + 30;
        if (players > 1) {
            top += 20;
        }
        for (int p = 0; p < players; p++) {
            GameReview.Summary s = review.summary(p);
            int colRight = players > 1 ? left + labelsW + (p + 1) * colW : rightEdge;
            if (players > 1) {
                java.util.List<String> name = wrap(review.players().get(p), colW / Font.WIDTH);
                for (int i = 0; i < Math.min(2, name.size()); i++) {
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
                y += players > 1 ? 11 : 12;
            }
        }
        int y = BOARD_Y + h - 24;
        if (players == 2) {
            int better = review.better();
            if (better < 0) {
                font.drawCentered(fb, mid, y - 4, "Evenly played", ReviewColors.GOLD);
            } else {
                // The whole name, then the verdict on a line of its own if both do not fit on one.
                String whole = review.players().get(better) + " played better";
                if (font.width(whole) <= w - 8) {
                    font.drawCentered(fb, mid, y - 4, whole, ReviewColors.GOLD);
                } else {
                    font.drawCentered(fb, mid, y - 9, clip(review.players().get(better), 29), ReviewColors.GOLD);
                    font.drawCentered(fb, mid, y, "played better", ReviewColors.GOLD);
                }
            }
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
