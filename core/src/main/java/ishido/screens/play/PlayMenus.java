package ishido.screens.play;

import ishido.ai.Skill;
import ishido.assets.Assets;
import ishido.assets.Release;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.store.Settings;
import ishido.ui.ListView;
import ishido.ui.Menu;
import ishido.ui.MenuItem;
import ishido.ui.MenuStrip;
import ishido.ui.Requester;
import ishido.ui.RequesterQueue;
import ishido.ui.TextLines;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** The play screen's menus (?, File, Game, Choices, Help, Scores) and the requesters they open. */
final class PlayMenus {
    /** Characters per line in the scrolling text requesters. */
    private static final int TEXT_COLUMNS = 32;

    private PlayMenus() {
    }

    /**
     * The menu strip: each item gives its command to {@code play}, and reads {@code c} to check and ghost itself.
     * The commands are made when chosen, so building the strip loads none of their classes.
     */
    static MenuStrip build(Consumer<PlayCommand> play, PlayActions c) {
        Menu about = new Menu(Menu.YIN_YANG, List.of(
                MenuItem.action("About Ishido...", '\0', () -> play.accept(new PlayCommand.About()))));
        Menu file = new Menu("File", List.of(
                MenuItem.action("Load Game...", 'L', () -> play.accept(new PlayCommand.Load())),
                MenuItem.action("Save Game", 'S', () -> play.accept(new PlayCommand.Save())),
                MenuItem.action("Save Game As...", 'A', () -> play.accept(new PlayCommand.SaveAs())),
                MenuItem.action("Export Statistics...", '\0', () -> play.accept(new PlayCommand.ExportStatistics())),
                MenuItem.action("Export All...", '\0', () -> play.accept(new PlayCommand.ExportAll())),
                MenuItem.action("Import All...", '\0', () -> play.accept(new PlayCommand.ImportAll())),
                MenuItem.action("Review Game...", '\0', () -> play.accept(new PlayCommand.ReviewFile())),
                MenuItem.separator(),
                MenuItem.action("Quit", 'Q', () -> play.accept(new PlayCommand.Quit()))));
        Menu game = new Menu("Game", List.of(
                MenuItem.action("New Game", 'N', () -> play.accept(new PlayCommand.NewGame())),
                MenuItem.action("Start Game Over", 'O', () -> play.accept(new PlayCommand.StartOver())).enabledWhen(() -> c.match().game().placed() > 0),
                MenuItem.action("End Game", 'E', () -> play.accept(new PlayCommand.EndGame())).enabledWhen(() -> !c.match().game().isOver()),
                MenuItem.separator(),
                MenuItem.action("Solitaire...", '\0', () -> play.accept(new PlayCommand.SetUp(GameMode.SOLITAIRE))),
                MenuItem.action("Cooperative...", '\0', () -> play.accept(new PlayCommand.SetUp(GameMode.COOPERATIVE))),
                MenuItem.action("Tournament...", '\0', () -> play.accept(new PlayCommand.SetUp(GameMode.TOURNAMENT))),
                MenuItem.action("Challenge...", '\0', () -> play.accept(new PlayCommand.SetUp(GameMode.CHALLENGE))),
                MenuItem.separator(),
                MenuItem.check("Ancient", '\0', () -> c.choice(Settings.SCORING) == Scoring.ANCIENT,
                        () -> play.accept(new PlayCommand.Choose<>(Settings.SCORING, Scoring.ANCIENT)))
                        .enabledWhen(() -> c.nextMode().allows(Scoring.ANCIENT)),
                MenuItem.check("Modern", '\0', () -> c.choice(Settings.SCORING) == Scoring.MODERN,
                        () -> play.accept(new PlayCommand.Choose<>(Settings.SCORING, Scoring.MODERN))),
                toggle(c, play, "Computer Player 1", '\0', Settings.COMPUTER_PLAYER_1),
                MenuItem.check("Computer Player 2", '\0',
                        () -> c.choice(Settings.COMPUTER_PLAYER_2) && c.nextMode().takesTurns(),
                        () -> play.accept(new PlayCommand.Toggle(Settings.COMPUTER_PLAYER_2)))
                        .enabledWhen(() -> c.nextMode().takesTurns()),
                MenuItem.submenu("Timer", List.of(
                        MenuItem.action("Tournament Timer...", '\0', () -> play.accept(new PlayCommand.SetTimer(GameMode.TOURNAMENT)))
                                .enabledWhen(() -> c.nextMode() == GameMode.TOURNAMENT),
                        MenuItem.action("Challenge Timer...", '\0', () -> play.accept(new PlayCommand.SetTimer(GameMode.CHALLENGE)))
                                .enabledWhen(() -> c.nextMode() == GameMode.CHALLENGE))),
                MenuItem.separator(),
                MenuItem.action("Play Deal...", '\0', () -> play.accept(new PlayCommand.AskDeal())),
                MenuItem.action("Deal of the Day", '\0', () -> play.accept(new PlayCommand.DealOfTheDay())),
                MenuItem.action("Puzzles...", '\0', () -> play.accept(new PlayCommand.Puzzles())),
                MenuItem.submenu("Friends", List.of(
                        MenuItem.action("Challenge a Friend...", '\0', () -> play.accept(new PlayCommand.ChallengeFriend()))
                                .enabledWhen(() -> c.match().game().isOver()),
                        MenuItem.action("Challenge with a Kept Game...", '\0',
                                () -> play.accept(new PlayCommand.ChallengeKept())),
                        MenuItem.action("Challenges...", '\0', () -> play.accept(new PlayCommand.Challenges())),
                        MenuItem.action("Play Challenge...", '\0', () -> play.accept(new PlayCommand.AskChallenge()))))));
        Menu choices = new Menu("Choices", List.of(
                MenuItem.action("Stonesets...", '\0', () -> play.accept(new PlayCommand.Stonesets())),
                MenuItem.action("Boards...", '\0', () -> play.accept(new PlayCommand.Boards())),
                MenuItem.separator(),
                toggle(c, play, "Colour Cycling", '\0', Settings.COLOR_CYCLING),
                toggle(c, play, "Graphic Scoreboard", 'G', Settings.GRAPHIC_SCOREBOARD),
                toggle(c, play, "Sounds", '\0', Settings.SOUNDS),
                toggle(c, play, "Stone Click", '\0', Settings.STONE_CLICK),
                MenuItem.submenu("Volume", volumes(c, play)),
                toggle(c, play, "Messages", 'M', Settings.MESSAGES),
                toggle(c, play, "Show High Scores", '\0', Settings.SHOW_HIGH_SCORES),
                MenuItem.check("Oracle", '\0', c::oracleOn, () -> play.accept(new PlayCommand.Toggle(Settings.ORACLE)))
                        .enabledWhen(c::oracleOffered),
                toggle(c, play, "Save Auguries Automatically", '\0', Settings.SAVE_AUGURIES),
                // Checked: every start asks for the code from the codewheel, as the 1990 game did.
                toggle(c, play, "Ask for the Code at Every Start", '\0', Settings.ASK_CODE_EVERY_START),
                toggle(c, play, "Resume Game at Start", '\0', Settings.RESUME_AT_START),
                MenuItem.submenu("Computer Skill", skills(c, play)),
                toggle(c, play, "Screen Reader", '\0', Settings.SCREEN_READER),
                MenuItem.separator(),
                MenuItem.action("Display...", 'D', () -> play.accept(new PlayCommand.Display()))));
        Menu help = new Menu("Help", List.of(
                MenuItem.action("Undo Previous Move", 'U', () -> play.accept(new PlayCommand.Undo())).enabledWhen(c::canUndo),
                MenuItem.action("Show Possible Moves", 'P', () -> play.accept(new PlayCommand.ShowPossibleMoves())).enabledWhen(c::hintsAllowed),
                toggle(c, play, "Always Show Moves", '\0', Settings.ALWAYS_SHOW_MOVES)
                        .enabledWhen(() -> c.match().mode().allowsHints()),
                MenuItem.action("Suggest Move", 'H', () -> play.accept(new PlayCommand.Suggest())).enabledWhen(c::canSuggest),
                MenuItem.action("Show Pouch...", '\0', () -> play.accept(new PlayCommand.ShowPouch()))
                        .enabledWhen(() -> c.hintsAllowed() && c.match().game().pouchCount() > 0),
                MenuItem.separator(),
                MenuItem.action("Learn to Play...", 'I', () -> play.accept(new PlayCommand.LearnToPlay())),
                MenuItem.action("First Game with Hints", '\0', () -> play.accept(new PlayCommand.FirstGameWithHints())),
                MenuItem.action("Rules...", 'R', () -> play.accept(new PlayCommand.ShowRules())),
                MenuItem.action("Strategy...", 'T', () -> play.accept(new PlayCommand.ShowText("Strategy", "strategy.txt")))));
        Menu scores = new Menu("Scores", List.of(
                MenuItem.action("Modern", '\0', () -> play.accept(new PlayCommand.ShowScores(Scoring.MODERN))),
                MenuItem.action("Ancient", '\0', () -> play.accept(new PlayCommand.ShowScores(Scoring.ANCIENT))),
                MenuItem.action("Tournament Scores", '\0', () -> play.accept(new PlayCommand.TournamentScores())),
                MenuItem.separator(),
                MenuItem.action("Statistics...", '\0', () -> play.accept(new PlayCommand.Statistics())),
                MenuItem.action("Deal Calendar...", '\0', () -> play.accept(new PlayCommand.DealCalendar()))));
        return new MenuStrip(List.of(about, file, game, choices, help, scores));
    }

    /** A check item showing a yes-or-no choice, turned over by the one toggle command. */
    private static MenuItem toggle(PlayActions c, Consumer<PlayCommand> play, String label, char key,
            Settings.Key<Boolean> choice) {
        return MenuItem.check(label, key, () -> c.choice(choice), () -> play.accept(new PlayCommand.Toggle(choice)));
    }

    /** Choices > Computer Skill: one checked level, kept in the settings. */
    private static List<MenuItem> skills(PlayActions c, Consumer<PlayCommand> play) {
        List<MenuItem> items = new ArrayList<>();
        for (Skill skill : Skill.values()) {
            items.add(MenuItem.check(skill.label(), '\0', () -> c.choice(Settings.COMPUTER_SKILL) == skill,
                    () -> play.accept(new PlayCommand.Choose<>(Settings.COMPUTER_SKILL, skill))));
        }
        return items;
    }

    /** The volumes Choices > Volume offers, in percent; the settings file takes any from 0 to 100. */
    static final List<Integer> VOLUMES = List.of(100, 75, 50, 25);

    private static List<MenuItem> volumes(PlayActions c, Consumer<PlayCommand> play) {
        List<MenuItem> items = new ArrayList<>();
        for (int v : VOLUMES) {
            items.add(MenuItem.check(v + "%", '\0', () -> c.choice(Settings.VOLUME) == v,
                    () -> play.accept(new PlayCommand.Choose<>(Settings.VOLUME, v))).enabledWhen(() -> c.choice(Settings.SOUNDS)));
        }
        return items;
    }

    /** About Ishido: the about text with the version, and the deal's code in the title bar. */
    static void about(RequesterQueue requesters, String dealCode) {
        List<String> paragraphs = new ArrayList<>(readText("about.txt"));
        paragraphs.replaceAll(p -> p.replace("@VERSION@", Release.VERSION));
        List<String> lines = TextLines.wrapParagraphs(paragraphs, TEXT_COLUMNS);
        // The text fills the screen's height, so the deal's code goes in the title bar.
        Requester.Builder b = new Requester.Builder(dealCode.isEmpty() ? "About Ishido" : "About Ishido    Deal " + dealCode);
        for (String line : lines) {
            if (line.isEmpty()) {
                b.space();
            } else {
                b.text(line);
            }
        }
        // As the manual says, a click anywhere on it puts it away.
        requesters.show(b.buttons("OK", null, yes -> { }).clickCloses().build());
    }

    /** A text of the assets as paragraphs (blank lines between them kept as empty strings). */
    static List<String> readText(String name) {
        return List.of(Assets.text("texts/" + name).split("\n", -1));
    }

    /** Strategy... (and the rules' text where no screen can show their pictures): a text in a scrolling requester. */
    static void text(RequesterQueue requesters, String title, String file) {
        List<String> lines = TextLines.wrapParagraphs(readText(file), TEXT_COLUMNS);
        ListView view = new ListView(TEXT_COLUMNS * 8 + 6 + 13, 14, false).setLines(lines);
        requesters.show(new Requester.Builder(title).add(view).buttons("Exit", null, yes -> { }).build());
    }
}
