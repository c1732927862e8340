package ishido.persist;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LockedFilesTest {
    @TempDir
    Path dir;

    @Test
    void updatesAtTheSameTimeAreAllKept() throws Exception {
        Path file = dir.resolve("scores.txt");
        int writers = 4;
        int each = 25;
        ExecutorService pool = Executors.newFixedThreadPool(writers);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int w = 0; w < writers; w++) {
                int id = w;
                done.add(pool.submit(() -> {
                    for (int i = 0; i < each; i++) {
                        LockedFiles.update(file, UserFiles.Kind.HIGH_SCORES,
                                current -> (current == null ? "" : current) + id + "\n");
                    }
                    return null;
                }));
            }
            for (Future<?> f : done) {
                f.get();
            }
        } finally {
            pool.shutdown();
        }
        assertEquals(writers * each, Files.readString(file).lines().count());
    }

    @Test
    void aRefusedChangeLeavesTheFileAsItWas() throws IOException {
        Path file = Files.writeString(dir.resolve("scores.txt"), "kept\n");
        try {
            LockedFiles.update(file, UserFiles.Kind.HIGH_SCORES, current -> {
                throw new IOException("no");
            });
        } catch (IOException expected) {
            // The change gave up.
        }
        assertEquals("kept\n", Files.readString(file));
        assertEquals("kept\n", LockedFiles.update(file, UserFiles.Kind.HIGH_SCORES, current -> null));
    }
}
