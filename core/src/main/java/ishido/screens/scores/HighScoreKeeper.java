package ishido.screens.scores;

import ishido.machine.Machine;
import ishido.rules.Scoring;
import ishido.scores.HighScore;
import ishido.scores.HighScores;
import ishido.scores.Table;
import ishido.store.HighScoreFile;
import ishido.ui.Requester;
import ishido.ui.RequesterQueue;
import java.io.IOException;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The high scores as the game uses them: the Scores menu's tables, and at the end of a game the name
 * entry for each qualifying score sheet, its entry in the file, and the table shown after it.
 */
public final class HighScoreKeeper {
    /** The name written for a game the computer played; the table marks it too. */
    public static final String COMPUTER_NAME = "Computer";

    private final HighScoreFile file;
    private final Clock clock;

    public HighScoreKeeper(HighScoreFile file, Clock clock) {
        this.file = file;
        this.clock = clock;
    }

    /** Shows a table over the current screen; a click pops it. */
    public void show(Machine machine, RequesterQueue messages, Table table, Scoring scoring) {
        HighScores scores = load(messages);
        if (scores != null) {
            push(machine, messages, scores, table, scoring, -1);
        }
    }

    /**
     * Scores > Modern or Ancient: Today's Scores, then at a click the All-Time Highs in their place,
     * then at a click back to the game.
     */
    public void showScoring(Machine machine, RequesterQueue messages, Scoring scoring) {
        HighScores scores = load(messages);
        if (scores != null) {
            push(machine, messages, scores, Table.TODAY, scoring, -1,
                    () -> machine.replace(screen(machine, messages, scores, Table.ALL_TIME, scoring, -1, machine::pop)));
        }
    }

    /**
     * Enters a finished game's score sheets in the tables, asking each human player that made one for a
     * name, then shows the table it made (or, when showAlways, the right table whether it made one or not).
     */
    public void gameOver(Machine machine, RequesterQueue requesters, List<FinishedGame> sheets, boolean showAlways) {
        gameOver(machine, requesters, sheets, showAlways, () -> { });
    }

    /**
     * As above; settled runs once every sheet has been entered or passed over (a name given or the requester
     * cancelled), before the table is shown: until then a reload or a quit must not lose the game's place.
     */
    public void gameOver(Machine machine, RequesterQueue requesters, List<FinishedGame> sheets, boolean showAlways,
            Runnable settled) {
        HighScores scores = load(requesters);
        if (scores == null || sheets.isEmpty() || file.readOnly()) {
            // A newer version's tables keep no score of this one: its warning said so, and no name is asked for.
            settled.run();
            return;
        }
        new Ending(machine, requesters, sheets, showAlways, scores, settled).next();
    }

    /** One game's ending, sheet by sheet: a name requester answers later, so the steps chain. */
    private final class Ending {
        private final Machine machine;
        private final RequesterQueue requesters;
        private final List<FinishedGame> sheets;
        private final boolean showAlways;
        private final Runnable settled;
        private final Map<Table, Integer> shownPlaces = new EnumMap<>(Table.class);
        private HighScores scores;
        private int index;

        Ending(Machine machine, RequesterQueue requesters, List<FinishedGame> sheets, boolean showAlways,
                HighScores scores, Runnable settled) {
            this.machine = machine;
            this.settled = settled;
            this.requesters = requesters;
            this.sheets = new ArrayList<>(sheets);
            this.showAlways = showAlways;
            this.scores = scores;
        }

        void next() {
            if (index == sheets.size()) {
                finish();
                return;
            }
            FinishedGame sheet = sheets.get(index++);
            HighScore entry = new HighScore(COMPUTER_NAME, sheet.score(), sheet.fourWays(), sheet.stonesLeft(),
                    sheet.mode(), LocalDate.now(clock), sheet.computer());
            if (!scores.qualifies(entry, sheet.scoring(), sheet.assisted())) {
                next();
            } else if (sheet.computer()) {
                record(sheet, entry, false);
            } else if (!sheet.name().isEmpty()) {
                // A tournament's player gave a name before the game.
                record(sheet, entry.named(sheet.name()), false);
            } else {
                requesters.show(NameEntry.requester(entry, sheet.scoring(), sheet.seat(), scores.lastName(),
                        name -> record(sheet, entry.named(name), true), this::next));
            }
        }

        private void record(FinishedGame sheet, HighScore entry, boolean fromRequester) {
            Map<Table, Integer> places = new EnumMap<>(Table.class);
            try {
                scores = file.update(all -> {
                    places.putAll(all.record(entry, sheet.scoring(), sheet.assisted()));
                    if (fromRequester) {
                        all.setLastName(entry.name());
                    }
                });
            } catch (IOException e) {
                requesters.show(Requester.message("High Scores", List.of("The high scores could not be saved:",
                        String.valueOf(e.getMessage())), "OK", null, ok -> { }));
            }
            if (shownPlaces.isEmpty() || index == 1) {
                shownPlaces.putAll(places);
            }
            next();
        }

        private void finish() {
            settled.run();
            FinishedGame first = sheets.get(0);
            if (shownPlaces.isEmpty() && !showAlways) {
                return;
            }
            Table table = HighScores.shownAfter(first.mode(), shownPlaces);
            push(machine, requesters, scores, table, first.scoring(), shownPlaces.getOrDefault(table, -1));
        }
    }

    /**
     * A tournament begins, or a saved one is loaded: its tables are cleared and hold just the games it
     * has played (none for a new one).
     */
    public void startTournament(RequesterQueue messages, List<FinishedGame> played) {
        try {
            file.update(all -> {
                all.newTournament();
                for (FinishedGame g : played) {
                    String name = g.computer() || g.name().isEmpty() ? COMPUTER_NAME : g.name();
                    all.record(new HighScore(name, g.score(), g.fourWays(), g.stonesLeft(), g.mode(),
                            LocalDate.now(clock), g.computer()), g.scoring(), g.assisted());
                }
            });
        } catch (IOException e) {
            messages.show(Requester.message("High Scores", List.of("The tournament's scores could not be saved:",
                    String.valueOf(e.getMessage())), "OK", null, ok -> { }));
        }
    }

    private HighScores load(RequesterQueue messages) {
        try {
            HighScores scores = file.load();
            if (file.warning() != null) {
                messages.show(Requester.message("High Scores", List.of(file.warning().split("\n")), "OK", null,
                        ok -> { }));
            }
            return scores;
        } catch (IOException e) {
            messages.show(Requester.message("High Scores", List.of("The high scores could not be read:",
                    String.valueOf(e.getMessage())), "OK", null, ok -> { }));
            return null;
        }
    }

    private void push(Machine machine, RequesterQueue messages, HighScores scores, Table table, Scoring scoring,
            int newest) {
        push(machine, messages, scores, table, scoring, newest, machine::pop);
    }

    private void push(Machine machine, RequesterQueue messages, HighScores scores, Table table, Scoring scoring,
            int newest, Runnable onClose) {
        machine.push(screen(machine, messages, scores, table, scoring, newest, onClose));
    }

    private HighScoreScreen screen(Machine machine, RequesterQueue messages, HighScores scores, Table table,
            Scoring scoring, int newest, Runnable onClose) {
        return new HighScoreScreen(scores, table, scoring, newest, new HighScoreScreen.Actions() {
            @Override
            public void close() {
                onClose.run();
            }

            @Override
            public HighScores clear(Table t, Scoring s) {
                try {
                    return file.update(all -> all.clear(t, s));
                } catch (IOException e) {
                    messages.show(Requester.message("High Scores", List.of("The table could not be cleared:",
                            String.valueOf(e.getMessage())), "OK", null, ok -> { }));
                    return scores;
                }
            }
        });
    }
}
