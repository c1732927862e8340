package ishido.stats;

import java.util.List;

/** Every kept game as CSV, one line each under a header, for players who want to make their own plots. */
public final class StatsCsv {
    /** The header line: the columns in order. */
    public static final String HEADER = "date,mode,scoring,deal_code,score,fourways,stones_left,helped,computer,hinted";

    private StatsCsv() {
    }

    /** The CSV text of the games, in the order given; every value is plain (no commas or quotes to escape). */
    public static String write(List<PlayedGame> games) {
        StringBuilder b = new StringBuilder(HEADER.length() + 1 + games.size() * 64);
        b.append(HEADER).append('\n');
        for (PlayedGame g : games) {
            b.append(g.date()).append(',')
                    .append(g.mode().label()).append(',')
                    .append(g.scoring().label()).append(',')
                    .append(g.code()).append(',')
                    .append(g.score()).append(',')
                    .append(g.fourWays()).append(',')
                    .append(g.stonesLeft()).append(',')
                    .append(g.helped() ? "yes" : "no").append(',')
                    .append(g.computer() ? "yes" : "no").append(',')
                    .append(g.hinted() ? "yes" : "no").append('\n');
        }
        return b.toString();
    }
}
