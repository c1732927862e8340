package ishido.gfx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RgbaFrameTest {
    @Test
    void bothPackingsGiveTheSameBytesInTheirOwnOrder() {
        assertEquals(0x123456FF, RgbaFrame.Packing.RGBA_BIG_ENDIAN.pack(0x123456));
        // Little-endian ints of 0xFF563412 are the bytes 12 34 56 FF: R, G, B, A.
        assertEquals(0xFF563412, RgbaFrame.Packing.RGBA_LITTLE_ENDIAN.pack(0x123456));
    }

    @Test
    void looksUpEachPixelsRegisterAndLaysThePointerOver() {
        Pointer pointer = Pointer.standard();
        RgbaFrame frame = new RgbaFrame(RgbaFrame.Packing.RGBA_BIG_ENDIAN, pointer);
        byte[] screen = new byte[Framebuffer.WIDTH * Framebuffer.HEIGHT];
        screen[5] = 3;
        int[] colors = new int[Palette.SIZE];
        colors[3] = 0xAABBCC;
        int[] plain = frame.convert(screen, colors, false, 0, 0).clone();
        assertEquals(0xAABBCCFF, plain[5]);
        assertEquals(0x000000FF, plain[6]);
        int[] withPointer = frame.convert(screen, colors, true, 100 + pointer.hotX(), 50 + pointer.hotY());
        int covered = 0;
        for (int y = 0; y < pointer.height(); y++) {
            for (int x = 0; x < Pointer.WIDTH; x++) {
                int pen = pointer.pen(x, y);
                int at = (50 + y) * Framebuffer.WIDTH + 100 + x;
                if (pen != 0) {
                    covered++;
                    assertEquals(pointer.color(pen) << 8 | 0xFF, withPointer[at]);
                } else {
                    assertEquals(0x000000FF, withPointer[at]);
                }
            }
        }
        assertTrue(covered > 0);
    }

    @Test
    void aPointerAtTheEdgeIsClipped() {
        RgbaFrame frame = new RgbaFrame(RgbaFrame.Packing.RGBA_LITTLE_ENDIAN, Pointer.standard());
        byte[] screen = new byte[Framebuffer.WIDTH * Framebuffer.HEIGHT];
        int[] colors = new int[Palette.SIZE];
        frame.convert(screen, colors, true, Framebuffer.WIDTH - 1, Framebuffer.HEIGHT - 1);
        frame.convert(screen, colors, true, -20, -20);
    }

    @Test
    void theShownScreenSaysWhenSomethingChanged() {
        ShownScreen shown = new ShownScreen();
        Framebuffer fb = new Framebuffer();
        assertTrue(shown.take(fb, false, 0, 0), "the first picture is always new");
        assertFalse(shown.take(fb, false, 0, 0));
        assertFalse(shown.take(fb, false, 7, 7), "a hidden pointer that moves changes nothing");
        assertTrue(shown.take(fb, true, 7, 7));
        assertTrue(shown.take(fb, true, 8, 7));
        fb.pixels()[100] = 1;
        assertTrue(shown.take(fb, true, 8, 7));
        assertEquals(1, shown.pixels()[100]);
        fb.palette().set(2, 0xF00);
        assertTrue(shown.take(fb, true, 8, 7));
        assertFalse(shown.take(fb, true, 8, 7));
    }
}
