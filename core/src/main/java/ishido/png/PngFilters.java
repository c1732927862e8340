package ishido.png;

/** PNG's five row filters (none, sub, up, average, Paeth), undone: the step between inflating and reading pixels. */
final class PngFilters {
    private PngFilters() {
    }

    /**
     * Undoes the per-row filters of {@code height} rows in place, each a filter byte and {@code rowBytes} of samples;
     * {@code bpp} is the byte distance to the pixel on the left.
     */
    static void unfilter(byte[] raw, int height, int rowBytes, int bpp) throws PngException {
        int stride = rowBytes + 1;
        for (int y = 0; y < height; y++) {
            int row = y * stride + 1;
            int prev = row - stride;
            int filter = raw[row - 1];
            switch (filter) {
                case 0 -> {
                }
                case 1 -> {
                    for (int i = bpp; i < rowBytes; i++) {
                        raw[row + i] += raw[row + i - bpp];
                    }
                }
                case 2 -> {
                    if (y > 0) {
                        for (int i = 0; i < rowBytes; i++) {
                            raw[row + i] += raw[prev + i];
                        }
                    }
                }
                case 3 -> {
                    for (int i = 0; i < rowBytes; i++) {
                        int left = i >= bpp ? raw[row + i - bpp] & 0xFF : 0;
                        int up = y > 0 ? raw[prev + i] & 0xFF : 0;
                        raw[row + i] += (byte) ((left + up) >> 1);
                    }
                }
                case 4 -> {
                    for (int i = 0; i < rowBytes; i++) {
                        int a = i >= bpp ? raw[row + i - bpp] & 0xFF : 0;
                        int b = y > 0 ? raw[prev + i] & 0xFF : 0;
                        int c = i >= bpp && y > 0 ? raw[prev + i - bpp] & 0xFF : 0;
                        raw[row + i] += (byte) paeth(a, b, c);
                    }
                }
                default -> throw new PngException("unknown filter type " + (filter & 0xFF) + " in row " + y);
            }
        }
    }

    private static int paeth(int a, int b, int c) {
        int p = a + b - c;
        int pa = Math.abs(p - a);
        int pb = Math.abs(p - b);
        int pc = Math.abs(p - c);
        if (pa <= pb && pa <= pc) {
            return a;
        }
        return pb <= pc ? b : c;
    }
}
