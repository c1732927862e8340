package ishido.persist;

import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Installs the desktop's storage before every test class and test, as the launcher does at start-up, so
 * a test that installs another storage (a key/value one) in its own set-up cannot leave it to the next.
 * Found by JUnit's extension autodetection (switched on in the parent pom's surefire configuration).
 */
public final class InstallFileStorage implements BeforeAllCallback, BeforeEachCallback {
    @Override
    public void beforeAll(ExtensionContext context) {
        Storage.install(new FileStorage());
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        Storage.install(new FileStorage());
    }
}
