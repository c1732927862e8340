package ishido.screens.challenge;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.gfx.Palette;
import ishido.match.FriendMatch;
import ishido.rules.Scoring;
import ishido.screens.review.ReviewColors;
import ishido.theme.Stoneset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** What the challenge's screens write: a game's result lines, the match's running score, and the page they are on. */
final class ChallengeLines {
    /** Characters of a result line: the label, then the figure. */
    static final String ROW = "%-11s%6s";
    /** Characters across the screen. */
    static final int COLUMNS = 40;

    private ChallengeLines() {
    }

    /** The paper, the ink and the stoneset's colours. */
    static void page(Framebuffer fb, Stoneset stoneset) {
        ReviewColors.load(fb.palette());
        fb.palette().load(Palette.STONESET_BASE, stoneset.image().palette());
        fb.clear(ReviewColors.PAPER);
    }

    /** A game's result as Game Over writes it: the score (Modern), the 4-Ways and the stones left. */
    static List<String> result(Scoring scoring, FriendMatch.Played p) {
        List<String> lines = new ArrayList<>();
        if (scoring == Scoring.MODERN) {
            lines.add(String.format(Locale.ROOT, ROW, "Score", p.score()));
        }
        lines.add(String.format(Locale.ROOT, ROW, "4-Ways", p.fourWays()));
        lines.add(String.format(Locale.ROOT, ROW, "Stones left", p.stonesLeft()));
        if (p.helped()) {
            lines.add("(with help)");
        }
        return lines;
    }

    /**
     * The match's running score, or null in a match of one deal: "Best of 3: Ann 1, Bob 0", or before the friend has
     * played "Best of 3: deal 1".
     */
    static String running(FriendMatch m) {
        if (m.bestOf() == 1) {
            return null;
        }
        if (m.names().size() < 2) {
            return "Best of " + m.bestOf() + ": deal 1";
        }
        int[] wins = m.wins();
        String line = "Best of " + m.bestOf() + ": " + m.names().get(0) + " " + wins[0] + ", " + m.names().get(1) + " "
                + wins[1];
        return line.length() <= COLUMNS ? line : "Best of " + m.bestOf() + ": " + wins[0] + " to " + wins[1];
    }

    /** Lines centred at x, from y, 10 pixels apart; the y under the last. */
    static int centred(Framebuffer fb, int x, int y, List<String> lines, int pen) {
        for (String line : lines) {
            Font.standard().drawCentered(fb, x, y, line, pen);
            y += 10;
        }
        return y;
    }
}
