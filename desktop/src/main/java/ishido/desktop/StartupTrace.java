package ishido.desktop;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;

/**
 * What {@code --trace-startup} prints: when each step of start-up ended, and the first frame, in
 * milliseconds after the JVM started (the runtime's own count, which begins once the JVM is set up; the
 * wall time from the launcher's start adds the JVM's creation, and is measured from outside). The steps
 * are noted on a monotonic clock and turned into times only at the first frame, so the trace loads
 * nothing (the management classes) before it.
 */
final class StartupTrace {
    private final long createdNanos = System.nanoTime();
    private final List<String> names = new ArrayList<>();
    private final List<Long> nanos = new ArrayList<>();

    /** Notes that a step ended now. */
    synchronized void step(String name) {
        names.add(name);
        nanos.add(System.nanoTime());
    }

    /** The line printed at the first frame, made now. */
    synchronized String firstFrame() {
        long nowNanos = System.nanoTime();
        long nowMillis = System.currentTimeMillis();
        long jvmStart = ManagementFactory.getRuntimeMXBean().getStartTime();
        StringBuilder line = new StringBuilder("first frame ").append(nowMillis - jvmStart)
                .append(" ms after the JVM started");
        line.append(" (steps: trace ").append(jvmMillis(createdNanos, nowNanos, nowMillis, jvmStart));
        for (int i = 0; i < names.size(); i++) {
            line.append(", ").append(names.get(i)).append(' ')
                    .append(jvmMillis(nanos.get(i), nowNanos, nowMillis, jvmStart));
        }
        return line.append(")").toString();
    }

    private static long jvmMillis(long stepNanos, long nowNanos, long nowMillis, long jvmStart) {
        return nowMillis - (nowNanos - stepNanos) / 1_000_000 - jvmStart;
    }
}
