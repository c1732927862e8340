package ishido.iff;

import ishido.image.IndexedImage;

/**
 * A picture read from an ILBM or PBM: its pixels and colours, the BMHD as stored, the CAMG display mode (0 when the
 * file has none) and, for BMHD masking 1, the mask plane as one byte per pixel (1 opaque, 0 see-through), else null.
 */
public record IlbmImage(IndexedImage image, BitMapHeader header, int camg, boolean pbm, byte[] mask) {
    /** CAMG bit: interlaced display, twice the lines. */
    public static final int CAMG_LACE = 0x4;
    /** CAMG bit: Extra Half-Brite, six planes where colours 32-63 are colours 0-31 at half brightness. */
    public static final int CAMG_EXTRA_HALFBRITE = 0x80;
    /** CAMG bit: Hold And Modify, where pixel values modify the previous pixel's colour. */
    public static final int CAMG_HAM = 0x800;
    /** CAMG bit: high resolution, 640 pixels across. */
    public static final int CAMG_HIRES = 0x8000;
}
