package ishido.screens.play;

import ishido.ai.Skill;
import ishido.assets.Assets;
import ishido.assets.Release;
import ishido.match.MatchView;
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

/** The play screen's menus (?, File, Game, Choices, Help, Scores) and the requesters they open. */
final class PlayMenus {
    /** Characters per line in the scrolling text requesters. */
    private static final int TEXT_COLUMNS = 32;

    private PlayMenus() {
    }

    /**
     * The parts whose commands the menus call: each item calls the part that owns what it does, and
     * {@code actions} the few that are the menus' own.
     */
    record Parts(PlayActions actions, PlayActions.Flow flow, PlayFiles files, PlayReviews reviews, PlayAllData allData,
            PlayDeals deals, ChoiceRequesters choices, ThemeRequesters themes, PlayHelps helps, PlayHighScores scores) {
    }

    static MenuStrip build(Parts p, RequesterQueue requesters) {
        // The menus' own commands, and what they read to check and ghost their items.
        PlayActions c = p.actions();
        Menu about = new Menu(Menu.YIN_YANG, List.of(
                MenuItem.action("About Ishido...", '\0', () -> about(requesters, c.dealCode()))));
        Menu file = new Menu("File", List.of(
                MenuItem.action("Load Game...", 'L', p.files()::askLoad),
                MenuItem.action("Save Game", 'S', p.files()::askSave),
                MenuItem.action("Save Game As...", 'A', p.files()::askSaveAs),
                MenuItem.action("Export Statistics...", '\0', p.deals().statistics()::askExport),
                MenuItem.action("Export All...", '\0', p.allData()::askExport),
                MenuItem.action("Import All...", '\0', p.allData()::askImport),
                MenuItem.action("Review Game...", '\0', p.reviews()::askFile),
                MenuItem.separator(),
                MenuItem.action("Quit", 'Q', c::quit)));
        Menu game = new Menu("Game", List.of(
                MenuItem.action("New Game", 'N', p.flow()::askNewGame),
                MenuItem.action("Start Game Over", 'O', p.flow()::askStartOver).enabledWhen(() -> c.match().game().placed() > 0),
                MenuItem.action("End Game", 'E', p.flow()::askEndGame).enabledWhen(() -> !c.match().game().isOver()),
                MenuItem.separator(),
                MenuItem.action("Solitaire...", '\0', () -> p.choices().setUp(GameMode.SOLITAIRE)),
                MenuItem.action("Cooperative...", '\0', () -> p.choices().setUp(GameMode.COOPERATIVE)),
                MenuItem.action("Tournament...", '\0', () -> p.choices().setUp(GameMode.TOURNAMENT)),
                MenuItem.action("Challenge...", '\0', () -> p.choices().setUp(GameMode.CHALLENGE)),
                MenuItem.separator(),
                MenuItem.check("Ancient", '\0', () -> c.choice(Settings.SCORING) == Scoring.ANCIENT,
                        () -> c.choose(Settings.SCORING, Scoring.ANCIENT))
                        .enabledWhen(() -> c.nextMode().allows(Scoring.ANCIENT)),
                MenuItem.check("Modern", '\0', () -> c.choice(Settings.SCORING) == Scoring.MODERN,
                        () -> c.choose(Settings.SCORING, Scoring.MODERN)),
                toggle(c, "Computer Player 1", '\0', Settings.COMPUTER_PLAYER_1),
                MenuItem.check("Computer Player 2", '\0',
                        () -> c.choice(Settings.COMPUTER_PLAYER_2) && c.nextMode().takesTurns(),
                        () -> c.toggle(Settings.COMPUTER_PLAYER_2))
                        .enabledWhen(() -> c.nextMode().takesTurns()),
                MenuItem.submenu("Timer", List.of(
                        MenuItem.action("Tournament Timer...", '\0', () -> p.choices().timer(true))
                                .enabledWhen(() -> c.nextMode() == GameMode.TOURNAMENT),
                        MenuItem.action("Challenge Timer...", '\0', () -> p.choices().timer(false))
                                .enabledWhen(() -> c.nextMode() == GameMode.CHALLENGE))),
                MenuItem.separator(),
                MenuItem.action("Play Deal...", '\0', p.deals().choice()::askDeal),
                MenuItem.action("Deal of the Day", '\0', p.deals().choice()::playDealOfTheDay)));
        Menu choices = new Menu("Choices", List.of(
                MenuItem.action("Stonesets...", '\0', p.themes()::stonesets),
                MenuItem.action("Boards...", '\0', p.themes()::boards),
                MenuItem.separator(),
                toggle(c, "Graphic Scoreboard", 'G', Settings.GRAPHIC_SCOREBOARD),
                toggle(c, "Sounds", '\0', Settings.SOUNDS),
                toggle(c, "Stone Click", '\0', Settings.STONE_CLICK),
                MenuItem.submenu("Volume", volumes(c)),
                toggle(c, "Messages", 'M', Settings.MESSAGES),
                toggle(c, "Show High Scores", '\0', Settings.SHOW_HIGH_SCORES),
                MenuItem.check("Oracle", '\0', c::oracleOn, () -> c.toggle(Settings.ORACLE)).enabledWhen(c::oracleOffered),
                toggle(c, "Save Auguries Automatically", '\0', Settings.SAVE_AUGURIES),
                // Checked: the next start asks for the code from the codewheel, as the 1990 game did.
                MenuItem.check("Codewheel", '\0', () -> !c.choice(Settings.SKIP_CODEWHEEL),
                        () -> c.toggle(Settings.SKIP_CODEWHEEL)),
                toggle(c, "Resume Game at Start", '\0', Settings.RESUME_AT_START),
                MenuItem.submenu("Computer Skill", skills(c)),
                MenuItem.separator(),
                MenuItem.action("Display...", 'D', p.choices()::display)));
        Menu help = new Menu("Help", List.of(
                MenuItem.action("Undo Previous Move", 'U', p.flow()::undo).enabledWhen(c::canUndo),
                MenuItem.action("Show Possible Moves", 'P', p.helps()::showPossibleMoves).enabledWhen(c::hintsAllowed),
                toggle(c, "Always Show Moves", '\0', Settings.ALWAYS_SHOW_MOVES).enabledWhen(() -> c.match().mode().allowsHints()),
                MenuItem.action("Suggest Move", 'H', p.helps()::suggestMove).enabledWhen(c::canSuggest),
                MenuItem.action("Show Pouch...", '\0', p.helps()::showPouch)
                        .enabledWhen(() -> c.hintsAllowed() && c.match().game().pouchCount() > 0),
                MenuItem.separator(),
                MenuItem.action("Rules...", 'R', () -> text(requesters, "Rules", "rules.txt")),
                MenuItem.action("Strategy...", 'T', () -> text(requesters, "Strategy", "strategy.txt"))));
        Menu scores = new Menu("Scores", List.of(
                MenuItem.action("Modern", '\0', () -> p.scores().show(Scoring.MODERN)),
                MenuItem.action("Ancient", '\0', () -> p.scores().show(Scoring.ANCIENT)),
                MenuItem.action("Tournament Scores", '\0', p.scores()::showTournament),
                MenuItem.separator(),
                MenuItem.action("Statistics...", '\0', p.deals().statistics()::show)));
        return new MenuStrip(List.of(about, file, game, choices, help, scores));
    }

    /** A check item showing a yes-or-no choice, turned over by the one toggle command. */
    private static MenuItem toggle(PlayActions c, String label, char key, Settings.Key<Boolean> choice) {
        return MenuItem.check(label, key, () -> c.choice(choice), () -> c.toggle(choice));
    }

    /** Choices > Computer Skill: one checked level, kept in the settings. */
    private static List<MenuItem> skills(PlayActions c) {
        List<MenuItem> items = new ArrayList<>();
        for (Skill skill : Skill.values()) {
            items.add(MenuItem.check(skill.label(), '\0', () -> c.choice(Settings.COMPUTER_SKILL) == skill,
                    () -> c.choose(Settings.COMPUTER_SKILL, skill)));
        }
        return items;
    }

    /** The volumes Choices > Volume offers, in percent; the settings file takes any from 0 to 100. */
    static final List<Integer> VOLUMES = List.of(100, 75, 50, 25);

    private static List<MenuItem> volumes(PlayActions c) {
        List<MenuItem> items = new ArrayList<>();
        for (int v : VOLUMES) {
            items.add(MenuItem.check(v + "%", '\0', () -> c.choice(Settings.VOLUME) == v,
                    () -> c.choose(Settings.VOLUME, v)).enabledWhen(() -> c.choice(Settings.SOUNDS)));
        }
        return items;
    }

    private static void about(RequesterQueue requesters, String dealCode) {
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

    private static void text(RequesterQueue requesters, String title, String file) {
        List<String> lines = TextLines.wrapParagraphs(readText(file), TEXT_COLUMNS);
        ListView view = new ListView(TEXT_COLUMNS * 8 + 6 + 13, 14, false).setLines(lines);
        requesters.show(new Requester.Builder(title).add(view).buttons("Exit", null, yes -> { }).build());
    }
}
