package ishido.app;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.Pixmap;
import com.badlogic.gdx.graphics.Texture;
import com.badlogic.gdx.graphics.g2d.SpriteBatch;
import com.badlogic.gdx.graphics.glutils.ShaderProgram;
import com.badlogic.gdx.utils.Disposable;
import ishido.gfx.Framebuffer;
import ishido.gfx.Pointer;
import ishido.gfx.RgbaFrame;
import ishido.store.DisplayOptions;
import java.nio.ByteOrder;
import java.nio.IntBuffer;


/**
 * Shows the framebuffer: converts it to RGBA in one reused Pixmap and Texture, lays the pointer
 * sprite over it, and draws it letterboxed. Non-integer scales use a sharp-bilinear shader, so
 * pixels stay crisp without uneven columns.
 */
public final class Presenter implements Disposable {
    private final Pixmap pixmap = new Pixmap(Framebuffer.WIDTH, Framebuffer.HEIGHT, Pixmap.Format.RGBA8888);
    private final IntBuffer rgba = pixmap.getPixels().duplicate().order(ByteOrder.BIG_ENDIAN).asIntBuffer();
    private final Texture texture = new Texture(pixmap);
    private final SpriteBatch batch = new SpriteBatch();
    private final RgbaFrame frame = new RgbaFrame(RgbaFrame.Packing.RGBA_BIG_ENDIAN, Pointer.standard());
    private final Viewport viewport = new Viewport();
    /** Non-whole scales: nearest-neighbour inside each screen pixel, a one-pixel blend at its edges. */
    private final ShaderProgram sharpShader = new ShaderProgram(CRT_VERTEX, SHARP_FRAGMENT);
    private boolean sharp;
    private final ShaderProgram crtShader = new ShaderProgram(CRT_VERTEX, CRT_FRAGMENT);
    private DisplayOptions.Crt crt = DisplayOptions.Crt.OFF;

    /** SpriteBatch's own vertex shader, so the CRT shader fits the batch. */
    private static final String CRT_VERTEX = """
            attribute vec4 a_position;
            attribute vec4 a_color;
            attribute vec2 a_texCoord0;
            uniform mat4 u_projTrans;
            varying vec4 v_color;
            varying vec2 v_texCoords;
            void main() {
                v_color = a_color;
                v_texCoords = a_texCoord0;
                gl_Position = u_projTrans * a_position;
            }
            """;

    /**
     * "Sharp bilinear" in one pass: within each source pixel the texture coordinate is pushed to the
     * pixel's centre, so linear filtering only blends across the boundary band one output pixel wide.
     */
    private static final String SHARP_FRAGMENT = """
            #ifdef GL_ES
            precision mediump float;
            #endif
            varying vec4 v_color;
            varying vec2 v_texCoords;
            uniform sampler2D u_texture;
            uniform vec2 u_sourceSize;
            uniform vec2 u_scale;
            void main() {
                vec2 texel = v_texCoords * u_sourceSize;
                vec2 base = floor(texel);
                vec2 offset = fract(texel) - 0.5;
                vec2 range = 0.5 - 0.5 / u_scale;
                vec2 f = (offset - clamp(offset, -range, range)) * u_scale + 0.5;
                gl_FragColor = texture2D(u_texture, (base + f) / u_sourceSize);
            }
            """;

    /**
     * One pass of CRT look: mode 1 shades every screen line (scanlines); mode 2 adds a slight barrel
     * curvature, an RGB shadow mask and a vignette. Everything that repeats is made for the output
     * pixel grid, so no beat pattern (moire) appears at any scale: the picture is sampled sharp-bilinear
     * (curvature moves sample points off pixel centres, which nearest sampling would turn into
     * doubled columns); the scanline shade is a pure sine of the screen line, with no harmonics to
     * alias, and fades out where a line is too few output pixels tall to show it; the mask is a triad
     * of output pixels, shown only where a screen pixel covers a whole triad.
     */
    private static final String CRT_FRAGMENT = """
            #ifdef GL_ES
            precision mediump float;
            #endif
            varying vec4 v_color;
            varying vec2 v_texCoords;
            uniform sampler2D u_texture;
            uniform float u_mode;
            uniform vec2 u_sourceSize;
            uniform vec2 u_scale;
            vec3 sharp(vec2 uv) {
                vec2 texel = uv * u_sourceSize;
                vec2 base = floor(texel);
                vec2 offset = fract(texel) - 0.5;
                vec2 range = 0.5 - 0.5 / u_scale;
                vec2 f = (offset - clamp(offset, -range, range)) * u_scale + 0.5;
                return texture2D(u_texture, (base + f) / u_sourceSize).rgb;
            }
            void main() {
                vec2 uv = v_texCoords;
                if (u_mode > 1.5) {
                    vec2 c = uv * 2.0 - 1.0;
                    c *= 1.0 + 0.035 * dot(c.yx, c.yx);
                    uv = c * 0.5 + 0.5;
                    if (uv.x < 0.0 || uv.x > 1.0 || uv.y < 0.0 || uv.y > 1.0) {
                        gl_FragColor = vec4(0.0, 0.0, 0.0, 1.0);
                        return;
                    }
                }
                vec3 col = sharp(uv);
                float lineWeight = clamp(u_scale.y - 1.5, 0.0, 1.0);
                float phase = fract(uv.y * u_sourceSize.y);
                col *= 1.0 - lineWeight * 0.18 * (1.0 + cos(6.2831853 * phase));
                if (u_mode > 1.5) {
                    float maskWeight = clamp(u_scale.x - 2.0, 0.0, 1.0);
                    float m = mod(floor(gl_FragCoord.x), 3.0);
                    vec3 mask = m < 0.5 ? vec3(1.0, 0.85, 0.85) : (m < 1.5 ? vec3(0.85, 1.0, 0.85) : vec3(0.85, 0.85, 1.0));
                    col *= mix(vec3(1.0), mask * 1.15, maskWeight);
                    vec2 d = uv - 0.5;
                    col *= 1.0 - 0.6 * dot(d, d);
                }
                gl_FragColor = vec4(min(col, 1.0), 1.0);
            }
            """;

    public Presenter() {
        texture.setFilter(Texture.TextureFilter.Nearest, Texture.TextureFilter.Nearest);
    }

    public Viewport viewport() {
        return viewport;
    }

    /** Lays the screen out again for a new surface size. */
    public void resize(int backBufferWidth, int backBufferHeight, DisplayOptions options) {
        viewport.fit(backBufferWidth, backBufferHeight, options);
        crt = crtShader.isCompiled() ? options.crt() : DisplayOptions.Crt.OFF;
        if (!crtShader.isCompiled() && options.crt() != DisplayOptions.Crt.OFF) {
            Gdx.app.error("ishido", "The CRT shader did not compile, so the filter is off: " + crtShader.getLog());
        }
        batch.getProjectionMatrix().setToOrtho2D(0, 0, backBufferWidth, backBufferHeight);
        sharp = !viewport.isExact() && sharpShader.isCompiled() && crt == DisplayOptions.Crt.OFF;
        // Both shaders sample sharp-bilinear, which needs the texture filtered.
        boolean linear = sharp || crt != DisplayOptions.Crt.OFF;
        Texture.TextureFilter filter = linear ? Texture.TextureFilter.Linear : Texture.TextureFilter.Nearest;
        texture.setFilter(filter, filter);
    }

    /**
     * Converts and draws one frame: screen pixels as colour registers, the registers as 24-bit RGB,
     * and the pointer's hot spot at (pointerX, pointerY) when visible.
     */
    public void draw(byte[] pixels, int[] colors, boolean pointerVisible, int pointerX, int pointerY) {
        rgba.put(0, frame.convert(pixels, colors, pointerVisible, pointerX, pointerY));
        texture.draw(pixmap, 0, 0);

        Gdx.gl.glClearColor(0, 0, 0, 1);
        Gdx.gl.glClear(GL20.GL_COLOR_BUFFER_BIT);
        if (crt != DisplayOptions.Crt.OFF) {
            batch.setShader(crtShader);
            batch.begin();
            crtShader.setUniformf("u_mode", crt == DisplayOptions.Crt.SCANLINES ? 1f : 2f);
            crtShader.setUniformf("u_sourceSize", Framebuffer.WIDTH, Framebuffer.HEIGHT);
            crtShader.setUniformf("u_scale", scaleX(), scaleY());
            batch.draw(texture, viewport.x(), viewport.y(), viewport.width(), viewport.height());
            batch.end();
            batch.setShader(null);
            return;
        }
        if (sharp) {
            batch.setShader(sharpShader);
            batch.begin();
            sharpShader.setUniformf("u_sourceSize", Framebuffer.WIDTH, Framebuffer.HEIGHT);
            sharpShader.setUniformf("u_scale", scaleX(), scaleY());
        } else {
            batch.begin();
        }
        batch.draw(texture, viewport.x(), viewport.y(), viewport.width(), viewport.height());
        batch.end();
        batch.setShader(null);
    }

    /**
     * Output pixels per screen column, at least 1: below 1x (NTSC pixels in a 1x window) plain
     * bilinear keeps every column instead of dropping some.
     */
    private float scaleX() {
        return Math.max(1f, (float) viewport.width() / Framebuffer.WIDTH);
    }

    /** Output pixels per screen line, at least 1. */
    private float scaleY() {
        return Math.max(1f, (float) viewport.height() / Framebuffer.HEIGHT);
    }

    @Override
    public void dispose() {
        batch.dispose();
        crtShader.dispose();
        sharpShader.dispose();
        texture.dispose();
        pixmap.dispose();
    }
}
