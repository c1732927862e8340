package ishido.work;

import java.util.function.Consumer;

/**
 * Threads of work elsewhere that sliced work may hand its heavy parts to: a browser's Web Workers, each
 * running the game's code on a core of its own while the page's one thread draws the frames. They share
 * nothing with the program: a part goes out as a message of ints and comes back as a message of doubles,
 * and the answers arrive later, between the program's ticks. Work that uses them must also run without
 * them: while they start, while another piece of work has them, and when one has failed.
 */
public interface Helpers {
    /** No helpers: every part of the work stays on the program's thread. */
    Helpers NONE = new Helpers() {
        @Override
        public int count() {
            return 0;
        }

        @Override
        public boolean send(int[][] messages, Consumer<double[][]> answered) {
            return false;
        }
    };

    /** Helpers ready for work: 0 while they start, when there are none, or once one has failed. */
    int count();

    /**
     * Hands message i to helper i, if every helper is idle; the answers (answer i from helper i) go to
     * {@code answered} once all have come, later, on the program's thread, or null when a helper failed
     * before it answered.
     *
     * @param messages at most {@link #count()} messages
     * @return false when nothing was sent (a helper busy, not ready, or too few of them)
     */
    boolean send(int[][] messages, Consumer<double[][]> answered);
}
