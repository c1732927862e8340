package ishido.scores;

import ishido.rules.GameMode;
import ishido.rules.Scoring;
import java.time.LocalDate;
import java.util.EnumMap;
import java.util.Map;

/**
 * Every high-score table of the game: Today's Scores, All-Time Highs and Tournament High Scores, each
 * for Modern and Ancient scoring, with the day Today's Scores belong to and the last name entered.
 */
public final class HighScores {
    private final Map<Table, Map<Scoring, ScoreList>> lists = new EnumMap<>(Table.class);
    private LocalDate today;
    private String lastName = "";

    /** Empty tables whose Today's Scores belong to a given day. */
    public HighScores(LocalDate today) {
        this.today = today;
        for (Table t : Table.values()) {
            Map<Scoring, ScoreList> byScoring = new EnumMap<>(Scoring.class);
            for (Scoring s : Scoring.values()) {
                byScoring.put(s, new ScoreList(s));
            }
            lists.put(t, byScoring);
        }
    }

    public ScoreList list(Table table, Scoring scoring) {
        return lists.get(table).get(scoring);
    }

    /** The day Today's Scores belong to. */
    public LocalDate today() {
        return today;
    }

    /** Moves the tables to a day: Today's Scores are cleared when it is not the day they belong to. */
    public void rollTo(LocalDate date) {
        if (!date.equals(today)) {
            for (Scoring s : Scoring.values()) {
                list(Table.TODAY, s).clear();
            }
            today = date;
        }
    }

    /** The name last entered for a high score, offered the next time (empty before the first). */
    public String lastName() {
        return lastName;
    }

    public void setLastName(String name) {
        lastName = name == null || name.isBlank() ? "" : HighScore.cleanName(name);
    }

    /**
     * The places a finished game would take, by table (tables it would not enter are absent).
     *
     * @param assisted whether the game used Show Possible Moves, Always Show Moves, Show Pouch, Suggest
     *     Move or Start Game Over, which keep it out of the All-Time Highs
     */
    public Map<Table, Integer> placesFor(HighScore game, Scoring scoring, boolean assisted) {
        Map<Table, Integer> places = new EnumMap<>(Table.class);
        for (Table t : Table.values()) {
            if (t.admits(game.mode(), assisted) && (t != Table.TODAY || game.date().equals(today))) {
                int place = list(t, scoring).placeFor(game);
                if (place >= 0) {
                    places.put(t, place);
                }
            }
        }
        return places;
    }

    /** True when a finished game makes at least one table, so its player is asked for a name. */
    public boolean qualifies(HighScore game, Scoring scoring, boolean assisted) {
        return !placesFor(game, scoring, assisted).isEmpty();
    }

    /**
     * Enters a finished game in every table it makes; returns its places. A game dated another day than
     * Today's Scores does not enter them (the caller rolls the tables to the clock's day first).
     */
    public Map<Table, Integer> record(HighScore game, Scoring scoring, boolean assisted) {
        Map<Table, Integer> places = placesFor(game, scoring, assisted);
        for (Table t : places.keySet()) {
            list(t, scoring).add(game);
        }
        return places;
    }

    public void clear(Table table, Scoring scoring) {
        list(table, scoring).clear();
    }

    /** A new tournament starts with empty tournament tables. */
    public void newTournament() {
        for (Scoring s : Scoring.values()) {
            clear(Table.TOURNAMENT, s);
        }
    }

    /**
     * The table to show after a game of a mode: the tournament's in a tournament; otherwise the
     * All-Time Highs when the game made them, else Today's Scores.
     */
    public static Table shownAfter(GameMode mode, Map<Table, Integer> places) {
        if (mode == GameMode.TOURNAMENT) {
            return Table.TOURNAMENT;
        }
        return places.containsKey(Table.ALL_TIME) ? Table.ALL_TIME : Table.TODAY;
    }
}
