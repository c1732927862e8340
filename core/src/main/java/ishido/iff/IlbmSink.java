package ishido.iff;

/**
 * Receives the chunks of a picture FORM (ILBM, PBM, RGBN or RGB8) as {@link IffParser} finds them, one method per
 * chunk kind, as the classic Deluxe Paint reader's GetBMHD, GetCMAP, GetCAMG and GetBODY do. Data arrays are shared,
 * not copied.
 */
public interface IlbmSink {
    /** The FORM's type: {@code "ILBM"}, {@code "PBM "}, {@code "RGBN"} or {@code "RGB8"}; called once, first. */
    void formType(String type) throws IffException;

    void bitMapHeader(BitMapHeader header) throws IffException;

    /** The CMAP chunk: red, green, blue bytes per colour register. */
    void colorMap(byte[] data, int offset, int length) throws IffException;

    /** The CMYK chunk: cyan, magenta, yellow, black bytes per colour register, a colour map for print. */
    void cmykMap(byte[] data, int offset, int length) throws IffException;

    /** The CAMG chunk: the Amiga display mode (view port modes) the picture was painted in. */
    void viewMode(int camg) throws IffException;

    /** The DCOL chunk: the planes of red, green and blue of a direct-colour picture. */
    void directColor(int red, int green, int blue) throws IffException;

    /** The PCHG chunk: palette changes line by line. */
    void paletteChanges(byte[] data, int offset, int length) throws IffException;

    /** The SHAM chunk: sliced HAM, sixteen 4-bit colours per line (or pair of interlaced lines). */
    void slicedHam(byte[] data, int offset, int length) throws IffException;

    /** The CTBL chunk: dynamic HAM or hires, sixteen 4-bit colours per line. */
    void colorTable(byte[] data, int offset, int length) throws IffException;

    /** The BODY chunk, as stored: interleaved bitplane rows (ILBM), chunky rows (PBM) or runs (RGBN, RGB8). */
    void body(byte[] data, int offset, int length) throws IffException;

    /** A colour range: Deluxe Paint's CRNG, Graphicraft's CCRT or Deluxe Paint IV's DRNG, one range a chunk. */
    void colorRange(String id, byte[] data, int offset, int length) throws IffException;

    /** Any other chunk (ANNO, GRAB, DPPS ...); pictures do not need them, so the default skips them. */
    default void otherChunk(String id, byte[] data, int offset, int length) throws IffException {
    }
}
