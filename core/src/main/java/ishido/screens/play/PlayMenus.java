package ishido.screens.play;

import ishido.ai.Skill;
import ishido.gfx.Framebuffer;
import ishido.persist.UserData;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.rules.Stone;
import ishido.store.DisplayOptions;
import ishido.store.SavedGames;
import ishido.store.Settings;
import ishido.theme.Stoneset;
import ishido.ui.CheckBox;
import ishido.ui.FileRequester;
import ishido.ui.Label;
import ishido.ui.ListView;
import ishido.ui.Menu;
import ishido.ui.MenuItem;
import ishido.ui.MenuStrip;
import ishido.ui.Picture;
import ishido.ui.RadioGroup;
import ishido.ui.Requester;
import ishido.ui.Slider;
import ishido.ui.TextLines;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The play screen's menus (?, File, Game, Choices, Help, Scores) and the requesters they open. */
final class PlayMenus {
    /** Characters per line in the scrolling text requesters. */
    private static final int TEXT_COLUMNS = 32;

    private PlayMenus() {
    }

    static MenuStrip build(PlayCommands p) {
        var s = p.settings();
        Menu about = new Menu(Menu.YIN_YANG, List.of(
                MenuItem.action("About Ishido...", '\0', () -> about(p))));
        Menu file = new Menu("File", List.of(
                MenuItem.action("Load Game...", 'L', () -> loadGame(p)),
                MenuItem.action("Save Game", 'S', () -> {
                    if (p.files().savedAs() != null) {
                        p.files().save(p.files().savedAs());
                    } else {
                        saveGameAs(p);
                    }
                }),
                MenuItem.action("Save Game As...", 'A', () -> saveGameAs(p)),
                MenuItem.separator(),
                MenuItem.action("Quit", 'Q', () -> {
                    if (p.isUnderWay()) {
                        p.confirm("Quit", List.of("A game is under way.", "Quit Ishido?"), "Quit", p.host()::quit);
                    } else {
                        p.host().quit();
                    }
                })));
        Menu game = new Menu("Game", List.of(
                MenuItem.action("New Game", 'N', p::askNewGame),
                MenuItem.action("Start Game Over", 'O', p::askStartOver).enabledWhen(() -> p.game().placed() > 0),
                MenuItem.action("End Game", 'E', p::askEndGame).enabledWhen(() -> !p.game().isOver()),
                MenuItem.separator(),
                MenuItem.action("Solitaire...", '\0', () -> setup(p, GameMode.SOLITAIRE)),
                MenuItem.action("Cooperative...", '\0', () -> setup(p, GameMode.COOPERATIVE)),
                MenuItem.action("Tournament...", '\0', () -> p.setUpTournament(() -> setup(p, GameMode.TOURNAMENT))),
                MenuItem.action("Challenge...", '\0', () -> setup(p, GameMode.CHALLENGE)),
                MenuItem.separator(),
                MenuItem.check("Ancient", '\0', () -> s.get(Settings.SCORING) == Scoring.ANCIENT, () -> {
                    s.set(Settings.SCORING, Scoring.ANCIENT);
                    p.saveSettings();
                }).enabledWhen(() -> s.get(Settings.MODE).allows(Scoring.ANCIENT)),
                MenuItem.check("Modern", '\0', () -> s.get(Settings.SCORING) == Scoring.MODERN, () -> {
                    s.set(Settings.SCORING, Scoring.MODERN);
                    p.saveSettings();
                }),
                MenuItem.check("Computer Player 1", '\0', () -> s.get(Settings.COMPUTER_PLAYER_1), () -> {
                    s.toggle(Settings.COMPUTER_PLAYER_1);
                    p.saveSettings();
                }),
                MenuItem.check("Computer Player 2", '\0', () -> s.get(Settings.COMPUTER_PLAYER_2) && PlaySeats.hasSecondSeat(s.get(Settings.MODE)), () -> {
                    s.toggle(Settings.COMPUTER_PLAYER_2);
                    p.saveSettings();
                }).enabledWhen(() -> PlaySeats.hasSecondSeat(s.get(Settings.MODE))),
                MenuItem.submenu("Timer", List.of(
                        MenuItem.action("Tournament Timer...", '\0', () -> timer(p, true))
                                .enabledWhen(() -> s.get(Settings.MODE) == GameMode.TOURNAMENT),
                        MenuItem.action("Challenge Timer...", '\0', () -> timer(p, false))
                                .enabledWhen(() -> s.get(Settings.MODE) == GameMode.CHALLENGE)))));
        Menu choices = new Menu("Choices", List.of(
                MenuItem.action("Stonesets...", '\0', () -> ThemeRequesters.stonesets(p)),
                MenuItem.action("Boards...", '\0', () -> ThemeRequesters.boards(p)),
                MenuItem.separator(),
                MenuItem.check("Graphic Scoreboard", 'G', () -> s.get(Settings.GRAPHIC_SCOREBOARD), () -> {
                    s.toggle(Settings.GRAPHIC_SCOREBOARD);
                    p.saveSettings();
                }),
                MenuItem.check("Sounds", '\0', () -> s.get(Settings.SOUNDS), () -> {
                    s.toggle(Settings.SOUNDS);
                    p.saveSettings();
                }),
                MenuItem.check("Stone Click", '\0', () -> s.get(Settings.STONE_CLICK), () -> {
                    s.toggle(Settings.STONE_CLICK);
                    p.saveSettings();
                }),
                MenuItem.check("Messages", 'M', () -> s.get(Settings.MESSAGES), () -> {
                    s.toggle(Settings.MESSAGES);
                    p.saveSettings();
                }),
                MenuItem.check("Show High Scores", '\0', () -> s.get(Settings.SHOW_HIGH_SCORES), () -> {
                    s.toggle(Settings.SHOW_HIGH_SCORES);
                    p.saveSettings();
                }),
                MenuItem.check("Oracle", '\0', p.oracle()::isOn, p.oracle()::toggle).enabledWhen(p.oracle()::offered),
                MenuItem.check("Save Auguries Automatically", '\0', () -> s.get(Settings.SAVE_AUGURIES), () -> {
                    s.toggle(Settings.SAVE_AUGURIES);
                    p.saveSettings();
                }),
                // Checked: the next start asks for the code from the codewheel, as the 1990 game did.
                MenuItem.check("Codewheel", '\0', () -> !s.get(Settings.SKIP_CODEWHEEL), () -> {
                    s.toggle(Settings.SKIP_CODEWHEEL);
                    p.saveSettings();
                }),
                MenuItem.submenu("Computer Skill", skills(p)),
                MenuItem.separator(),
                MenuItem.action("Display...", 'D', () -> display(p))));
        Menu help = new Menu("Help", List.of(
                MenuItem.action("Undo Previous Move", 'U', p::undo).enabledWhen(p::canUndo),
                MenuItem.action("Show Possible Moves", 'P', p.helps()::showPossibleMoves).enabledWhen(p.helps()::hintsAllowed),
                MenuItem.check("Always Show Moves", '\0', () -> s.get(Settings.ALWAYS_SHOW_MOVES),
                                p.helps()::toggleAlwaysShowMoves)
                        .enabledWhen(() -> p.match().mode().allowsHints()),
                MenuItem.action("Suggest Move", 'H', p.helps()::suggestMove).enabledWhen(p.helps()::canSuggest),
                MenuItem.action("Show Pouch...", '\0', p.helps()::showPouch)
                        .enabledWhen(() -> p.helps().hintsAllowed() && p.game().pouchCount() > 0),
                MenuItem.separator(),
                MenuItem.action("Rules...", 'R', () -> text(p, "Rules", "rules.txt")),
                MenuItem.action("Strategy...", 'T', () -> text(p, "Strategy", "strategy.txt"))));
        Menu scores = new Menu("Scores", List.of(
                MenuItem.action("Modern", '\0', () -> p.scores().show(Scoring.MODERN)),
                MenuItem.action("Ancient", '\0', () -> p.scores().show(Scoring.ANCIENT)),
                MenuItem.action("Tournament Scores", '\0', p.scores()::showTournament)));
        return new MenuStrip(List.of(about, file, game, choices, help, scores));
    }

    /** Choices > Computer Skill: one checked level, kept in the settings. */
    private static List<MenuItem> skills(PlayCommands p) {
        var s = p.settings();
        List<MenuItem> items = new ArrayList<>();
        for (Skill skill : Skill.values()) {
            items.add(MenuItem.check(skill.label(), '\0', () -> s.get(Settings.COMPUTER_SKILL) == skill, () -> {
                s.set(Settings.COMPUTER_SKILL, skill);
                p.saveSettings();
            }));
        }
        return items;
    }

    private static void about(PlayCommands p) {
        List<String> lines = new ArrayList<>();
        for (String paragraph : readText("about.txt")) {
            lines.addAll(paragraph.isEmpty() ? List.of("") : TextLines.wrap(paragraph, TEXT_COLUMNS));
        }
        Requester.Builder b = new Requester.Builder("About Ishido");
        for (String line : lines) {
            if (line.isEmpty()) {
                b.space();
            } else {
                b.text(line);
            }
        }
        // As the manual says, a click anywhere on it puts it away.
        p.requesters().show(b.buttons("OK", null, yes -> { }).clickCloses().build());
    }

    /** A text of the assets as paragraphs (blank lines between them kept as empty strings). */
    static List<String> readText(String name) {
        try (InputStream in = PlayMenus.class.getResourceAsStream("/ishido/texts/" + name)) {
            if (in == null) {
                throw new IllegalStateException("the text " + name + " is missing from the assets");
            }
            return List.of(new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n", -1));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void text(PlayCommands p, String title, String file) {
        List<String> lines = new ArrayList<>();
        for (String paragraph : readText(file)) {
            lines.addAll(paragraph.isEmpty() ? List.of("") : TextLines.wrap(paragraph, TEXT_COLUMNS));
        }
        ListView view = new ListView(TEXT_COLUMNS * 8 + 6 + 13, 14, false).setLines(lines);
        p.requesters().show(new Requester.Builder(title).add(view).buttons("Exit", null, yes -> { }).build());
    }

    private static Path saves(PlayCommands p) {
        Path folder = p.userFolder() == null ? Path.of("").toAbsolutePath() : UserData.savesFolder(p.userFolder());
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            return Path.of("").toAbsolutePath();
        }
        return folder;
    }

    static List<FileRequester.Volume> volumes(PlayCommands p) {
        List<FileRequester.Volume> v = new ArrayList<>();
        v.add(new FileRequester.Volume("Home", Path.of(System.getProperty("user.home", "."))));
        if (p.userFolder() != null) {
            v.add(new FileRequester.Volume("Ishido", p.userFolder()));
        }
        return v;
    }

    private static void loadGame(PlayCommands p) {
        FileRequester f = new FileRequester("Load Game", FileRequester.Mode.OPEN, saves(p),
                List.of(SavedGames.EXTENSION), volumes(p), p.requesters(), p.files()::open);
        p.requesters().show(f.requester());
    }

    private static void saveGameAs(PlayCommands p) {
        FileRequester f = new FileRequester("Save Game", FileRequester.Mode.SAVE,
                p.files().savedAs() != null ? p.files().savedAs().toAbsolutePath().getParent() : saves(p),
                List.of(SavedGames.EXTENSION), volumes(p), p.requesters(), p.files()::save);
        if (p.files().savedAs() != null) {
            f.fileField().setText(p.files().savedAs().getFileName().toString());
        }
        p.requesters().show(f.requester());
    }

    /** The setup requester of a game mode: scoring and which seats the computer takes. */
    private static void setup(PlayCommands p, GameMode mode) {
        var s = p.settings();
        RadioGroup scoring = new RadioGroup(List.of("Ancient", "Modern"),
                s.get(Settings.SCORING) == Scoring.ANCIENT ? 0 : 1);
        if (!mode.allows(Scoring.ANCIENT)) {
            scoring.disable(0);
            scoring.select(1);
        }
        CheckBox first = new CheckBox("Computer Player 1", s.get(Settings.COMPUTER_PLAYER_1));
        // A seat the mode does not have is not taken by the computer, so its ghosted box is not checked.
        CheckBox second = new CheckBox("Computer Player 2", s.get(Settings.COMPUTER_PLAYER_2) && PlaySeats.hasSecondSeat(mode));
        if (!PlaySeats.hasSecondSeat(mode)) {
            second.setEnabled(false);
        }
        String hint = switch (mode) {
            case SOLITAIRE -> "Player 1: the computer plays.";
            case COOPERATIVE -> "Two players, one team score.";
            case TOURNAMENT -> "Everyone plays the same deal.";
            case CHALLENGE -> "Two players, each for himself.";
        };
        Requester r = new Requester.Builder(mode.label() + " Game")
                .text(hint)
                .space()
                .add(new Label("Scoring", false, 64))
                .add(scoring)
                .space()
                .add(first)
                .add(second)
                .buttons("OK", "Cancel", yes -> {
                    if (yes) {
                        p.changeMode(mode, () -> {
                            s.set(Settings.MODE, mode);
                            s.set(Settings.SCORING, scoring.selected() == 0 ? Scoring.ANCIENT : Scoring.MODERN);
                            s.set(Settings.COMPUTER_PLAYER_1, first.isChecked());
                            s.set(Settings.COMPUTER_PLAYER_2, second.isEnabled() && second.isChecked());
                            p.saveSettings();
                        });
                    }
                })
                .build();
        p.requesters().show(r);
    }

    private static void timer(PlayCommands p, boolean tournament) {
        var s = p.settings();
        CheckBox on = new CheckBox("Use the timer",
                s.get(tournament ? Settings.TOURNAMENT_TIMER : Settings.CHALLENGE_TIMER));
        Slider slider = tournament
                ? new Slider(140, 1, 60, s.get(Settings.TOURNAMENT_MINUTES), "min")
                : new Slider(140, 1, 60, s.get(Settings.CHALLENGE_SECONDS), "s");
        Requester r = new Requester.Builder(tournament ? "Tournament Timer" : "Challenge Timer")
                .text(tournament ? "Time for each game:" : "Time for each move:")
                .space()
                .add(slider)
                .space()
                .add(on)
                .buttons("OK", "Cancel", yes -> {
                    if (yes) {
                        if (tournament) {
                            s.set(Settings.TOURNAMENT_TIMER, on.isChecked());
                            s.set(Settings.TOURNAMENT_MINUTES, slider.value());
                        } else {
                            s.set(Settings.CHALLENGE_TIMER, on.isChecked());
                            s.set(Settings.CHALLENGE_SECONDS, slider.value());
                        }
                        p.saveSettings();
                    }
                })
                .focus(slider)
                .build();
        p.requesters().show(r);
    }

    private static void display(PlayCommands p) {
        var s = p.settings();
        DisplayOptions d = s.display();
        RadioGroup screen = new RadioGroup(List.of("Full screen", "Window"), d.fullscreen() ? 0 : 1);
        RadioGroup scaling = new RadioGroup(List.of("Whole steps", "Fit the screen"), d.integerScaling() ? 0 : 1);
        RadioGroup aspect = new RadioGroup(List.of("NTSC pixels", "Square pixels"), d.aspect() == DisplayOptions.Aspect.NTSC ? 0 : 1);
        RadioGroup crt = new RadioGroup(List.of("No CRT filter", "Scanlines", "CRT shader"), d.crt().ordinal());
        Requester r = new Requester.Builder("Display")
                .row(screen, scaling)
                .space()
                .row(aspect, crt)
                .buttons("OK", "Cancel", yes -> {
                    if (yes) {
                        s.setDisplay(new DisplayOptions(screen.selected() == 0, d.windowScale(),
                                scaling.selected() == 0,
                                aspect.selected() == 0 ? DisplayOptions.Aspect.NTSC : DisplayOptions.Aspect.SQUARE,
                                DisplayOptions.Crt.values()[crt.selected()]));
                        p.saveSettings();
                        p.host().applyDisplay(s.display());
                    }
                })
                .build();
        p.requesters().show(r);
    }

    /** The stones still in the pouch, in the order they will be drawn, 13 to a row. */
    static Requester pouchRequester(PlayCommands p) {
        List<Stone> rest = p.game().deal().from(ishido.rules.Deal.TABLEAU + p.game().placed() + 1);
        int perRow = 13;
        int rows = Math.max(1, (rest.size() + perRow - 1) / perRow);
        Stoneset set = p.stoneset();
        Picture stones = new Picture(perRow * 20, rows * 20, (Framebuffer fb, int[] at) -> {
            for (int i = 0; i < rest.size(); i++) {
                set.draw(fb, rest.get(i), at[0] + (i % perRow) * 20, at[1] + (i / perRow) * 20);
            }
        });
        return new Requester.Builder("The Pouch")
                .text(rest.size() + (rest.size() == 1 ? " stone, " : " stones, ") + "next first:")
                .add(stones)
                .buttons("OK", null, yes -> { })
                .build();
    }
}
