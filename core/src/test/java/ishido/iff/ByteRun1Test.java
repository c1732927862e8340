package ishido.iff;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** ByteRun1 packing and unpacking, and its explicit errors on runs that do not fit. */
class ByteRun1Test {
    private static byte[] pack(byte[] row) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteRun1.pack(row, 0, row.length, out);
        return out.toByteArray();
    }

    @Test
    void packsAndUnpacksRandomRows() throws IffException {
        Random random = new Random(1);
        for (int n = 0; n < 2000; n++) {
            byte[] row = new byte[1 + random.nextInt(400)];
            // Few distinct values make runs of every length, including ones longer than 128.
            int values = 1 + random.nextInt(4);
            for (int i = 0; i < row.length; i++) {
                row[i] = random.nextInt(3) == 0 ? (byte) random.nextInt(256) : (byte) random.nextInt(values);
            }
            byte[] packed = pack(row);
            byte[] back = new byte[row.length];
            assertEquals(packed.length, ByteRun1.unpack(packed, 0, packed.length, back, 0, row.length));
            assertArrayEquals(row, back);
        }
    }

    @Test
    void packsRunsCompactly() {
        assertArrayEquals(new byte[] {-127, 0, -1, 0}, pack(new byte[130]));
        assertArrayEquals(new byte[] {2, 1, 2, 3}, pack(new byte[] {1, 2, 3}));
        assertArrayEquals(new byte[] {0, 9, -2, 5}, pack(new byte[] {9, 5, 5, 5}));
    }

    @Test
    void skipsTheNoOpCode() throws IffException {
        byte[] packed = {-128, 1, 7, 8, -128, -2, 4};
        byte[] row = new byte[5];
        assertEquals(packed.length, ByteRun1.unpack(packed, 0, packed.length, row, 0, row.length));
        assertArrayEquals(new byte[] {7, 8, 4, 4, 4}, row);
    }

    @Test
    void refusesRunsThatOverrunTheRow() {
        IffException literal = assertThrows(IffException.class,
                () -> ByteRun1.unpack(new byte[] {3, 1, 2, 3, 4}, 0, 5, new byte[2], 0, 2));
        assertTrue(literal.getMessage().contains("overruns the row by 2"), literal.getMessage());
        IffException repeat = assertThrows(IffException.class,
                () -> ByteRun1.unpack(new byte[] {-9, 1}, 0, 2, new byte[4], 0, 4));
        assertTrue(repeat.getMessage().contains("overruns the row by 6"), repeat.getMessage());
    }

    @Test
    void refusesDataThatEndsEarly() {
        IffException shortRow = assertThrows(IffException.class,
                () -> ByteRun1.unpack(new byte[] {1, 5, 6}, 0, 3, new byte[4], 0, 4));
        assertTrue(shortRow.getMessage().contains("2 bytes short"), shortRow.getMessage());
        IffException cutLiteral = assertThrows(IffException.class,
                () -> ByteRun1.unpack(new byte[] {3, 5, 6}, 0, 3, new byte[4], 0, 4));
        assertTrue(cutLiteral.getMessage().contains("cut off"), cutLiteral.getMessage());
        IffException cutRepeat = assertThrows(IffException.class,
                () -> ByteRun1.unpack(new byte[] {-3}, 0, 1, new byte[4], 0, 4));
        assertTrue(cutRepeat.getMessage().contains("cut off"), cutRepeat.getMessage());
    }
}
