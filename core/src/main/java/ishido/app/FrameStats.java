package ishido.app;

import java.util.function.Consumer;

/**
 * Frame timing for {@code --trace-frames}: how long game logic, composing the framebuffer and
 * presenting took, and how many frames missed their 60 Hz slot.
 */
final class FrameStats {
    /** Frames between two reports: five seconds at 60 Hz. */
    private static final int REPORT_EVERY = 300;
    /** A frame later than this after the previous one missed its vertical blank. */
    private static final long LATE_NANOS = 1_000_000_000L / 60 * 3 / 2;

    private final Consumer<String> report;
    private long frames;
    private long ticks;
    private long logicNanos;
    private long composeNanos;
    private long presentNanos;
    private long worstCompose;
    private long late;
    private long previousStart;

    FrameStats(Consumer<String> report) {
        this.report = report;
    }

    void frame(long start, long logicDone, long composed, long presented, int ticksRun) {
        if (previousStart != 0 && start - previousStart > LATE_NANOS) {
            late++;
        }
        previousStart = start;
        frames++;
        ticks += ticksRun;
        logicNanos += logicDone - start;
        composeNanos += composed - logicDone;
        presentNanos += presented - composed;
        worstCompose = Math.max(worstCompose, composed - start);
        if (frames % REPORT_EVERY == 0) {
            report.accept(String.format(java.util.Locale.ROOT,
                    "frames=%d ticks=%d late=%d logic_ms=%.3f compose_ms=%.3f present_ms=%.3f worst_logic_compose_ms=%.3f",
                    frames, ticks, late, logicNanos / 1e6 / REPORT_EVERY, composeNanos / 1e6 / REPORT_EVERY,
                    presentNanos / 1e6 / REPORT_EVERY, worstCompose / 1e6));
            logicNanos = 0;
            composeNanos = 0;
            presentNanos = 0;
            worstCompose = 0;
        }
    }
}
