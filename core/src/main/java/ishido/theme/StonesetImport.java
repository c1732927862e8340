package ishido.theme;

import ishido.image.IndexedImage;
import ishido.image.Quantizer;
import ishido.png.PngImage;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Makes a stoneset picture of one painted in another program. Paint programs keep the pixels but not always the
 * palette's order: GIMP puts the see-through colour where it likes, some drop or sort unused colours, some save a
 * palette longer than 16. So the transparent colour is found (the file's own, else the colour of the cells' empty
 * edges) and made colour 0 again, a long palette whose pixels use at most 16 colours is renumbered without loss,
 * and, when asked, more colours are reduced to 16 of the 12-bit palette with the {@link Quantizer}.
 */
public final class StonesetImport {
    /** The colours of a stoneset, colour 0 the transparent one. */
    public static final int COLORS = 16;
    /** What a refused picture's message tells the player to do. */
    public static final String CONVERT_FIRST = "convert it first: ishido convert FILE OUT.iff --stoneset";
    /** Share of the cells' edge pixels one colour must cover to be taken as transparent when the file names none. */
    private static final double EDGE_SHARE = 0.75;

    /** The stoneset picture (120x140, 16 colours, colour 0 transparent) and what was done to make it one. */
    public record Result(IndexedImage image, List<String> notes, boolean reduced) {
    }

    private StonesetImport() {
    }

    /**
     * Makes a stoneset of a palette picture without changing a pixel's colour: colours are only renumbered.
     *
     * @throws IllegalArgumentException naming the problem and the fix (a wrong size, true colour, too many colours)
     */
    public static Result exact(String name, PngImage picture) {
        return make(name, picture, COLORS, false, false);
    }

    /**
     * Makes a stoneset of any picture: as {@link #exact} when that is possible, else with its colours reduced to at
     * most {@code colors} (2-16, colour 0 among them).
     *
     * @throws IllegalArgumentException naming the problem and the fix (a wrong size, no transparent colour)
     */
    public static Result reduce(String name, PngImage picture, int colors, boolean dither) {
        if (colors < 2 || colors > COLORS) {
            throw new IllegalArgumentException("a stoneset has 2 to " + COLORS + " colours, not " + colors);
        }
        return make(name, picture, colors, dither, true);
    }

    private static Result make(String name, PngImage given, int colors, boolean dither, boolean mayReduce) {
        List<String> notes = new ArrayList<>();
        PngImage picture = halvedIfDoubled(name, given, notes);
        if (picture.width() != Stoneset.WIDTH || picture.height() != Stoneset.HEIGHT) {
            throw new IllegalArgumentException("a stoneset is " + Stoneset.WIDTH + "x" + Stoneset.HEIGHT + " pixels, '"
                    + name + "' is " + picture.width() + "x" + picture.height()
                    + ": crop or pad it to " + Stoneset.WIDTH + "x" + Stoneset.HEIGHT + " in your paint program");
        }
        Result made = make(name, picture, colors, dither, mayReduce, notes);
        outsideMasks(made.image(), notes);
        return made;
    }

    /**
     * A sheet drawn at twice the size (240x280) with every pixel a 2x2 block, as a paint program's 200% export
     * makes it, halved; any other picture as it is.
     *
     * @throws IllegalArgumentException for a 240x280 picture whose pixels are not doubled (scaling would blur it)
     */
    private static PngImage halvedIfDoubled(String name, PngImage picture, List<String> notes) {
        int w = Stoneset.WIDTH;
        int h = Stoneset.HEIGHT;
        if (picture.width() != 2 * w || picture.height() != 2 * h) {
            return picture;
        }
        int[] argb = picture.toArgb();
        int[] half = new int[w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int i = 2 * y * 2 * w + 2 * x;
                int c = argb[i];
                if (argb[i + 1] != c || argb[i + 2 * w] != c || argb[i + 2 * w + 1] != c) {
                    throw new IllegalArgumentException("'" + name + "' is twice a stoneset's size (" + 2 * w + "x" + 2 * h
                            + ") but its pixels are not doubled: scale it to 50% without smoothing in your paint program");
                }
                half[y * w + x] = c;
            }
        }
        notes.add("a " + 2 * w + "x" + 2 * h + " sheet with every pixel doubled: halved to " + w + "x" + h);
        if (picture instanceof PngImage.Indexed indexed) {
            IndexedImage big = indexed.image();
            IndexedImage small = new IndexedImage(w, h, big.palette());
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    small.pixels()[y * w + x] = big.pixels()[2 * y * 2 * w + 2 * x];
                }
            }
            small.setTransparentIndex(big.transparentIndex());
            return new PngImage.Indexed(small);
        }
        return new PngImage.TrueColor(w, h, half);
    }

    /** Notes the stones that have art outside their column's mask, which play clips without a word. */
    private static void outsideMasks(IndexedImage image, List<String> notes) {
        int cell = Stoneset.CELL;
        List<String> stones = new ArrayList<>();
        for (int row = 0; row < 6; row++) {
            for (int col = 0; col < 6; col++) {
                int outside = 0;
                for (int y = 0; y < cell; y++) {
                    for (int x = 0; x < cell; x++) {
                        boolean masked = image.pixels()[(6 * cell + y) * Stoneset.WIDTH + col * cell + x] != 0;
                        outside += !masked && image.pixels()[(row * cell + y) * Stoneset.WIDTH + col * cell + x] != 0 ? 1 : 0;
                    }
                }
                if (outside > 0) {
                    stones.add((col + 1) + "," + (row + 1));
                }
            }
        }
        if (!stones.isEmpty()) {
            notes.add(stones.size() + (stones.size() == 1 ? " stone has" : " stones have") + " art outside its column's"
                    + " mask, which play does not show (stone " + stones.get(0) + (stones.size() > 1 ? " and more" : "")
                    + "): the editor's Clear Outside Masks removes it");
        }
    }

    private static Result make(String name, PngImage picture, int colors, boolean dither, boolean mayReduce,
            List<String> notes) {
        int[] argb;
        if (picture instanceof PngImage.Indexed indexed) {
            IndexedImage image = indexed.image();
            int clear = clearIndex(image, notes);
            boolean[] used = new boolean[256];
            for (byte p : image.pixels()) {
                used[p & 0xFF] = true;
            }
            int opaque = 0;
            for (int i = 0; i < used.length; i++) {
                opaque += used[i] && i != clear ? 1 : 0;
            }
            if (opaque < colors) {
                return new Result(renumbered(image, clear, used, notes), notes, false);
            }
            if (!mayReduce) {
                throw new IllegalArgumentException("'" + name + "' uses " + (opaque + 1) + " colours, a stoneset "
                        + COLORS + " (colour 0 transparent): " + CONVERT_FIRST);
            }
            argb = new PngImage.Indexed(image).toArgb();
            for (int i = 0; i < argb.length; i++) {
                argb[i] = (image.pixels()[i] & 0xFF) == clear ? 0 : argb[i] | 0xFF000000;
            }
        } else {
            if (!mayReduce) {
                throw new IllegalArgumentException("'" + name + "' is a true-colour picture, a stoneset has "
                        + COLORS + " colours: " + CONVERT_FIRST);
            }
            argb = picture.toArgb();
            clearByEdges(name, argb, notes);
        }
        return new Result(reduced(argb, colors, dither, notes), notes, true);
    }

    /**
     * The index of the see-through colour: the file's own when its pixels use it on the cells' edges, else, when
     * colour 0 is not on the edges at all, the one colour that covers most of them (a palette another program
     * reordered), else 0.
     */
    private static int clearIndex(IndexedImage image, List<String> notes) {
        int named = image.transparentIndex();
        int[] count = new int[256];
        int total = 0;
        byte[] pixels = image.pixels();
        boolean namedUsed = false;
        for (int i = 0; i < pixels.length; i++) {
            int index = pixels[i] & 0xFF;
            namedUsed |= index == named;
            if (onEdge(i)) {
                count[index]++;
                total++;
            }
        }
        // A file's own see-through colour other than 0 is believed when it fills the cells' edges more than colour 0
        // does: old ILBMs sometimes name one that a stoneset, where 0 is always the transparent colour, never meant.
        if (named >= 0 && namedUsed && (named == 0 || count[named] > count[0])) {
            if (named != 0) {
                notes.add("colour " + named + " is see-through in the file: it is colour 0 now");
            }
            return named;
        }
        int most = 0;
        for (int i = 1; i < count.length; i++) {
            most = count[i] > count[most] ? i : most;
        }
        if (count[0] == 0 && count[most] >= EDGE_SHARE * total) {
            notes.add("colour " + most + " fills the cells' edges: taken as the transparent one, now colour 0");
            return most;
        }
        return 0;
    }

    /**
     * Gives a true-colour picture without see-through pixels its transparent colour: the one that fills the cells'
     * edges (where no stone reaches). When no colour does (stones drawn over the whole cell, an anti-aliased
     * background), nothing is made see-through and the masks alone decide what shows.
     */
    private static void clearByEdges(String name, int[] argb, List<String> notes) {
        Map<Integer, Integer> count = new HashMap<>();
        int total = 0;
        for (int i = 0; i < argb.length; i++) {
            if (argb[i] >>> 24 < Quantizer.ALPHA_THRESHOLD) {
                return;
            }
            if (onEdge(i)) {
                count.merge(argb[i] & 0xFFFFFF, 1, Integer::sum);
                total++;
            }
        }
        int most = count.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
        if (count.get(most) < EDGE_SHARE * total) {
            notes.add("no see-through pixels and no one colour fills the cells' edges: nothing is see-through, the"
                    + " masks decide what shows");
            return;
        }
        for (int i = 0; i < argb.length; i++) {
            if ((argb[i] & 0xFFFFFF) == most) {
                argb[i] = 0;
            }
        }
        notes.add(String.format(Locale.ROOT, "no see-through pixels: #%06X, which fills the cells' edges, is"
                + " taken as transparent", most));
    }

    /** Whether pixel i is in the last column or row of its 20x20 cell, which stones leave empty for the grid. */
    private static boolean onEdge(int i) {
        int x = i % Stoneset.WIDTH;
        int y = i / Stoneset.WIDTH;
        return x % Stoneset.CELL == Stoneset.CELL - 1 || y % Stoneset.CELL == Stoneset.CELL - 1;
    }

    /**
     * The picture with the clear index swapped with 0 and every used index past 15 moved to a free one below 16;
     * every pixel keeps its colour.
     */
    /** The colour of a palette slot a shortened palette left without one. */
    private static final int SPARE = 0x888888;

    private static IndexedImage renumbered(IndexedImage image, int clear, boolean[] used, List<String> notes) {
        int[] to = new int[256];
        for (int i = 0; i < to.length; i++) {
            to[i] = i;
        }
        to[clear] = 0;
        to[0] = clear;
        boolean[] taken = new boolean[COLORS];
        for (int i = 0; i < used.length; i++) {
            if (used[i] && to[i] < COLORS) {
                taken[to[i]] = true;
            }
        }
        List<String> moved = new ArrayList<>();
        int free = 1;
        for (int i = 0; i < used.length; i++) {
            if (used[i] && to[i] >= COLORS) {
                while (taken[free]) {
                    free++;
                }
                taken[free] = true;
                moved.add(i + " is now " + free);
                to[i] = free;
            }
        }
        if (!moved.isEmpty()) {
            notes.add("colours renumbered to fit 16: " + String.join(", ", moved));
        }
        int[] palette = new int[COLORS];
        int[] old = image.palette();
        for (int i = old.length - 1; i >= 0; i--) {
            // Unused entries below 16 keep their colours too, where no used one took their place.
            if (to[i] < COLORS && (used[i] || !taken[to[i]])) {
                palette[to[i]] = old[i];
            }
        }
        if (old.length < COLORS) {
            // A paint program that cut the palette to the colours used left no colour for the rest: black there
            // would read as a colour of the set, so the spare slots are a mid grey, and it is said.
            for (int i = old.length; i < COLORS; i++) {
                palette[i] = taken[i] ? palette[i] : SPARE;
            }
            notes.add("its palette had " + old.length + " colours (a paint program cut it); colours " + old.length
                    + "-" + (COLORS - 1) + " are spare, shown grey");
        }
        IndexedImage out = new IndexedImage(Stoneset.WIDTH, Stoneset.HEIGHT, palette);
        byte[] from = image.pixels();
        byte[] pixels = out.pixels();
        for (int i = 0; i < from.length; i++) {
            pixels[i] = (byte) to[from[i] & 0xFF];
        }
        out.setTransparentIndex(0);
        return out;
    }

    /** Reduces the pixels (alpha 0 where see-through) to colour 0 and at most colors - 1 others. */
    private static IndexedImage reduced(int[] argb, int colors, boolean dither, List<String> notes) {
        Set<Integer> distinct = new HashSet<>();
        boolean anyClear = false;
        for (int c : argb) {
            if (c >>> 24 < Quantizer.ALPHA_THRESHOLD) {
                anyClear = true;
            } else {
                distinct.add(c & 0xFFFFFF);
            }
        }
        IndexedImage image;
        if (anyClear) {
            image = Quantizer.quantize(Stoneset.WIDTH, Stoneset.HEIGHT, argb, colors, dither);
        } else {
            // Nothing see-through (no stone reaches outside its mask): colour 0 is kept free all the same.
            IndexedImage opaque = Quantizer.quantize(Stoneset.WIDTH, Stoneset.HEIGHT, argb, colors - 1, dither);
            int[] palette = new int[opaque.paletteSize() + 1];
            System.arraycopy(opaque.palette(), 0, palette, 1, opaque.paletteSize());
            image = new IndexedImage(Stoneset.WIDTH, Stoneset.HEIGHT, palette);
            for (int i = 0; i < argb.length; i++) {
                image.pixels()[i] = (byte) (opaque.pixels()[i] + 1);
            }
        }
        // A picture of few colours off the 12-bit grid loses none of them: it is rounded, not reduced.
        int before = distinct.size() + (anyClear ? 1 : 0);
        notes.add(image.paletteSize() >= before
                ? String.format(Locale.ROOT, "%d colours rounded to the Amiga's 12-bit ones (mean squared error %.1f)",
                        before, Quantizer.meanSquaredError(argb, image))
                : String.format(Locale.ROOT, "%d colours reduced to %d (mean squared error %.1f)",
                        before, image.paletteSize(), Quantizer.meanSquaredError(argb, image)));
        IndexedImage out = new IndexedImage(Stoneset.WIDTH, Stoneset.HEIGHT, Arrays.copyOf(image.palette(), COLORS));
        System.arraycopy(image.pixels(), 0, out.pixels(), 0, out.pixels().length);
        out.setTransparentIndex(0);
        return out;
    }
}
