package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.iff.IlbmReader;
import ishido.iff.IlbmWriter;
import ishido.image.ColorCycle;
import ishido.image.ColorCycles;
import ishido.image.IndexedImage;
import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code convert} keeps a picture's colour cycles in the ILBM it writes and says what became of them. */
class ConvertCyclesTest {
    @TempDir
    Path dir;

    private static final List<ColorCycle> TWO = List.of(ColorCycle.range(4, 11, 8192, false),
            ColorCycle.timed(12, 15, 100_000, true));

    /** A built-in board with two cycles of its own, written as an ILBM. */
    private Path cycledBoard() throws IOException {
        IndexedImage board = Catalog.board(TestPlatform.storage(), "Ishido", dir).image().copy();
        board.setCycles(new ColorCycles(TWO, List.of()));
        return Files.write(dir.resolve("cycled.iff"), IlbmWriter.toBytes(board));
    }

    private static CommandResult ok(String... args) {
        CommandResult r = CommandResult.of(args);
        assertEquals(0, r.code(), String.join(" ", args) + " -> " + r.err());
        return r;
    }

    @Test
    void anIlbmKeepsItsCyclesAndSaysSo() throws IOException {
        Path in = cycledBoard();
        Path out = dir.resolve("out.iff");
        CommandResult r = ok("convert", in.toString(), out.toString());
        assertTrue(r.out().contains("kept 2 colour cycles"), r.out());
        assertEquals(TWO, IlbmReader.read(out).cycles().cycles());
    }

    @Test
    void aBoardInTheBoardsFolderKeepsItsCyclesToo() throws IOException {
        Path in = cycledBoard();
        Path out = dir.resolve("board.iff");
        CommandResult r = ok("convert", in.toString(), out.toString(), "--board");
        assertTrue(r.out().contains("kept 2 colour cycles"), r.out());
        assertEquals(TWO, IlbmReader.read(out).cycles().cycles());
    }

    @Test
    void aPngHasNoCyclesAndConvertSaysSo() throws IOException {
        CommandResult r = ok("convert", cycledBoard().toString(), dir.resolve("out.png").toString());
        assertTrue(r.out().contains("colour cycling dropped: PNG has none"), r.out());
        assertTrue(!r.out().contains("as a board the game would change it"), "a board's cycles are no change: " + r.out());
    }

    @Test
    void aReductionDropsTheCyclesWithAWord() throws IOException {
        CommandResult r = ok("convert", cycledBoard().toString(), dir.resolve("out.iff").toString(), "--colors", "4");
        assertTrue(r.out().contains("2 colour cycles dropped"), r.out());
        assertEquals(List.of(), IlbmReader.read(dir.resolve("out.iff")).cycles().cycles());
    }

    @Test
    void aDamagedRangeIsSaidAndTheRestKept() throws IOException {
        byte[] file = Files.readAllBytes(cycledBoard());
        // Set the CRNG's rate to 0: its chunk is the only one with this ID.
        int at = indexOf(file, "CRNG".getBytes()) + 8;
        file[at + 2] = 0;
        file[at + 3] = 0;
        Path in = Files.write(dir.resolve("damaged.iff"), file);
        CommandResult r = ok("convert", in.toString(), dir.resolve("out.iff").toString());
        assertTrue(r.out().contains("colour range 1 (CRNG) ignored: its rate is 0; kept 1 colour cycle"), r.out());
    }

    private static int indexOf(byte[] data, byte[] part) {
        for (int i = 0; i + part.length <= data.length; i++) {
            if (Arrays.equals(Arrays.copyOfRange(data, i, i + part.length), part)) {
                return i;
            }
        }
        throw new AssertionError("not found");
    }
}
