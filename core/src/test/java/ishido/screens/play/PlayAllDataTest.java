package ishido.screens.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.machine.Host;
import ishido.machine.Machine;
import ishido.persist.AllData;
import ishido.persist.FileStorage;
import ishido.persist.Storage;
import ishido.screens.Golden;
import ishido.store.Settings;
import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** File > Export All... and Import All... on the play screen: the round trip, a damaged file, the question. */
class PlayAllDataTest {
    @TempDir
    Path from;
    @TempDir
    Path to;

    private static PlayScreen screen(Path home) throws IOException {
        return new PlayScreen(TestPlatform.desktop(), Catalog.stoneset(TestPlatform.storage(), "Ishido"),
                Catalog.board(TestPlatform.storage(), "Ishido"), 3, new Settings(), home, Host.HEADLESS, PlayScreen.FIXED_CLOCK);
    }

    private static PlayAllData allData(PlayScreen play, Path home) {
        Notices notices = new Notices(play.requesters(), () -> 0);
        return new PlayAllData(new PlayContext(play::match, null, null, notices, TestPlatform.storage(), home,
                PlayScreen.FIXED_CLOCK, Host.HEADLESS, () -> null, () -> 0, command -> { }, () -> null));
    }

    private static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    /** A few files of a player's data, dated an hour before the fixed clock's export. */
    private static void fill(Path home) throws IOException {
        write(home.resolve("settings.txt"), "Format = 1\nSounds = off\n");
        write(home.resolve("scores.txt"), "Modern\n1 Kim 1234\n");
        write(home.resolve("history/2026-11-20-a.ishido"), "game a\n");
        write(home.resolve("history/2026-11-21-b.ishido"), "game b\n");
        write(home.resolve("history/2026-11-22-c.ishido"), "game c\n");
        write(home.resolve("saves/long game.ishido"), "game d\n");
        Instant before = PlayScreen.FIXED_CLOCK.instant().minusSeconds(3600);
        for (AllData.Entry e : AllData.collect(new FileStorage(home), home)) {
            Files.setLastModifiedTime(home.resolve(e.name()), FileTime.from(before));
        }
    }

    private static List<String> lines(PlayScreen play) {
        return play.requesters().current().lines();
    }

    @Test
    void exportedFromOneHomeAndImportedIntoAnEmptyOneTheDataIsTheSame() throws IOException {
        fill(from);
        PlayScreen one = screen(from);
        Path file = from.resolve("backup." + AllData.EXTENSION);
        allData(one, from).export(file);
        PlayScreen two = screen(to);
        List<AllData.Entry> before = AllData.collect(TestPlatform.storage(), to);
        allData(two, to).open(file);
        assertTrue(two.requesters().isActive());
        assertEquals("Imported " + (6 + before.size() - before.size()) + " files", lines(two).get(0).substring(0, 16));
        Storage storage = TestPlatform.storage();
        assertEquals(AllData.collect(storage, from).stream().map(e -> e.name() + new String(e.content(), StandardCharsets.UTF_8)).toList(),
                AllData.collect(storage, to).stream().map(e -> e.name() + new String(e.content(), StandardCharsets.UTF_8)).toList());
    }

    @Test
    void aDamagedFileIsOneLineAndNothingIsImported() throws IOException {
        fill(from);
        Path file = from.resolve("backup." + AllData.EXTENSION);
        allData(screen(from), from).export(file);
        String text = Files.readString(file);
        Files.writeString(file, text.substring(0, text.length() - 30));
        PlayScreen two = screen(to);
        allData(two, to).open(file);
        assertTrue(String.join(" ", lines(two)).startsWith("backup.ishido-data is damaged"), lines(two).toString());
        assertTrue(String.join(" ", lines(two)).endsWith("Nothing was imported."));
        assertEquals(List.of(), AllData.collect(TestPlatform.storage(), to));
    }

    @Test
    void newerFilesHereAreKeptUnlessThePlayerSaysReplace() throws IOException {
        fill(from);
        Path file = to.resolve("backup." + AllData.EXTENSION);
        Files.createDirectories(to);
        allData(screen(from), from).export(file);
        fill(to);
        // Played on here after the export: two kept games more, and a better high score.
        write(to.resolve("scores.txt"), "Modern\n1 Kim 9999\n");
        write(to.resolve("history/2026-11-22-c.ishido"), "game c, played again after an undo\n");
        write(to.resolve("settings.txt"), "Format = 1\nSounds = on\nMessages = off\n");
        PlayScreen play = screen(to);
        allData(play, to).open(file);
        assertEquals(List.of("3 files here are newer than the", "export's copy:", "history/2026-11-22-c.ishido",
                "scores.txt", "settings.txt", "Replace them with the export's,",
                "or keep them and import the rest?"), lines(play));
        Golden.assertScreen("req-import-newer", play, "wait 1");

        Machine machine = new Machine(play);
        ishido.machine.Script.parse("key ESCAPE").run(machine);
        assertEquals("Modern\n1 Kim 9999\n", Files.readString(to.resolve("scores.txt")), "Keep Them keeps the newer file");
        assertEquals("Imported 0 files (3 already here); kept 3 newer here.", lines(play).get(0)
                + " " + lines(play).get(1));

        ishido.machine.Script.parse("key ENTER").run(machine);
        assertFalse(play.requesters().isActive());
        allData(play, to).open(file);
        assertEquals("Replace them with the export's,", lines(play).get(5));
        ishido.machine.Script.parse("key ENTER").run(machine);
        assertEquals("Modern\n1 Kim 1234\n", Files.readString(to.resolve("scores.txt")), "Replace replaces it");
    }
}
