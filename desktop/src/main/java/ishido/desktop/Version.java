package ishido.desktop;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The game's name and version for {@code --version}: the version is the build's, written in at build time. */
final class Version {
    static final String NAME = "Ishido: The Way of Stones";

    private Version() {
    }

    /** The one line {@code --version} prints, e.g. {@code Ishido: The Way of Stones 1.0.0}. */
    static String line() {
        return NAME + " " + number();
    }

    /** The version the build wrote into version.properties, or "unknown" when the resource is missing. */
    static String number() {
        Properties p = new Properties();
        try (InputStream in = Version.class.getResourceAsStream("version.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            return "unknown";
        }
        return p.getProperty("version", "unknown");
    }
}
