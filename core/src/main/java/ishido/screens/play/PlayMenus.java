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
     */
    static MenuStrip build(Consumer<PlayCommand> play, PlayActions c) {
        Menu about = new Menu(Menu.YIN_YANG, List.of(
                item("About Ishido...", '\0', play, new PlayCommand.About())));
        Menu file = new Menu("File", List.of(
                item("Load Game...", 'L', play, new PlayCommand.Load()),
                item("Save Game", 'S', play, new PlayCommand.Save()),
                item("Save Game As...", 'A', play, new PlayCommand.SaveAs()),
                item("Export Statistics...", '\0', play, new PlayCommand.ExportStatistics()),
                item("Export All...", '\0', play, new PlayCommand.ExportAll()),
                item("Import All...", '\0', play, new PlayCommand.ImportAll()),
                item("Review Game...", '\0', play, new PlayCommand.ReviewFile()),
                MenuItem.separator(),
                item("Quit", 'Q', play, new PlayCommand.Quit())));
        Menu game = new Menu("Game", List.of(
                item("New Game", 'N', play, new PlayCommand.NewGame()),
                item("Start Game Over", 'O', play, new PlayCommand.StartOver()).enabledWhen(() -> c.match().game().placed() > 0),
                item("End Game", 'E', play, new PlayCommand.EndGame()).enabledWhen(() -> !c.match().game().isOver()),
                MenuItem.separator(),
                item("Solitaire...", '\0', play, new PlayCommand.SetUp(GameMode.SOLITAIRE)),
                item("Cooperative...", '\0', play, new PlayCommand.SetUp(GameMode.COOPERATIVE)),
                item("Tournament...", '\0', play, new PlayCommand.SetUp(GameMode.TOURNAMENT)),
                item("Challenge...", '\0', play, new PlayCommand.SetUp(GameMode.CHALLENGE)),
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
                        item("Tournament Timer...", '\0', play, new PlayCommand.SetTimer(GameMode.TOURNAMENT))
                                .enabledWhen(() -> c.nextMode() == GameMode.TOURNAMENT),
                        item("Challenge Timer...", '\0', play, new PlayCommand.SetTimer(GameMode.CHALLENGE))
                                .enabledWhen(() -> c.nextMode() == GameMode.CHALLENGE))),
                MenuItem.separator(),
                item("Play Deal...", '\0', play, new PlayCommand.AskDeal()),
                item("Deal of the Day", '\0', play, new PlayCommand.DealOfTheDay())));
        Menu choices = new Menu("Choices", List.of(
                item("Stonesets...", '\0', play, new PlayCommand.Stonesets()),
                item("Boards...", '\0', play, new PlayCommand.Boards()),
                MenuItem.separator(),
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
                MenuItem.separator(),
                item("Display...", 'D', play, new PlayCommand.Display())));
        Menu help = new Menu("Help", List.of(
                item("Undo Previous Move", 'U', play, new PlayCommand.Undo()).enabledWhen(c::canUndo),
                item("Show Possible Moves", 'P', play, new PlayCommand.ShowPossibleMoves()).enabledWhen(c::hintsAllowed),
                toggle(c, play, "Always Show Moves", '\0', Settings.ALWAYS_SHOW_MOVES)
                        .enabledWhen(() -> c.match().mode().allowsHints()),
                item("Suggest Move", 'H', play, new PlayCommand.Suggest()).enabledWhen(c::canSuggest),
                item("Show Pouch...", '\0', play, new PlayCommand.ShowPouch())
                        .enabledWhen(() -> c.hintsAllowed() && c.match().game().pouchCount() > 0),
                MenuItem.separator(),
                item("Rules...", 'R', play, new PlayCommand.ShowText("Rules", "rules.txt")),
                item("Strategy...", 'T', play, new PlayCommand.ShowText("Strategy", "strategy.txt"))));
        Menu scores = new Menu("Scores", List.of(
                item("Modern", '\0', play, new PlayCommand.ShowScores(Scoring.MODERN)),
                item("Ancient", '\0', play, new PlayCommand.ShowScores(Scoring.ANCIENT)),
                item("Tournament Scores", '\0', play, new PlayCommand.TournamentScores()),
                MenuItem.separator(),
                item("Statistics...", '\0', play, new PlayCommand.Statistics())));
        return new MenuStrip(List.of(about, file, game, choices, help, scores));
    }

    /** An item that gives its command. */
    private static MenuItem item(String label, char key, Consumer<PlayCommand> play, PlayCommand command) {
        return MenuItem.action(label, key, () -> play.accept(command));
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

    /** Rules... and Strategy...: a text of the assets in a scrolling requester. */
    static void text(RequesterQueue requesters, String title, String file) {
        List<String> lines = TextLines.wrapParagraphs(readText(file), TEXT_COLUMNS);
        ListView view = new ListView(TEXT_COLUMNS * 8 + 6 + 13, 14, false).setLines(lines);
        requesters.show(new Requester.Builder(title).add(view).buttons("Exit", null, yes -> { }).build());
    }
}
