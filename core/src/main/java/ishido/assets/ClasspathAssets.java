package ishido.assets;

import java.io.IOException;
import java.io.InputStream;

/** The assets as resources of the classpath under {@code /ishido/}: the assets module's jar on the desktop. */
public final class ClasspathAssets implements AssetSource {
    /** The folder of the classpath that holds the assets. */
    static final String ROOT = "/ishido/";

    @Override
    public byte[] read(String name) throws IOException {
        try (InputStream in = ClasspathAssets.class.getResourceAsStream(ROOT + name)) {
            return in == null ? null : in.readAllBytes();
        }
    }

    @Override
    public boolean exists(String name) {
        // getResourceAsStream, not getResource: TeaVM's class library has only the former.
        try (InputStream in = ClasspathAssets.class.getResourceAsStream(ROOT + name)) {
            return in != null;
        } catch (IOException e) {
            return true;
        }
    }
}
