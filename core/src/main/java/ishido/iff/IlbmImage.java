package ishido.iff;

import ishido.image.ColorCycles;
import ishido.image.IndexedImage;

/**
 * A picture read from an ILBM, PBM, RGBN or RGB8: its pixels, the BMHD as stored, the CAMG display mode (0 when the
 * file has none) and, for BMHD masking 1 (or the genlock bits of RGBN and RGB8), the mask as one byte per pixel
 * (1 opaque, 0 see-through), else null. A palette picture has its {@code image} and no {@code argb}; a picture
 * without one palette (HAM, deep, direct colour, RGBN, RGB8, or a palette that changes from line to line) carries
 * its colours as {@code argb} pixels (0xAARRGGBB, row by row) with a null {@code image}. {@code kind} names the
 * kind of picture in a few words ("HAM6", "multipalette (PCHG) 4-plane ILBM"); {@code container} is null for a
 * file that is one FORM, else says which picture of an IFF CAT or LIST was read. {@code cycles} are the colour
 * ranges the file holds (a palette picture's image has them too; a true-colour picture has no registers to turn).
 */
public record IlbmImage(IndexedImage image, BitMapHeader header, int camg, boolean pbm, byte[] mask, int[] argb,
        String kind, String container, ColorCycles cycles) {
    /** CAMG bit: interlaced display, twice the lines. */
    public static final int CAMG_LACE = 0x4;
    /** CAMG bit: Extra Half-Brite, six planes where colours 32-63 are colours 0-31 at half brightness. */
    public static final int CAMG_EXTRA_HALFBRITE = 0x80;
    /** CAMG bit: Hold And Modify, where pixel values modify the previous pixel's colour. */
    public static final int CAMG_HAM = 0x800;
    /** CAMG bit: high resolution, 640 pixels across. */
    public static final int CAMG_HIRES = 0x8000;

    /** Whether the picture has no one palette, so that its colours are {@link #argb()}. */
    public boolean trueColor() {
        return argb != null;
    }

    /** The same picture, found in an IFF CAT or LIST as {@code container} says. */
    IlbmImage in(String container) {
        return new IlbmImage(image, header, camg, pbm, mask, argb, kind, container, cycles);
    }

    public int width() {
        return header.width();
    }

    public int height() {
        return header.height();
    }
}
