package ishido.assets;

/**
 * The version a player's package carries, as About Ishido shows it in the game and the page. It is the build's
 * version without its -SNAPSHOT; VersionTest holds the two together.
 */
public final class Release {
    public static final String VERSION = "1.0.0";

    private Release() {
    }
}
