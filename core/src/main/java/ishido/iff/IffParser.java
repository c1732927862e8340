package ishido.iff;

/** Walks the chunks of an EA IFF 85 FORM ILBM or FORM PBM held in memory and hands each one to an {@link IlbmSink}. */
public final class IffParser {
    /** The size of a chunk header: a four-character ID and a signed 32-bit length. */
    private static final int CHUNK_HEADER = 8;

    private IffParser() {
    }

    /** Parses {@code file} chunk by chunk; every length is checked against the bytes that are really there. */
    public static void parse(byte[] file, IlbmSink sink) throws IffException {
        if (file.length < 12) {
            throw new IffException("not an IFF file: only " + file.length + " bytes");
        }
        String id = id(file, 0);
        if (id.equals("LIST") || id.equals("CAT ")) {
            throw new IffException("IFF " + id.trim() + " files are not supported, only a single FORM");
        }
        if (!id.equals("FORM")) {
            throw new IffException("not an IFF file: starts with \"" + printable(id) + "\", not FORM");
        }
        long formSize = readInt(file, 4);
        if (formSize < 4) {
            throw new IffException("FORM size " + formSize + " is too small");
        }
        long end = CHUNK_HEADER + formSize;
        // Some writers leave off the pad byte after an odd-sized last chunk but still count it in the FORM size.
        if (end > file.length + 1L) {
            throw new IffException("truncated: the FORM says " + end + " bytes but the file has " + file.length);
        }
        int limit = (int) Math.min(end, file.length);
        String type = id(file, 8);
        if (!type.equals("ILBM") && !type.equals("PBM ")) {
            throw new IffException("FORM " + printable(type).trim() + " is not a picture (ILBM or PBM expected)");
        }
        sink.formType(type);
        int pos = 12;
        while (limit - pos >= CHUNK_HEADER) {
            String chunk = id(file, pos);
            long size = readInt(file, pos + 4);
            int data = pos + CHUNK_HEADER;
            if (size < 0) {
                throw new IffException("chunk " + printable(chunk) + " has a negative size " + size);
            }
            if (size > limit - data) {
                throw new IffException("chunk " + printable(chunk) + " says " + size + " bytes but only "
                        + (limit - data) + " remain");
            }
            dispatch(chunk, file, data, (int) size, sink);
            // Chunks start on even offsets: an odd-sized chunk is followed by one pad byte.
            pos = data + (int) size + (int) (size & 1);
        }
    }

    private static void dispatch(String chunk, byte[] file, int data, int size, IlbmSink sink) throws IffException {
        switch (chunk) {
            case "BMHD" -> sink.bitMapHeader(BitMapHeader.parse(file, data, size));
            case "CMAP" -> sink.colorMap(file, data, size);
            case "CAMG" -> {
                if (size < 4) {
                    throw new IffException("CAMG chunk is " + size + " bytes, 4 expected");
                }
                sink.viewMode((int) readInt(file, data));
            }
            case "BODY" -> sink.body(file, data, size);
            default -> sink.otherChunk(chunk, file, data, size);
        }
    }

    /** Reads a big-endian signed 32-bit value, widened so callers can compare it without overflow. */
    private static long readInt(byte[] b, int p) {
        return (b[p] << 24) | (b[p + 1] & 0xFF) << 16 | (b[p + 2] & 0xFF) << 8 | (b[p + 3] & 0xFF);
    }

    private static String id(byte[] b, int p) {
        char[] c = new char[4];
        for (int i = 0; i < 4; i++) {
            c[i] = (char) (b[p + i] & 0xFF);
        }
        return new String(c);
    }

    /** Makes an ID from a damaged file safe to put in a one-line message. */
    static String printable(String id) {
        StringBuilder sb = new StringBuilder(id.length());
        for (int i = 0; i < id.length(); i++) {
            char c = id.charAt(i);
            sb.append(c >= 0x20 && c < 0x7F ? c : '?');
        }
        return sb.toString();
    }
}
