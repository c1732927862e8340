package ishido.screens.puzzles;

import ishido.gfx.Framebuffer;
import ishido.puzzle.Puzzle;
import ishido.rules.Deal;
import ishido.rules.Stone;
import ishido.theme.Stoneset;
import ishido.ui.Picture;
import ishido.ui.Requester;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A puzzle's pouch: the stones still to come after the one to place, in the order of their kinds, since a player
 * in a game knows what the pouch holds but never in what order it gives it (the play screen's Show Pouch, a help
 * that costs the high scores, shows the order too).
 */
final class PouchRequester {
    static final String TITLE = "The Pouch";
    private static final int PER_ROW = 13;
    private static final int CELL = 20;

    private PouchRequester() {
    }

    static Requester of(Puzzle puzzle, Stoneset set) {
        List<Stone> rest = new ArrayList<>(puzzle.deal().from(Deal.TABLEAU + puzzle.moves().size() + 1));
        rest.sort(Comparator.comparingInt(Stone::id));
        int rows = Math.max(1, (rest.size() + PER_ROW - 1) / PER_ROW);
        Picture stones = new Picture(PER_ROW * CELL, rows * CELL, (Framebuffer fb, int[] at) -> {
            for (int i = 0; i < rest.size(); i++) {
                set.draw(fb, rest.get(i), at[0] + (i % PER_ROW) * CELL, at[1] + (i / PER_ROW) * CELL);
            }
        });
        return new Requester.Builder(TITLE)
                .text(rest.size() + (rest.size() == 1 ? " stone still to come," : " stones still to come,"))
                .text("in no particular order:")
                .add(stones)
                .buttons("OK", null, yes -> { })
                .build();
    }
}
