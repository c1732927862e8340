package ishido.theme;

import ishido.iff.IlbmWriter;
import ishido.image.ColorCycles;
import ishido.image.IndexedImage;
import ishido.image.Quantizer;
import ishido.persist.Storage;
import ishido.persist.UserData;
import ishido.png.PngImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Makes a board of any picture a player brings: HAM, EHB, deep or 256-colour ILBMs and PNGs are reduced to 16
 * colours of the 12-bit palette by the {@link Quantizer}, and pictures of another size than 320x200 are centred or
 * scaled to fit as the player chooses, never stretched. The result can be saved in the data folder's boards.
 */
public final class BoardImport {
    /** The colours of a board. */
    public static final int COLORS = 16;
    /** What shows around a picture smaller than the screen, or where it was see-through. */
    private static final int BACKDROP = 0xFF000000;
    /** Ordered dither for the reduction: pictures worth bringing in are photos and renders, whose ramps band. */
    private static final boolean DITHER = true;
    /** The least difference in brightness (0-1) between a pixel and the text pen for text to read on that pixel. */
    static final double MIN_TEXT_CONTRAST = 0.35;
    /** The share of a text area's pixels on which text must read for the area to count as readable. */
    static final double READABLE_SHARE = 0.9;
    private static final int BLACK = 0x000000;
    private static final int WHITE = 0xFFFFFF;
    /** The brightness of white on the scale of {@link #luma}. */
    private static final int MAX_LUMA = 255_000;

    /** How a picture of another size becomes 320x200. */
    public enum Fit {
        /** Pixel for pixel in the middle: a larger picture is cut, a smaller one framed (in black, or colour 0). */
        CENTRE,
        /** Scaled to fit inside the screen keeping its shape, each pixel taken from the nearest source pixel. */
        SCALE_NEAREST,
        /** Scaled to fit keeping its shape, each pixel the average of the source pixels it covers. */
        SCALE_AREA
    }

    /** A picture read for import: its name (the file's, without extension), palette pixels or ARGB pixels. */
    public record Source(String name, int width, int height, IndexedImage indexed, int[] argb) {
        /** Whether it is 320x200 already, so that no choice of fit is needed. */
        public boolean fitsScreen() {
            return width == BoardPicture.WIDTH && height == BoardPicture.HEIGHT;
        }

        /** Whether it is a board as it is: 320x200 in at most 16 colours. */
        public boolean isBoard() {
            return fitsScreen() && indexed != null && indexed.maxIndex() < COLORS;
        }

        /** The pixels as 0xAARRGGBB. */
        int[] pixels() {
            return argb != null ? argb : new PngImage.Indexed(indexed).toArgb();
        }
    }

    /**
     * A board made from a picture, whether its colours had to be reduced on the way, whether its colours were
     * reordered (the picture looking the same) so that the game's text reads on it, the play screen's text
     * areas where its text would still be hard to read (empty when all read), and the colour cycles the picture came
     * with (the board's own are its image's).
     */
    public record Result(BoardPicture board, boolean reduced, boolean reordered, List<String> unreadable,
            ColorCycles cyclesFrom) {
        Result(BoardPicture board, boolean reduced, List<String> unreadable, ColorCycles cyclesFrom) {
            this(board, reduced, false, unreadable, cyclesFrom);
        }

        /** What was done to the picture and what is left to know, as short phrases (empty when nothing). */
        public List<String> notes() {
            List<String> notes = new ArrayList<>();
            if (reduced) {
                notes.add("reduced to 16 colours, the text pens ordered to read");
            } else if (reordered) {
                // Said so that the next note does not take it back: a reorder may mend some places, not all.
                notes.add(unreadable.isEmpty() ? "its colours reordered so that the game's text reads on it"
                        : "its colours reordered so that the game's text reads in more places");
            }
            if (!unreadable.isEmpty()) {
                notes.add("the game's text will " + (reduced || reordered ? "still " : "") + "be hard to read on it ("
                        + String.join(", ", unreadable) + ")");
            }
            notes.addAll(BoardCycles.notes(cyclesFrom, board.image().cycles(), reduced));
            return notes;
        }
    }

    private BoardImport() {
    }

    /**
     * Reads an ILBM (any kind the reader takes) or PNG.
     *
     * @throws IOException with a one-line message naming the problem
     */
    public static Source read(Storage storage, Path file) throws IOException {
        String name = file.getFileName() == null ? "board" : file.getFileName().toString();
        int dot = name.indexOf('.');
        name = dot > 0 ? name.substring(0, dot) : name;
        PngImage picture = Pictures.read(storage, file);
        return picture instanceof PngImage.Indexed indexed
                ? new Source(name, picture.width(), picture.height(), indexed.image(), null)
                : new Source(name, picture.width(), picture.height(), null, ((PngImage.TrueColor) picture).argb());
    }

    /**
     * The one rule for every way a board comes in (the game's requesters, a board by name or file, the convert
     * command, the screenshot runner): a 320x200 palette picture of at most 16 colours is kept pixel for pixel, its
     * palette reordered when that makes the game's text read where it did not (the picture looks the same, but for
     * pen 1 taken to black or white where even the reorder would not read); one of more colours is reduced as a
     * picture of any other kind is.
     *
     * @throws IllegalArgumentException when the picture is not 320x200
     */
    public static Result asBoard(String name, IndexedImage image) {
        Source source = new Source(name, image.width(), image.height(), image, null);
        if (!source.fitsScreen()) {
            BoardPicture.of(name, image); // throws, naming the size a board has
        }
        return make(source, Fit.CENTRE);
    }

    /** Makes the board; {@code fit} is not looked at for a 320x200 picture. */
    public static Result make(Source source, Fit fit) {
        IndexedImage indexed = source.indexed();
        ColorCycles from = indexed == null ? ColorCycles.NONE : indexed.cycles();
        if (source.isBoard()) {
            return kept(source.name(), trimmed(indexed), from);
        }
        boolean keepIndices = indexed != null && indexed.maxIndex() < COLORS && fit != Fit.SCALE_AREA;
        if (keepIndices) {
            // Moving or dropping pixels of a 16-colour picture needs no new colours.
            IndexedImage placed = new IndexedImage(BoardPicture.WIDTH, BoardPicture.HEIGHT, trimmed(indexed).palette());
            placed.setCycles(trimmed(indexed).cycles());
            place(source.width(), source.height(), fit, (dst, src) -> placed.pixels()[dst] = indexed.pixels()[src]);
            return kept(source.name(), placed, from);
        }
        int[] pixels = resized(source, fit);
        for (int i = 0; i < pixels.length; i++) {
            // A board has no see-through pixels: what was clear shows the backdrop.
            pixels[i] = pixels[i] >>> 24 < Quantizer.ALPHA_THRESHOLD ? BACKDROP : pixels[i] | 0xFF000000;
        }
        IndexedImage image = withPens(Quantizer.quantize(BoardPicture.WIDTH, BoardPicture.HEIGHT, pixels, COLORS, DITHER));
        return new Result(BoardPicture.of(source.name(), image), true, unreadable(image), from);
    }

    /**
     * A 16-colour board kept pixel for pixel: its palette reordered when that makes the game's text read in more of
     * its places (an editor's or converter's palette order, ImageMagick's say, may put a pale colour at pen 1).
     */
    private static Result kept(String name, IndexedImage image, ColorCycles from) {
        List<String> unreadable = unreadable(image);
        if (!unreadable.isEmpty()) {
            IndexedImage reordered = withPens(image);
            List<String> after = unreadable(reordered);
            if (after.size() < unreadable.size()) {
                return new Result(BoardPicture.of(name, reordered), false, true, after, from);
            }
        }
        return new Result(BoardPicture.of(name, image), false, false, unreadable, from);
    }

    /**
     * Saves the board as an ILBM in the data folder's boards folder, atomically, under its name or, when that is
     * taken, its name with a number; never over another file.
     *
     * @return the file written
     */
    public static Path save(Storage storage, BoardPicture board, Path dataFolder) throws IOException {
        Path folder = UserData.boardsFolder(dataFolder);
        storage.createFolders(folder);
        String base = board.name().replaceAll("[^A-Za-z0-9 _-]", "").strip();
        base = base.isEmpty() ? "board" : base.toLowerCase(Locale.ROOT);
        Path target = folder.resolve(base + ".iff");
        for (int n = 2; storage.exists(target); n++) {
            target = folder.resolve(base + "-" + n + ".iff");
        }
        storage.write(target, IlbmWriter.toBytes(board.image()));
        return target;
    }

    /** The picture's palette cut to 16 entries when it is longer: the pixels use only the first 16. */
    private static IndexedImage trimmed(IndexedImage image) {
        if (image.paletteSize() <= COLORS) {
            return image;
        }
        IndexedImage trimmed = image.copy();
        trimmed.setPalette(Arrays.copyOf(image.palette(), COLORS));
        trimmed.setTransparentIndex(-1);
        trimmed.setCycles(image.cycles().within(COLORS));
        return trimmed;
    }

    /** Receives one screen pixel and the source pixel it shows. */
    private interface PixelCopy {
        void copy(int screenIndex, int sourceIndex);
    }

    /** The picture's place on the screen: the rectangle x, y, width, height that it covers. */
    private static int[] placement(int width, int height, Fit fit) {
        if (fit == Fit.CENTRE) {
            return new int[] {(BoardPicture.WIDTH - width) / 2, (BoardPicture.HEIGHT - height) / 2, width, height};
        }
        // The largest size of the picture's shape that fits; at least one pixel each way.
        double scale = Math.min((double) BoardPicture.WIDTH / width, (double) BoardPicture.HEIGHT / height);
        int w = Math.max(1, Math.min(BoardPicture.WIDTH, (int) Math.round(width * scale)));
        int h = Math.max(1, Math.min(BoardPicture.HEIGHT, (int) Math.round(height * scale)));
        return new int[] {(BoardPicture.WIDTH - w) / 2, (BoardPicture.HEIGHT - h) / 2, w, h};
    }

    /** Calls {@code copy} for every screen pixel the picture covers, with the nearest source pixel. */
    private static void place(int width, int height, Fit fit, PixelCopy copy) {
        int[] r = placement(width, height, fit);
        for (int y = Math.max(0, r[1]); y < Math.min(BoardPicture.HEIGHT, r[1] + r[3]); y++) {
            int sy = fit == Fit.CENTRE ? y - r[1] : (int) ((y - r[1] + 0.5) * height / r[3]);
            for (int x = Math.max(0, r[0]); x < Math.min(BoardPicture.WIDTH, r[0] + r[2]); x++) {
                int sx = fit == Fit.CENTRE ? x - r[0] : (int) ((x - r[0] + 0.5) * width / r[2]);
                copy.copy(y * BoardPicture.WIDTH + x, sy * width + sx);
            }
        }
    }

    /** The picture's ARGB pixels at 320x200, placed as {@code fit} says, on the black backdrop. */
    private static int[] resized(Source source, Fit fit) {
        int[] from = source.pixels();
        int[] to = new int[BoardPicture.WIDTH * BoardPicture.HEIGHT];
        Arrays.fill(to, BACKDROP);
        if (fit != Fit.SCALE_AREA) {
            place(source.width(), source.height(), fit, (dst, src) -> to[dst] = from[src]);
            return to;
        }
        int width = source.width();
        int height = source.height();
        int[] r = placement(width, height, fit);
        for (int y = 0; y < r[3]; y++) {
            // Each screen pixel averages the block of source pixels under it (one pixel when scaling up).
            int y0 = (int) ((long) y * height / r[3]);
            int y1 = Math.max(y0 + 1, (int) ((long) (y + 1) * height / r[3]));
            for (int x = 0; x < r[2]; x++) {
                int x0 = (int) ((long) x * width / r[2]);
                int x1 = Math.max(x0 + 1, (int) ((long) (x + 1) * width / r[2]));
                long a = 0;
                long red = 0;
                long green = 0;
                long blue = 0;
                for (int sy = y0; sy < y1; sy++) {
                    for (int sx = x0; sx < x1; sx++) {
                        int c = from[sy * width + sx];
                        a += c >>> 24;
                        red += c >> 16 & 0xFF;
                        green += c >> 8 & 0xFF;
                        blue += c & 0xFF;
                    }
                }
                long n = (long) (y1 - y0) * (x1 - x0);
                to[(r[1] + y) * BoardPicture.WIDTH + r[0] + x] = (int) ((a + n / 2) / n) << 24
                        | (int) ((red + n / 2) / n) << 16 | (int) ((green + n / 2) / n) << 8
                        | (int) ((blue + n / 2) / n);
            }
        }
        return to;
    }

    /**
     * Reorders a reduced board's colours so that its first four make legible menu pens: the middle brightness as
     * the background (0), the darkest as text and shadow (1), the lightest as shine (2), and the most colourful
     * of the rest as fill (3). The quantiser gives its colours darkest first, which would make menus unreadable.
     * Where the play screen writes on a dark picture, the lightest is the text and the darkest the shine; and when
     * the text would still not read there, its colour is taken to black or white.
     */
    static IndexedImage withPens(IndexedImage image) {
        int n = image.paletteSize();
        if (n < 4) {
            return image;
        }
        int[] palette = image.palette();
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Integer.compare(luma(palette[a]), luma(palette[b])));
        // Text in the darkest colour and shine in the lightest, unless light text reads better where it is written.
        boolean lightText = readableShare(image, WHITE) > readableShare(image, BLACK);
        int text = lightText ? order[n - 1] : order[0];
        int shine = lightText ? order[0] : order[n - 1];
        int middle = order[n / 2];
        int fill = -1;
        for (int i = 0; i < n; i++) {
            boolean free = i != text && i != shine && i != middle;
            if (free && (fill < 0 || chroma(palette[i]) > chroma(palette[fill]))) {
                fill = i;
            }
        }
        int[] newOrder = new int[n];
        newOrder[0] = middle;
        newOrder[1] = text;
        newOrder[2] = shine;
        newOrder[3] = fill;
        int next = 4;
        for (int i = 0; i < n; i++) {
            if (i != middle && i != text && i != shine && i != fill) {
                newOrder[next++] = i;
            }
        }
        int[] newIndex = new int[n];
        int[] newPalette = new int[n];
        for (int i = 0; i < n; i++) {
            newIndex[newOrder[i]] = i;
            newPalette[i] = palette[newOrder[i]];
        }
        IndexedImage reordered = new IndexedImage(image.width(), image.height(), newPalette);
        byte[] from = image.pixels();
        byte[] to = reordered.pixels();
        for (int i = 0; i < from.length; i++) {
            to[i] = (byte) newIndex[from[i] & 0xFF];
        }
        reordered.setCycles(image.cycles().renumbered(newIndex));
        if (readableShare(reordered, newPalette[1]) < READABLE_SHARE) {
            // The text pen's own pixels in the picture get a little darker or lighter; the text gets readable.
            newPalette[1] = lightText ? WHITE : BLACK;
            reordered.setPalette(newPalette);
        }
        return reordered;
    }

    /** The play screen's text areas where text in the board's pen 1 would be hard to read. */
    public static List<String> unreadable(IndexedImage board) {
        List<String> names = new ArrayList<>();
        // A register past the palette's end is black on the screen.
        int text = board.paletteSize() > 1 ? board.color(1) : 0;
        for (BoardPicture.TextArea a : BoardPicture.TEXT_AREAS) {
            if (readableShare(board, text, a) < READABLE_SHARE) {
                names.add(a.name());
            }
        }
        return names;
    }

    /** The smallest share, over the text areas, of pixels on which text of the colour reads. */
    private static double readableShare(IndexedImage image, int text) {
        double least = 1;
        for (BoardPicture.TextArea a : BoardPicture.TEXT_AREAS) {
            least = Math.min(least, readableShare(image, text, a));
        }
        return least;
    }

    /** The share of the area's pixels that differ from the text colour by at least {@link #MIN_TEXT_CONTRAST}. */
    private static double readableShare(IndexedImage image, int text, BoardPicture.TextArea a) {
        double textLuma = luma(text);
        int readable = 0;
        for (int y = a.y(); y < a.y() + a.height(); y++) {
            for (int x = a.x(); x < a.x() + a.width(); x++) {
                if (Math.abs(luma(image.color(image.get(x, y))) - textLuma) >= MIN_TEXT_CONTRAST * MAX_LUMA) {
                    readable++;
                }
            }
        }
        return (double) readable / (a.width() * a.height());
    }

    private static int luma(int rgb) {
        return 299 * (rgb >> 16 & 0xFF) + 587 * (rgb >> 8 & 0xFF) + 114 * (rgb & 0xFF);
    }

    private static int chroma(int rgb) {
        int r = rgb >> 16 & 0xFF;
        int g = rgb >> 8 & 0xFF;
        int b = rgb & 0xFF;
        return Math.max(r, Math.max(g, b)) - Math.min(r, Math.min(g, b));
    }
}
