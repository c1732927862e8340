package ishido.persist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

class LockedFilesTest {
    /** Updates each of the two processes makes. */
    private static final int UPDATES = 40;

    @TempDir
    Path dir;

    /** The other process: appends its lines to the file, one update each. */
    public static void main(String[] args) throws IOException {
        Path file = Path.of(args[0]);
        ChildJvm.ready();
        for (int i = 0; i < UPDATES; i++) {
            LockedFiles.update(file, UserFiles.Kind.HIGH_SCORES, current -> (current == null ? "" : current) + "child\n");
        }
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void twoProcessesUpdatingAtOnceKeepEveryChange() throws Exception {
        Path file = dir.resolve("scores.txt");
        Process child = ChildJvm.start(LockedFilesTest.class, file.toString());
        try {
            for (int i = 0; i < UPDATES; i++) {
                LockedFiles.update(file, UserFiles.Kind.HIGH_SCORES, current -> (current == null ? "" : current) + "parent\n");
            }
            assertTrue(child.waitFor(60, TimeUnit.SECONDS), "the other process did not finish");
            assertEquals(0, child.exitValue());
        } finally {
            child.destroyForcibly();
        }
        List<String> lines = Files.readString(file).lines().toList();
        assertEquals(UPDATES, lines.stream().filter("parent"::equals).count());
        assertEquals(UPDATES, lines.stream().filter("child"::equals).count());
    }

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
