package ishido.iff;

/**
 * Unpacks the Huffman compression of a PCHG chunk. The tree is an array of 16-bit words whose last word is the root.
 * At a node, a 1 bit takes the node's own word: a value of 0 or more is a byte to output, a negative one is the
 * distance in bytes back to the node's right subtree. A 0 bit steps to the word before: a positive word with bit 8
 * set is a byte to output, any other word is the left subtree's node. Bits are read high bit first.
 */
final class PchgHuffman {
    /** Set in a left leaf's word to tell it from a node. */
    private static final int LEFT_LEAF = 0x100;

    private PchgHuffman() {
    }

    /**
     * Decodes {@code size} bytes from {@code src[pos..end)} with the tree of big-endian words in
     * {@code tree[treePos..treePos + treeBytes)}; a walk off the tree or data that ends early is an error.
     */
    static byte[] decode(byte[] tree, int treePos, int treeBytes, byte[] src, int pos, int end, int size)
            throws IffException {
        int words = treeBytes / 2;
        if (words < 1) {
            throw new IffException("PCHG Huffman tree is empty");
        }
        short[] nodes = new short[words];
        for (int i = 0; i < words; i++) {
            nodes[i] = (short) ((tree[treePos + 2 * i] & 0xFF) << 8 | (tree[treePos + 2 * i + 1] & 0xFF));
        }
        byte[] out = new byte[size];
        int root = words - 1;
        int p = root;
        int n = 0;
        int bits = 0;
        int current = 0;
        while (n < size) {
            if (bits == 0) {
                if (pos >= end) {
                    throw new IffException("PCHG Huffman data ends after " + n + " of " + size + " bytes");
                }
                current = src[pos++];
                bits = 8;
            }
            boolean one = (current & 0x80) != 0;
            current <<= 1;
            bits--;
            if (one) {
                if (nodes[p] >= 0) {
                    out[n++] = (byte) nodes[p];
                    p = root;
                } else {
                    p += nodes[p] / 2;
                }
            } else {
                p--;
                if (p >= 0 && nodes[p] > 0 && (nodes[p] & LEFT_LEAF) != 0) {
                    out[n++] = (byte) nodes[p];
                    p = root;
                }
            }
            if (p < 0) {
                throw new IffException("PCHG Huffman tree is damaged: a branch leads outside its "
                        + words + " words");
            }
        }
        return out;
    }
}
