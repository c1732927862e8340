package ishido.screens.practice;

import ishido.ai.MoveReview;
import ishido.ai.Reason;
import ishido.ai.Turn;
import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.practice.Practice;
import ishido.rules.Square;
import ishido.screens.review.PaperScreen;
import ishido.screens.review.PlayerWords;
import ishido.screens.review.ReviewBoard;
import ishido.screens.review.ReviewColors;
import ishido.screens.review.ReviewLayout;
import ishido.theme.StoneNames;
import ishido.theme.Stoneset;
import ishido.ui.Button;
import ishido.ui.TextLines;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Practise your mistakes, from the review's summary: each marked move set up as it was, the stone to
 * place by a click on the board; then whether it was found, the best square as a ghost and why it is
 * better. Return, Space or Next goes on; Esc or Exit leaves, and the result so far (found N of M) is
 * handed to the keeper given, once a move has been answered.
 */
public final class PracticeScreen extends PaperScreen {
    private static final int PANEL_X = ReviewLayout.PANEL_X;
    private static final int PANEL_W = ReviewLayout.PANEL_W;
    private static final int STRIP_X = ReviewLayout.STRIP_X;
    private static final int STRIP_Y = ReviewLayout.STRIP_Y;
    private static final int STRIP_W = ReviewLayout.STRIP_W;
    private static final int STRIP_CHARS = ReviewLayout.STRIP_CHARS;

    private final Practice practice;
    /** How stones are named: as the stoneset shows them. */
    private final Reason.StoneWords names;
    /** The same words for a refused square's reason, as a lesson gives it. */
    private final StoneNames stoneNames;
    private final Consumer<Practice.Result> keeper;
    private final Button next = new Button("Next", PANEL_W, this::next);
    private final Button exit = new Button("Exit", PANEL_W, this::exit);
    private boolean kept;
    /** Why the last tap on the board was refused, for the status line; null once a tap is taken or the move changes. */
    private String refused;

    /** @param keeper told the result when the player leaves having answered at least one move */
    public PracticeScreen(Practice practice, Stoneset stoneset, Consumer<Practice.Result> keeper) {
        super(stoneset);
        this.practice = practice;
        this.names = PlayerWords.of(stoneset);
        this.stoneNames = StoneNames.of(stoneset);
        this.keeper = keeper;
        next.moveTo(PANEL_X, 169);
        exit.moveTo(PANEL_X, 185);
    }

    public Practice practice() {
        return practice;
    }

    private void next() {
        if (practice.next()) {
            refused = null;
        }
    }

    /** The practice's result is kept once, as it goes back. */
    @Override
    protected void exit() {
        if (!kept && practice.result().asked() > 0) {
            kept = true;
            keeper.accept(practice.result());
        }
        super.exit();
    }

    @Override
    public void input(InputEvent e) {
        if (practice.answer() != null && next.mouse(e)) {
            return;
        }
        if (exit.mouse(e)) {
            return;
        }
        if (e.isPress(InputEvent.LEFT_BUTTON)) {
            Square s = ReviewBoard.at(e.x(), e.y());
            if (s != null) {
                String why = practice.whyRefused(s, stoneNames);
                refused = practice.place(s) ? null : why;
            }
        } else if (e.isKey(Key.ENTER) || e.isChar(' ') || e.isKey(Key.RIGHT)) {
            next();
        } else if (e.isKey(Key.ESCAPE)) {
            exit();
        }
    }

    @Override
    protected void draw(Framebuffer fb, Font font) {
        ReviewLayout.strip(fb);
        List<String> lines = strip();
        for (int i = 0; i < Math.min(3, lines.size()); i++) {
            ReviewLayout.line(fb, font, i, lines.get(i), i == 0 ? ReviewColors.GOLD : ReviewColors.INK);
        }
        if (refused != null) {
            // The status line: why the tap was refused, over the strip's last line.
            String line = TextLines.clip(TextLines.wrap(refused, STRIP_CHARS), STRIP_CHARS, 1).get(0);
            fb.fill(STRIP_X + 1, STRIP_Y + 20, STRIP_W - 2, 10, ReviewColors.PAPER);
            font.draw(fb, STRIP_X + 4, STRIP_Y + 21, line, ReviewColors.BLUNDER);
        }
        Practice.Result result = practice.result();
        if (practice.isDone()) {
            int w = 12 * ReviewBoard.CELL;
            int h = 8 * ReviewBoard.CELL;
            fb.frame(ReviewBoard.X - 1, ReviewBoard.Y - 1, w + 2, h + 2, ReviewColors.FRAME);
            int mid = ReviewBoard.X + w / 2;
            font.drawCentered(fb, mid, ReviewBoard.Y + 50, "Practice over", ReviewColors.GOLD);
            font.drawCentered(fb, mid, ReviewBoard.Y + 66, "You found " + result.found() + " of " + result.asked(),
                    ReviewColors.INK);
        } else {
            drawBoard(fb);
        }
        font.draw(fb, PANEL_X, 38, "Mistake", ReviewColors.GOLD);
        ReviewLayout.right(fb, font, 48, Math.min(practice.index() + 1, practice.count()) + " of " + practice.count(),
                ReviewColors.INK);
        Turn turn = practice.turn();
        if (turn != null) {
            stoneset.draw(fb, turn.stone(), ReviewLayout.stoneFrame(fb), 59);
            ReviewLayout.figure(fb, font, 84, "Move", Integer.toString(turn.number()), ReviewColors.INK);
        }
        font.draw(fb, PANEL_X, 100, "Found", ReviewColors.DIM);
        ReviewLayout.right(fb, font, 110, result.found() + "/" + result.asked(), ReviewColors.BEST);
        if (practice.answer() != null) {
            next.render(fb);
        }
        exit.render(fb);
    }

    /** A text in the words of the player's hand: "click" is "tap" after a finger's press, "Esc" the pad's B. */
    private String words(String text) {
        return machine == null ? text : machine.words(text);
    }

    /** The strip's lines: what to do, or whether it was found and why the best is better. */
    List<String> strip() {
        List<String> lines = new ArrayList<>();
        if (practice.count() == 0) {
            lines.add("No mistakes to practise: well played!");
            return lines;
        }
        if (practice.isDone()) {
            lines.add("Practise your mistakes");
            lines.add(words("Esc or Exit returns to the review."));
            return lines;
        }
        Turn turn = practice.turn();
        MoveReview r = practice.review();
        if (practice.answer() == null) {
            // The question in one flow, so that a stone's longer name ("the second turquoise feather") never pushes
            // it off the strip; the heading above it while they fit, the panel's "Mistake 1 of 6" saying it anyway.
            List<String> ask = TextLines.wrap("Move " + turn.number() + ": " + (practice.byComputer() ? "the computer"
                    : "you") + " played " + turn.played() + ". Where is " + names.name(turn.stone(), Reason.Which.KIND)
                    + " better? " + words("Click its square."), STRIP_CHARS);
            if (ask.size() < 3) {
                lines.add("Practise your mistakes");
            }
            lines.addAll(ask);
            return TextLines.fitSentences(lines, List.of(), STRIP_CHARS, 3);
        }
        Square a = practice.answer();
        if (practice.found()) {
            lines.add(a.equals(r.best()) ? "Found! " + a + " is the best square." : "Found! " + a
                    + " is as good as " + r.best() + ".");
        } else {
            double loss = practice.answerLoss();
            lines.add("Not found: the best is " + r.best() + (Double.isNaN(loss) ? "." : " (" + a + " -"
                    + Math.round(loss) + ")."));
        }
        List<String> reasons = practice.reasons().stream().map(reason -> reason.sentence(names)).toList();
        return TextLines.fitSentences(lines, reasons, STRIP_CHARS, 3);
    }

    private void drawBoard(Framebuffer fb) {
        Turn turn = practice.turn();
        ReviewBoard.draw(fb, stoneset, turn.before());
        Square a = practice.answer();
        if (a == null) {
            return;
        }
        Square best = practice.review().best();
        if (!best.equals(a)) {
            ReviewBoard.ghost(fb, stoneset, turn.stone(), best);
            ReviewBoard.dotted(fb, ReviewBoard.x(best), ReviewBoard.y(best), ReviewColors.BEST);
        }
        stoneset.draw(fb, turn.stone(), ReviewBoard.x(a), ReviewBoard.y(a));
        int pen = practice.found() ? ReviewColors.BEST : ReviewColors.BLUNDER;
        fb.frame(ReviewBoard.x(a), ReviewBoard.y(a), ReviewBoard.CELL, ReviewBoard.CELL, pen);
        fb.frame(ReviewBoard.x(a) - 1, ReviewBoard.y(a) - 1, ReviewBoard.CELL + 2, ReviewBoard.CELL + 2, pen);
    }
}
