package ishido.testing;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.management.ThreadMXBean;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.List;
import java.util.Random;

/** The fuzzing loop the file readers' tests share: mutated seeds must give a picture or a clear error. */
public final class Fuzz {
    /** The longest a whole run may take before the test fails (a reader stuck in a loop). */
    private static final Duration TIMEOUT = Duration.ofSeconds(30);

    private Fuzz() {
    }

    /** Makes a damaged copy of a seed file. */
    public interface Mutator {
        byte[] mutate(byte[] seed, Random random);
    }

    /** Reads a file, checking the picture when there is one; a refusal is thrown as an exception. */
    public interface Reader {
        void read(byte[] file) throws Exception;
    }

    /**
     * Reads {@code mutations} mutated copies of the seeds (taken in turn, the generator seeded with
     * {@code seed}). Each read must return, or throw a {@code refusal} whose message is one non-empty
     * line; any other exception, a read allocating {@code maxAllocated} bytes or more, or a run over
     * 30 seconds fails the test.
     *
     * @return how many of the mutated files gave a picture
     */
    public static int run(List<byte[]> seeds, int mutations, long seed, long maxAllocated,
            Class<? extends Exception> refusal, Mutator mutator, Reader reader) {
        return assertTimeoutPreemptively(TIMEOUT, () -> {
            Random random = new Random(seed);
            ThreadMXBean threads = (ThreadMXBean) ManagementFactory.getThreadMXBean();
            long thread = Thread.currentThread().getId();
            int pictures = 0;
            for (int n = 0; n < mutations; n++) {
                byte[] file = mutator.mutate(seeds.get(n % seeds.size()), random);
                long before = threads.getThreadAllocatedBytes(thread);
                try {
                    reader.read(file);
                    pictures++;
                } catch (Exception e) {
                    if (!refusal.isInstance(e)) {
                        throw new AssertionError("mutation " + n + " threw " + e, e);
                    }
                    assertFalse(e.getMessage().isEmpty() || e.getMessage().contains("\n"), e.getMessage());
                }
                long allocated = threads.getThreadAllocatedBytes(thread) - before;
                assertTrue(allocated < maxAllocated, "mutation " + n + " allocated " + allocated + " bytes");
            }
            return pictures;
        });
    }
}
