package ishido.screens.lessons;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.lessons.Course;
import ishido.lessons.Lesson;
import ishido.lessons.Play;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.rules.Game;
import ishido.rules.Move;
import ishido.rules.Scoring;
import ishido.rules.Square;
import ishido.screens.play.PlayCommand;
import ishido.screens.play.PlayResult;
import ishido.screens.review.BoardCursor;
import ishido.screens.review.PaperScreen;
import ishido.screens.review.ReviewBoard;
import ishido.screens.review.ReviewColors;
import ishido.screens.review.ReviewLayout;
import ishido.theme.StoneNames;
import ishido.theme.Stoneset;
import ishido.ui.Button;
import ishido.ui.TextLines;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * A lesson of Help &gt; Learn to Play on the board the review draws, with the current stoneset. The strip above the
 * board has the lesson's title (or, on the status line, why a square was refused, or that it is passed) and its
 * goal (once passed, its summary); the panel has the touchstone, the stone after it where the lesson has one, the
 * score and the buttons. The mouse, a tap, or the keyboard's cursor (the arrows, then Return or Space) make the
 * play screen's {@link PlayCommand.Place}, carried out by {@link #apply}, which answers as the play screen does
 * ({@link PlayResult.Placed} or {@link PlayResult.Refused}). A square the strip's words name ("close e5's fourth
 * side", "a2 is in the Beyond") has its name written on it while it is empty, as the board has no coordinates (a
 * newcomer guessed where e5 was) and so the names are learnt. Show (S, P) frames in gold the squares the lesson takes
 * and dots the edge of the other legal ones, so that a newcomer's first try is a right one; Again (R) sets
 * the lesson up anew; Next (N, Return once passed) goes on to the next lesson, after the last to a First Game with
 * Hints where the list gave one; Exit (Esc) goes back.
 */
public final class LessonScreen extends PaperScreen {
    private static final int PANEL_X = ReviewLayout.PANEL_X;
    private static final int PANEL_W = ReviewLayout.PANEL_W;
    /** The characters of a strip's line. */
    static final int STRIP_CHARS = ReviewLayout.STRIP_CHARS;
    /**
     * The status line while Show's marks are up, with dotted squares and without: in the words of a right and a
     * wrong answer ("Gold: the lesson's. Dots: legal too." was understood only after a dotted square was refused).
     */
    static final String SHOWN_BOTH = "Gold: right. Dots: legal, but wrong.";
    static final String SHOWN_GOLD = "Gold: the right squares.";

    private final StoneNames names;
    private final IntConsumer passed;
    private final Button show = new Button("Show", PANEL_W, this::toggleShow);
    private final Button again = new Button("Again", PANEL_W, () -> apply(new PlayCommand.StartOver()));
    private final Button next = new Button("Next", PANEL_W, this::next);
    private final Button exit = new Button("Exit", PANEL_W, this::exit);
    private Play play;
    private boolean showing;
    /** The status line: why the last square was refused, or null. */
    private String refused;
    private final BoardCursor cursor = new BoardCursor();
    /** What the last lesson's Next begins (a First Game with Hints), or null: it goes back. */
    private Runnable afterLast;

    /**
     * @param number the lesson, from 1
     * @param passed told the number of each lesson passed, for the settings to keep
     */
    public LessonScreen(int number, Stoneset stoneset, IntConsumer passed) {
        super(stoneset);
        this.names = StoneNames.of(stoneset);
        this.passed = passed;
        begin(number);
        show.moveTo(PANEL_X, 137);
        again.moveTo(PANEL_X, 153);
        next.moveTo(PANEL_X, 169);
        exit.moveTo(PANEL_X, 185);
    }

    /** After the last lesson, Next runs this (the list's First Game with Hints). */
    public LessonScreen thenFirstGame(Runnable firstGame) {
        afterLast = firstGame;
        return this;
    }

    private void begin(int number) {
        Lesson lesson = Course.lesson(number);
        if (lesson == null) {
            throw new IllegalArgumentException("no lesson " + number + " (lessons 1 to " + Course.count() + ")");
        }
        play = lesson.play(names);
        refused = null;
        showing = false;
    }

    /** The lesson under way. */
    public Play play() {
        return play;
    }

    /**
     * Carries out a play command as a lesson does: a placement where the lesson wants it, else refused with its
     * reason; Show Possible Moves marks the lesson's squares and the other legal ones; Start Over sets the lesson
     * up again. Any other command
     * is not a lesson's.
     */
    public PlayResult apply(PlayCommand command) {
        if (command instanceof PlayCommand.Place p) {
            return place(p.square());
        }
        if (command instanceof PlayCommand.ShowPossibleMoves) {
            // The marks' meaning takes the status line: the player asked where the stone goes.
            showing = true;
            refused = null;
            return new PlayResult.Done();
        }
        if (command instanceof PlayCommand.StartOver) {
            play.restart();
            refused = null;
            showing = false;
            return new PlayResult.Done();
        }
        return new PlayResult.Refused("Not in a lesson: Exit goes back to the game.");
    }

    private PlayResult place(Square square) {
        Play.Outcome o = play.place(square);
        if (o instanceof Play.Refused r) {
            refused = r.reason();
            return new PlayResult.Refused(r.reason());
        }
        Move move = ((Play.Placed) o).move();
        refused = null;
        showing = false;
        if (play.isPassed()) {
            passed.accept(play.lesson().number());
        }
        return PlayResult.Placed.on(0, move, play.board(), Game.End.NOT_YET);
    }

    private void toggleShow() {
        if (showing) {
            showing = false;
            refused = null;
        } else {
            apply(new PlayCommand.ShowPossibleMoves());
        }
    }

    private void next() {
        if (!play.isPassed()) {
            return;
        }
        if (play.lesson().number() < Course.count()) {
            begin(play.lesson().number() + 1);
        } else if (afterLast != null) {
            afterLast.run();
        } else {
            exit();
        }
    }

    @Override
    public void input(InputEvent e) {
        if (show.mouse(e) || again.mouse(e) || (play.isPassed() && next.mouse(e)) || exit.mouse(e)) {
            return;
        }
        if (cursor.placing(e, play.isPassed(), s -> apply(new PlayCommand.Place(s)), this::next)) {
            return;
        }
        if (e.isChar('s') || e.isChar('S') || e.isChar('p') || e.isChar('P') || e.isKey(Key.VIEW)) {
            // The pad's Select shows the square, its X (Backspace) starts the lesson again.
            toggleShow();
        } else if (e.isChar('r') || e.isChar('R') || e.fromPad() && e.isKey(Key.BACKSPACE)) {
            apply(new PlayCommand.StartOver());
        } else if (e.isChar('n') || e.isChar('N')) {
            next();
        } else if (e.isKey(Key.ESCAPE)) {
            exit();
        }
    }

    @Override
    protected void draw(Framebuffer fb, Font font) {
        ReviewLayout.strip(fb);
        Lesson lesson = play.lesson();
        int pen = refused != null ? ReviewColors.BLUNDER : play.isPassed() ? ReviewColors.BEST : ReviewColors.GOLD;
        ReviewLayout.line(fb, font, 0, TextLines.clip(TextLines.wrap(status(), STRIP_CHARS), STRIP_CHARS, 1).get(0), pen);
        List<String> goal = TextLines.clip(TextLines.wrap(play.goal(), STRIP_CHARS), STRIP_CHARS, 2);
        for (int i = 0; i < goal.size(); i++) {
            ReviewLayout.line(fb, font, i + 1, goal.get(i), ReviewColors.INK);
        }
        ReviewBoard.draw(fb, stoneset, play.board());
        drawNamed(fb, font, status() + " " + play.goal());
        if (showing) {
            drawShown(fb);
        }
        if (!play.moves().isEmpty()) {
            Square last = play.moves().get(play.moves().size() - 1).square();
            fb.frame(ReviewBoard.x(last), ReviewBoard.y(last), ReviewBoard.CELL, ReviewBoard.CELL, ReviewColors.BEST);
        }
        if (!play.isPassed()) {
            cursor.render(fb);
        }
        drawPanel(fb, font, lesson);
    }

    /**
     * The status line: why the last square was refused; while Show's marks are up, what they mean; that the lesson
     * is passed and what Next does; else the lesson's title.
     */
    String status() {
        Lesson lesson = play.lesson();
        if (refused != null) {
            return refused;
        }
        if (showing) {
            return play.answers().size() < play.legalSquares().size() ? SHOWN_BOTH : SHOWN_GOLD;
        }
        if (play.isPassed()) {
            return "Passed! " + (lesson.number() < Course.count() ? "Next: lesson " + (lesson.number() + 1) + "."
                    : afterLast != null ? "Next: a game with hints." : "That was the last lesson.");
        }
        return "Lesson " + lesson.number() + ": " + lesson.title();
    }

    /** Each empty square the words name, its name written on it. */
    private void drawNamed(Framebuffer fb, Font font, String words) {
        for (Square s : named(words)) {
            if (play.board().isEmpty(s)) {
                font.draw(fb, ReviewBoard.x(s) + (ReviewBoard.CELL - font.width(s.toString())) / 2,
                        ReviewBoard.y(s) + (ReviewBoard.CELL - Font.HEIGHT) / 2, s.toString(), ReviewColors.INK);
            }
        }
    }

    /** The squares named in words ("e5", "e5's"): a column letter and a row digit standing alone, in the order said. */
    static List<Square> named(String words) {
        List<Square> named = new ArrayList<>();
        for (int i = 0; i + 1 < words.length(); i++) {
            char column = words.charAt(i);
            char row = words.charAt(i + 1);
            boolean alone = (i == 0 || !Character.isLetterOrDigit(words.charAt(i - 1)))
                    && (i + 2 == words.length() || !Character.isLetterOrDigit(words.charAt(i + 2)));
            if (column >= 'a' && column <= 'l' && row >= '1' && row <= '8' && alone) {
                Square s = Square.parse(words.substring(i, i + 2));
                if (!named.contains(s)) {
                    named.add(s);
                }
            }
        }
        return named;
    }

    /**
     * Show's marks: the lesson's squares framed twice in gold, where a tap passes the step, and the other squares
     * the rules allow with a dotted edge, dimmer, as they are refused with the lesson's reason.
     */
    private void drawShown(Framebuffer fb) {
        List<Square> answers = play.answers();
        for (Square s : play.legalSquares()) {
            int x = ReviewBoard.x(s);
            int y = ReviewBoard.y(s);
            if (answers.contains(s)) {
                fb.frame(x, y, ReviewBoard.CELL, ReviewBoard.CELL, ReviewColors.GOLD);
                fb.frame(x + 1, y + 1, ReviewBoard.CELL - 2, ReviewBoard.CELL - 2, ReviewColors.GOLD);
            } else {
                ReviewBoard.dotted(fb, x, y, ReviewColors.LINE);
            }
        }
    }

    private void drawPanel(Framebuffer fb, Font font, Lesson lesson) {
        font.draw(fb, PANEL_X, 38, "Lesson", ReviewColors.GOLD);
        ReviewLayout.right(fb, font, 48, lesson.number() + " of " + Course.count(), ReviewColors.INK);
        int sx = ReviewLayout.stoneFrame(fb);
        if (play.touchstone() != null) {
            stoneset.draw(fb, play.touchstone(), sx, 59);
        }
        if (play.next() != null) {
            font.draw(fb, PANEL_X, 84, "Then", ReviewColors.DIM);
            stoneset.draw(fb, play.next(), PANEL_X + PANEL_W - ReviewBoard.CELL, 82);
        }
        if (lesson.scoring() == Scoring.MODERN) {
            ReviewLayout.figure(fb, font, 108, "Score", Long.toString(play.score()), ReviewColors.INK);
        } else {
            font.draw(fb, PANEL_X, 108, "Ancient", ReviewColors.DIM);
        }
        ReviewLayout.figure(fb, font, 118, "4-Ways", Integer.toString(play.fourWays()), ReviewColors.INK);
        show.render(fb);
        again.render(fb);
        if (play.isPassed()) {
            next.render(fb);
        }
        exit.render(fb);
    }
}
