package ishido.screens.review;

import ishido.ai.GameReview;
import ishido.ai.Lesson;
import ishido.ai.Mark;
import ishido.ai.MasterGame;
import ishido.ai.NoSquare;
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
    /** How the reasons name stones: as the stoneset shows them. */
    private final Reason.StoneWords names;
    private final String title;
    /** What the Master made of the same deal (its kept score), or null when none is known. */
    private MasterGame.Result master;

    ReviewView(Stoneset stoneset, String title) {
        this.stoneset = stoneset;
        this.names = PlayerWords.of(stoneset);
        this.title = title;
    }

    void master(MasterGame.Result result) {
        master = result;
    }

    /**
     * Draws the review at a move; its lesson (null while it is analysed) puts the squares weighed on the
     * board and, unless the graph is asked for, the reasons in the top strip.
     */
    void draw(Framebuffer fb, GameReview review, int current, boolean summary, Lesson lesson, boolean graph, int page) {
        ReviewColors.load(fb.palette());
        fb.palette().load(Palette.STONESET_BASE, stoneset.image().palette());
        fb.clear(ReviewColors.PAPER);
        boolean ending = !summary && current == review.turns().size();
        if (ending && !graph) {
            drawWhy(fb, endingWhy(review), 0);
        } else if (showsWhy(summary, lesson, graph)) {
            drawWhy(fb, lesson.why().stream().map(r -> r.sentence(names)).toList(), page);
        } else {
            ReviewGraph.draw(fb, review, Math.min(current, review.turns().size() - 1), master);
        }
        if (summary) {
            drawSummary(fb, review);
        } else if (ending) {
            drawEnding(fb, review);
        } else {
            drawBoard(fb, review, current, lesson);
        }
        drawPanel(fb, review, current);
    }

    /** True when the top strip shows the move's reasons rather than the graph. */
    static boolean showsWhy(boolean summary, Lesson lesson, boolean graph) {
        return !summary && !graph && lesson != null && !lesson.why().isEmpty();
    }

    /** How many pages of the strip the sentences take: the strip shows one at a time, a click turning it. */
    static int pages(java.util.List<String> sentences) {
        return pagesOf(sentences).size();
    }

    /** The sentences in pages of the strip's lines, each page as many whole sentences as fit (a long one cut). */
    private static java.util.List<java.util.List<String>> pagesOf(java.util.List<String> sentences) {
        java.util.List<java.util.List<String>> pages = new java.util.ArrayList<>();
        int at = 0;
        while (at < sentences.size()) {
            java.util.List<String> page = new java.util.ArrayList<>();
            int n = 0;
            while (at < sentences.size()) {
                java.util.List<String> more = TextLines.wrap(sentences.get(at), WHY_CHARS);
                if (n > 0 && page.size() + more.size() > WHY_LINES) {
                    break;
                }
                page.addAll(more);
                n++;
                at++;
            }
            pages.add(TextLines.clip(page, WHY_CHARS, WHY_LINES));
        }
        return pages;
    }

    /** The move's reasons in the strip, the page asked for (pages wrap round), a dot for each page when there are more. */
    private static void drawWhy(Framebuffer fb, java.util.List<String> sentences, int page) {
        fb.fill(ReviewGraph.X, ReviewGraph.Y, ReviewGraph.W, ReviewGraph.H, ReviewColors.PAPER);
        fb.frame(ReviewGraph.X, ReviewGraph.Y, ReviewGraph.W, ReviewGraph.H, ReviewColors.FRAME);
        java.util.List<java.util.List<String>> pages = pagesOf(sentences);
        if (pages.isEmpty()) {
            return;
        }
        int shown = Math.floorMod(page, pages.size());
        java.util.List<String> lines = pages.get(shown);
        Font font = Font.standard();
        for (int i = 0; i < lines.size(); i++) {
            font.draw(fb, ReviewGraph.X + 4, ReviewGraph.Y + 3 + i * 9, lines.get(i), ReviewColors.INK);
        }
        // The pages as dots down the right margin, the one shown in gold: a click on the strip turns it.
        for (int i = 0; pages.size() > 1 && i < pages.size(); i++) {
            fb.fill(ReviewGraph.X + ReviewGraph.W - 5, ReviewGraph.Y + 4 + i * 4, 2, 2,
                    i == shown ? ReviewColors.GOLD : ReviewColors.DIM);
        }
    }

    /** At a stuck ending: why no square takes the stone, and the move after which it became likely. */
    private java.util.List<String> endingWhy(GameReview review) {
        GameReview.Ending end = review.ending();
        java.util.List<String> out = new java.util.ArrayList<>();
        out.add(NoSquare.of(end.board(), end.stuckStone()).reason().sentence(names));
        GameReview.Stuck stuck = review.stuck();
        if (stuck != null) {
            out.add("Likely since move " + review.turns().get(stuck.move()).number() + " (" + stuck.square() + ").");
        }
        return out;
    }

    /** The final position of a stuck game: its open squares framed, none of which takes the stone left. */
    private void drawEnding(Framebuffer fb, GameReview review) {
        GameReview.Ending end = review.ending();
        ReviewBoard.draw(fb, stoneset, end.stuckPosition());
        NoSquare why = NoSquare.of(end.board(), end.stuckStone());
        for (Square s : why.clashing()) {
            ReviewBoard.dotted(fb, ReviewBoard.x(s), ReviewBoard.y(s), ReviewColors.BLUNDER);
        }
        for (Square s : why.mixed()) {
            ReviewBoard.dotted(fb, ReviewBoard.x(s), ReviewBoard.y(s), ReviewColors.MISTAKE);
        }
        GameReview.Stuck stuck = review.stuck();
        if (stuck != null) {
            Square s = stuck.square();
            fb.frame(ReviewBoard.x(s), ReviewBoard.y(s), CELL, CELL, ReviewColors.BLUNDER);
            ReviewBoard.tiny(fb, ReviewBoard.x(s) + 1, ReviewBoard.y(s) + CELL - 8,
                    Integer.toString(review.turns().get(stuck.move()).number()), ReviewColors.BLUNDER);
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
        if (current == review.turns().size()) {
            drawEndingPanel(fb, font, review);
            return;
        }
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

    /** The panel at a stuck ending: the stone that found no square, and the stones left. */
    private void drawEndingPanel(Framebuffer fb, Font font, GameReview review) {
        int x = PANEL_X;
        font.draw(fb, x, 38, "The end", ReviewColors.GOLD);
        int sx = x + (PANEL_W - CELL) / 2;
        fb.frame(sx - 2, 56, CELL + 4, CELL + 2, ReviewColors.BLUNDER);
        stoneset.draw(fb, review.ending().stuckStone(), sx, 57);
        font.draw(fb, x, 78, "Stuck", ReviewColors.BLUNDER);
        font.draw(fb, x, 87, "Left", ReviewColors.DIM);
        right(fb, font, 87, Integer.toString(review.ending().stonesLeft()), ReviewColors.INK);
        GameReview.Stuck stuck = review.stuck();
        if (stuck != null) {
            // The move that made it likely, also framed on the board.
            font.draw(fb, x, 96, "Since", ReviewColors.DIM);
            right(fb, font, 105, "move " + review.turns().get(stuck.move()).number(), ReviewColors.BLUNDER);
        }
        font.drawCentered(fb, x + PANEL_W / 2, MOVE_ROW + 3, "Move", ReviewColors.DIM);
        font.drawCentered(fb, x + PANEL_W / 2, MARK_ROW + 3, "Mark", ReviewColors.DIM);
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
        // One player: long labels and the figures right-aligned, the marks' key in their labels; two: short
        // labels once, a column each.
        String[] labels = players > 1
                ? new String[] {"Score", "Moves", "Loss", "Share", "?!", "?", "??", "Rating"}
                : new String[] {"Result", "Master", "Best play", "Moves", "Mean loss", "Share lost",
                    "?! lost 5%+", "? lost 15%+", "?? lost 40%+", "Rating"};
        int marks = players > 1 ? 4 : 6;
        int left = BOARD_X + 8;
        int rightEdge = BOARD_X + w - 8;
        int labelsW = players > 1 ? 6 * Font.WIDTH + 4 : 0;
        int colW = (rightEdge - left - labelsW) / players;
        int top = BOARD_Y + (players > 1 ? 48 : 27);
        int step = players > 1 ? 9 : 10;
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
            java.util.List<String> values = new java.util.ArrayList<>();
            values.add(result(review, p));
            if (players == 1) {
                values.add(master == null ? "not known" : points(master.score()));
                values.add(bestPlay(review));
            }
            values.add(Integer.toString(s.moves()));
            values.add(String.format(Locale.ROOT, "%.1f", s.meanLoss()));
            values.add(String.format(Locale.ROOT, "%.1f%%", 100 * s.meanShare()));
            values.add(Integer.toString(s.count(Mark.INACCURACY)));
            values.add(Integer.toString(s.count(Mark.MISTAKE)));
            values.add(Integer.toString(s.count(Mark.BLUNDER)));
            values.add(s.rating().word());
            int y = top;
            for (int i = 0; i < labels.length; i++) {
                int pen = i == labels.length - 1 ? ReviewColors.BEST : i >= marks && i < marks + 3
                        ? ReviewColors.of(Mark.values()[i - marks + 1]) : i == 0 ? ReviewColors.GOLD : ReviewColors.INK;
                if (p == 0) {
                    font.draw(fb, left, y, labels[i], i >= marks && i < marks + 3 ? pen : ReviewColors.DIM);
                }
                String v = values.get(i);
                font.draw(fb, colRight - font.width(v), y, v, i == 1 && players == 1 && master == null
                        ? ReviewColors.DIM : pen);
                y += step;
            }
        }
        if (players == 1) {
            // The key to the loss: the marks' shares are in their labels.
            font.drawCentered(fb, mid, top + labels.length * step + 1, "Loss: expected points lost",
                    ReviewColors.DIM);
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

    /**
     * A judged player's real result: the final score (and, for one player, the stones left), or under Ancient
     * scoring the 4-Ways.
     */
    private static String result(GameReview review, int p) {
        GameReview.Ending end = review.ending();
        String left = end.stonesLeft() > 0 && review.players().size() == 1 ? ", " + end.stonesLeft() + " left" : "";
        return review.scoring() == ishido.rules.Scoring.ANCIENT ? end.fourWays()[p] + " 4-Ways" + left
                : points(end.scores()[p]) + left;
    }

    /** What the review expects of best play from the first move: final points, or the chance of emptying the pouch. */
    private static String bestPlay(GameReview review) {
        MoveReview first = review.review(0);
        if (first == null) {
            return "...";
        }
        if (review.scoring() == ishido.rules.Scoring.ANCIENT) {
            ishido.ai.Outcomes o = first.candidate(first.best()).outcomes();
            return o == null ? "" : Math.round(100 * o.emptyChance()) + "% empty";
        }
        return "about " + points(Math.round(first.bestExpected()));
    }

    private static String points(long score) {
        return String.format(Locale.ROOT, "%,d", score);
    }

    private static void right(Framebuffer fb, Font font, int y, String text, int pen) {
        font.draw(fb, PANEL_X + PANEL_W - font.width(text), y, text, pen);
    }

    private static String clip(String s, int chars) {
        return s.length() <= chars ? s : s.substring(0, chars - 1) + ".";
    }
}
