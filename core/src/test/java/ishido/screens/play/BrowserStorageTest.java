package ishido.screens.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.machine.Host;
import ishido.machine.Machine;
import ishido.machine.Script;
import ishido.persist.KeyValueStorage;
import ishido.persist.KeyValues;
import ishido.persist.MapKeyValues;
import ishido.persist.UserData;
import ishido.persist.UserFiles;
import ishido.screens.TestArt;
import ishido.screens.review.ReviewScreen;
import ishido.store.GameHistory;
import ishido.store.SavedGames;
import ishido.store.Settings;
import ishido.store.SettingsFile;
import ishido.testing.TestPlatform;
import ishido.ui.Button;
import ishido.ui.FileRequester;
import ishido.ui.Gadget;
import ishido.ui.MenuItem;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The game on the browser's key/value store, as the web build runs it: saves, reviews, the file requester's
 * volumes and a full store, through the same screens as on the desktop, and nothing of it on the disk.
 */
class BrowserStorageTest {
    private MapKeyValues store;
    /** The store the browser's storage uses now: a test can swap in a full one under a running game. */
    private final Switched values = new Switched();
    private KeyValueStorage browser;
    private Path home;

    /** Key/values that go to whichever store is set. */
    private static final class Switched implements KeyValues {
        private KeyValues to;

        @Override
        public String get(String key) {
            return to.get(key);
        }

        @Override
        public boolean put(String key, String value) {
            return to.put(key, value);
        }

        @Override
        public void remove(String key) {
            to.remove(key);
        }

        @Override
        public List<String> keys() {
            return to.keys();
        }
    }

    @BeforeEach
    void inTheBrowser() throws IOException {
        store = new MapKeyValues();
        values.to = store;
        browser = new KeyValueStorage(values);
        browser.createFolders();
        home = browser.dataFolder();
    }

    @AfterEach
    void nothingReachedTheDisk() {
        assertFalse(Files.exists(home), "the browser's data folder is not on the disk");
    }

    private PlayScreen play() {
        return new PlayScreen(TestPlatform.with(browser), TestArt.stoneset(), TestArt.board(), 1, new Settings(), home, Host.HEADLESS,
                PlayScreen.FIXED_CLOCK);
    }

    private static void press(FileRequester f, String label) {
        for (Gadget g : f.requester().gadgets()) {
            if (g instanceof Button b && b.label().equals(label)) {
                b.press();
            }
        }
    }

    @Test
    void aGameSavedInTheBrowserIsReviewedFromTheRequester() {
        PlayScreen play = play();
        Machine machine = new Machine(play);
        Script.parse("play 5").run(machine, () -> play);
        play.session().files().save(UserData.savesFolder(home).resolve("five." + SavedGames.EXTENSION));
        assertTrue(browser.isFile(home.resolve("saves/five.ishido")));
        MenuItem item = play.menus().menus().get(1).items().stream()
                .filter(i -> "Review Game...".equals(i.label())).findFirst().orElseThrow();
        item.choose();
        assertEquals("Review Game", play.requesters().current().title());
        Script.parse("type five." + SavedGames.EXTENSION + "\nkey ENTER").run(machine, () -> play);
        assertTrue(machine.screen() instanceof ReviewScreen, "the saved game's review is shown");
    }

    @Test
    void aFileThePlayerPickedIsLoadedFromImports() throws IOException {
        PlayScreen play = play();
        Machine machine = new Machine(play);
        Script.parse("play 5").run(machine, () -> play);
        byte[] game = play.session().files().record().format().getBytes(StandardCharsets.UTF_8);
        Path picked = browser.imported("my game.ishido", game);
        PlayScreen other = play();
        Machine second = new Machine(other);
        other.session().files().askLoad();
        assertEquals("Load Game", other.requesters().current().title());
        Script.parse("type ../" + KeyValueStorage.IMPORTS + "/" + picked.getFileName() + "\nkey ENTER")
                .run(second, () -> other);
        assertEquals(play.game().moves(), other.game().moves());
        assertEquals(play.game().placed(), other.game().placed());
    }

    @Test
    void aFullStoreSaysSoAsAFullDiskDoesAndKeepsTheOldSave() throws IOException {
        PlayScreen play = play();
        Machine machine = new Machine(play);
        Script.parse("play 3").run(machine, () -> play);
        Path file = UserData.savesFolder(home).resolve("kept." + SavedGames.EXTENSION);
        play.session().files().save(file);
        byte[] kept = browser.read(file, UserFiles.Kind.GAME_RECORD);
        Script.parse("play 3").run(machine, () -> play);
        MapKeyValues full = new MapKeyValues(store.used());
        for (String key : store.keys()) {
            full.put(key, store.get(key));
        }
        values.to = full;
        play.session().files().save(file);
        assertEquals("Save Game", play.requesters().current().title());
        assertTrue(String.join(" ", play.requesters().current().lines())
                .contains("kept.ishido: the browser's storage for this game is full"), play.requesters().current().lines().toString());
        assertEquals(new String(kept, StandardCharsets.UTF_8),
                new String(browser.read(file, UserFiles.Kind.GAME_RECORD), StandardCharsets.UTF_8));
    }

    @Test
    void settingsAreKeptInTheStore() throws IOException {
        Settings settings = new Settings();
        settings.set(Settings.BOARD, "Mine");
        SettingsFile.save(browser, settings, UserData.settingsFile(home));
        assertEquals("Mine", SettingsFile.load(browser, UserData.settingsFile(home), PlayScreen.FIXED_CLOCK).get(Settings.BOARD));
    }

    @Test
    void theRequesterOffersTheBrowserAndNoHome() throws IOException {
        assertEquals(List.of("Ishido"), PlayFiles.volumes(browser, home).stream().map(FileRequester.Volume::name).toList());
        browser.createFolders(home.resolve(GameHistory.FOLDER));
        assertEquals(List.of("Ishido", "History"),
                PlayFiles.volumes(browser, home).stream().map(FileRequester.Volume::name).toList());
        ishido.ui.RequesterQueue queue = new ishido.ui.RequesterQueue();
        FileRequester f = new FileRequester(browser, "Load Game", FileRequester.Mode.OPEN, UserData.savesFolder(home),
                List.of(SavedGames.EXTENSION), PlayFiles.volumes(browser, home), queue, p -> { });
        press(f, "Volumes");
        // The data folder is the browser's one place: listed once, by the storage's name.
        assertEquals(List.of("Browser (dir)", "History (dir)"), f.list().lines());
        press(f, "Parent");
        assertEquals(home, f.drawer());
        assertEquals(List.of("boards (dir)", "Downloads (dir)", "history (dir)", "Imports (dir)", "saves (dir)",
                "stonesets (dir)"), f.list().lines());
    }

    @Test
    void theRequesterBringsAFileInWhereThePageOffersAPicker() throws IOException {
        ishido.ui.RequesterQueue queue = new ishido.ui.RequesterQueue();
        FileRequester f = new FileRequester(browser, "Load Game", FileRequester.Mode.OPEN, UserData.savesFolder(home),
                List.of(SavedGames.EXTENSION), PlayFiles.volumes(browser, home), queue, p -> { });
        press(f, "Volumes");
        assertFalse(f.list().lines().contains("Bring in a file..."), "no picker, no line");
        int[] opened = new int[1];
        browser.onBringIn(() -> opened[0]++);
        press(f, "Volumes");
        assertEquals(List.of("Browser (dir)", "Bring in a file..."), f.list().lines());
        // A click on the line (row 1) opens the page's picker; its file then shows, ready to open.
        f.list().mouse(ishido.machine.InputEvent.press(f.list().x() + 10, f.list().y() + 2 + 9 + 4,
                ishido.machine.InputEvent.LEFT_BUTTON));
        assertEquals(1, opened[0]);
        Path kept = browser.imported("deal.ishido", "game".getBytes(StandardCharsets.UTF_8));
        assertEquals(home.resolve(KeyValueStorage.IMPORTS), f.drawer());
        assertEquals(List.of("deal.ishido"), f.list().lines());
        assertEquals("deal.ishido", f.fileField().text());
        assertEquals(home.resolve("Imports/deal.ishido"), kept);
    }

    @Test
    void theRequesterDeletesAFileAfterAskingToFreeTheBrowsersStorage() throws IOException {
        Path saves = UserData.savesFolder(home);
        browser.write(saves.resolve("old.ishido"), "game".getBytes(StandardCharsets.UTF_8));
        ishido.ui.RequesterQueue queue = new ishido.ui.RequesterQueue();
        FileRequester f = new FileRequester(browser, "Load Game", FileRequester.Mode.OPEN, saves,
                List.of(SavedGames.EXTENSION), PlayFiles.volumes(browser, home), queue, p -> { });
        assertEquals(List.of("old.ishido"), f.list().lines());
        f.fileField().setText("old.ishido");
        press(f, "Delete");
        assertTrue(queue.current().lines().contains("Delete old.ishido?"), queue.current().lines().toString());
        pressIn(queue.current(), "Cancel");
        assertTrue(browser.isFile(saves.resolve("old.ishido")), "Cancel keeps it");
        press(f, "Delete");
        pressIn(queue.current(), "Delete");
        assertFalse(browser.exists(saves.resolve("old.ishido")));
        assertEquals(List.of(), f.list().lines());
    }

    private static void pressIn(ishido.ui.Requester r, String label) {
        for (Gadget g : r.gadgets()) {
            if (g instanceof Button b && b.label().equals(label)) {
                b.press();
                return;
            }
        }
        throw new AssertionError("no button " + label + " in " + r.lines());
    }

    @Test
    void theBrowserIsListedOnceUnderVolumesWithTeaVmsNames() {
        // TeaVM's Path is not equal to itself: the data folder was listed as "Ishido" and again as "Browser".
        Path folder = ishido.persist.TeaVmPaths.name("/Browser");
        FileRequester f = new FileRequester(new KeyValueStorage(store, folder), "Load Game", FileRequester.Mode.OPEN, folder, List.of(SavedGames.EXTENSION),
                List.of(new FileRequester.Volume("Ishido", folder)), new ishido.ui.RequesterQueue(), p -> { });
        press(f, "Volumes");
        assertEquals(List.of("Browser (dir)"), f.list().lines());
    }
}
