package ishido.screens.play;

import ishido.persist.UserData;
import ishido.store.Settings;
import ishido.theme.BoardPicture;
import ishido.theme.Catalog;
import ishido.theme.Stoneset;
import ishido.ui.Button;
import ishido.ui.CheckBox;
import ishido.ui.FileRequester;
import ishido.ui.RadioGroup;
import ishido.ui.Requester;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The Stonesets... and Boards... requesters: the built-in themes, the player's own, and Other... for any file. */
final class ThemeRequesters {
    private static final List<String> IMAGE_EXTENSIONS = List.of("iff", "ilbm", "lbm", "board");

    private ThemeRequesters() {
    }

    private static List<String> themeChoices() {
        List<String> names = new ArrayList<>(Catalog.THEMES);
        names.add("Other...");
        return names;
    }

    private static int themeIndex(String current) {
        for (int i = 0; i < Catalog.THEMES.size(); i++) {
            if (Catalog.THEMES.get(i).equalsIgnoreCase(current)) {
                return i;
            }
        }
        return Catalog.THEMES.size();
    }

    private static RadioGroup themeRadio(String current, List<String> present) {
        RadioGroup radio = new RadioGroup(themeChoices(), themeIndex(current));
        for (int i = 0; i < Catalog.THEMES.size(); i++) {
            if (!present.contains(Catalog.THEMES.get(i))) {
                radio.disable(i);
            }
        }
        return radio;
    }

    static void stonesets(PlayCommands p) {
        var s = p.settings();
        RadioGroup radio = themeRadio(s.get(Settings.STONESET), Catalog.stonesets());
        Requester[] holder = new Requester[1];
        Button ok = new Button("OK", () -> {
            holder[0].close();
            int i = radio.selected();
            if (i < Catalog.THEMES.size()) {
                useStoneset(p, Catalog.THEMES.get(i));
            } else {
                FileRequester f = new FileRequester("Other Stoneset", FileRequester.Mode.OPEN, userImages(p, true),
                        IMAGE_EXTENSIONS, PlayMenus.volumes(p), p.requesters(), path -> useStoneset(p, path.toString()));
                p.requesters().show(f.requester());
            }
        });
        Button edit = new Button("Edit Stoneset...", () -> {
            holder[0].close();
            editStoneset(p, radio.selected());
        });
        Button cancel = new Button("Cancel", () -> holder[0].close());
        holder[0] = new Requester.Builder("Stonesets").add(radio).buttons(ok, edit, cancel).build();
        p.requesters().show(holder[0]);
    }

    /**
     * Opens the stoneset editor on the set chosen in the radio buttons (the one in play when it is that theme);
     * with Other chosen, on the set in play after offering a user stoneset to load, as the manual has it.
     */
    private static void editStoneset(PlayCommands p, int choice) {
        if (choice >= Catalog.THEMES.size()) {
            p.theme().editStoneset(p.stoneset(), true);
            return;
        }
        String theme = Catalog.THEMES.get(choice);
        if (theme.equals(p.stoneset().name())) {
            p.theme().editStoneset(p.stoneset(), false);
            return;
        }
        try {
            p.theme().editStoneset(Catalog.stoneset(theme, dataFolder(p)), false);
        } catch (IOException e) {
            p.tell("Stonesets", "That stoneset cannot be edited: " + e.getMessage());
        }
    }

    private static void useStoneset(PlayCommands p, String nameOrPath) {
        Stoneset set;
        try {
            set = Catalog.stoneset(nameOrPath, dataFolder(p));
        } catch (IOException e) {
            p.tell("Stonesets", "That stoneset cannot be used: " + e.getMessage());
            return;
        }
        BoardPicture matching = null;
        if (Catalog.boards().contains(set.name())) {
            try {
                matching = Catalog.board(set.name(), dataFolder(p));
            } catch (IOException e) {
                matching = null;
            }
        }
        boolean boardToo = p.settings().get(Settings.MATCHING_BOARD) && matching != null;
        p.theme().changeStoneset(set, nameOrPath, matching);
        // With Matching Board checked the board changes with the stoneset: say so, never silently.
        p.say(boardToo ? "Stoneset and its board: " + set.name() + "." : "Stoneset: " + set.name() + ".");
    }

    private static Path dataFolder(PlayCommands p) {
        return p.userFolder() != null ? p.userFolder() : UserData.folder();
    }

    private static Path userImages(PlayCommands p, boolean stonesets) {
        if (p.userFolder() == null) {
            return Path.of("").toAbsolutePath();
        }
        Path folder = stonesets ? UserData.stonesetsFolder(p.userFolder()) : UserData.boardsFolder(p.userFolder());
        return Files.isDirectory(folder) ? folder : p.userFolder();
    }

    static void boards(PlayCommands p) {
        var s = p.settings();
        RadioGroup radio = themeRadio(s.get(Settings.BOARD), Catalog.boards());
        CheckBox matching = new CheckBox("Matching Board", s.get(Settings.MATCHING_BOARD));
        Requester r = new Requester.Builder("Boards").add(radio).space().add(matching)
                .buttons("OK", "Cancel", yes -> {
                    if (!yes) {
                        return;
                    }
                    boolean turnedOn = matching.isChecked() && !s.get(Settings.MATCHING_BOARD);
                    s.set(Settings.MATCHING_BOARD, matching.isChecked());
                    int i = radio.selected();
                    String own = p.stoneset().name();
                    if (turnedOn && Catalog.boards().contains(own)) {
                        // Checking Matching Board is itself a choice of board: the stoneset's own.
                        useBoard(p, own);
                    } else if (i < Catalog.THEMES.size()) {
                        useBoard(p, Catalog.THEMES.get(i));
                    } else {
                        FileRequester f = new FileRequester("Other Board", FileRequester.Mode.OPEN, userImages(p, false),
                                BoardImporting.EXTENSIONS, PlayMenus.volumes(p), p.requesters(),
                                path -> BoardImporting.start(p, path));
                        p.requesters().show(f.requester());
                    }
                    p.saveSettings();
                })
                .build();
        p.requesters().show(r);
    }

    private static void useBoard(PlayCommands p, String nameOrPath) {
        try {
            p.theme().changeBoard(Catalog.board(nameOrPath, dataFolder(p)), nameOrPath);
            p.say("Board: " + p.board().name() + ".");
        } catch (IOException e) {
            p.tell("Boards", "That board cannot be used: " + e.getMessage());
        }
    }
}
