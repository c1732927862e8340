package ishido.screens.play;

import ishido.audio.Effect;
import ishido.ui.Requester;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Game Over at the play screen: its requester with the result, the gong the first time for a game, and whether
 * it was closed since the game ended: brought back from the board after that, its Return leads on to New Game (a
 * player by Return or the pad's A alone would otherwise go round between the board and Game Over).
 */
final class PlayGameOver {
    private final PlayContext c;
    private final PlayTheme theme;
    private final PlayDeals deals;
    private final PlayShare share;
    private final BooleanSupplier canUndo;
    private final Consumer<Effect> sound;
    /** The game-over gong has sounded for this game. */
    private boolean sounded;
    /** Game Over was closed since the game ended. */
    private boolean closed;
    /** The Game Over requester shown last (null before the first). */
    private Requester shown;

    PlayGameOver(PlayContext c, PlayTheme theme, PlayDeals deals, PlayShare share, BooleanSupplier canUndo,
            Consumer<Effect> sound) {
        this.c = c;
        this.theme = theme;
        this.deals = deals;
        this.share = share;
        this.canUndo = canUndo;
        this.sound = sound;
    }

    /** A game began (new, loaded or started over): its end has neither sounded nor been closed. */
    void reset() {
        sounded = false;
        closed = false;
    }

    /** The game ended (its last stone, End Game, a kept ended game come back): Game Over shows. */
    PlayResult show() {
        return show(false);
    }

    /** Game Over asked for from the board: once it was closed, its Return leads on. */
    PlayResult showAgain() {
        return show(closed);
    }

    private PlayResult show(boolean again) {
        if (!sounded) {
            sounded = true;
            sound.accept(Effect.GAME_OVER);
        }
        shown = GameOver.requester(c.now(), c.seats().isChallenge(), canUndo.getAsBoolean(),
                share.offered(), again, theme.names(), c.play(), deals.gameOverLines(), deals.gameOverLiveLines());
        c.requesters().show(shown);
        return new PlayResult.Opened("Game Over");
    }

    /** Game Over's Look at Board: the board shows the ended game, and how to go on from there is said. */
    PlayResult lookAtBoard() {
        closed = true;
        return new PlayResult.Closed("Game Over", c.notices().said(GameOver.onTheBoard(c.byPad(), true)));
    }

    /** Game Over's Close: the ended game is then offered to the high scores. */
    void close() {
        closed = true;
        c.notices().say(GameOver.onTheBoard(c.byPad(), false));
    }

    /**
     * The player went on from the ended game from elsewhere (a challenge's Play, a deal asked for) while its Game
     * Over still waited, as it does when a kept ended game comes back under a link: it goes, so that the name the game
     * owes is asked at once, and New Game in it cannot take the place of what the player chose.
     */
    void withdraw() {
        if (shown != null && !shown.isClosed()) {
            c.requesters().withdraw(shown);
            closed = true;
        }
    }

    /** The last move was taken back: the game is under way again. */
    void undone() {
        closed = false;
    }
}
