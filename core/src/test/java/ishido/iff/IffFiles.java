package ishido.iff;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/** Builds IFF files chunk by chunk for tests that need files no writer makes: PBM, odd layouts, damage. */
public final class IffFiles {
    private IffFiles() {
    }

    public static byte[] form(String type, byte[]... chunks) {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.writeBytes(type.getBytes(StandardCharsets.US_ASCII));
        for (byte[] c : chunks) {
            body.writeBytes(c);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes("FORM".getBytes(StandardCharsets.US_ASCII));
        writeInt(out, body.size());
        out.writeBytes(body.toByteArray());
        return out.toByteArray();
    }

    /** A chunk with its pad byte when the size is odd. */
    public static byte[] chunk(String id, byte[] data) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(id.getBytes(StandardCharsets.US_ASCII));
        writeInt(out, data.length);
        out.writeBytes(data);
        if ((data.length & 1) != 0) {
            out.write(0);
        }
        return out.toByteArray();
    }

    public static byte[] bmhd(int width, int height, int planes, int masking, int compression) {
        return chunk("BMHD", new BitMapHeader(width, height, 0, 0, planes, masking, compression, 0, 0, 10, 11, 320, 200)
                .toBytes());
    }

    /** A BMHD with its flags byte, which ppmtoilbm sets to 0x80 (the CMAP holds 8-bit values). */
    static byte[] bmhd(int width, int height, int planes, int masking, int compression, int flags) {
        return chunk("BMHD", new BitMapHeader(width, height, 0, 0, planes, masking, compression, flags, 0, 10, 11, 320,
                200).toBytes());
    }

    /** A group (FORM, CAT, LIST or PROP) of the given type around the given chunks or groups. */
    public static byte[] group(String id, String type, byte[]... parts) {
        byte[] form = form(type, parts);
        byte[] id4 = id.getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(id4, 0, form, 0, 4);
        return form;
    }

    /**
     * A BODY of {@code planes} interleaved plane rows per line from one value per pixel (plane 0 from bit 0), packed
     * with ByteRun1 when {@code packed}.
     */
    public static byte[] planarBody(int width, int height, int planes, int[] values, boolean packed) {
        int rowBytes = (width + 15) / 16 * 2;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int y = 0; y < height; y++) {
            for (int plane = 0; plane < planes; plane++) {
                byte[] row = new byte[rowBytes];
                for (int x = 0; x < width; x++) {
                    if ((values[y * width + x] >>> plane & 1) != 0) {
                        row[x >> 3] |= (byte) (0x80 >> (x & 7));
                    }
                }
                if (packed) {
                    ByteRun1.pack(row, 0, row.length, out);
                } else {
                    out.writeBytes(row);
                }
            }
        }
        return chunk("BODY", out.toByteArray());
    }

    /** A SHAM (with its version word) or CTBL chunk from sixteen 0x0RGB words per line. */
    public static byte[] fourBitTable(String id, int[][] lines) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        if (id.equals("SHAM")) {
            out.write(0);
            out.write(0);
        }
        for (int[] line : lines) {
            for (int word : line) {
                out.write(word >> 8);
                out.write(word);
            }
        }
        return chunk(id, out.toByteArray());
    }

    /**
     * A PCHG chunk: {@code lines[i]} holds the changes of line {@code startLine + i} as register, colour pairs
     * (0x0RGB for small changes, 0xRRGGBB for big ones), or null for none; packed with Huffman codes when
     * {@code huffman}.
     */
    public static byte[] pchg(boolean small, boolean huffman, int startLine, int[][] lines) {
        int lineCount = lines.length;
        ByteArrayOutputStream data = new ByteArrayOutputStream();
        byte[] mask = new byte[(lineCount + 31) / 32 * 4];
        int changed = 0;
        int total = 0;
        int maxChanges = 0;
        for (int i = 0; i < lineCount; i++) {
            if (lines[i] != null) {
                mask[i >> 3] |= (byte) (0x80 >> (i & 7));
                changed++;
                total += lines[i].length / 2;
                maxChanges = Math.max(maxChanges, lines[i].length / 2);
            }
        }
        data.writeBytes(mask);
        for (int[] line : lines) {
            if (line == null) {
                continue;
            }
            int n = line.length / 2;
            if (small) {
                // Changes of registers 0-15 come first, then those of 16-31.
                int low = 0;
                for (int i = 0; i < n; i++) {
                    low += line[i * 2] < 16 ? 1 : 0;
                }
                data.write(low);
                data.write(n - low);
                for (int pass = 0; pass < 2; pass++) {
                    for (int i = 0; i < n; i++) {
                        if ((line[i * 2] < 16) == (pass == 0)) {
                            int word = (line[i * 2] & 15) << 12 | line[i * 2 + 1] & 0xFFF;
                            data.write(word >> 8);
                            data.write(word);
                        }
                    }
                }
            } else {
                data.write(n >> 8);
                data.write(n);
                for (int i = 0; i < n; i++) {
                    int rgb = line[i * 2 + 1];
                    data.write(line[i * 2] >> 8);
                    data.write(line[i * 2]);
                    data.write(0);
                    data.write(rgb >> 16);
                    data.write(rgb);
                    data.write(rgb >> 8);
                }
            }
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int[] header = {huffman ? 1 : 0, small ? 1 : 2, startLine, lineCount, changed, 0, 255, maxChanges};
        for (int v : header) {
            out.write(v >> 8);
            out.write(v);
        }
        writeInt(out, total);
        byte[] raw = data.toByteArray();
        if (huffman) {
            byte[][] packed = huffman(raw);
            writeInt(out, packed[0].length);
            writeInt(out, raw.length);
            out.writeBytes(packed[0]);
            out.writeBytes(packed[1]);
        } else {
            out.writeBytes(raw);
        }
        return chunk("PCHG", out.toByteArray());
    }

    /** A node of a code tree: a leaf holds a byte, an inner node two subtrees. */
    private record Node(int value, Node left, Node right) {
        boolean leaf() {
            return left == null;
        }
    }

    /**
     * Packs {@code raw} with a prefix code over its bytes, in PCHG's layout: returns the tree's words and the packed
     * bits. The tree is balanced, not a true Huffman tree; any prefix tree decodes the same way.
     */
    static byte[][] huffman(byte[] raw) {
        TreeSet<Integer> symbols = new TreeSet<>();
        for (byte b : raw) {
            symbols.add(b & 0xFF);
        }
        while (symbols.size() < 2) {
            symbols.add(symbols.isEmpty() ? 0 : (symbols.first() + 1) & 0xFF);
        }
        Node root = balanced(new ArrayList<>(symbols), 0, symbols.size());
        List<Integer> words = new ArrayList<>();
        layout(root, words);
        String[] codes = new String[256];
        codes(root, "", codes);
        ByteArrayOutputStream tree = new ByteArrayOutputStream();
        for (int w : words) {
            tree.write(w >> 8);
            tree.write(w);
        }
        StringBuilder bits = new StringBuilder();
        for (byte b : raw) {
            bits.append(codes[b & 0xFF]);
        }
        byte[] packed = new byte[(bits.length() + 7) / 8];
        for (int i = 0; i < bits.length(); i++) {
            if (bits.charAt(i) == '1') {
                packed[i >> 3] |= (byte) (0x80 >> (i & 7));
            }
        }
        return new byte[][] {tree.toByteArray(), packed};
    }

    private static Node balanced(List<Integer> symbols, int from, int to) {
        if (to - from == 1) {
            return new Node(symbols.get(from), null, null);
        }
        int mid = (from + to) / 2;
        return new Node(-1, balanced(symbols, from, mid), balanced(symbols, mid, to));
    }

    /**
     * Lays out an inner node: its right subtree, then its left child just before its own word, which holds the
     * right leaf's byte or the negative distance in bytes back to the right subtree. Returns the node's index.
     */
    private static int layout(Node node, List<Integer> words) {
        int right = node.right().leaf() ? -1 : layout(node.right(), words);
        if (node.left().leaf()) {
            words.add(0x100 | node.left().value());
        } else {
            layout(node.left(), words);
        }
        int at = words.size();
        words.add(node.right().leaf() ? node.right().value() : -2 * (at - right));
        return at;
    }

    private static void codes(Node node, String prefix, String[] codes) {
        if (node.leaf()) {
            codes[node.value()] = prefix;
            return;
        }
        codes(node.left(), prefix + "0", codes);
        codes(node.right(), prefix + "1", codes);
    }

    public static byte[] cmap(int... rgb) {
        byte[] b = new byte[rgb.length * 3];
        for (int i = 0; i < rgb.length; i++) {
            b[i * 3] = (byte) (rgb[i] >> 16);
            b[i * 3 + 1] = (byte) (rgb[i] >> 8);
            b[i * 3 + 2] = (byte) rgb[i];
        }
        return chunk("CMAP", b);
    }

    public static byte[] camg(int modes) {
        return chunk("CAMG", new byte[] {(byte) (modes >> 24), (byte) (modes >> 16), (byte) (modes >> 8), (byte) modes});
    }

    static void writeInt(ByteArrayOutputStream out, int v) {
        out.write(v >>> 24);
        out.write(v >>> 16);
        out.write(v >>> 8);
        out.write(v);
    }

    /** Returns the offset of the first occurrence of a chunk ID, or -1. */
    static int find(byte[] file, String id) {
        byte[] b = id.getBytes(StandardCharsets.US_ASCII);
        outer:
        for (int i = 0; i + 4 <= file.length; i++) {
            for (int j = 0; j < 4; j++) {
                if (file[i + j] != b[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
