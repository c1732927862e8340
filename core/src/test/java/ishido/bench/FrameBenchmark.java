package ishido.bench;

import ishido.gfx.Framebuffer;
import ishido.gfx.Palette;
import ishido.machine.Machine;
import ishido.machine.Script;
import ishido.screens.play.PlayScreen;
import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import java.io.IOException;
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
 * The cost of one frame without OpenGL: a 60 Hz tick of game logic, composing the play screen into
 * the framebuffer (with and without the menu bar open), and the palette lookup into RGBA that the
 * presenter does before uploading the texture. Run by hand, see docs/architecture.md ("Benchmarks").
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class FrameBenchmark {
    private Machine machine;
    private Machine withMenu;
    private final int[] rgba = new int[Framebuffer.WIDTH * Framebuffer.HEIGHT];
    private final int[] lookup = new int[256];

    @Setup
    public void setUp() throws IOException {
        PlayScreen play = new PlayScreen(TestPlatform.desktop(), Catalog.stoneset(TestPlatform.storage(), "Ishido"), Catalog.board(TestPlatform.storage(), "Ishido"), 172);
        machine = new Machine(play);
        Script.parse("play 30").run(machine, () -> play);
        PlayScreen menuPlay = new PlayScreen(TestPlatform.desktop(), Catalog.stoneset(TestPlatform.storage(), "Ishido"), Catalog.board(TestPlatform.storage(), "Ishido"), 172);
        withMenu = new Machine(menuPlay);
        Script.parse("play 30\npress 140 4 right\nmove 140 51").run(withMenu, () -> menuPlay);
    }

    @Benchmark
    public byte tickAndCompose() {
        machine.tick();
        machine.render();
        return machine.framebuffer().pixels()[1000];
    }

    @Benchmark
    public byte tickAndComposeWithMenuOpen() {
        withMenu.tick();
        withMenu.render();
        return withMenu.framebuffer().pixels()[1000];
    }

    @Benchmark
    public int paletteToRgba() {
        Framebuffer fb = machine.framebuffer();
        Palette palette = fb.palette();
        for (int i = 0; i < Palette.SIZE; i++) {
            lookup[i] = palette.rgb24(i) << 8 | 0xFF;
        }
        byte[] pixels = fb.pixels();
        for (int i = 0; i < pixels.length; i++) {
            rgba[i] = lookup[pixels[i] & 0xFF];
        }
        return rgba[777];
    }
}
