package ishido.ai;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * The file {@link RolloutValue}'s weights are kept in: a text header ({@link #HEADER}, then {@code #} comment
 * lines saying what made it, then an empty line), then the weights that are not 0, in order, each as the gap
 * from the one before (from -1) and its value, both as variable-length integers of 7 bits a byte, low bits first
 * (the value zigzagged: 0, -1, 1, -2, ...). Most weights are of boards a game never reaches and stay 0.
 */
final class ValueFile {
    static final String HEADER = "ishido-value 1";
    /** The largest weight a file may hold, in units of {@link RolloutValue#UNIT}: so a value's sum cannot overflow. */
    static final int MOST = 1 << 20;

    private ValueFile() {
    }

    /** The weights as a file, with the comment lines given. */
    static byte[] write(int[] weights, String... comments) {
        StringBuilder header = new StringBuilder(HEADER).append('\n');
        for (String c : comments) {
            header.append("# ").append(c).append('\n');
        }
        header.append('\n');
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] text = header.toString().getBytes(StandardCharsets.UTF_8);
        out.write(text, 0, text.length);
        int previous = -1;
        for (int i = 0; i < weights.length; i++) {
            if (weights[i] == 0) {
                continue;
            }
            if (Math.abs(weights[i]) > MOST) {
                throw new IllegalArgumentException("weight " + i + " is " + weights[i] + ", beyond " + MOST);
            }
            writeVarint(out, i - previous);
            writeVarint(out, weights[i] << 1 ^ weights[i] >> 31);
            previous = i;
        }
        return out.toByteArray();
    }

    /**
     * Reads a file written by {@link #write}: {@link RolloutValue#COUNT} weights.
     *
     * @throws IllegalArgumentException with a one-line message, when it is not one
     */
    static int[] read(byte[] file) {
        int at = 0;
        int line = 1;
        int body = -1;
        // The header: its first line, comment lines, an empty line.
        while (body < 0) {
            int end = at;
            while (end < file.length && file[end] != '\n') {
                end++;
            }
            if (end == file.length) {
                throw new IllegalArgumentException(line == 1 ? "not the rollouts' value (it should begin '" + HEADER + "')"
                        : "the header has no end (an empty line)");
            }
            String text = new String(file, at, end - at, StandardCharsets.UTF_8);
            if (line == 1 && !text.equals(HEADER)) {
                throw new IllegalArgumentException("not the rollouts' value (it should begin '" + HEADER + "')");
            }
            if (text.isEmpty()) {
                body = end + 1;
            } else if (line > 1 && !text.startsWith("#")) {
                throw new IllegalArgumentException("line " + line + " of the header is not a comment");
            }
            at = end + 1;
            line++;
        }
        int[] weights = new int[RolloutValue.COUNT];
        int index = -1;
        at = body;
        while (at < file.length) {
            int gap = 0;
            int zig = 0;
            for (int part = 0; part < 2; part++) {
                // At most four bytes, 28 bits (ints only: the page makes every long a BigInt).
                int v = 0;
                int shift = 0;
                while (true) {
                    if (at == file.length) {
                        throw new IllegalArgumentException("the weights end in the middle of one (byte " + at + ")");
                    }
                    int b = file[at++] & 0xFF;
                    v |= (b & 0x7F) << shift;
                    if (b < 0x80) {
                        break;
                    }
                    shift += 7;
                    if (shift > 21) {
                        throw new IllegalArgumentException("a number too long at byte " + at);
                    }
                }
                if (part == 0) {
                    gap = v;
                } else {
                    zig = v;
                }
            }
            if (gap == 0 || index + gap >= weights.length) {
                throw new IllegalArgumentException("a weight out of place at byte " + at + " (there are " + weights.length + ")");
            }
            index += gap;
            int value = zig >>> 1 ^ -(zig & 1);
            if (value == 0 || Math.abs(value) > MOST) {
                throw new IllegalArgumentException("weight " + index + " is " + value + ", not a kept weight");
            }
            weights[index] = value;
        }
        return weights;
    }

    private static void writeVarint(ByteArrayOutputStream out, int v) {
        while ((v & ~0x7F) != 0) {
            out.write(v & 0x7F | 0x80);
            v >>>= 7;
        }
        out.write(v);
    }
}
