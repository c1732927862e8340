package ishido.desktop;

import ishido.ai.Limits;
import ishido.machine.Host;
import ishido.machine.Screen;
import ishido.platform.Platform;
import ishido.screens.challenge.ChallengeTable;
import ishido.screens.help.RulesScreen;
import ishido.screens.lessons.LessonScreen;
import ishido.screens.lessons.LessonsScreen;
import ishido.puzzle.ShippedPuzzles;
import ishido.screens.opening.Opening;
import ishido.screens.play.PlayScreen;
import ishido.screens.puzzles.PuzzleDesk;
import ishido.screens.puzzles.PuzzleScreen;
import ishido.screens.puzzles.PuzzlesScreen;
import ishido.screens.review.ReviewShelf;
import ishido.store.PuzzleLog;
import ishido.store.Settings;
import ishido.theme.BoardPicture;
import ishido.theme.Stoneset;
import ishido.ui.Menu;
import ishido.ui.MenuItem;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The screens the headless {@code screenshot} runner can show, by the name {@code --screen} takes.
 * A new screen adds one line to {@link #SCREENS}; the script then runs on a machine showing it.
 */
final class ScreenRegistry {
    /** Rollouts a move of Watch's reviews in the screenshots: few, so a script's review takes a second or two. */
    static final long REVIEW_ITERATIONS = 300;

    /**
     * What the command line chose, for the screen to be built from (hexagram: 1-64 for the augury, else 0;
     * settings: the mode, players and timer the play screen's game takes; scores: the scores and stats screens' own;
     * lesson: the lesson screen's, from 1, else 0; puzzle: the puzzle screen's, from 1, else 0; clock: the launcher's, for the dates a screen shows; platform: the command's storage and schedulers; dataFolder: the command's, whose kept data a screen reads).
     */
    record Setup(Platform platform, long seed, Stoneset stoneset, BoardPicture board, int hexagram, int lesson,
            int puzzle, Settings settings, Scores scores, Clock clock, Path dataFolder) {
        /**
         * A play screen of these settings that writes nothing, its computer thinking the same way every run, its
         * puzzles' words weighed at once, a friend's challenge read opening as the game opens it.
         */
        PlayScreen play() {
            PlayScreen play = new PlayScreen(platform, stoneset, board, seed, settings, null, Host.HEADLESS, clock)
                    .useLessons(LessonsScreen::new)
                    .usePuzzles((set, log, day, background, host, s, puzzle) ->
                            PuzzlesScreen.make(set, log, day, null, host, s, puzzle));
            // Watch's reviews at a small budget, run whole when asked: the pictures repeat exactly.
            ChallengeTable.attach(play).reviewingAtOnce(
                    new ReviewShelf(Limits.iterations(REVIEW_ITERATIONS).withThreads(1), null)::job);
            return play;
        }

        /** The puzzles over the shipped set as Game > Puzzles... shows them, kept nowhere, their words weighed at once. */
        PuzzleDesk puzzles() {
            return new PuzzleDesk(ShippedPuzzles.set(), stoneset, PuzzleLog.unkept(clock), clock, null, Host.HEADLESS,
                    seed);
        }
    }

    /**
     * What the scores and stats screens show: the table and scoring as --table and --scoring name them (null: the
     * default), and whether the name requester is over the table.
     */
    record Scores(String table, String scoring, boolean nameEntry) {
    }

    /** Builds a screen for a headless run. */
    interface Factory {
        Screen make(Setup setup) throws IOException;
    }

    /** The screens not shown over a play screen: a high-score table and the statistics of the data folder. */
    private static final String SCORES = "scores";
    private static final String STATS = "stats";
    /** Scores > Deal Calendar...: the deal of the day's last 60 days over the data folder's kept games. */
    private static final String CALENDAR = "calendar";
    /** The review screens, not shown over a play screen either. */
    private static final String REVIEW = "review";
    private static final String REVIEW_SUMMARY = "review-summary";
    private static final String PRACTICE = "practice";
    /** A lesson of Help > Learn to Play, by --lesson N, passed lessons kept nowhere. */
    static final String LESSON = "lesson";
    /** Game > Puzzles...'s first screen, and a puzzle of the shipped set by --puzzle N; tries kept nowhere. */
    static final String PUZZLES = "puzzles";
    static final String PUZZLE = "puzzle";
    /** Help > First Game with Hints: a new Modern Solitaire game with its legal squares shown. */
    private static final String FIRST_GAME = "first-game";
    /** Help > Rules, the rules in pictures. */
    private static final String RULES = "rules";

    /** Every screen by name, in the order --help lists them. */
    private static final Map<String, Factory> SCREENS = new LinkedHashMap<>();

    static {
        SCREENS.put("play", Setup::play);
        // The stoneset editor over a game, as Choices > Stonesets... > Edit Stoneset... shows it; Use goes back to play.
        SCREENS.put("editor", s -> s.play().editingOnEnter());
        SCREENS.put("augury", s -> {
            PlayScreen play = s.play();
            play.showAugury(s.hexagram());
            return play;
        });
        // The opening over a fresh game; the code screen's challenge comes from the seed.
        for (String name : Opening.SCREENS) {
            SCREENS.put(name, s -> Opening.at(name, s.play(), s.seed()));
        }
        SCREENS.put(SCORES, s -> ScoresShot.screen(s.platform().storage(), s.scores(), s.clock()));
        SCREENS.put(STATS, s -> StatsShot.screen(s.platform().storage(), s.scores(), s.clock()));
        SCREENS.put(CALENDAR, s -> StatsShot.calendar(s.platform().storage(), s.scores(), s.dataFolder(), s.clock()));
        // The requester of an error in a tick (Go On, Quit), over a game.
        SCREENS.put("failure", s -> new FailureShot(s.play()));
        // Game > Play Deal...: the requester that asks for a deal code, over a game.
        SCREENS.put("play-deal", s -> choose(s.play(), "Game", "Play Deal..."));
        // A friend's challenge as its link opens it: who challenges with what, over a game; Return plays the deal, and
        // at its end both games stand side by side.
        SCREENS.put("challenge", ChallengeShot::screen);
        // Game > Friends > Challenges...: the challenges kept in the data folder, over a game that keeps nothing.
        SCREENS.put("challenges", s -> {
            PlayScreen play = s.play();
            play.showChallenges(s.dataFolder());
            return play;
        });
        // Game > Play Challenge...: the requester a friend's code is pasted in, over a game.
        SCREENS.put("play-challenge", s -> choose(s.play(), "Game", "Play Challenge..."));
        SCREENS.put(FIRST_GAME, s -> choose(s.play(), "Help", "First Game with Hints"));
        // The computer's review of an Adept's game on the seed's deal: its first marked move, and the summary.
        SCREENS.put(REVIEW, s -> ReviewShot.screen(s.platform(), s.seed(), s.stoneset(), false));
        SCREENS.put(REVIEW_SUMMARY, s -> ReviewShot.screen(s.platform(), s.seed(), s.stoneset(), true));
        // Practise your mistakes from that review's summary: its first marked move, waiting for a square.
        SCREENS.put(PRACTICE, s -> ReviewShot.practice(s.platform(), s.seed(), s.stoneset()));
        SCREENS.put(LESSON, s -> new LessonScreen(s.lesson(), s.stoneset(), n -> { }));
        SCREENS.put(PUZZLES, s -> new PuzzlesScreen(s.puzzles()));
        SCREENS.put(PUZZLE, s -> {
            PuzzleDesk desk = s.puzzles();
            return new PuzzleScreen(desk, PuzzleScreen.Kind.RATED, null, desk.puzzle(s.puzzle()));
        });
        // Help > Rules: the rules in pictures with the stoneset; a script can scroll it (drag, wheel, keys).
        SCREENS.put(RULES, s -> new RulesScreen(s.stoneset()));
    }

    private ScreenRegistry() {
    }

    /** True for the screens shown over a play screen, which take a game's mode, players and timer. */
    static boolean onPlayScreen(String name) {
        return SCREENS.containsKey(name) && !name.equals(SCORES) && !name.equals(STATS) && !name.equals(CALENDAR)
                && !name.equals(REVIEW)
                && !name.equals(REVIEW_SUMMARY) && !name.equals(PRACTICE) && !name.equals(LESSON) && !name.equals(PUZZLES)
                && !name.equals(PUZZLE) && !name.equals(RULES) && !name.equals(FIRST_GAME);
    }

    /** Chooses a menu item of the play screen, as the mouse would. */
    private static PlayScreen choose(PlayScreen play, String menu, String item) {
        for (Menu m : play.menus().menus()) {
            for (MenuItem i : m.items()) {
                if (m.title().equals(menu) && item.equals(i.label())) {
                    i.choose();
                    return play;
                }
                for (MenuItem sub : i.hasSubmenu() ? i.submenu() : List.<MenuItem>of()) {
                    if (m.title().equals(menu) && item.equals(sub.label())) {
                        sub.choose();
                        return play;
                    }
                }
            }
        }
        throw new IllegalStateException("no menu item " + menu + " > " + item);
    }

    /** The factory for a name, or null when there is no such screen. */
    static Factory get(String name) {
        return SCREENS.get(name);
    }

    /** The names, for the help. */
    static final class Names implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return SCREENS.keySet().iterator();
        }
    }

    /** The names, comma separated, for messages. */
    static String names() {
        return String.join(", ", SCREENS.keySet());
    }
}
