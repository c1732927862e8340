package ishido.png;

import ishido.image.IndexedImage;

/** A decoded PNG: palette pictures stay indexed, all other colour types become ARGB pixels. */
public sealed interface PngImage permits PngImage.Indexed, PngImage.TrueColor {
    int width();

    int height();

    /** Returns the pixels as 0xAARRGGBB, row by row; a transparent palette index gives alpha 0. */
    int[] toArgb();

    /** A colour type 3 picture: indices, the PLTE as palette and the first fully transparent tRNS entry, if any. */
    record Indexed(IndexedImage image) implements PngImage {
        @Override
        public int width() {
            return image.width();
        }

        @Override
        public int height() {
            return image.height();
        }

        @Override
        public int[] toArgb() {
            byte[] pixels = image.pixels();
            int[] argb = new int[pixels.length];
            int transparent = image.transparentIndex();
            for (int i = 0; i < pixels.length; i++) {
                int index = pixels[i] & 0xFF;
                argb[i] = index == transparent ? image.color(index) : 0xFF000000 | image.color(index);
            }
            return argb;
        }
    }

    /** A grey or RGB picture, with or without alpha, as 0xAARRGGBB pixels row by row (shared, not copied). */
    record TrueColor(int width, int height, int[] argb) implements PngImage {
        @Override
        public int[] toArgb() {
            return argb.clone();
        }
    }
}
