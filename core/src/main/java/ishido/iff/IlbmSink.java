package ishido.iff;

/**
 * Receives the chunks of a FORM ILBM or FORM PBM as {@link IffParser} finds them, one method per chunk kind, as the
 * classic Deluxe Paint reader's GetBMHD, GetCMAP, GetCAMG and GetBODY do. Data arrays are shared, not copied.
 */
public interface IlbmSink {
    /** The FORM's type: {@code "ILBM"} or {@code "PBM "}; called once, before any chunk. */
    void formType(String type) throws IffException;

    void bitMapHeader(BitMapHeader header) throws IffException;

    /** The CMAP chunk: red, green, blue bytes per colour register. */
    void colorMap(byte[] data, int offset, int length) throws IffException;

    /** The CAMG chunk: the Amiga display mode (view port modes) the picture was painted in. */
    void viewMode(int camg) throws IffException;

    /** The BODY chunk, as stored: interleaved bitplane rows (ILBM) or chunky rows (PBM), maybe ByteRun1-packed. */
    void body(byte[] data, int offset, int length) throws IffException;

    /** Any other chunk (ANNO, GRAB, CRNG, DPPS ...); pictures do not need them, so the default skips them. */
    default void otherChunk(String id, byte[] data, int offset, int length) throws IffException {
    }
}
