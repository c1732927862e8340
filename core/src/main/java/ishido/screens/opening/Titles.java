package ishido.screens.opening;

import ishido.assets.Assets;
import ishido.gfx.Framebuffer;
import ishido.iff.IlbmReader;
import ishido.image.AmigaColor;
import ishido.image.IndexedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * The three title pictures of the assets (ishido/titles/*.iff, drawn once by the code under the tests'
 * art folder): each is sixteen colours of its own, which the title sequence fades, and its pixels.
 */
final class Titles {
    /** The titles in the order they are shown. */
    static final List<String> NAMES = List.of("name", "garden", "credits");

    /** One title: its 12-bit colours and the screen it shows in registers 0-15. */
    record Title(int[] palette, Framebuffer picture) {
    }

    private Titles() {
    }

    /** Reads a title from the assets. */
    static Title load(String name) {
        try {
            IndexedImage image = IlbmReader.read(Assets.bytes("titles/" + name + ".iff")).image();
            int[] palette = new int[image.palette().length];
            for (int i = 0; i < palette.length; i++) {
                palette[i] = AmigaColor.toRgb12(image.palette()[i]);
            }
            Framebuffer picture = new Framebuffer();
            picture.blit(image, 0, 0, image.width(), image.height(), 0, 0, 0, -1);
            return new Title(palette, picture);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
