package ishido.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.oracle.Augury;
import ishido.oracle.AuguryFile;
import ishido.oracle.AuguryTexts;
import ishido.oracle.Hexagram;
import ishido.persist.ChildJvm;
import ishido.persist.FileStorage;
import ishido.persist.Storage;
import ishido.persist.UserData;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.scores.HighScore;
import ishido.scores.HighScores;
import ishido.scores.ScoreList;
import ishido.scores.Table;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two windows on one data folder, as two processes: both finish games, enter high scores, change
 * settings and add auguries at the same time, and every entry of both is kept.
 */
class TwoWindowsTest {
    /** Rounds each window plays; in the first few it also enters a high score (both fit in a table). */
    private static final int ROUNDS = 30;
    private static final int SCORES = ScoreList.SIZE / 2;
    private static final Clock NOON = Clock.fixed(Instant.parse("2026-11-23T12:00:00Z"), ZoneOffset.UTC);

    @TempDir
    Path dir;

    /** The other window. */
    public static void main(String[] args) throws IOException {
        Path folder = Path.of(args[0]);
        ChildJvm.ready();
        // The desktop's storage, as the launcher gives it.
        window(new FileStorage(), folder, "child", Settings.BOARD);
    }

    /** A window's rounds: its own setting changed each time, an augury added, a high score entered. */
    private static void window(Storage storage, Path folder, String who, Settings.Key<String> mine) throws IOException {
        Path settingsFile = UserData.settingsFile(folder);
        Settings settings = SettingsFile.load(storage, settingsFile, NOON);
        HighScoreFile scores = new HighScoreFile(storage, folder, NOON);
        for (int i = 0; i < ROUNDS; i++) {
            settings.set(mine, who + " " + i);
            SettingsFile.save(storage, settings, settingsFile);
            Hexagram h = Hexagram.number(1 + i % 64);
            Augury augury = new Augury(LocalDateTime.of(2026, 11, 23, 12, 0), who + " " + i, h, AuguryTexts.standard().of(h));
            AuguryFile.write(storage, folder.resolve(AuguryFile.AUTOMATIC), augury, AuguryFile.Mode.APPEND);
            if (i < SCORES) {
                HighScore game = new HighScore(who, 100 + i, 0, 10, GameMode.SOLITAIRE, LocalDate.of(2026, 11, 23), false);
                scores.update(s -> s.record(game, Scoring.MODERN, false));
            }
        }
    }

    @Test
    @Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void twoWindowsAtOnceKeepEveryScoreSettingAndAugury() throws Exception {
        Process child = ChildJvm.start(TwoWindowsTest.class, dir.toString());
        try {
            window(new FileStorage(), dir, "parent", Settings.STONESET);
            assertTrue(child.waitFor(120, TimeUnit.SECONDS), "the other window did not finish");
            assertEquals(0, child.exitValue(), new String(child.getInputStream().readAllBytes()));
        } finally {
            child.destroyForcibly();
        }
        Settings settings = SettingsFile.load(new FileStorage(), UserData.settingsFile(dir), NOON);
        assertEquals("parent " + (ROUNDS - 1), settings.get(Settings.STONESET));
        assertEquals("child " + (ROUNDS - 1), settings.get(Settings.BOARD));

        String auguries = Files.readString(dir.resolve(AuguryFile.AUTOMATIC));
        for (String who : new String[] {"parent", "child"}) {
            Matcher m = Pattern.compile("Question: " + who + " (\\d+)\n").matcher(auguries);
            int n = 0;
            while (m.find()) {
                assertEquals(n++, Integer.parseInt(m.group(1)), who + "'s auguries in order");
            }
            assertEquals(ROUNDS, n, who + "'s auguries");
        }

        HighScores tables = new HighScoreFile(new FileStorage(), dir, NOON).load();
        for (String who : new String[] {"parent", "child"}) {
            assertEquals(SCORES, tables.list(Table.TODAY, Scoring.MODERN).entries().stream()
                    .filter(h -> h.name().equals(who)).count(), who + "'s scores");
        }
    }
}
