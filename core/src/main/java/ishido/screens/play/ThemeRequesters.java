package ishido.screens.play;

import ishido.persist.UserData;
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
        RadioGroup radio = themeRadio(s.stoneset, Catalog.stonesets());
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
        // The stoneset editor is its own screen, still to come; until then its button is ghosted.
        Button edit = new Button("Edit Stoneset", () -> { });
        edit.setEnabled(false);
        Button cancel = new Button("Cancel", () -> holder[0].close());
        holder[0] = new Requester.Builder("Stonesets").add(radio).buttons(ok, edit, cancel).build();
        p.requesters().show(holder[0]);
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
        p.changeStoneset(set, nameOrPath, matching);
        p.say("Stoneset: " + set.name() + ".");
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
        RadioGroup radio = themeRadio(s.board, Catalog.boards());
        CheckBox matching = new CheckBox("Matching Board", s.matchingBoard);
        Requester r = new Requester.Builder("Boards").add(radio).space().add(matching)
                .buttons("OK", "Cancel", yes -> {
                    if (!yes) {
                        return;
                    }
                    s.matchingBoard = matching.isChecked();
                    int i = radio.selected();
                    if (i < Catalog.THEMES.size()) {
                        useBoard(p, Catalog.THEMES.get(i));
                    } else {
                        FileRequester f = new FileRequester("Other Board", FileRequester.Mode.OPEN, userImages(p, false),
                                IMAGE_EXTENSIONS, PlayMenus.volumes(p), p.requesters(), path -> useBoard(p, path.toString()));
                        p.requesters().show(f.requester());
                    }
                    p.saveSettings();
                })
                .build();
        p.requesters().show(r);
    }

    private static void useBoard(PlayCommands p, String nameOrPath) {
        try {
            p.changeBoard(Catalog.board(nameOrPath, dataFolder(p)), nameOrPath);
            p.say("Board: " + p.board().name() + ".");
        } catch (IOException e) {
            p.tell("Boards", "That board cannot be used: " + e.getMessage());
        }
    }
}
