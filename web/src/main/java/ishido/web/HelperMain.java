package ishido.web;

import ishido.ai.HelperRound;
import ishido.assets.Assets;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.typedarrays.Float64Array;
import org.teavm.jso.typedarrays.Int32Array;

/**
 * A helper of the page's search, compiled apart from the game (ishido-helper.wasm and ishido-helper.js) and
 * run in a Web Worker (helper.js): it answers each halving round the page sends with its tallies. It reads
 * the assets the page handed it (the rollouts' weights) as the game reads its own.
 */
public final class HelperMain {
    /** The worker's answer to a round, called by helper.js for each message. */
    @JSFunctor
    interface Answerer extends JSObject {
        Float64Array answer(Int32Array message);
    }

    private HelperMain() {
    }

    public static void main(String[] args) {
        Assets.use(new PageAssets());
        serve(message -> Float64Array.copyFromJavaArray(
                HelperRound.answer(message.copyToJavaArray(), () -> (long) (now() * 1_000_000))));
    }

    @JSBody(params = "answerer", script = "ishido.helper.serve(answerer);")
    private static native void serve(Answerer answerer);

    @JSBody(script = "return ishido.helper.now();")
    private static native double now();
}
