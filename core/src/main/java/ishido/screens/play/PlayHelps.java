package ishido.screens.play;

import ishido.match.MatchListener;
import ishido.gfx.Framebuffer;
import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.Stone;
import ishido.store.Settings;
import ishido.theme.Stoneset;
import ishido.ui.Picture;
import ishido.ui.Requester;
import java.util.List;

/**
 * The helps of the Help menu that cost a game the All-Time Highs: Show Possible Moves, Always Show
 * Moves, Suggest Move and Show Pouch, each after a warning the player may back out of.
 */
final class PlayHelps implements MatchListener {
    private final MatchCommands match;
    private ComputerTurns computer;
    /** Legal squares are shown while this many stones are placed (Show Possible Moves), or -1. */
    private int hintAt = -1;

    private final PlayContext c;

    PlayHelps(PlayContext c, MatchCommands match) {
        this.c = c;
        this.match = match;
    }

    void useComputer(ComputerTurns turns) {
        computer = turns;
    }

    /** A new game shows no hints. */
    @Override
    public void gameBegan() {
        hintAt = -1;
    }

    /** Legal squares are shown while this many stones are placed, or -1. */
    int hintAt() {
        return hintAt;
    }

    /**
     * Runs a help that costs the All-Time Highs, after warning the player the first time in a game;
     * the player may back out.
     */
    private void costlyHelp(String what, Runnable help) {
        if (match.get().isDisqualified() || match.get().game().isOver()) {
            help.run();
            return;
        }
        c.requesters().show(Requester.message(what, List.of("Using this help means this", "game cannot make the",
                "All-Time Highs. Go on?"), "Go On", "Back Out", yes -> {
                    if (yes) {
                        match.disqualify();
                        help.run();
                    }
                }));
    }

    /** The helps are not offered in Tournament play, nor once the game is over. */
    boolean hintsAllowed() {
        return match.get().mode().allowsHints() && !match.get().game().isOver();
    }

    /** Show Possible Moves: the legal squares for the stone on the touchstone, until it is placed. */
    void showPossibleMoves() {
        costlyHelp("Show Possible Moves", () -> hintAt = match.get().game().placed());
    }

    /** Always Show Moves: the legal squares for every stone (it costs only when turned on). */
    void toggleAlwaysShowMoves() {
        if (c.settings().get(Settings.ALWAYS_SHOW_MOVES)) {
            c.settings().set(Settings.ALWAYS_SHOW_MOVES, false);
            c.settings().save();
        } else {
            costlyHelp("Always Show Moves", () -> {
                c.settings().set(Settings.ALWAYS_SHOW_MOVES, true);
                c.settings().save();
            });
        }
    }

    /** Suggest Move is offered while a person is to move and the computer is not thinking already. */
    boolean canSuggest() {
        return hintsAllowed() && !c.seats().computerPlays() && !computer.isBusy();
    }

    /** Suggest Move: the computer marks the square it would choose. */
    void suggestMove() {
        costlyHelp("Suggest Move", computer::suggest);
    }

    /** Show Pouch: the stones still in the pouch. */
    void showPouch() {
        costlyHelp("Show Pouch", () -> c.requesters().show(pouchRequester(match.get().game(), c.stoneset().get())));
    }

    /** The stones still in the pouch, in the order they will be drawn, 13 to a row. */
    static Requester pouchRequester(Game game, Stoneset set) {
        List<Stone> rest = game.deal().from(Deal.TABLEAU + game.placed() + 1);
        int perRow = 13;
        int rows = Math.max(1, (rest.size() + perRow - 1) / perRow);
        Picture stones = new Picture(perRow * 20, rows * 20, (Framebuffer fb, int[] at) -> {
            for (int i = 0; i < rest.size(); i++) {
                set.draw(fb, rest.get(i), at[0] + (i % perRow) * 20, at[1] + (i / perRow) * 20);
            }
        });
        return new Requester.Builder("The Pouch")
                .text(rest.size() + (rest.size() == 1 ? " stone, " : " stones, ") + "next first:")
                .add(stones)
                .buttons("OK", null, yes -> { })
                .build();
    }
}
