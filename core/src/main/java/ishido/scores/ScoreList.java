package ishido.scores;

import ishido.rules.Scoring;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

/** The ten best games of one table under one scoring, best first. */
public final class ScoreList {
    /** Lines in a table, as on the manual's high-score screens. */
    public static final int SIZE = 10;

    private final Comparator<RankedGame> order;
    private final List<HighScore> entries = new ArrayList<>();

    public ScoreList(Scoring scoring) {
        this.order = Ranking.of(scoring);
    }

    public List<HighScore> entries() {
        return Collections.unmodifiableList(entries);
    }

    public boolean isEmpty() {
        return entries.isEmpty();
    }

    /** The place (0 = first) a game would take, or -1 when it would not make the table. */
    public int placeFor(HighScore candidate) {
        int place = 0;
        while (place < entries.size() && order.compare(entries.get(place), candidate) <= 0) {
            place++;
        }
        return place < SIZE ? place : -1;
    }

    /** Puts a game in its place and drops the eleventh; returns the place, or -1 when it did not qualify. */
    public int add(HighScore entry) {
        int place = placeFor(entry);
        if (place >= 0) {
            entries.add(place, entry);
            if (entries.size() > SIZE) {
                entries.remove(SIZE);
            }
        }
        return place;
    }

    public void clear() {
        entries.clear();
    }
}
