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
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The Stonesets... and Boards... requesters: the built-in themes, the player's own, and Other... for any file. */
final class ThemeRequesters {
    /** The stoneset files Other... lists: ILBMs, and PNGs such as the editor saves. */
    private static final List<String> IMAGE_EXTENSIONS = List.of("iff", "ilbm", "lbm", "board", "png");

    private final PlayTheme theme;
    private final BoardImporting importing;

    private final PlayContext c;

    ThemeRequesters(PlayContext c, PlayTheme theme, BoardImporting importing) {
        this.c = c;
        this.theme = theme;
        this.importing = importing;
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

    void stonesets() {
        var s = c.settings();
        RadioGroup radio = themeRadio(s.get(Settings.STONESET), Catalog.stonesets());
        Requester[] holder = new Requester[1];
        Button ok = new Button("OK", () -> {
            holder[0].close();
            int i = radio.selected();
            if (i < Catalog.THEMES.size()) {
                useStoneset(Catalog.THEMES.get(i));
            } else {
                FileRequester f = new FileRequester(c.storage(), "Other Stoneset", FileRequester.Mode.OPEN, userImages(true),
                        IMAGE_EXTENSIONS, PlayFiles.volumes(c.storage(), c.userFolder()), c.requesters(), path -> useStoneset(path.toString()));
                c.requesters().show(f.requester());
            }
        });
        Button edit = new Button("Edit Stoneset...", () -> {
            holder[0].close();
            editStoneset(radio.selected());
        });
        Button cancel = new Button("Cancel", () -> holder[0].close());
        holder[0] = new Requester.Builder("Stonesets").add(radio).buttons(ok, edit, cancel).build();
        c.requesters().show(holder[0]);
    }

    /**
     * Opens the stoneset editor on the set chosen in the radio buttons (the one in play when it is that theme);
     * with Other chosen, on the set in play after offering a user stoneset to load, as the manual has it.
     */
    private void editStoneset(int choice) {
        if (choice >= Catalog.THEMES.size()) {
            theme.editStoneset(theme.stoneset(), true);
            return;
        }
        String name = Catalog.THEMES.get(choice);
        if (name.equals(theme.stoneset().name())) {
            theme.editStoneset(theme.stoneset(), false);
            return;
        }
        try {
            theme.editStoneset(Catalog.stoneset(c.storage(), name, dataFolder()), false);
        } catch (IOException e) {
            c.notices().tell("Stonesets", "That stoneset cannot be edited: " + e.getMessage());
        }
    }

    private void useStoneset(String nameOrPath) {
        Stoneset set;
        Catalog.StonesetLoad loaded;
        try {
            loaded = Catalog.importStoneset(c.storage(), nameOrPath, dataFolder());
            set = loaded.set();
        } catch (IOException e) {
            c.notices().tell("Stonesets", "That stoneset cannot be used: " + e.getMessage());
            return;
        }
        BoardPicture matching = null;
        if (Catalog.boards().contains(set.name())) {
            try {
                matching = Catalog.board(c.storage(), set.name(), dataFolder());
            } catch (IOException e) {
                matching = null;
            }
        }
        boolean boardToo = c.settings().get(Settings.MATCHING_BOARD) && matching != null;
        theme.changeStoneset(set, nameOrPath, matching);
        // With Matching Board checked the board changes with the stoneset: say so, never silently.
        if (loaded.made().reduced()) {
            // A picture of more colours (an anti-aliased sheet from a paint program) is reduced here, as convert does.
            c.notices().tell("Stonesets", "Stoneset: " + set.name() + ": " + String.join("; ", loaded.made().notes())
                    + ". To keep it so, save it from Edit Stoneset.");
        } else {
            c.notices().say(boardToo ? "Set and board: " + set.name() + "." : "Stoneset: " + set.name() + ".");
        }
    }

    /**
     * The data folder; a run without one (a screenshot, a recording) uses the storage's own, as the file
     * requesters do.
     */
    private Path dataFolder() {
        return c.userFolder() != null ? c.userFolder() : c.storage().dataFolder();
    }

    private Path userImages(boolean stonesets) {
        if (c.userFolder() == null) {
            return Path.of("").toAbsolutePath();
        }
        Path folder = stonesets ? UserData.stonesetsFolder(c.userFolder()) : UserData.boardsFolder(c.userFolder());
        return c.storage().isFolder(folder) ? folder : c.userFolder();
    }

    void boards() {
        var s = c.settings();
        // The board in use is ticked, even one a --board FILE brought in that the settings do not name (Other...).
        String inUse = Catalog.THEMES.contains(theme.board().name()) ? theme.board().name() : "";
        RadioGroup radio = themeRadio(inUse, Catalog.boards());
        CheckBox matching = new CheckBox("Matching Board", s.get(Settings.MATCHING_BOARD));
        Requester r = new Requester.Builder("Boards").add(radio).space().add(matching)
                .buttons("OK", "Cancel", yes -> {
                    if (!yes) {
                        return;
                    }
                    boolean turnedOn = matching.isChecked() && !s.get(Settings.MATCHING_BOARD);
                    s.set(Settings.MATCHING_BOARD, matching.isChecked());
                    int i = radio.selected();
                    String own = theme.stoneset().name();
                    if (turnedOn && Catalog.boards().contains(own)) {
                        // Checking Matching Board is itself a choice of board: the stoneset's own.
                        useBoard(own);
                    } else if (i < Catalog.THEMES.size()) {
                        useBoard(Catalog.THEMES.get(i));
                    } else {
                        FileRequester f = new FileRequester(c.storage(), "Other Board", FileRequester.Mode.OPEN, userImages(false),
                                BoardImporting.EXTENSIONS, PlayFiles.volumes(c.storage(), c.userFolder()), c.requesters(),
                                path -> importing.start(path));
                        c.requesters().show(f.requester());
                    }
                    c.settings().save();
                })
                .build();
        c.requesters().show(r);
    }

    private void useBoard(String nameOrPath) {
        try {
            theme.changeBoard(Catalog.board(c.storage(), nameOrPath, dataFolder()), nameOrPath);
            c.notices().say("Board: " + theme.board().name() + ".");
        } catch (IOException e) {
            c.notices().tell("Boards", "That board cannot be used: " + e.getMessage());
        }
    }
}
