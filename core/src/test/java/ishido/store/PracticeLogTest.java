package ishido.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ishido.match.DealCode;
import ishido.practice.Practice;
import ishido.testing.TestPlatform;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The practice log kept beside the game history: what is added reads back, oldest first; bad lines pass. */
class PracticeLogTest {
    @TempDir
    Path home;

    @Test
    void practicesReadBackInOrderAndBadLinesArePassedOver() throws Exception {
        Path folder = home.resolve(GameHistory.FOLDER);
        Clock day = Clock.fixed(Instant.parse("2026-11-26T12:00:00Z"), ZoneOffset.UTC);
        PracticeLog log = new PracticeLog(TestPlatform.storage(), folder, day);
        assertEquals(List.of(), log.entries());
        DealCode code = DealCode.of(1234);
        log.add(code, new Practice.Result(2, 5));
        log.add(null, new Practice.Result(4, 4));
        Files.writeString(folder.resolve(PracticeLog.FILE), "nonsense line\n", StandardCharsets.UTF_8,
                java.nio.file.StandardOpenOption.APPEND);
        log.add(null, new Practice.Result(0, 1));
        LocalDate d = LocalDate.of(2026, 11, 26);
        assertEquals(List.of(new PracticeLog.Entry(d, code.toString(), new Practice.Result(2, 5)),
                new PracticeLog.Entry(d, "", new Practice.Result(4, 4)),
                new PracticeLog.Entry(d, "", new Practice.Result(0, 1))), log.entries());
        // Never taken for a kept game.
        assertEquals(List.of(), new GameHistory(TestPlatform.storage(), home, day).list());
    }
}
