package ishido.screens.puzzles;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.lessons.Reasons;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Machine;
import ishido.match.DealCode;
import ishido.puzzle.Attempt;
import ishido.puzzle.Explanation;
import ishido.puzzle.Glicko;
import ishido.puzzle.Outcome;
import ishido.puzzle.Puzzle;
import ishido.puzzle.Ratings;
import ishido.puzzle.Serving;
import ishido.puzzle.Theme;
import ishido.puzzle.TimedRun;
import ishido.rules.Game;
import ishido.rules.Move;
import ishido.rules.Square;
import ishido.screens.play.PlayCommand;
import ishido.screens.play.PlayResult;
import ishido.screens.review.BoardCursor;
import ishido.screens.review.PaperScreen;
import ishido.screens.review.ReviewBoard;
import ishido.screens.review.ReviewColors;
import ishido.screens.review.ReviewLayout;
import ishido.store.PuzzleLog;
import ishido.ui.Button;
import ishido.ui.Requester;
import ishido.ui.RequesterQueue;
import ishido.ui.TextLines;
import ishido.work.Job;
import java.io.IOException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/**
 * A puzzle on the board the review draws: "where does this stone go?". The strip above the board asks it, then
 * gives the verdict and the Master's reasons; the panel has the stone, the player's rating and the buttons. The
 * mouse, a tap, or the keyboard's cursor (the arrows, then Return or Space) make the play screen's
 * {@link PlayCommand.Place}, carried out by {@link #apply}; Help's Suggest Move (H, Hint) gives the theme, Show
 * Pouch (P, Pouch) the stones still to come. Three kinds: a rated puzzle (two tries, then the answer; Next, N,
 * serves one near the new rating), the puzzle of the day (the same for everyone on a date, rated once, with Share),
 * and the timed run ({@link TimedRun}: one try each, the clock and the mistakes in the panel, Again at its end).
 * Every try of a rated puzzle is kept in the player's puzzle log at once. Exit (Esc) goes back.
 */
public final class PuzzleScreen extends PaperScreen {
    /** The three kinds of puzzle the screen shows. */
    public enum Kind {
        RATED, DAILY, RUN
    }

    private static final int PANEL_X = ReviewLayout.PANEL_X;
    private static final int PANEL_W = ReviewLayout.PANEL_W;
    private static final int STRIP_CHARS = ReviewLayout.STRIP_CHARS;
    /** The characters of a requester's line. */
    private static final int REQUESTER_CHARS = 34;
    /** How long a timed run's verdict of the last puzzle stays on the strip, in ticks. */
    private static final int FLASH_TICKS = 90;

    private final PuzzleDesk desk;
    private final Kind kind;
    private final Theme theme;
    private final PuzzleWords words;
    private final RequesterQueue requesters = new RequesterQueue();
    private final Button hint = new Button("Hint", PANEL_W, () -> apply(new PlayCommand.Suggest()));
    private final Button pouch = new Button("Pouch", PANEL_W, () -> apply(new PlayCommand.ShowPouch()));
    private final Button why = new Button("Why", PANEL_W, this::showWhy);
    private final Button next = new Button("Next", PANEL_W, this::next);
    private final Button share = new Button("Share", PANEL_W, this::share);
    private final Button again = new Button("Again", PANEL_W, this::again);
    private final Button exit = new Button("Exit", PANEL_W, this::exit);
    private PuzzleLog.State state;
    private Attempt attempt;
    private TimedRun run;
    /** The player's rating before the try under way, to show what the try changed. */
    private Glicko before;
    /** The try kept once the puzzle is over (null before, and for a try not kept). */
    private PuzzleLog.Try kept;
    /**
     * The puzzle was tried before this showing (the puzzle of the day today, a rated puzzle a link opened at any time):
     * it is shown as it ended, with its answer, and not rated again.
     */
    private PuzzleLog.Try triedBefore;
    private Explanation explanation;
    private Job<Explanation> weighing;
    /** The status line: why the last square was refused, or null. */
    private String refused;
    /** A timed run's verdict of the puzzle before, and the ticks it stays. */
    private String flash;
    private boolean flashRight;
    private int flashTicks;
    private boolean runKept;
    private int runsStarted;
    private final BoardCursor cursor = new BoardCursor();

    /**
     * @param theme the rated puzzles' theme, null for any
     * @param first the first rated puzzle, or null to serve one near the player's rating (a run and the puzzle of the
     *              day choose their own)
     */
    public PuzzleScreen(PuzzleDesk desk, Kind kind, Theme theme, Puzzle first) {
        super(desk.stoneset());
        this.desk = desk;
        this.kind = kind;
        this.theme = theme;
        this.words = new PuzzleWords(desk.stoneset());
        state = read();
        hint.moveTo(PANEL_X, 121);
        pouch.moveTo(PANEL_X, 137);
        why.moveTo(PANEL_X, 153);
        next.moveTo(PANEL_X, 169);
        share.moveTo(PANEL_X, 169);
        again.moveTo(PANEL_X, 169);
        exit.moveTo(PANEL_X, 185);
        switch (kind) {
            case RATED -> beginRated(first);
            case DAILY -> beginDaily();
            case RUN -> beginRun();
        }
    }

    private PuzzleLog.State read() {
        try {
            return desk.log().read();
        } catch (IOException e) {
            requesters.show(Requester.message("Puzzles", TextLines.wrap("The puzzle log does not read: "
                    + e.getMessage(), REQUESTER_CHARS), "OK", null, yes -> { }));
            return PuzzleLog.State.EMPTY;
        }
    }

    private Puzzle served() {
        Puzzle p = Serving.next(desk.set(), state.player().rating(), state::rating, theme, state.tried(),
                desk.seed() + 31L * state.tries().size());
        return p != null ? p : desk.set().get(0);
    }

    private LocalDate today() {
        return desk.today();
    }

    private void begin(Puzzle puzzle) {
        if (weighing != null) {
            weighing.cancel();
            weighing = null;
        }
        attempt = new Attempt(puzzle, kind == Kind.RUN ? 1 : 2);
        before = state.player();
        kept = null;
        triedBefore = null;
        refused = null;
        explanation = null;
        if (kind != Kind.RUN && desk.background() != null) {
            weighing = desk.background().start(Explanation.weighing(puzzle));
        }
    }

    /** A rated puzzle: the one asked for (a link's: shown as it ended when it was tried before), else one served. */
    private void beginRated(Puzzle first) {
        begin(first != null ? first : served());
        if (first != null) {
            showEnded(state.lastTry(first.number()));
        }
    }

    private void beginDaily() {
        Puzzle p = Serving.ofDay(desk.set(), today());
        begin(p);
        showEnded(state.triedOn(p.number(), today()));
    }

    /** A try before this showing, if any: the puzzle shown as it ended, the answer on the board, nothing rated again. */
    private void showEnded(PuzzleLog.Try before) {
        triedBefore = before;
        if (before != null) {
            attempt.place(attempt.puzzle().answer());
        }
    }

    private void beginRun() {
        run = new TimedRun(Serving.run(desk.set(), desk.seed() + 977L * runsStarted++));
        runKept = false;
        flash = null;
        begin(run.current().puzzle());
    }

    /** The puzzle under way (the last one of a run that is over). */
    public Attempt attempt() {
        return attempt;
    }

    /** The timed run, or null on a rated puzzle and the puzzle of the day. */
    public TimedRun run() {
        return run;
    }

    public Kind kind() {
        return kind;
    }

    /** The requesters over the screen (the reasons, the pouch, a failure to keep), for tests. */
    public RequesterQueue requesters() {
        return requesters;
    }

    @Override
    public void enter(Machine m) {
        super.enter(m);
        requesters.useClipboard(m.clipboard());
    }

    @Override
    public void close() {
        if (weighing != null) {
            weighing.cancel();
        }
    }

    /**
     * Carries out a play command as a puzzle does: a placement is a try (a square the rules refuse is refused with
     * their reason and is no try; a wrong square is refused with the verdict); Suggest Move gives the hint, Show
     * Pouch the stones still to come. Any other command is not a puzzle's.
     */
    public PlayResult apply(PlayCommand command) {
        if (command instanceof PlayCommand.Place p) {
            return place(p.square());
        }
        if (command instanceof PlayCommand.Suggest) {
            return takeHint();
        }
        if (command instanceof PlayCommand.ShowPouch) {
            requesters.show(PouchRequester.of(attempt.puzzle(), desk.stoneset()));
            return new PlayResult.Opened(PouchRequester.TITLE);
        }
        return new PlayResult.Refused("Not in a puzzle: Exit goes back to the game.");
    }

    private PlayResult place(Square square) {
        if (attempt.state().over() || run != null && run.isOver()) {
            return new PlayResult.Refused(kind == Kind.RUN ? "The run is over: Again for another."
                    : kind == Kind.DAILY ? "That was today's puzzle: a new one comes tomorrow." : "Next for another puzzle.");
        }
        if (!attempt.isLegal(square)) {
            refused = Reasons.illegal(attempt.position().board(), attempt.puzzle().stone(), square, words.names());
            return new PlayResult.Refused(refused);
        }
        refused = null;
        if (run != null) {
            return placeInRun(square);
        }
        Attempt.State now = attempt.place(square);
        if (now.over()) {
            keep();
        }
        if (now == Attempt.State.SOLVED) {
            return placed(square);
        }
        return new PlayResult.Refused(words.verdict(attempt));
    }

    private PlayResult placeInRun(Square square) {
        Puzzle p = attempt.puzzle();
        Outcome o = run.place(square);
        flashRight = o == Outcome.SOLVED;
        flash = flashRight ? "Right! " + square + "." : "Not " + square + ": it was " + p.answer() + ".";
        flashTicks = FLASH_TICKS;
        if (run.current() != attempt) {
            begin(run.current().puzzle());
        }
        if (run.isOver()) {
            keepRun();
        }
        return flashRight ? placedIn(p, square) : new PlayResult.Refused(flash);
    }

    /** The placement of the answer, as the play screen would say it. */
    private PlayResult placed(Square square) {
        return placedIn(attempt.puzzle(), square);
    }

    private static PlayResult placedIn(Puzzle puzzle, Square square) {
        Game game = puzzle.game();
        try {
            Move move = game.place(square);
            return PlayResult.Placed.on(0, move, game.boardCopy(), Game.End.NOT_YET);
        } catch (ishido.rules.IllegalMoveException e) {
            throw new IllegalStateException("the answer " + square + " is illegal", e);
        }
    }

    /** A rated try or the day's first is kept in the log at once, both ratings with it. */
    private void keep() {
        if (triedBefore != null) {
            return;
        }
        try {
            state = desk.log().tried(attempt.puzzle(), attempt.outcome(), attempt.hinted(), kind == Kind.DAILY);
            kept = state.tries().get(state.tries().size() - 1);
        } catch (IOException e) {
            notKept(e);
        }
    }

    private void keepRun() {
        if (runKept) {
            return;
        }
        runKept = true;
        try {
            state = desk.log().ran(run.solved(), run.mistakes());
        } catch (IOException e) {
            notKept(e);
        }
    }

    private void notKept(IOException e) {
        requesters.show(Requester.message("Puzzles", TextLines.wrap("Not kept: " + e.getMessage(), REQUESTER_CHARS),
                "OK", null, yes -> { }));
    }

    private PlayResult takeHint() {
        if (kind == Kind.RUN) {
            return new PlayResult.Refused("No hints in a timed run.");
        }
        if (!attempt.hint()) {
            return new PlayResult.Refused("The puzzle is over: no hint needed.");
        }
        return new PlayResult.Done();
    }

    private void next() {
        if (kind == Kind.RATED && attempt.state().over()) {
            begin(served());
        }
    }

    private void again() {
        if (kind == Kind.RUN && run.isOver()) {
            beginRun();
        }
    }

    /** The explanation, weighed at once where there is no background, else once its weighing is done. */
    private Explanation explanation() {
        if (explanation == null && weighing == null && kind != Kind.RUN) {
            explanation = Explanation.of(attempt.puzzle());
        }
        return explanation;
    }

    /** Why: the verdict and every reason of the Master's, whole, in a requester. */
    private void showWhy() {
        if (!attempt.state().over() && attempt.state() != Attempt.State.AGAIN) {
            return;
        }
        List<String> lines = new ArrayList<>(TextLines.wrap(verdictLine(), REQUESTER_CHARS));
        Explanation e = explanation();
        List<String> reasons = e == null ? List.of("The Master is still weighing.") : words.reasons(attempt, e);
        if (reasons.isEmpty()) {
            reasons = List.of(words.noReason(attempt));
        }
        for (String r : reasons) {
            lines.add("");
            lines.addAll(TextLines.wrap(r, REQUESTER_CHARS));
        }
        requesters.show(Requester.message("Why", lines, "OK", null, yes -> { }));
    }

    /**
     * The line the puzzle of the day shares, then, where the game has an address (the page), the link that opens the
     * same puzzle ({@code ?puzzle=N}; the desktop's {@code --puzzle N}).
     */
    String shareText() {
        Outcome o = triedBefore != null ? triedBefore.outcome() : attempt.outcome();
        String how = o == null ? "not solved yet" : switch (o) {
            case SOLVED -> "solved at the first try";
            case SECOND -> "solved at the second try";
            case FAILED -> "not solved";
        };
        DealCode code = attempt.puzzle().code();
        String address = desk.host().address();
        return "Ishido puzzle of the day " + today() + " \u00b7 puzzle " + attempt.puzzle().number()
                + (code == null ? "" : " \u00b7 deal " + code) + " \u00b7 " + how
                + (attempt.hinted() ? " \u00b7 with the hint" : "")
                + (address == null ? "" : "\n" + address + "?puzzle=" + attempt.puzzle().number());
    }

    private void share() {
        if (kind != Kind.DAILY || !attempt.state().over()) {
            return;
        }
        String text = shareText();
        if (desk.host().share(text)) {
            return;
        }
        if (machine != null) {
            machine.clipboard().putText(text);
        }
        requesters.show(Requester.message("Share", TextLines.wrap("Copied to the clipboard: " + text, REQUESTER_CHARS),
                "OK", null, yes -> { }));
    }

    @Override
    public void input(InputEvent e) {
        if (requesters.isActive()) {
            requesters.input(e);
            return;
        }
        if (buttonsTake(e)) {
            return;
        }
        if (cursor.placing(e, over(), s -> apply(new PlayCommand.Place(s)), () -> {
            next();
            again();
        })) {
            return;
        }
        if (e.isChar('h') || e.isChar('H')) {
            apply(new PlayCommand.Suggest());
        } else if (e.isChar('p') || e.isChar('P')) {
            apply(new PlayCommand.ShowPouch());
        } else if (e.isChar('w') || e.isChar('W')) {
            showWhy();
        } else if (e.isChar('n') || e.isChar('N')) {
            next();
        } else if (e.isChar('a') || e.isChar('A')) {
            again();
        } else if (e.isChar('s') || e.isChar('S')) {
            share();
        } else if (e.isKey(Key.ESCAPE)) {
            exit();
        }
    }

    /** Whether the puzzle (or the run) has ended. */
    private boolean over() {
        return run != null ? run.isOver() : attempt.state().over();
    }

    private boolean buttonsTake(InputEvent e) {
        for (Button b : shown()) {
            if (b.mouse(e)) {
                return true;
            }
        }
        return false;
    }

    /** The panel's buttons as they stand now. */
    private List<Button> shown() {
        List<Button> out = new ArrayList<>();
        if (kind == Kind.RUN) {
            if (run.isOver()) {
                out.add(again);
            }
        } else {
            if (!attempt.state().over()) {
                out.add(hint);
            }
            out.add(pouch);
            if (attempt.state() != Attempt.State.ASKING) {
                out.add(why);
            }
            if (attempt.state().over()) {
                out.add(kind == Kind.DAILY ? share : next);
            }
        }
        out.add(exit);
        return out;
    }

    @Override
    public void tick() {
        requesters.tick();
        if (weighing != null && weighing.isDone()) {
            explanation = weighing.result();
            weighing = null;
        }
        if (run != null) {
            boolean wasOver = run.isOver();
            run.tick();
            if (!wasOver && run.isOver()) {
                keepRun();
            }
            if (flashTicks > 0) {
                flashTicks--;
            }
        }
    }

    @Override
    protected void draw(Framebuffer fb, Font font) {
        ReviewLayout.strip(fb);
        List<String> lines = new ArrayList<>();
        List<Integer> pens = new ArrayList<>();
        strip(lines, pens);
        for (int i = 0; i < lines.size(); i++) {
            ReviewLayout.line(fb, font, i, lines.get(i), pens.get(i));
        }
        if (run != null && run.isOver()) {
            drawRunOver(fb, font);
        } else {
            drawBoard(fb);
        }
        drawPanel(fb, font);
        for (Button b : shown()) {
            b.render(fb);
        }
        requesters.render(fb);
    }

    private String said(String text) {
        return machine == null ? text : machine.words(text);
    }

    /** The strip's three lines and their pens: what to do, or the verdict and the Master's reasons. */
    private void strip(List<String> lines, List<Integer> pens) {
        String first;
        int pen;
        if (refused != null) {
            first = refused;
            pen = ReviewColors.BLUNDER;
        } else if (run != null) {
            if (run.isOver()) {
                first = "The run is over.";
                pen = ReviewColors.GOLD;
            } else if (flashTicks > 0 && flash != null) {
                first = flash;
                pen = flashRight ? ReviewColors.BEST : ReviewColors.BLUNDER;
            } else {
                first = "Timed run: puzzle " + run.number();
                pen = ReviewColors.GOLD;
            }
        } else if (attempt.state() == Attempt.State.ASKING) {
            first = (kind == Kind.DAILY ? "Puzzle of the day, " + today() : "Puzzle " + attempt.puzzle().number())
                    + (attempt.hinted() ? ": " + attempt.puzzle().themes().get(0).title() : "");
            pen = ReviewColors.GOLD;
        } else {
            first = verdictLine();
            pen = attempt.state() == Attempt.State.SOLVED ? ReviewColors.BEST : ReviewColors.BLUNDER;
        }
        add(lines, pens, TextLines.clip(TextLines.wrap(first, STRIP_CHARS), STRIP_CHARS, 1).get(0), pen);
        List<String> rest;
        int restPen = ReviewColors.INK;
        if (run != null) {
            rest = TextLines.wrap(run.isOver() ? said("Again for another run, Exit to go back.")
                    : words.runQuestion(attempt.puzzle()), STRIP_CHARS);
        } else if (triedBefore != null) {
            rest = TextLines.wrap(kind == Kind.DAILY
                    ? "Tried today already; a new one comes tomorrow. Share tells a friend."
                    : "Tried on " + triedBefore.date() + " already, so not rated again: Next for another.",
                    STRIP_CHARS);
        } else if (attempt.state() == Attempt.State.ASKING) {
            rest = TextLines.wrap(said(words.question(attempt.puzzle())), STRIP_CHARS);
        } else {
            Explanation e = explanation();
            if (e == null) {
                rest = List.of("The Master is putting it into words...");
                restPen = ReviewColors.DIM;
            } else {
                List<String> reasons = words.reasons(attempt, e);
                rest = TextLines.clip(TextLines.wrap(reasons.isEmpty() ? words.noReason(attempt) : reasons.get(0),
                        STRIP_CHARS), STRIP_CHARS, 2);
            }
        }
        for (String line : TextLines.clip(rest, STRIP_CHARS, 2)) {
            add(lines, pens, line, restPen);
        }
    }

    private static void add(List<String> lines, List<Integer> pens, String line, int pen) {
        lines.add(line);
        pens.add(pen);
    }

    /** The first line of the verdict, with the puzzle's rating once it is over. */
    private String verdictLine() {
        if (triedBefore != null) {
            return switch (triedBefore.outcome()) {
                case SOLVED -> "Solved at the first try: " + attempt.puzzle().answer() + ".";
                case SECOND -> "Solved at the second try: " + attempt.puzzle().answer() + ".";
                case FAILED -> "The answer was " + attempt.puzzle().answer() + ".";
            };
        }
        return words.verdict(attempt);
    }

    private void drawBoard(Framebuffer fb) {
        ReviewBoard.draw(fb, desk.stoneset(), attempt.position());
        Puzzle p = attempt.puzzle();
        Square wrong = attempt.wrong();
        if (wrong != null && run == null) {
            ReviewBoard.ghost(fb, desk.stoneset(), p.stone(), wrong);
            BoardCursor.mark(fb, wrong, ReviewColors.BLUNDER);
        }
        Square last = attempt.last();
        if (attempt.state() == Attempt.State.FAILED && last != null && !last.equals(wrong)) {
            ReviewBoard.ghost(fb, desk.stoneset(), p.stone(), last);
            BoardCursor.mark(fb, last, ReviewColors.BLUNDER);
        }
        if (attempt.state().over()) {
            desk.stoneset().draw(fb, p.stone(), ReviewBoard.x(p.answer()), ReviewBoard.y(p.answer()));
            BoardCursor.mark(fb, p.answer(), ReviewColors.BEST);
        }
        if (!attempt.state().over()) {
            cursor.render(fb);
        }
    }

    private void drawRunOver(Framebuffer fb, Font font) {
        int w = 12 * ReviewBoard.CELL;
        int h = 8 * ReviewBoard.CELL;
        fb.frame(ReviewBoard.X - 1, ReviewBoard.Y - 1, w + 2, h + 2, ReviewColors.FRAME);
        int mid = ReviewBoard.X + w / 2;
        int y = ReviewBoard.Y + 40;
        font.drawCentered(fb, mid, y, "Run over", ReviewColors.GOLD);
        String why = run.mistakes() >= TimedRun.MISTAKES ? "Three mistakes." : run.secondsLeft() == 0 ? "Time is up."
                : "Every puzzle of the run done.";
        font.drawCentered(fb, mid, y + 16, why, ReviewColors.DIM);
        font.drawCentered(fb, mid, y + 32, "You solved " + run.solved() + (run.solved() == 1 ? " puzzle" : " puzzles"),
                ReviewColors.INK);
        int best = state.bestRun();
        boolean newBest = runKept && run.solved() >= best && run.solved() > 0 && bestBefore() < run.solved();
        font.drawCentered(fb, mid, y + 48, newBest ? "Your best run yet!" : "Your best: " + best,
                newBest ? ReviewColors.BEST : ReviewColors.INK);
    }

    /** The best run before the one just ended. */
    private int bestBefore() {
        int best = 0;
        List<PuzzleLog.Run> runs = state.runs();
        for (int i = 0; i < runs.size() - (runKept ? 1 : 0); i++) {
            best = Math.max(best, runs.get(i).solved());
        }
        return best;
    }

    private void drawPanel(Framebuffer fb, Font font) {
        String title = switch (kind) {
            case RATED -> "Puzzle";
            case DAILY -> "Daily";
            case RUN -> "Run";
        };
        font.draw(fb, PANEL_X, 38, title, ReviewColors.GOLD);
        ReviewLayout.right(fb, font, 48, kind == Kind.RUN ? clock(run.secondsLeft())
                : Integer.toString(attempt.puzzle().number()), ReviewColors.INK);
        int sx = ReviewLayout.stoneFrame(fb);
        if (!attempt.state().over() && !(run != null && run.isOver())) {
            desk.stoneset().draw(fb, attempt.puzzle().stone(), sx, 59);
        }
        if (kind == Kind.RUN) {
            ReviewLayout.figure(fb, font, 84, "Solved", Integer.toString(run.solved()), ReviewColors.BEST);
            font.draw(fb, PANEL_X, 96, "Mistakes", ReviewColors.DIM);
            StringBuilder marks = new StringBuilder();
            for (int i = 0; i < TimedRun.MISTAKES; i++) {
                marks.append(i == 0 ? "" : " ").append(i < run.mistakes() ? "X" : "-");
            }
            ReviewLayout.right(fb, font, 106, marks.toString(), ReviewColors.BLUNDER);
            ReviewLayout.figure(fb, font, 120, "Best", Integer.toString(state.bestRun()), ReviewColors.INK);
            return;
        }
        font.draw(fb, PANEL_X, 84, "Rating", ReviewColors.DIM);
        Glicko now = kept != null ? kept.player() : state.player();
        ReviewLayout.right(fb, font, 94, Ratings.shown(now), ReviewColors.INK);
        if (kept != null) {
            long change = Math.round(now.rating()) - Math.round(before.rating());
            ReviewLayout.right(fb, font, 104, !kept.rated() ? "unrated" : (change >= 0 ? "+" : "") + change,
                    !kept.rated() ? ReviewColors.DIM : change >= 0 ? ReviewColors.BEST : ReviewColors.BLUNDER);
        } else if (triedBefore != null) {
            ReviewLayout.right(fb, font, 104, "unrated", ReviewColors.DIM);
        }
    }

    private static String clock(int seconds) {
        return seconds / 60 + ":" + (seconds % 60 < 10 ? "0" : "") + seconds % 60;
    }
}
