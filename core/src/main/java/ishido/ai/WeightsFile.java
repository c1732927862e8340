package ishido.ai;

import java.util.Locale;

/**
 * The text files the computer player's learned weights are kept in ({@link RolloutFit}, and the lab's evaluation):
 * a header line naming what they are, {@code #} comments, then {@code name value} a line, every name once.
 *
 * @param header the first line
 * @param what   what such a file holds, for messages ("an evaluation's weights")
 * @param names  the weights' names, in the order of their array
 */
record WeightsFile(String header, String what, String[] names) {
    /** The weights as a file: the header, the comment lines given, then one weight a line. */
    String format(double[] weights, String... comments) {
        StringBuilder b = new StringBuilder(header).append('\n');
        for (String c : comments) {
            b.append("# ").append(c).append('\n');
        }
        for (int i = 0; i < weights.length; i++) {
            b.append(String.format(Locale.ROOT, "%s %.6g%n", names[i], weights[i]));
        }
        return b.toString();
    }

    /**
     * Reads a file written by {@link #format}.
     *
     * @throws IllegalArgumentException with a one-line message naming the line, when it is not one
     */
    double[] parse(String text) {
        String[] lines = text.split("\r?\n", -1);
        if (lines.length == 0 || !lines[0].strip().equals(header)) {
            throw new IllegalArgumentException("line 1: not " + what + " (it should read '" + header + "')");
        }
        double[] w = new double[names.length];
        boolean[] seen = new boolean[names.length];
        for (int n = 1; n < lines.length; n++) {
            String line = lines[n].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] parts = line.split("\\s+");
            int i = java.util.Arrays.asList(names).indexOf(parts[0]);
            if (parts.length != 2 || i < 0) {
                throw new IllegalArgumentException("line " + (n + 1) + ": '" + line + "' is not a feature and its weight");
            }
            if (seen[i]) {
                throw new IllegalArgumentException("line " + (n + 1) + ": " + parts[0] + " is given twice");
            }
            try {
                w[i] = Double.parseDouble(parts[1]);
            } catch (NumberFormatException e) {
                w[i] = Double.NaN;
            }
            if (!Double.isFinite(w[i]) || parts[1].endsWith("d") || parts[1].endsWith("f")) {
                throw new IllegalArgumentException("line " + (n + 1) + ": '" + parts[1] + "' is not a number");
            }
            seen[i] = true;
        }
        for (int i = 0; i < seen.length; i++) {
            if (!seen[i]) {
                throw new IllegalArgumentException("the weight of " + names[i] + " is missing");
            }
        }
        return w;
    }
}
