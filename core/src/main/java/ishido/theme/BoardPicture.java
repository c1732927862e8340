package ishido.theme;

import ishido.gfx.Framebuffer;
import ishido.image.IndexedImage;

/**
 * A board picture: the whole 320x200 play screen behind the stones, in 16 colours whose first four
 * are also the pens of menus and requesters.
 */
public final class BoardPicture {
    public static final int WIDTH = 320;
    public static final int HEIGHT = 200;

    private final String name;
    private final IndexedImage image;

    private BoardPicture(String name, IndexedImage image) {
        this.name = name;
        this.image = image;
    }

    /**
     * Checks a picture against the board format.
     *
     * @throws IllegalArgumentException naming the problem
     */
    public static BoardPicture of(String name, IndexedImage image) {
        if (image.width() != WIDTH || image.height() != HEIGHT) {
            throw new IllegalArgumentException("a board is " + WIDTH + "x" + HEIGHT + " pixels, '" + name
                    + "' is " + image.width() + "x" + image.height());
        }
        if (image.paletteSize() > 16 || image.maxIndex() > 15) {
            throw new IllegalArgumentException("a board has at most 16 colours, '" + name + "' uses more");
        }
        return new BoardPicture(name, image);
    }

    public String name() {
        return name;
    }

    public IndexedImage image() {
        return image;
    }

    /** Draws the whole picture into registers 0-15. */
    public void draw(Framebuffer fb) {
        fb.blit(image, 0, 0, WIDTH, HEIGHT, 0, 0, 0, -1);
    }
}
