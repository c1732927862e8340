package ishido.desktop;

import com.badlogic.gdx.graphics.g2d.freetype.FreeType;
import com.badlogic.gdx.utils.GdxRuntimeException;
import com.badlogic.gdx.utils.SharedLibraryLoader;
import ishido.codewheel.Typeface;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;

/**
 * A real typeface set by FreeType through gdx-freetype, headless: FreeType's native library loads
 * without a window or GL context, so the printed codewheel can be drawn from the command line.
 */
final class FreeTypeface implements Typeface, AutoCloseable {
    /** The typeface shipped in the assets for the printed wheel (DejaVu Sans Bold; licence in licenses/). */
    static final String RESOURCE = "/ishido/fonts/DejaVuSans-Bold.ttf";
    /** The face's capital height as a share of its pixel size (DejaVu's capitals are 0.73 em). */
    private static final double CAP_SHARE = 0.73;

    private final FreeType.Library library;
    private final FreeType.Face face;

    private FreeTypeface(FreeType.Library library, FreeType.Face face) {
        this.library = library;
        this.face = face;
    }

    /** Loads the shipped typeface; an IOException says in one line what is missing. */
    static FreeTypeface open() throws IOException {
        byte[] data;
        try (InputStream in = FreeTypeface.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IOException("the typeface " + RESOURCE + " is missing from the assets");
            }
            data = in.readAllBytes();
        }
        try {
            if (!ShippedNatives.load("gdx-freetype")) {
                new SharedLibraryLoader().load("gdx-freetype");
            }
        } catch (GdxRuntimeException e) {
            throw new IOException("cannot load FreeType's native library: " + e.getMessage());
        }
        FreeType.Library library = FreeType.initFreeType();
        // The face reads the font from a direct buffer for as long as it lives.
        ByteBuffer buffer = ByteBuffer.allocateDirect(data.length);
        buffer.put(data).flip();
        FreeType.Face face = library.newMemoryFace(buffer, 0);
        return new FreeTypeface(library, face);
    }

    @Override
    public Rendered render(String text, int capHeight) {
        face.setPixelSizes(0, (int) Math.round(capHeight / CAP_SHARE));
        int ascender = FreeType.toInt(face.getSize().getMetrics().getAscender());
        int descender = -FreeType.toInt(face.getSize().getMetrics().getDescender());
        int lineHeight = ascender + descender;
        // Lay the glyphs out on a generous strip, then crop to the ink.
        int width = 8;
        for (int i = 0; i < text.length(); i++) {
            face.loadChar(text.charAt(i), FreeType.FT_LOAD_DEFAULT);
            width += FreeType.toInt(face.getGlyph().getAdvanceX()) + 4;
        }
        int[] strip = new int[width * lineHeight];
        int pen = 4;
        int previous = 0;
        for (int i = 0; i < text.length(); i++) {
            int index = face.getCharIndex(text.charAt(i));
            if (previous != 0 && face.hasKerning()) {
                pen += FreeType.toInt(face.getKerning(previous, index, 0));
            }
            face.loadGlyph(index, FreeType.FT_LOAD_DEFAULT);
            FreeType.GlyphSlot slot = face.getGlyph();
            slot.renderGlyph(FreeType.FT_RENDER_MODE_NORMAL);
            FreeType.Bitmap bitmap = slot.getBitmap();
            ByteBuffer pixels = bitmap.getBuffer();
            int left = pen + slot.getBitmapLeft();
            int top = ascender - slot.getBitmapTop();
            for (int y = 0; y < bitmap.getRows(); y++) {
                for (int x = 0; x < bitmap.getWidth(); x++) {
                    int sx = left + x;
                    int sy = top + y;
                    if (sx >= 0 && sy >= 0 && sx < width && sy < lineHeight) {
                        int a = pixels.get(y * Math.abs(bitmap.getPitch()) + x) & 0xFF;
                        strip[sy * width + sx] = Math.min(255, strip[sy * width + sx] + a);
                    }
                }
            }
            pen += FreeType.toInt(slot.getAdvanceX());
            previous = index;
        }
        return crop(strip, width, lineHeight);
    }

    private static Rendered crop(int[] strip, int width, int height) {
        int x0 = width;
        int y0 = height;
        int x1 = -1;
        int y1 = -1;
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                if (strip[y * width + x] != 0) {
                    x0 = Math.min(x0, x);
                    y0 = Math.min(y0, y);
                    x1 = Math.max(x1, x);
                    y1 = Math.max(y1, y);
                }
            }
        }
        if (x1 < 0) {
            return new Rendered(1, 1, new byte[1]);
        }
        int w = x1 - x0 + 1;
        int h = y1 - y0 + 1;
        byte[] out = new byte[w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                out[y * w + x] = (byte) strip[(y + y0) * width + x + x0];
            }
        }
        return new Rendered(w, h, out);
    }

    @Override
    public void close() {
        face.dispose();
        library.dispose();
    }
}
