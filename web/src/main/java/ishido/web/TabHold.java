package ishido.web;

import ishido.screens.play.PlayScreen;
import org.teavm.jso.JSBody;

/**
 * Which tab of the page holds the game under way (store.js's Web Lock): one tab plays it, another opened beside it
 * says so and offers to take it over, so that two tabs never write their own games over the kept one nor record one
 * game's end twice. The play screen shown now follows the hold: it lets go when another tab takes the game.
 */
final class TabHold {
    /** The play screen of this tab now (a Quit's fresh start makes another). */
    private PlayScreen current;
    /** What the page's link asked for (a deal, a challenge), waiting for this tab to take the game: once. */
    private Runnable asked = () -> { };

    /** Listens to the page's hold from now on; one a page. */
    TabHold() {
        onGameLost(this::lost);
    }

    /** Whether this tab holds the game under way; without the browser's Web Locks, every tab does. */
    static boolean holds() {
        return holdsGame();
    }

    /**
     * The play screen shown from now on: when another tab holds the game, it asks to take it over; when another tab
     * takes it later, it lets go and asks again.
     */
    void follow(PlayScreen play) {
        follow(play, () -> { });
    }

    /**
     * As {@link #follow(PlayScreen)}, with what the page's link asked for while another tab held the game (a deal
     * offered, a challenge read): done once this tab has taken the game over, beside the game it took, as a link
     * opened in the tab that holds the game does it at once. Never dropped.
     */
    void follow(PlayScreen play, Runnable link) {
        current = play;
        asked = link;
        if (!holds()) {
            ask(play);
        }
    }

    private void lost() {
        if (current != null) {
            ask(current);
        }
    }

    private void ask(PlayScreen play) {
        play.heldElsewhere(() -> takeGame(() -> {
            if (play == current) {
                play.takeOver();
                Runnable link = asked;
                asked = () -> { };
                link.run();
            }
        }));
    }

    @JSBody(script = "return ishido.storage.holdsGame();")
    private static native boolean holdsGame();

    @JSBody(params = "listener", script = "ishido.storage.takeGame(listener);")
    private static native void takeGame(Page.Callback listener);

    @JSBody(params = "listener", script = "ishido.storage.onGameLost(listener);")
    private static native void onGameLost(Page.Callback listener);
}
