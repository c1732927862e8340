package ishido.iff;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Walks the chunks of an EA IFF 85 picture held in memory (a FORM ILBM, PBM, RGBN or RGB8, or the first such FORM of
 * a CAT or LIST) and hands each one to an {@link IlbmSink}.
 */
public final class IffParser {
    /** The size of a chunk header: a four-character ID and a signed 32-bit length. */
    private static final int CHUNK_HEADER = 8;
    /** The FORM types that are pictures. */
    private static final Set<String> PICTURES = Set.of("ILBM", "PBM ", "RGBN", "RGB8");
    /** How deep CATs and LISTs may nest; real files nest one or two levels, and this bounds the recursion. */
    private static final int MAX_NESTING = 16;

    /** A chunk found in a file: its ID and where its data lies. */
    private record Chunk(String id, int data, int size) {
    }

    /** A picture FORM found in a CAT or LIST, with the PROP chunks that hold its defaults, innermost LIST first. */
    private record Found(Chunk form, List<Chunk> props) {
    }

    private IffParser() {
    }

    /**
     * Parses {@code file} chunk by chunk; every length is checked against the bytes that are really there. Returns
     * null for a file that is one FORM, or, for a CAT or LIST, a few words saying which of its pictures was read.
     */
    public static String parse(byte[] file, IlbmSink sink) throws IffException {
        if (file.length < 12) {
            throw new IffException("not an IFF file: only " + file.length + " bytes");
        }
        String id = id(file, 0);
        boolean group = id.equals("LIST") || id.equals("CAT ");
        if (!id.equals("FORM") && !group) {
            throw new IffException("not an IFF file: starts with \"" + printable(id) + "\", not FORM");
        }
        long size = readInt(file, 4);
        if (size < 4) {
            throw new IffException(id.trim() + " size " + size + " is too small");
        }
        long end = CHUNK_HEADER + size;
        // Some writers leave off the pad byte after an odd-sized last chunk but still count it in the FORM size.
        if (end > file.length + 1L) {
            throw new IffException("truncated: the " + id.trim() + " says " + end + " bytes but the file has "
                    + file.length);
        }
        Chunk outer = new Chunk(id, CHUNK_HEADER, (int) Math.min(size, file.length - CHUNK_HEADER));
        if (!group) {
            String type = id(file, 8);
            if (!PICTURES.contains(type)) {
                throw new IffException("FORM " + printable(type).trim()
                        + " is not a picture (ILBM, PBM, RGBN or RGB8 expected)");
            }
            form(file, outer, List.of(), sink);
            return null;
        }
        List<Found> found = new ArrayList<>();
        int pictures = group(file, outer, List.of(), 0, found);
        if (found.isEmpty()) {
            throw new IffException("IFF " + id.trim() + " holds no picture (no FORM ILBM, PBM, RGBN or RGB8)");
        }
        form(file, found.get(0).form(), found.get(0).props(), sink);
        return pictures == 1 ? "the one picture in an IFF " + id.trim()
                : "the first of " + pictures + " pictures in an IFF " + id.trim();
    }

    /**
     * Looks through a CAT or LIST for picture FORMs, in nested groups too; adds the first to {@code found} and
     * returns how many there are. A LIST's PROP chunks give defaults to the FORMs inside it.
     */
    private static int group(byte[] file, Chunk group, List<Chunk> props, int depth, List<Found> found)
            throws IffException {
        if (depth >= MAX_NESTING) {
            throw new IffException("IFF groups nested more than " + MAX_NESTING + " deep");
        }
        List<Chunk> scope = new ArrayList<>();
        int pictures = 0;
        List<Chunk> inside = new ArrayList<>();
        // A later chunk that overruns the group (KDE's test CAT) does not spoil a whole picture before it.
        IffException broken = chunks(file, group.data() + 4, group.data() + group.size(), inside);
        for (Chunk c : inside) {
            String type = c.size() >= 4 ? id(file, c.data()) : "";
            switch (c.id()) {
                case "PROP" -> {
                    if (group.id().equals("LIST")) {
                        scope.add(0, c);
                    }
                }
                case "FORM" -> {
                    if (PICTURES.contains(type)) {
                        pictures++;
                        if (found.isEmpty()) {
                            found.add(new Found(c, inScope(file, type, scope, props)));
                        }
                    }
                }
                case "LIST", "CAT " -> pictures += group(file, c, inScope(file, null, scope, props), depth + 1, found);
                default -> {
                    // Groups hold only groups; anything else is skipped as a reader of groups must.
                }
            }
        }
        if (broken != null && found.isEmpty()) {
            throw broken;
        }
        return pictures;
    }

    /** The PROPs of {@code type} (all of them when null) in this group, innermost first, then those from outside. */
    private static List<Chunk> inScope(byte[] file, String type, List<Chunk> scope, List<Chunk> outer) {
        List<Chunk> props = new ArrayList<>();
        for (Chunk p : scope) {
            if (type == null || (p.size() >= 4 && id(file, p.data()).equals(type))) {
                props.add(p);
            }
        }
        for (Chunk p : outer) {
            if (type == null || (p.size() >= 4 && id(file, p.data()).equals(type))) {
                props.add(p);
            }
        }
        return props;
    }

    /**
     * Hands the chunks of a picture FORM to the sink, after those chunks of its PROPs (innermost first) that the FORM
     * and nearer PROPs do not have themselves.
     */
    private static void form(byte[] file, Chunk form, List<Chunk> props, IlbmSink sink) throws IffException {
        if (form.size() < 4) {
            throw new IffException("FORM of " + form.size() + " bytes has no type");
        }
        sink.formType(id(file, form.data()));
        List<Chunk> own = chunks(file, form.data() + 4, form.data() + form.size());
        Set<String> seen = new HashSet<>();
        for (Chunk c : own) {
            seen.add(c.id());
        }
        for (Chunk prop : props) {
            List<Chunk> defaults = chunks(file, prop.data() + 4, prop.data() + prop.size());
            for (Chunk c : defaults) {
                if (seen.add(c.id())) {
                    dispatch(c, file, sink);
                }
            }
        }
        for (Chunk c : own) {
            dispatch(c, file, sink);
        }
    }

    /** The chunks in {@code file[start..limit)}, each checked to lie within it. */
    private static List<Chunk> chunks(byte[] file, int start, int limit) throws IffException {
        List<Chunk> list = new ArrayList<>();
        IffException broken = chunks(file, start, limit, list);
        if (broken != null) {
            throw broken;
        }
        return list;
    }

    /**
     * Adds the chunks in {@code file[start..limit)} to {@code list} up to the first that does not lie within it, and
     * returns what is wrong with that one, or null when every chunk fits.
     */
    private static IffException chunks(byte[] file, int start, int limit, List<Chunk> list) {
        int pos = start;
        limit = Math.min(limit, file.length);
        while (limit - pos >= CHUNK_HEADER) {
            String chunk = id(file, pos);
            long size = readInt(file, pos + 4);
            int data = pos + CHUNK_HEADER;
            if (size < 0) {
                return new IffException("chunk " + printable(chunk) + " has a negative size " + size);
            }
            if (size > limit - data) {
                return new IffException("chunk " + printable(chunk) + " says " + size + " bytes but only "
                        + (limit - data) + " remain");
            }
            list.add(new Chunk(chunk, data, (int) size));
            // Chunks start on even offsets: an odd-sized chunk is followed by one pad byte.
            pos = data + (int) size + (int) (size & 1);
        }
        return null;
    }

    private static void dispatch(Chunk c, byte[] file, IlbmSink sink) throws IffException {
        int data = c.data();
        int size = c.size();
        switch (c.id()) {
            case "BMHD" -> sink.bitMapHeader(BitMapHeader.parse(file, data, size));
            case "CMAP" -> sink.colorMap(file, data, size);
            case "CMYK" -> sink.cmykMap(file, data, size);
            case "CAMG" -> {
                if (size < 4) {
                    throw new IffException("CAMG chunk is " + size + " bytes, 4 expected");
                }
                sink.viewMode((int) readInt(file, data));
            }
            case "DCOL" -> {
                if (size != 4) {
                    throw new IffException("DCOL chunk is " + size + " bytes, 4 expected");
                }
                sink.directColor(file[data] & 0xFF, file[data + 1] & 0xFF, file[data + 2] & 0xFF);
            }
            case "PCHG" -> sink.paletteChanges(file, data, size);
            case "SHAM" -> sink.slicedHam(file, data, size);
            case "CTBL" -> sink.colorTable(file, data, size);
            case "BODY" -> sink.body(file, data, size);
            case "CRNG", "CCRT", "DRNG" -> sink.colorRange(c.id(), file, data, size);
            default -> sink.otherChunk(c.id(), file, data, size);
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
