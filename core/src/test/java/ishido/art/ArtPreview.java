package ishido.art;

import ishido.image.IndexedImage;
import ishido.png.PngWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes indexed images as enlarged PNGs under target/art so that a person can look at the art. */
final class ArtPreview {
    static final Path DIR = Path.of("target", "art");

    private ArtPreview() {
    }

    /** Writes the image at 1x and enlarged by {@code scale}, as NAME.png and NAME-xSCALE.png. */
    static void write(String name, IndexedImage image, int scale) {
        write(DIR.resolve(name + ".png"), image, 1);
        write(DIR.resolve(name + "-x" + scale + ".png"), image, scale);
    }

    static void write(Path file, IndexedImage image, int scale) {
        try {
            Files.createDirectories(file.getParent());
            Files.write(file, PngWriter.encode(enlarged(image, scale)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The image with each pixel repeated scale x scale times, opaque so the previews show every pixel. */
    private static IndexedImage enlarged(IndexedImage image, int scale) {
        IndexedImage big = new IndexedImage(image.width() * scale, image.height() * scale, image.palette());
        for (int y = 0; y < big.height(); y++) {
            for (int x = 0; x < big.width(); x++) {
                big.set(x, y, image.get(x / scale, y / scale));
            }
        }
        return big;
    }
}
