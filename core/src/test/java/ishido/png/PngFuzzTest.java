package ishido.png;

import static ishido.png.PngFiles.chunk;
import static ishido.png.PngFiles.iend;
import static ishido.png.PngFiles.idat;
import static ishido.png.PngFiles.ihdr;
import static ishido.png.PngFiles.plte;
import static ishido.png.PngFiles.png;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.testing.Fuzz;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Mutates valid PNGs at random (seeded) and repairs their CRCs, so that damage reaches the decoder itself. */
class PngFuzzTest {
    /** Mutated files per run: the seeds are small, so this takes about a second. */
    private static final int MUTATIONS = 10000;
    private static final long SEED = 0x0F12L;
    /** The most one read of a seed-sized file may allocate. */
    private static final long MAX_ALLOCATED_BYTES = 4 << 20;

    private static List<byte[]> seeds() {
        Random random = new Random(SEED);
        List<byte[]> seeds = new ArrayList<>();
        // colour type, bit depth, bytes per row for a 9-pixel-wide picture.
        int[][] kinds = {{3, 4, 5}, {0, 1, 2}, {0, 8, 9}, {2, 8, 27}, {4, 8, 18}, {6, 16, 72}, {3, 8, 9}};
        for (int[] kind : kinds) {
            int height = 5;
            byte[] rows = new byte[height * (kind[2] + 1)];
            random.nextBytes(rows);
            for (int y = 0; y < height; y++) {
                rows[y * (kind[2] + 1)] = (byte) random.nextInt(5);
            }
            if (kind[0] == 3) {
                // Keep indices inside the 16-colour PLTE.
                for (int i = 0; i < rows.length; i++) {
                    rows[i] &= kind[1] == 8 ? 0x0F : (byte) 0xFF;
                }
            }
            seeds.add(png(ihdr(9, height, kind[1], kind[0], 0), plte(random.ints(16).toArray()),
                    chunk("tRNS", new byte[] {0, 0, 0, 0, 0, 0}), idat(rows), iend()));
        }
        return seeds;
    }

    @Test
    void mutatedFilesGiveAPictureOrAClearError() {
        int pictures = Fuzz.run(seeds(), MUTATIONS, SEED, MAX_ALLOCATED_BYTES, PngException.class,
                PngFuzzTest::mutate, file -> {
                    PngImage image = PngReader.read(file);
                    assertTrue(image.toArgb().length == image.width() * image.height());
                });
        assertTrue(pictures > MUTATIONS / 20, "only " + pictures + " pictures decoded");
    }

    private static byte[] mutate(byte[] seed, Random random) {
        byte[] file = seed.clone();
        int edits = 1 + random.nextInt(3);
        for (int e = 0; e < edits && file.length > 16; e++) {
            int at = 8 + random.nextInt(file.length - 12);
            switch (random.nextInt(4)) {
                case 0 -> file[at] = (byte) random.nextInt(256);
                case 1 -> file[at] ^= (byte) (1 << random.nextInt(8));
                case 2 -> {
                    int v = random.nextBoolean() ? random.nextInt() : random.nextInt(40000);
                    file[at] = (byte) (v >> 24);
                    file[at + 1] = (byte) (v >> 16);
                    file[at + 2] = (byte) (v >> 8);
                    file[at + 3] = (byte) v;
                }
                default -> file = Arrays.copyOf(file, Math.max(at, 12));
            }
        }
        PngFiles.fixCrcs(file);
        return file;
    }
}
