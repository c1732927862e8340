package ishido.screens.challenge;

import ishido.ai.Mark;
import ishido.ai.MoveReview;
import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Machine;
import ishido.machine.Screen;
import ishido.match.FriendMatch;
import ishido.rules.Game;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import ishido.rules.Square;
import ishido.screens.review.ReviewColors;
import ishido.theme.Stoneset;
import ishido.ui.Button;
import ishido.ui.FocusRing;
import ishido.ui.Gadget;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A deal both friends have played, its two games side by side: each board as it ended, the names, score, 4-Ways and
 * stones left, the deal's winner by the scoring's own ranking and the match's running score. Watch (W) steps through
 * both games together, move by move on the same stones (arrows, the wheel, Home and End, or the buttons); there
 * Review (V) has the computer review both games in the background, and each move's mark (?!, ?, ??, with the best
 * square framed) shows under its board as soon as its review is in. Close (Esc) goes back to the board. The screen may offer one more button: the answer to send, or the match's next deal.
 */
public final class SideBySide implements Screen {
    /** The boards' top-left corners and the middles of their columns. */
    static final int LEFT_X = 20;
    static final int RIGHT_X = Framebuffer.WIDTH - 20 - SmallBoard.W;
    static final int BOARD_Y = 15;
    private static final int NAME_Y = BOARD_Y + SmallBoard.H + 5;
    private static final int ROWS_Y = NAME_Y + 12;
    private static final int WINNER_Y = 150;
    private static final int BUTTON_Y = 182;

    private final FriendMatch match;
    private final int deal;
    private final Stoneset stoneset;
    /** The deal's two games, first sender's first, and each placement's square. */
    private final FriendMatch.Played[] games = new FriendMatch.Played[2];
    private final List<Button> results = new ArrayList<>();
    /** The game pad's focus frame over the results' buttons. */
    private final FocusRing resultsRing;
    private final List<Button> watching = new ArrayList<>();
    private final Button watch;
    private final Button close;
    private final Button review;
    /** The reviews Watch's Review starts, or null: no Review button. */
    private WatchReviews reviews;
    private Machine machine;
    /** Watching: the stones placed on each board, from 0 to the longer game's; -1 shows the results. */
    private int move = -1;

    /**
     * The games of a deal of the match; more, when given, is one more button (its label and what it does, run after
     * the screen has gone).
     */
    public SideBySide(FriendMatch match, int deal, Stoneset stoneset, String moreLabel, Runnable more) {
        if (deal < 0 || deal >= match.dealsPlayed()) {
            throw new IllegalArgumentException("deal " + (deal + 1) + " is not played by both");
        }
        this.match = match;
        this.deal = deal;
        this.stoneset = stoneset;
        games[0] = match.games().get(2 * deal);
        games[1] = match.games().get(2 * deal + 1);
        watch = new Button("Watch", () -> go(0));
        close = new Button("Close", () -> leave(null));
        results.add(watch);
        if (more != null) {
            results.add(new Button(moreLabel, () -> leave(more)));
        }
        results.add(close);
        row(results);
        watching.add(new Button("<", 32, () -> go(move - 1)));
        watching.add(new Button(">", 32, () -> go(move + 1)));
        review = new Button("Review", this::review);
        watching.add(new Button("Results", () -> move = -1));
        row(watching);
        resultsRing = new FocusRing(new ArrayList<Gadget>(results), close);
    }

    /** Watch can review both games: its Review button, which starts these reviews. */
    SideBySide withReviews(WatchReviews r) {
        reviews = r;
        watching.add(2, review);
        row(watching);
        return this;
    }

    /** Review (V): the computer reviews both games, in the background; once asked, the marks show as they come. */
    private void review() {
        if (reviews != null && !reviews.started()) {
            reviews.start();
        }
    }

    private static void row(List<Button> buttons) {
        int gap = 8;
        int width = -gap;
        for (Button b : buttons) {
            width += b.width() + gap;
        }
        int x = (Framebuffer.WIDTH - width) / 2;
        for (Button b : buttons) {
            b.moveTo(x, BUTTON_Y);
            x += b.width() + gap;
        }
    }

    /** The longer game's placements: the last move watching steps to. */
    int moves() {
        return Math.max(games[0].moves().size(), games[1].moves().size());
    }

    /** The move watched (the stones placed on each board), or -1 while the results show. */
    int watched() {
        return move;
    }

    /** The buttons of what the screen shows now, by label. */
    List<String> buttons() {
        return (move < 0 ? results : watching).stream().map(Button::label).toList();
    }

    private void go(int to) {
        move = Math.max(0, Math.min(moves(), to));
    }

    private void leave(Runnable then) {
        if (reviews != null) {
            reviews.stop();
        }
        if (machine != null && machine.screen() == this) {
            machine.pop();
        }
        if (then != null) {
            then.run();
        }
    }

    /** A game with its first n placements. */
    private Game position(FriendMatch.Played p, int n) {
        Game g = new Game(p.deal().deal(), match.scoring());
        for (int i = 0; i < Math.min(n, p.moves().size()); i++) {
            try {
                g.place(p.moves().get(i));
            } catch (IllegalMoveException e) {
                throw new IllegalStateException("a game the match replayed breaks the rules", e);
            }
        }
        return g;
    }

    /** The deal's winner as the line under the games says it. */
    String verdict() {
        int w = match.dealWinner(deal);
        return w < 0 ? "A tie!" : wins(match.names().get(w)) + " the deal!";
    }

    /** "Ann wins", or "You win" for the person here before they have given a name. */
    private static String wins(String name) {
        return name.equals(ChallengeTable.YOU) ? name + " win" : name + " wins";
    }

    /** The lines under a board: the result, or while watching the score so far and the stone placed. */
    private List<String> lines(FriendMatch.Played p, Game at) {
        if (move < 0) {
            return ChallengeLines.result(match.scoring(), p);
        }
        List<String> lines = new ArrayList<>();
        if (match.scoring() == Scoring.MODERN) {
            lines.add(String.format(Locale.ROOT, ChallengeLines.ROW, "Score", at.score()));
        }
        lines.add(String.format(Locale.ROOT, ChallengeLines.ROW, "4-Ways", at.fourWays()));
        lines.add(String.format(Locale.ROOT, ChallengeLines.ROW, "Stones left", at.stonesLeft()));
        if (move > p.moves().size()) {
            lines.add("(ended)");
        }
        return lines;
    }

    /** The review of the stone this board's game placed at the move watched, or null (none asked, not in yet). */
    private MoveReview reviewed(int game) {
        return reviews == null || !reviews.started() || move < 1 ? null : reviews.at(game, move);
    }

    /** The words under a board for the move watched: its mark and the best square, or nothing while not reviewed. */
    String markLine(int game) {
        return WatchReviews.words(reviewed(game));
    }

    @Override
    public void enter(Machine m) {
        machine = m;
    }

    @Override
    public void input(InputEvent e) {
        for (Button b : move < 0 ? results : watching) {
            if (b.mouse(e)) {
                return;
            }
        }
        if (move < 0) {
            if (resultsRing.input(e)) {
                return;
            }
            if (e.isChar('w') || e.isChar('W')) {
                watch.press();
            } else if (e.isKey(Key.ESCAPE) || e.isChar('c') || e.isChar('C') || e.isKey(Key.ENTER)) {
                close.press();
            } else if (results.size() == 3 && (e.isChar(Character.toLowerCase(results.get(1).label().charAt(0)))
                    || e.isChar(results.get(1).label().charAt(0)))) {
                results.get(1).press();
            }
            return;
        }
        if (e.isKey(Key.LEFT)) {
            go(move - 1);
        } else if (e.isKey(Key.RIGHT) || e.isChar(' ')) {
            go(move + 1);
        } else if (e.isKey(Key.HOME)) {
            go(0);
        } else if (e.isKey(Key.END)) {
            go(moves());
        } else if (e.wheelSteps() != 0) {
            go(move + e.wheelSteps());
        } else if (e.isKey(Key.ESCAPE) || e.isChar('r') || e.isChar('R') || e.isChar('w') || e.isChar('W')) {
            move = -1;
        } else if (e.isChar('v') || e.isChar('V')) {
            review.press();
        }
    }

    @Override
    public void tick() {
    }

    @Override
    public void render(Framebuffer fb) {
        ChallengeLines.page(fb, stoneset);
        Font font = Font.standard();
        String title = move < 0 ? "Deal " + games[0].deal() + ", " + match.scoring().label() + " scoring"
                : move == 0 ? "The deal as it begins" : "Move " + move + " of " + moves();
        font.drawCentered(fb, Framebuffer.WIDTH / 2, 3, title, ReviewColors.GOLD);
        int[] xs = {LEFT_X, RIGHT_X};
        for (int i = 0; i < 2; i++) {
            FriendMatch.Played p = games[i];
            Game at = move < 0 ? match.replay(2 * deal + i) : position(p, move);
            Square marked = move > 0 && move <= p.moves().size() ? p.moves().get(move - 1) : null;
            SmallBoard.draw(fb, stoneset, at, xs[i], BOARD_Y, marked);
            int middle = xs[i] + SmallBoard.W / 2;
            font.drawCentered(fb, middle, NAME_Y, match.names().get(p.player()), ReviewColors.GOLD);
            int under = ChallengeLines.centred(fb, middle, ROWS_Y, lines(p, at), ReviewColors.INK);
            MoveReview r = marked == null ? null : reviewed(i);
            if (r != null) {
                if (r.mark() != Mark.NONE) {
                    SmallBoard.frame(fb, xs[i], BOARD_Y, r.best(), ReviewColors.BEST);
                }
                font.drawCentered(fb, middle, under, WatchReviews.words(r), ReviewColors.of(r.mark()));
            }
        }
        if (move < 0) {
            font.drawCentered(fb, Framebuffer.WIDTH / 2, WINNER_Y, verdict(), ReviewColors.GOLD);
            String running = ChallengeLines.running(match);
            if (running != null) {
                font.drawCentered(fb, Framebuffer.WIDTH / 2, WINNER_Y + 11, running, ReviewColors.INK);
            }
            if (match.isOver() && match.bestOf() > 1) {
                int w = match.winner();
                font.drawCentered(fb, Framebuffer.WIDTH / 2, WINNER_Y + 21,
                        w < 0 ? "The match is a tie." : wins(match.names().get(w)) + " the match!", ReviewColors.GOLD);
            }
        } else {
            boolean reviewing = reviews != null && reviews.started() && !reviews.complete();
            font.drawCentered(fb, Framebuffer.WIDTH / 2, WINNER_Y + 11, reviewing ? "Reviewing: " + reviews.analysed()
                    + " of " + reviews.moves() + " moves" : "Left and Right step, R the results", ReviewColors.DIM);
        }
        for (Button b : move < 0 ? results : watching) {
            b.render(fb);
        }
        if (move < 0) {
            resultsRing.render(fb);
        }
    }
}
