package ishido.screens.challenge;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Machine;
import ishido.machine.Screen;
import ishido.match.FriendMatch;
import ishido.rules.Game;
import ishido.screens.review.ReviewColors;
import ishido.theme.Stoneset;
import ishido.ui.Button;
import java.util.ArrayList;
import java.util.List;

/**
 * A challenge received, before it is played: who challenges, on which deal and scoring, with what result (the
 * moves stay hidden until the end), the match's running score, and the deal's first stones; Play (P, Return) plays
 * the same deal, Back (Esc) leaves it.
 */
public final class ChallengeOpening implements Screen {
    private static final int BOARD_X = (Framebuffer.WIDTH - SmallBoard.W) / 2;
    private static final int BOARD_Y = 84;
    private static final int BUTTON_Y = 182;

    private final FriendMatch challenge;
    private final Stoneset stoneset;
    private final Game deal;
    private final Button play;
    private final Button back;
    private Machine machine;

    /** The opening of a challenge whose last game waits for its answer; play is run after the screen has gone. */
    public ChallengeOpening(FriendMatch challenge, Stoneset stoneset, Runnable play) {
        if (challenge.nextDeal() == null) {
            throw new IllegalArgumentException("both games of the last deal are played: nothing waits for an answer");
        }
        this.challenge = challenge;
        this.stoneset = stoneset;
        this.deal = new Game(challenge.nextDeal().deal(), challenge.scoring());
        this.play = new Button("Play", 96, () -> leave(play));
        this.back = new Button("Back", 96, () -> leave(null));
        this.play.moveTo(Framebuffer.WIDTH / 2 - 104, BUTTON_Y);
        this.back.moveTo(Framebuffer.WIDTH / 2 + 8, BUTTON_Y);
    }

    /** The lines over the board: who, the deal and scoring, the result to beat, the match. */
    List<String> lines() {
        FriendMatch.Played last = challenge.games().get(challenge.games().size() - 1);
        String who = challenge.names().get(last.player());
        List<String> lines = new ArrayList<>();
        lines.add(who + " challenges you!");
        lines.add("Deal " + last.deal() + ", " + challenge.scoring().label() + " scoring");
        lines.addAll(ChallengeLines.result(challenge.scoring(), last));
        String running = ChallengeLines.running(challenge);
        lines.add(running != null ? running : "One deal: the better game wins.");
        return lines;
    }

    private void leave(Runnable then) {
        if (machine != null && machine.screen() == this) {
            machine.pop();
        }
        if (then != null) {
            then.run();
        }
    }

    @Override
    public void enter(Machine m) {
        machine = m;
    }

    @Override
    public void input(InputEvent e) {
        if (play.mouse(e) || back.mouse(e)) {
            return;
        }
        if (e.isKey(Key.ENTER) || e.isChar('p') || e.isChar('P')) {
            play.press();
        } else if (e.isKey(Key.ESCAPE) || e.isChar('b') || e.isChar('B')) {
            back.press();
        }
    }

    @Override
    public void tick() {
    }

    @Override
    public void render(Framebuffer fb) {
        ChallengeLines.page(fb, stoneset);
        List<String> lines = lines();
        Font.standard().drawCentered(fb, Framebuffer.WIDTH / 2, 4, lines.get(0), ReviewColors.GOLD);
        ChallengeLines.centred(fb, Framebuffer.WIDTH / 2, 18, lines.subList(1, lines.size()), ReviewColors.INK);
        SmallBoard.draw(fb, stoneset, deal, BOARD_X, BOARD_Y, null);
        Font.standard().drawCentered(fb, Framebuffer.WIDTH / 2, BOARD_Y + SmallBoard.H + 3,
                "Their moves show when you have played.", ReviewColors.DIM);
        play.render(fb);
        back.render(fb);
    }
}
