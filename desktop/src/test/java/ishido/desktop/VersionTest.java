package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class VersionTest {
    /** The project's version as the parent pom gives it: the first version after the parent's artifactId. */
    private static String pomVersion() throws IOException {
        String pom = Files.readString(Path.of("../pom.xml"));
        Matcher m = Pattern.compile("<artifactId>ishido-parent</artifactId>\\s*<version>([^<]+)</version>").matcher(pom);
        assertTrue(m.find(), "the parent pom names its version");
        return m.group(1);
    }

    @Test
    void versionPrintsTheNameAndTheBuildsVersion() throws IOException {
        CommandResult r = CommandResult.of("--version");
        assertEquals(0, r.code(), r.err());
        assertEquals("Ishido: The Way of Stones " + pomVersion(), r.out().strip());
        assertEquals("", r.err());
    }

    @Test
    void aboutShowsTheBuildsReleaseVersion() throws IOException {
        assertEquals(pomVersion().replaceFirst("-.*", ""), ishido.assets.Release.VERSION,
                "About Ishido's version is the build's, without -SNAPSHOT");
    }

    @Test
    void versionIsInTheHelp() {
        assertTrue(CommandResult.of("--help").out().contains("--version"));
    }

    @Test
    void versionTakesNothingElse() {
        CommandResult r = CommandResult.of("--version", "--window");
        assertEquals(2, r.code());
        MainTest.assertOneMessage(r.err());
    }
}
