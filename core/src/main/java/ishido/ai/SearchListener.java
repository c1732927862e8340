package ishido.ai;

/** Told from time to time how a search is going, e.g. so the game screen can show the computer thinking. */
@FunctionalInterface
public interface SearchListener {
    /** A listener that ignores everything. */
    SearchListener NONE = progress -> { };

    /** Called on the thread that called {@link Searcher#search}; must return quickly. */
    void progress(SearchProgress progress);
}
