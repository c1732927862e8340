package ishido.screens.lessons;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.lessons.Course;
import ishido.lessons.Lesson;
import ishido.lessons.Play;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Machine;
import ishido.machine.Screen;
import ishido.rules.Game;
import ishido.rules.Move;
import ishido.rules.Scoring;
import ishido.rules.Square;
import ishido.screens.play.PlayCommand;
import ishido.screens.play.PlayResult;
import ishido.screens.review.ReviewBoard;
import ishido.screens.review.ReviewColors;
import ishido.theme.StoneNames;
import ishido.theme.Stoneset;
import ishido.ui.Button;
import ishido.ui.TextLines;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * A lesson of Help &gt; Learn to Play on the board the review draws, with the current stoneset. The strip above the
 * board has the lesson's title (or, on the status line, why a square was refused, or that it is passed) and its
 * goal (once passed, its summary); the panel has the touchstone, the stone after it where the lesson has one, the
 * score and the buttons. The mouse, a tap, or the keyboard's cursor (the arrows, then Return or Space) make the
 * play screen's {@link PlayCommand.Place}, carried out by {@link #apply}, which answers as the play screen does
 * ({@link PlayResult.Placed} or {@link PlayResult.Refused}). Show (S, P) marks the legal squares; Again (R) sets
 * the lesson up anew; Next (N, Return once passed) goes on to the next lesson; Exit (Esc) goes back.
 */
public final class LessonScreen implements Screen {
    private static final int PANEL_X = 250;
    private static final int PANEL_W = 66;
    private static final int STRIP_X = 6;
    private static final int STRIP_Y = 3;
    private static final int STRIP_W = 308;
    private static final int STRIP_H = 31;
    /** The characters of a strip's line. */
    static final int STRIP_CHARS = (STRIP_W - 8) / Font.WIDTH;

    private final Stoneset stoneset;
    private final StoneNames names;
    private final IntConsumer passed;
    private final Button show = new Button("Show", PANEL_W, this::toggleShow);
    private final Button again = new Button("Again", PANEL_W, () -> apply(new PlayCommand.StartOver()));
    private final Button next = new Button("Next", PANEL_W, this::next);
    private final Button exit = new Button("Exit", PANEL_W, this::exit);
    private Play play;
    private Machine machine;
    private boolean showing;
    /** The status line: why the last square was refused, or null. */
    private String refused;
    /** The keyboard's cursor, shown once an arrow key is pressed. */
    private Square cursor = Square.at(5, 3);
    private boolean cursorShown;

    /**
     * @param number the lesson, from 1
     * @param passed told the number of each lesson passed, for the settings to keep
     */
    public LessonScreen(int number, Stoneset stoneset, IntConsumer passed) {
        this.stoneset = stoneset;
        this.names = StoneNames.of(stoneset);
        this.passed = passed;
        begin(number);
        show.moveTo(PANEL_X, 137);
        again.moveTo(PANEL_X, 153);
        next.moveTo(PANEL_X, 169);
        exit.moveTo(PANEL_X, 185);
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

    @Override
    public void enter(Machine m) {
        machine = m;
    }

    /**
     * Carries out a play command as a lesson does: a placement where the lesson wants it, else refused with its
     * reason; Show Possible Moves marks the legal squares; Start Over sets the lesson up again. Any other command
     * is not a lesson's.
     */
    public PlayResult apply(PlayCommand command) {
        if (command instanceof PlayCommand.Place p) {
            return place(p.square());
        }
        if (command instanceof PlayCommand.ShowPossibleMoves) {
            showing = true;
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
        } else {
            exit();
        }
    }

    private void exit() {
        if (machine != null && machine.screen() == this) {
            machine.pop();
        }
    }

    @Override
    public void input(InputEvent e) {
        if (show.mouse(e) || again.mouse(e) || (play.isPassed() && next.mouse(e)) || exit.mouse(e)) {
            return;
        }
        if (e.isPress(InputEvent.LEFT_BUTTON)) {
            Square s = ReviewBoard.at(e.x(), e.y());
            if (s != null) {
                cursor = s;
                apply(new PlayCommand.Place(s));
            }
        } else if (e.isKey(Key.LEFT) || e.isKey(Key.RIGHT) || e.isKey(Key.UP) || e.isKey(Key.DOWN)) {
            moveCursor(e);
        } else if (e.isKey(Key.ENTER) || e.isChar(' ')) {
            if (play.isPassed()) {
                next();
            } else {
                cursorShown = true;
                apply(new PlayCommand.Place(cursor));
            }
        } else if (e.isChar('s') || e.isChar('S') || e.isChar('p') || e.isChar('P')) {
            toggleShow();
        } else if (e.isChar('r') || e.isChar('R')) {
            apply(new PlayCommand.StartOver());
        } else if (e.isChar('n') || e.isChar('N')) {
            next();
        } else if (e.isKey(Key.ESCAPE)) {
            exit();
        }
    }

    private void moveCursor(InputEvent e) {
        int c = cursor.column() + (e.isKey(Key.LEFT) ? -1 : e.isKey(Key.RIGHT) ? 1 : 0);
        int r = cursor.row() + (e.isKey(Key.UP) ? -1 : e.isKey(Key.DOWN) ? 1 : 0);
        if (cursorShown && Square.onBoard(c, r)) {
            cursor = Square.at(c, r);
        }
        cursorShown = true;
    }

    @Override
    public void tick() {
    }

    @Override
    public void render(Framebuffer fb) {
        ReviewColors.paper(fb, stoneset);
        Font font = Font.standard();
        fb.frame(STRIP_X, STRIP_Y, STRIP_W, STRIP_H, ReviewColors.FRAME);
        Lesson lesson = play.lesson();
        String status;
        int pen;
        if (refused != null) {
            status = refused;
            pen = ReviewColors.BLUNDER;
        } else if (play.isPassed()) {
            status = "Passed! " + (lesson.number() < Course.count() ? "Next: lesson " + (lesson.number() + 1) + "."
                    : "That was the last lesson.");
            pen = ReviewColors.BEST;
        } else {
            status = "Lesson " + lesson.number() + ": " + lesson.title();
            pen = ReviewColors.GOLD;
        }
        font.draw(fb, STRIP_X + 4, STRIP_Y + 3, TextLines.clip(TextLines.wrap(status, STRIP_CHARS), STRIP_CHARS, 1)
                .get(0), pen);
        List<String> goal = TextLines.clip(TextLines.wrap(play.goal(), STRIP_CHARS), STRIP_CHARS, 2);
        for (int i = 0; i < goal.size(); i++) {
            font.draw(fb, STRIP_X + 4, STRIP_Y + 12 + i * 9, goal.get(i), ReviewColors.INK);
        }
        ReviewBoard.draw(fb, stoneset, play.board());
        if (showing) {
            for (Square s : play.legalSquares()) {
                ReviewBoard.dotted(fb, ReviewBoard.x(s), ReviewBoard.y(s), ReviewColors.LINE);
            }
        }
        if (!play.moves().isEmpty()) {
            Square last = play.moves().get(play.moves().size() - 1).square();
            fb.frame(ReviewBoard.x(last), ReviewBoard.y(last), ReviewBoard.CELL, ReviewBoard.CELL, ReviewColors.BEST);
        }
        if (cursorShown && !play.isPassed()) {
            int x = ReviewBoard.x(cursor);
            int y = ReviewBoard.y(cursor);
            fb.frame(x, y, ReviewBoard.CELL, ReviewBoard.CELL, ReviewColors.GOLD);
            fb.frame(x + 1, y + 1, ReviewBoard.CELL - 2, ReviewBoard.CELL - 2, ReviewColors.GOLD);
        }
        drawPanel(fb, font, lesson);
    }

    private void drawPanel(Framebuffer fb, Font font, Lesson lesson) {
        font.draw(fb, PANEL_X, 38, "Lesson", ReviewColors.GOLD);
        String of = lesson.number() + " of " + Course.count();
        font.draw(fb, PANEL_X + PANEL_W - font.width(of), 48, of, ReviewColors.INK);
        int sx = PANEL_X + (PANEL_W - ReviewBoard.CELL) / 2;
        fb.frame(sx - 2, 58, ReviewBoard.CELL + 4, ReviewBoard.CELL + 2, ReviewColors.FRAME);
        if (play.touchstone() != null) {
            stoneset.draw(fb, play.touchstone(), sx, 59);
        }
        if (play.next() != null) {
            font.draw(fb, PANEL_X, 84, "Then", ReviewColors.DIM);
            stoneset.draw(fb, play.next(), PANEL_X + PANEL_W - ReviewBoard.CELL, 82);
        }
        if (lesson.scoring() == Scoring.MODERN) {
            right(fb, font, 108, "Score", Long.toString(play.score()));
        } else {
            font.draw(fb, PANEL_X, 108, "Ancient", ReviewColors.DIM);
        }
        right(fb, font, 118, "4-Ways", Integer.toString(play.fourWays()));
        show.render(fb);
        again.render(fb);
        if (play.isPassed()) {
            next.render(fb);
        }
        exit.render(fb);
    }

    private static void right(Framebuffer fb, Font font, int y, String label, String value) {
        font.draw(fb, PANEL_X, y, label, ReviewColors.DIM);
        font.draw(fb, PANEL_X + PANEL_W - font.width(value), y, value, ReviewColors.INK);
    }
}
