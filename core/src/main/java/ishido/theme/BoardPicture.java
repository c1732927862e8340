package ishido.theme;

import ishido.gfx.Framebuffer;
import ishido.image.IndexedImage;
import java.util.List;

/**
 * A board picture: the whole 320x200 play screen behind the stones, in 16 colours whose first four
 * are also the pens of menus and requesters.
 */
public final class BoardPicture {
    public static final int WIDTH = 320;
    public static final int HEIGHT = 200;

    /** A rectangle of the screen where the play screen writes in pen 1 straight on the picture. */
    public record TextArea(String name, int x, int y, int width, int height) {
    }

    /** Where the play screen's own text lies on the board: it must read in pen 1 on what the picture has there. */
    public static final List<TextArea> TEXT_AREAS = List.of(
            new TextArea("scoreboard", 256, 56, 56, 72),
            new TextArea("pouch count", 256, 170, 56, 8),
            new TextArea("status strip", 8, 186, 240, 8));

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

    /** Whether its colours cycle. */
    public boolean cycles() {
        return !image.cycles().isEmpty();
    }

    /**
     * Fills {@code registers} (16 of them) with its colours as its colour cycles have turned them by the tick, at
     * the file's rates on the 60 Hz tick; the pens 0-3 of the game's text and menus hold still.
     */
    public void colorsAt(long tick, int[] registers) {
        image.cycles().turn(image.palette(), tick, registers, BoardCycles.HELD);
    }

    /** Draws the whole picture into registers 0-15. */
    public void draw(Framebuffer fb) {
        fb.blit(image, 0, 0, WIDTH, HEIGHT, 0, 0, 0, -1);
    }
}
