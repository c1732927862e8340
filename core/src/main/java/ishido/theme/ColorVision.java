package ishido.theme;

import ishido.image.IndexedImage;
import ishido.rules.Stone;

/**
 * How far apart a stoneset's six row colours stay for eyes with each of the three common colour-vision
 * deficiencies. A row's face colour is the colour most of its six stones' visible pixels have; each face colour
 * is seen through a simulation (Machado, Oliveira and Fernandes 2009, severity 1, on linear sRGB), and the
 * measure is the smallest CIEDE2000 difference between two rows. Below {@link #THRESHOLD} two rows are hard to
 * tell apart by colour alone.
 */
public final class ColorVision {
    /**
     * Two faces closer than this (CIEDE2000) are called alike: about where two flat colours of a stone's size stop
     * reading as different at a glance; normal vision puts the built-in sets' closest rows well above it.
     */
    public static final double THRESHOLD = 10.0;

    /** The eyes a set is measured for: normal vision, then the three dichromacies. */
    public enum Eyes {
        NORMAL("normal vision", null),
        PROTANOPIA("protanopia", new double[] {
            0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998}),
        DEUTERANOPIA("deuteranopia", new double[] {
            0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.011820, 0.042940, 0.968881}),
        TRITANOPIA("tritanopia", new double[] {
            1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.303900});

        private final String label;
        private final double[] matrix;

        Eyes(String label, double[] matrix) {
            this.label = label;
            this.matrix = matrix;
        }

        public String label() {
            return label;
        }

        /** The colour (0xRRGGBB) as these eyes see it. */
        public int see(int rgb) {
            if (matrix == null) {
                return rgb;
            }
            double[] lin = {linear(rgb >> 16 & 0xFF), linear(rgb >> 8 & 0xFF), linear(rgb & 0xFF)};
            int out = 0;
            for (int i = 0; i < 3; i++) {
                double v = matrix[i * 3] * lin[0] + matrix[i * 3 + 1] * lin[1] + matrix[i * 3 + 2] * lin[2];
                out = out << 8 | gamma(v);
            }
            return out;
        }
    }

    /** The two closest rows (0-5) for one kind of eyes, and their CIEDE2000 difference. */
    public record Closest(Eyes eyes, int rowA, int rowB, double distance) {
        public boolean alike() {
            return distance < THRESHOLD;
        }
    }

    private ColorVision() {
    }

    /** The closest two rows of a stoneset picture (120x140, masks in the seventh row) for these eyes. */
    public static Closest closest(IndexedImage sheet, Eyes eyes) {
        int[] faces = faces(sheet);
        Closest best = null;
        for (int a = 0; a < faces.length; a++) {
            for (int b = a + 1; b < faces.length; b++) {
                double d = ciede2000(lab(eyes.see(faces[a])), lab(eyes.see(faces[b])));
                if (best == null || d < best.distance()) {
                    best = new Closest(eyes, a, b, d);
                }
            }
        }
        return best;
    }

    /** The closest rows under the deficiency where they are closest. */
    public static Closest worst(IndexedImage sheet) {
        Closest worst = null;
        for (Eyes e : Eyes.values()) {
            Closest c = closest(sheet, e);
            if (worst == null || c.distance() < worst.distance()) {
                worst = c;
            }
        }
        return worst;
    }

    /**
     * Each row's face colour (0xRRGGBB): of the colours of its six stones' pixels inside their masks, the one it
     * has most more of than any other row has (symbols and outlines are shared between rows, faces are not).
     */
    static int[] faces(IndexedImage sheet) {
        int cell = Stoneset.CELL;
        int[][] count = new int[Stone.COLORS][256];
        for (int row = 0; row < Stone.COLORS; row++) {
            for (int col = 0; col < Stone.SYMBOLS; col++) {
                for (int y = 0; y < cell; y++) {
                    for (int x = 0; x < cell; x++) {
                        int mask = sheet.pixels()[(Stone.COLORS * cell + y) * sheet.width() + col * cell + x] & 0xFF;
                        int v = sheet.pixels()[(row * cell + y) * sheet.width() + col * cell + x] & 0xFF;
                        if (mask != 0 && v != sheet.transparentIndex()) {
                            count[row][v]++;
                        }
                    }
                }
            }
        }
        int[] faces = new int[Stone.COLORS];
        for (int row = 0; row < Stone.COLORS; row++) {
            int best = 0;
            int bestLead = Integer.MIN_VALUE;
            for (int i = 0; i < 256; i++) {
                int others = 0;
                for (int r = 0; r < Stone.COLORS; r++) {
                    others = r == row ? others : Math.max(others, count[r][i]);
                }
                if (count[row][i] - others > bestLead) {
                    bestLead = count[row][i] - others;
                    best = i;
                }
            }
            faces[row] = sheet.color(best);
        }
        return faces;
    }

    private static double linear(int v8) {
        double c = v8 / 255.0;
        return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }

    private static int gamma(double v) {
        double c = Math.max(0, Math.min(1, v));
        double s = c <= 0.0031308 ? c * 12.92 : 1.055 * Math.pow(c, 1 / 2.4) - 0.055;
        return (int) Math.round(s * 255);
    }

    /** CIE L*a*b* (D65) of an sRGB colour. */
    static double[] lab(int rgb) {
        double r = linear(rgb >> 16 & 0xFF);
        double g = linear(rgb >> 8 & 0xFF);
        double b = linear(rgb & 0xFF);
        double x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
        double y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b;
        double z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883;
        double fx = f(x);
        double fy = f(y);
        double fz = f(z);
        return new double[] {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
    }

    private static double f(double t) {
        return t > 216.0 / 24389 ? Math.cbrt(t) : (24389.0 / 27 * t + 16) / 116;
    }

    /** The CIEDE2000 colour difference (Sharma, Wu and Dalal's formulation). */
    static double ciede2000(double[] lab1, double[] lab2) {
        double c1 = Math.hypot(lab1[1], lab1[2]);
        double c2 = Math.hypot(lab2[1], lab2[2]);
        double cMean = (c1 + c2) / 2;
        double g = 0.5 * (1 - Math.sqrt(Math.pow(cMean, 7) / (Math.pow(cMean, 7) + Math.pow(25, 7))));
        double a1 = (1 + g) * lab1[1];
        double a2 = (1 + g) * lab2[1];
        double cp1 = Math.hypot(a1, lab1[2]);
        double cp2 = Math.hypot(a2, lab2[2]);
        double hp1 = hue(a1, lab1[2]);
        double hp2 = hue(a2, lab2[2]);
        double dL = lab2[0] - lab1[0];
        double dC = cp2 - cp1;
        double dh = 0;
        if (cp1 * cp2 != 0) {
            dh = hp2 - hp1;
            if (dh > 180) {
                dh -= 360;
            } else if (dh < -180) {
                dh += 360;
            }
        }
        double dH = 2 * Math.sqrt(cp1 * cp2) * Math.sin(Math.toRadians(dh / 2));
        double lMean = (lab1[0] + lab2[0]) / 2;
        double cpMean = (cp1 + cp2) / 2;
        double hMean = hp1 + hp2;
        if (cp1 * cp2 != 0) {
            hMean = Math.abs(hp1 - hp2) <= 180 ? hMean / 2 : (hMean < 360 ? (hMean + 360) / 2 : (hMean - 360) / 2);
        }
        double t = 1 - 0.17 * Math.cos(Math.toRadians(hMean - 30)) + 0.24 * Math.cos(Math.toRadians(2 * hMean))
                + 0.32 * Math.cos(Math.toRadians(3 * hMean + 6)) - 0.20 * Math.cos(Math.toRadians(4 * hMean - 63));
        double dTheta = 30 * Math.exp(-Math.pow((hMean - 275) / 25, 2));
        double rc = 2 * Math.sqrt(Math.pow(cpMean, 7) / (Math.pow(cpMean, 7) + Math.pow(25, 7)));
        double sl = 1 + 0.015 * Math.pow(lMean - 50, 2) / Math.sqrt(20 + Math.pow(lMean - 50, 2));
        double sc = 1 + 0.045 * cpMean;
        double sh = 1 + 0.015 * cpMean * t;
        double rt = -Math.sin(Math.toRadians(2 * dTheta)) * rc;
        return Math.sqrt(Math.pow(dL / sl, 2) + Math.pow(dC / sc, 2) + Math.pow(dH / sh, 2)
                + rt * (dC / sc) * (dH / sh));
    }

    private static double hue(double a, double b) {
        if (a == 0 && b == 0) {
            return 0;
        }
        double h = Math.toDegrees(Math.atan2(b, a));
        return h < 0 ? h + 360 : h;
    }
}
