package ishido.desktop;

import com.badlogic.gdx.utils.SharedLibraryLoader;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The natives the installed packages ship as files, beside the game, instead of inside it: LWJGL finds
 * its own in the folder {@code org.lwjgl.librarypath} names; LibGDX's are loaded from there here. A
 * library found there is loaded as it is, not copied out to the temporary folder and checked at every
 * start. Without that folder (the runnable jar) LibGDX extracts its natives as usual.
 */
final class ShippedNatives {
    /** The system property the package's launcher sets to its natives folder (LWJGL reads it too). */
    static final String FOLDER = "org.lwjgl.librarypath";

    private ShippedNatives() {
    }

    /**
     * Loads LibGDX's library of that name ({@code gdx}, {@code gdx-freetype}) from the shipped folder, when
     * it is there, and marks it loaded so LibGDX does not extract its own copy.
     *
     * @return true when it was loaded from the folder
     */
    static boolean load(String name) {
        String folder = System.getProperty(FOLDER);
        if (folder == null || SharedLibraryLoader.isLoaded(name)) {
            return false;
        }
        Path file = Path.of(folder, new SharedLibraryLoader().mapLibraryName(name));
        if (!Files.isRegularFile(file)) {
            return false;
        }
        System.load(file.toAbsolutePath().toString());
        SharedLibraryLoader.setLoaded(name);
        return true;
    }
}
