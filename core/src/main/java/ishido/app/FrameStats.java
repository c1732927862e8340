package ishido.app;

import ishido.match.Timer;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * Frame counting for {@code --trace-frames}: how many ticks the machine ran, how many frames were
 * presented (only changed pictures are), how long presenting took, and how many ticks were late.
 * Ticks are counted on the machine's thread and frames on the GL thread.
 */
final class FrameStats {
    /** Ticks between two reports: five seconds. */
    private static final int REPORT_EVERY = 5 * Timer.TICKS_PER_SECOND;
    /** A wake-up later than this after the previous one missed its 60 Hz slot. */
    private static final long LATE_NANOS = 1_000_000_000L / Timer.TICKS_PER_SECOND * 3 / 2;

    private final Consumer<String> report;
    private long ticks;
    private long late;
    private long previousWake;
    private long reportedAt;
    private long frames;
    private long presentNanos;

    FrameStats(Consumer<String> report) {
        this.report = report;
    }

    /** A frame was presented, taking the given time on the GL thread. */
    synchronized void presented(long nanos) {
        frames++;
        presentNanos += nanos;
    }

    /** The machine ran some ticks at one wake-up of its clock. */
    void ticked(int count, long wake) {
        String line = null;
        synchronized (this) {
            if (previousWake != 0 && wake - previousWake > LATE_NANOS) {
                late++;
            }
            previousWake = wake;
            ticks += count;
            if (ticks - reportedAt >= REPORT_EVERY) {
                line = String.format(Locale.ROOT,
                        "Ticks %d, frames presented %d (%.0f%%), late wake-ups %d, present %.3f ms a frame",
                        ticks, frames, 100.0 * frames / ticks, late, frames == 0 ? 0 : presentNanos / 1e6 / frames);
                reportedAt = ticks;
            }
        }
        if (line != null) {
            report.accept(line);
        }
    }
}
