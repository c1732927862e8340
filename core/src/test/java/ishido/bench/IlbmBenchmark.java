package ishido.bench;

import ishido.iff.IffException;
import ishido.iff.IffFiles;
import ishido.iff.IlbmImage;
import ishido.iff.IlbmReader;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The cost of reading a 320x200 board picture of each kind: a 16-colour ILBM (what a board is), HAM6 with big
 * palette changes packed with Huffman codes on every line, sliced HAM, and Impulse RGB8. Run by hand, see
 * docs/architecture.md ("Benchmarks").
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class IlbmBenchmark {
    private static final int WIDTH = 320;
    private static final int HEIGHT = 200;

    private byte[] plain;
    private byte[] hamPchg;
    private byte[] hamSham;
    private byte[] rgb8;

    @Setup
    public void setUp() {
        Random random = new Random(1);
        int[] values = new int[WIDTH * HEIGHT];
        for (int i = 0; i < values.length; i++) {
            values[i] = (i / 7 + i / WIDTH) % 64;
        }
        int[] colors = random.ints(16, 0, 1 << 24).map(c -> c | 0x010101).toArray();
        colors[0] = 0;
        plain = IffFiles.form("ILBM", IffFiles.bmhd(WIDTH, HEIGHT, 4, 0, 1), IffFiles.cmap(colors),
                IffFiles.planarBody(WIDTH, HEIGHT, 4, values, true));
        int[][] changes = new int[HEIGHT][];
        for (int y = 0; y < HEIGHT; y++) {
            changes[y] = new int[] {1 + y % 15, random.nextInt(1 << 24), 1 + (y + 7) % 15, random.nextInt(1 << 24)};
        }
        hamPchg = IffFiles.form("ILBM", IffFiles.bmhd(WIDTH, HEIGHT, 6, 0, 1), IffFiles.camg(IlbmImage.CAMG_HAM),
                IffFiles.cmap(colors), IffFiles.pchg(false, true, 0, changes),
                IffFiles.planarBody(WIDTH, HEIGHT, 6, values, true));
        hamSham = IffFiles.form("ILBM", IffFiles.bmhd(WIDTH, HEIGHT, 6, 0, 1), IffFiles.camg(IlbmImage.CAMG_HAM),
                IffFiles.cmap(colors), IffFiles.fourBitTable("SHAM", new int[HEIGHT][16]),
                IffFiles.planarBody(WIDTH, HEIGHT, 6, values, true));
        byte[] runs = new byte[WIDTH * HEIGHT / 8 * 4];
        for (int i = 0; i < runs.length; i += 4) {
            runs[i] = (byte) i;
            runs[i + 1] = (byte) (i >> 8);
            runs[i + 2] = (byte) (i >> 16);
            runs[i + 3] = 8;
        }
        rgb8 = IffFiles.form("RGB8", IffFiles.bmhd(WIDTH, HEIGHT, 25, 0, 4), IffFiles.chunk("BODY", runs));
    }

    @Benchmark
    public IlbmImage plainSixteenColours() throws IffException {
        return IlbmReader.read(plain);
    }

    @Benchmark
    public IlbmImage ham6WithHuffmanPchg() throws IffException {
        return IlbmReader.read(hamPchg);
    }

    @Benchmark
    public IlbmImage ham6WithSham() throws IffException {
        return IlbmReader.read(hamSham);
    }

    @Benchmark
    public IlbmImage rgb8Runs() throws IffException {
        return IlbmReader.read(rgb8);
    }
}
