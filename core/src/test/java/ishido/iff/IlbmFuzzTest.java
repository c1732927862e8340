package ishido.iff;

import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.image.IndexedImage;
import ishido.testing.Fuzz;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Mutates valid files at random (seeded): the reader must return a picture or an IffException, never anything else. */
class IlbmFuzzTest {
    /** Mutated files per run: enough to hit every field of the small seeds many times, in about a second. */
    private static final int MUTATIONS = 20000;
    private static final long SEED = 0x15D0L;
    /** The most one read of a seed-sized file may allocate: pixels are bounded by 64 times the BODY, plus overhead. */
    private static final long MAX_ALLOCATED_BYTES = 1 << 20;

    private static List<byte[]> seeds() {
        Random random = new Random(SEED);
        List<byte[]> seeds = new ArrayList<>();
        for (int colors : new int[] {2, 16, 64}) {
            IndexedImage image = new IndexedImage(13 + colors % 7, 9, new int[colors]);
            for (int i = 0; i < image.pixels().length; i++) {
                image.pixels()[i] = (byte) (random.nextInt(3) == 0 ? random.nextInt(colors) : 1);
            }
            image.setTransparentIndex(colors == 16 ? 0 : -1);
            seeds.add(IlbmWriter.toBytes(image));
        }
        // An uncompressed ILBM with a mask plane, EHB, and an odd-sized chunk, and a compressed PBM.
        byte[] planes = new byte[2 * 7 * 3];
        random.nextBytes(planes);
        seeds.add(IffFiles.form("ILBM", IffFiles.chunk("ANNO", new byte[] {'x'}), IffFiles.bmhd(11, 3, 6, 1, 0),
                IffFiles.camg(IlbmImage.CAMG_EXTRA_HALFBRITE), IffFiles.cmap(0xF00000, 0x00F000, 0x0000F0),
                IffFiles.chunk("BODY", planes)));
        ByteArrayOutputStream chunky = new ByteArrayOutputStream();
        byte[] row = {1, 1, 1, 1, 2, 3, 4, 0};
        for (int y = 0; y < 4; y++) {
            ByteRun1.pack(row, 0, row.length, chunky);
        }
        seeds.add(IffFiles.form("PBM ", IffFiles.bmhd(7, 4, 8, 2, 1), IffFiles.cmap(0, 0x123456, 0xFFFFFF),
                IffFiles.chunk("BODY", chunky.toByteArray())));
        // HAM6, HAM8 with a mask plane, and 24- and 32-plane deep pictures, packed and not.
        for (int depth : new int[] {6, 8, 24, 32}) {
            boolean mask = depth == 8;
            byte[] body = new byte[2 * (depth + (mask ? 1 : 0)) * 3];
            random.nextBytes(body);
            ByteArrayOutputStream packed = new ByteArrayOutputStream();
            ByteRun1.pack(body, 0, body.length, packed);
            int compression = depth == 24 ? 0 : 1;
            seeds.add(IffFiles.form("ILBM", IffFiles.bmhd(14, 3, depth, mask ? 1 : 0, compression),
                    IffFiles.camg(depth < 24 ? IlbmImage.CAMG_HAM : 0), IffFiles.cmap(0x102030, 0xF0E0D0, 0x7F7F7F),
                    IffFiles.chunk("BODY", compression == 0 ? body : packed.toByteArray())));
        }
        seeds.addAll(newKinds(random));
        return seeds;
    }

    /** Multipalette (SHAM, CTBL, PCHG small and big, packed and not), DCOL, deep, CMYK, RGBN, RGB8 and CAT seeds. */
    static List<byte[]> newKinds(Random random) {
        List<byte[]> seeds = new ArrayList<>();
        int width = 12;
        int height = 4;
        int[] values = random.ints(width * height, 0, 16).toArray();
        byte[] cmap = IffFiles.cmap(random.ints(16, 0, 1 << 24).toArray());
        int[][] changes = {{1, 0xF00, 17, 0x0F0}, null, {3, 0x00F}, {0, 0x123}};
        byte[][] palettes = {
            IffFiles.fourBitTable("SHAM", new int[height / 2][16]), IffFiles.fourBitTable("CTBL", new int[height][16]),
            IffFiles.pchg(true, false, 0, changes), IffFiles.pchg(true, true, -1, changes),
            IffFiles.pchg(false, true, 0, changes), IffFiles.pchg(false, false, 1, new int[][] {{2, 0xABCDEF}})
        };
        for (int i = 0; i < palettes.length; i++) {
            boolean ham = i % 2 == 1;
            int planes = ham ? 6 : 4;
            seeds.add(IffFiles.form("ILBM", IffFiles.bmhd(width, height, planes, 0, i % 3 == 0 ? 0 : 1),
                    IffFiles.camg((ham ? IlbmImage.CAMG_HAM : 0) | (i == 0 ? IlbmImage.CAMG_LACE : 0)), cmap,
                    palettes[i], IffFiles.planarBody(width, height, planes, values, i % 3 != 0)));
        }
        int[] deep = random.ints(width * height, 0, Integer.MAX_VALUE).toArray();
        seeds.add(IffFiles.form("ILBM", IffFiles.bmhd(width, height, 16, 0, 1),
                IffFiles.chunk("DCOL", new byte[] {5, 6, 5, 0}), IffFiles.planarBody(width, height, 16, deep, true)));
        seeds.add(IffFiles.form("ILBM", IffFiles.bmhd(width, 2, 48, 0, 1),
                IffFiles.planarBody(width, 2, 48, deep, true)));
        seeds.add(IffFiles.form("ILBM", IffFiles.bmhd(width, 1, 64, 1, 0),
                IffFiles.planarBody(width, 1, 65, deep, false)));
        byte[] cmyk = new byte[64];
        random.nextBytes(cmyk);
        seeds.add(IffFiles.form("ILBM", IffFiles.bmhd(width, height, 4, 2, 1), IffFiles.chunk("CMYK", cmyk),
                IffFiles.planarBody(width, height, 4, values, true)));
        seeds.add(IffFiles.form("RGBN", IffFiles.bmhd(width, height, 13, 0, 4),
                IffFiles.chunk("BODY", new byte[] {(byte) 0xF0, 0x0F, 0x12, 0x30, 0x20, 0x00, 0x01, 0x77, 0x08, 0, 0, 9})));
        seeds.add(IffFiles.form("RGB8", IffFiles.bmhd(width, height, 25, 0, 4),
                IffFiles.chunk("BODY", new byte[] {1, 2, 3, 20, 4, 5, 6, (byte) 0x80, 10, 7, 8, 9, 0, 0, 0, 20})));
        seeds.add(IffFiles.group("LIST", "ILBM", IffFiles.group("PROP", "ILBM", cmap),
                IffFiles.group("CAT ", "ILBM", IffFiles.form("ILBM", IffFiles.bmhd(width, height, 4, 0, 1),
                        IffFiles.planarBody(width, height, 4, values, true)))));
        return seeds;
    }

    /** Applies one to three of: flipped bytes, extreme 16- or 32-bit values, truncation, inserted bytes. */
    static byte[] mutate(byte[] seed, Random random) {
        byte[] file = seed.clone();
        int edits = 1 + random.nextInt(3);
        for (int e = 0; e < edits && file.length > 4; e++) {
            int at = random.nextInt(file.length - 4);
            switch (random.nextInt(5)) {
                case 0 -> file[at] = (byte) random.nextInt(256);
                case 1 -> file[at] ^= (byte) (1 << random.nextInt(8));
                case 2 -> {
                    int v = switch (random.nextInt(4)) {
                        case 0 -> -1;
                        case 1 -> Integer.MAX_VALUE;
                        case 2 -> 0x8000;
                        default -> random.nextInt();
                    };
                    file[at] = (byte) (v >> 24);
                    file[at + 1] = (byte) (v >> 16);
                    file[at + 2] = (byte) (v >> 8);
                    file[at + 3] = (byte) v;
                }
                case 3 -> file = Arrays.copyOf(file, at);
                default -> {
                    byte[] longer = new byte[file.length + 1 + random.nextInt(8)];
                    System.arraycopy(file, 0, longer, 0, at);
                    System.arraycopy(file, at, longer, longer.length - (file.length - at), file.length - at);
                    file = longer;
                }
            }
        }
        return file;
    }

    @Test
    void everyNewKindsSeedIsAPicture() throws IffException {
        for (byte[] seed : newKinds(new Random(SEED))) {
            IlbmReader.read(seed);
        }
    }

    @Test
    void mutatedFilesGiveAPictureOrAClearError() {
        int pictures = Fuzz.run(seeds(), MUTATIONS, SEED, MAX_ALLOCATED_BYTES, IffException.class,
                IlbmFuzzTest::mutate, file -> {
                    IlbmImage read = IlbmReader.read(file);
                    assertTrue(read.trueColor() ? read.argb().length == read.width() * read.height()
                            : read.image().maxIndex() < read.image().paletteSize());
                });
        // Many mutations land in pixel data and must still decode.
        assertTrue(pictures > MUTATIONS / 10, "only " + pictures + " pictures decoded");
    }
}
