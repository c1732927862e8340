package ishido.web;

import ishido.work.Helpers;
import java.util.function.Consumer;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.typedarrays.Float64Array;
import org.teavm.jso.typedarrays.Int32Array;

/**
 * The page's helpers (helpers.js): Web Workers running {@link HelperMain}, one per core up to
 * {@link #MOST} (the desktop's Master searches on two threads), to which the search hands its halving
 * rounds. One piece of work has them at a time; their answers come between the page's ticks.
 */
final class PageHelpers implements Helpers {
    /** Helpers at most: the Master's two threads. */
    static final int MOST = 2;
    /** The assets a helper reads, one a line: the rollouts' weights and their value's. */
    private static final String ASSETS = "ai/rollouts.txt\nai/value.bin";

    /** An answer from helper i, or i = -1 and no answer once a helper has failed. */
    @JSFunctor
    interface Listener extends JSObject {
        void answered(int helper, Float64Array answer);
    }

    /** The answers of the round out, as they come; null when none is out. */
    private double[][] answers;
    private int outstanding;
    private Consumer<double[][]> waiting;

    private PageHelpers() {
    }

    /** Starts the page's helpers (as many as the machine's cores, at most {@link #MOST}) for the build that runs. */
    static PageHelpers start() {
        PageHelpers helpers = new PageHelpers();
        begin(Math.max(1, Math.min(MOST, cores())), build(), ASSETS, helpers::answered);
        return helpers;
    }

    @Override
    public int count() {
        return ready();
    }

    @Override
    public boolean send(int[][] messages, Consumer<double[][]> answered) {
        if (waiting != null || messages.length == 0 || messages.length > ready()) {
            return false;
        }
        answers = new double[messages.length][];
        outstanding = messages.length;
        waiting = answered;
        for (int i = 0; i < messages.length; i++) {
            post(i, Int32Array.copyFromJavaArray(messages[i]));
        }
        return true;
    }

    private void answered(int helper, Float64Array answer) {
        if (waiting == null) {
            return;
        }
        Consumer<double[][]> to = waiting;
        if (helper < 0 || answer == null) {
            waiting = null;
            answers = null;
            to.accept(null);
            return;
        }
        if (helper >= answers.length || answers[helper] != null) {
            return;
        }
        answers[helper] = answer.copyToJavaArray();
        if (--outstanding == 0) {
            double[][] all = answers;
            waiting = null;
            answers = null;
            to.accept(all);
        }
    }

    @JSBody(script = "return ishido.helpers.cores();")
    private static native int cores();

    @JSBody(script = "return ishido.helpers.build();")
    private static native String build();

    @JSBody(params = {"count", "build", "names", "listener"},
            script = "ishido.helpers.start(count, build, names, listener);")
    private static native void begin(int count, String build, String names, Listener listener);

    /** Whether the helpers are still loading: none has failed and not all are ready. */
    @JSBody(script = "return ishido.helpers.starting();")
    static native boolean starting();

    @JSBody(script = "return ishido.helpers.ready();")
    private static native int ready();

    @JSBody(params = {"helper", "message"}, script = "ishido.helpers.post(helper, message);")
    private static native void post(int helper, Int32Array message);
}
