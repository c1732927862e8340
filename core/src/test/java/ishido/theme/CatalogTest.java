package ishido.theme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.iff.IlbmWriter;
import ishido.image.IndexedImage;
import ishido.testing.TestPlatform;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CatalogTest {
    @TempDir
    Path data;

    @Test
    void findsThePlayersOwnSetsByNameInTheDataFolder() throws IOException {
        Files.createDirectories(data.resolve("stonesets"));
        Files.createDirectories(data.resolve("boards"));
        Files.write(data.resolve("stonesets/mine.iff"), IlbmWriter.toBytes(Catalog.stoneset(TestPlatform.storage(), "Runes", data).image()));
        Files.write(data.resolve("boards/painted.(board)"), IlbmWriter.toBytes(Catalog.board(TestPlatform.storage(), "Gems", data).image()));
        assertEquals("mine", Catalog.stoneset(TestPlatform.storage(), "mine", data).name());
        assertEquals("painted", Catalog.board(TestPlatform.storage(), "painted", data).name());
        assertEquals("mine", Catalog.stoneset(TestPlatform.storage(), data.resolve("stonesets/mine.iff").toString(), data).name());
    }

    @Test
    void refusesWhatBreaksTheFormatNamingTheProblem() throws IOException {
        Path wrongSize = data.resolve("small.iff");
        Files.write(wrongSize, IlbmWriter.toBytes(new IndexedImage(100, 100, new int[] {0, 0xFFFFFF})));
        IOException e = assertThrows(IOException.class, () -> Catalog.stoneset(TestPlatform.storage(), wrongSize.toString(), data));
        assertTrue(e.getMessage().contains("120x140"), e.getMessage());
        e = assertThrows(IOException.class, () -> Catalog.board(TestPlatform.storage(), wrongSize.toString(), data));
        assertTrue(e.getMessage().contains("320x200"), e.getMessage());

        IndexedImage noMask = Catalog.stoneset(TestPlatform.storage(), "Ishido", data).image().copy();
        for (int y = 120; y < 140; y++) {
            for (int x = 40; x < 60; x++) {
                noMask.set(x, y, 0);
            }
        }
        Path maskless = data.resolve("maskless.iff");
        Files.write(maskless, IlbmWriter.toBytes(noMask));
        e = assertThrows(IOException.class, () -> Catalog.stoneset(TestPlatform.storage(), maskless.toString(), data));
        assertTrue(e.getMessage().contains("column 3 has no mask"), e.getMessage());

        Path damaged = data.resolve("damaged.iff");
        Files.write(damaged, new byte[] {'F', 'O', 'R', 'M', 0, 0, 0, 4, 'I', 'L'});
        e = assertThrows(IOException.class, () -> Catalog.board(TestPlatform.storage(), damaged.toString(), data));
        assertEquals(1, e.getMessage().lines().count());

        e = assertThrows(IOException.class, () -> Catalog.board(TestPlatform.storage(), "Nowhere", data));
        assertTrue(e.getMessage().contains("no board named 'Nowhere'"), e.getMessage());
    }

    @Test
    void aFolderOrAHugeFileIsNamedForWhatItIs() throws IOException {
        Path folder = java.nio.file.Files.createDirectories(data.resolve("a-folder"));
        IOException e = assertThrows(IOException.class, () -> Catalog.stoneset(TestPlatform.storage(), folder.toString(), data));
        assertEquals(folder + ": is a folder, not a stoneset", e.getMessage());
        Path huge = data.resolve("huge.iff");
        try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(huge.toFile(), "rw")) {
            f.setLength(3L << 30);
        }
        e = assertThrows(IOException.class, () -> Catalog.board(TestPlatform.storage(), huge.toString(), data));
        assertEquals(huge + ": not a picture: 3 GB is far larger than any board or stoneset", e.getMessage());
    }

    @Test
    void aHamOrDeepPictureIsRefusedWithAHintToReduceIt() throws IOException {
        for (String seed : new String[] {"netpbm-ppmtoilbm-ham8", "netpbm-ppmtoilbm-deep-mask"}) {
            Path file = data.resolve(seed + ".iff");
            try (var in = CatalogTest.class.getResourceAsStream("/ishido/iff/IlbmReaderFuzzTestInputs/read/" + seed)) {
                Files.write(file, in.readAllBytes());
            }
            IOException e = assertThrows(IOException.class, () -> Catalog.board(TestPlatform.storage(), file.toString(), data));
            assertTrue(e.getMessage().contains("has no palette") && e.getMessage().contains("--colors 16"),
                    e.getMessage());
        }
    }
}
