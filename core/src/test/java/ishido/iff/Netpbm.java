package ishido.iff;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs netpbm's converters for the codec tests, which use them as an independent writer and reader. */
public final class Netpbm {
    /** How long one converter may run: they finish in milliseconds on the test images. */
    private static final long TIMEOUT_SECONDS = 30;

    private static Boolean available;

    private Netpbm() {
    }

    /** Returns whether netpbm is installed; tests that need it are skipped, not failed, without it. */
    public static synchronized boolean available() {
        if (available == null) {
            try {
                run(new byte[0], "ppmtoilbm", "-version");
                available = true;
            } catch (IOException e) {
                available = false;
            }
        }
        return available;
    }

    /** Runs a command with {@code input} as stdin and returns its stdout; a failure carries its stderr. */
    public static byte[] run(byte[] input, String... command) throws IOException {
        Path dir = Files.createTempDirectory("netpbm");
        try {
            Path in = Files.write(dir.resolve("in"), input);
            Path out = dir.resolve("out");
            Path err = dir.resolve("err");
            Process process = new ProcessBuilder(command).redirectInput(in.toFile()).redirectOutput(out.toFile())
                    .redirectError(err.toFile()).start();
            boolean done;
            try {
                done = process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                done = false;
            }
            if (!done) {
                process.destroyForcibly();
                throw new IOException(command[0] + " did not finish");
            }
            if (process.exitValue() != 0) {
                throw new IOException(command[0] + " failed: " + Files.readString(err, StandardCharsets.ISO_8859_1));
            }
            return Files.readAllBytes(out);
        } finally {
            try (var files = Files.list(dir)) {
                for (Path p : (Iterable<Path>) files::iterator) {
                    Files.deleteIfExists(p);
                }
            }
            Files.deleteIfExists(dir);
        }
    }

    /** Runs a command that reads a file given by path (for options such as -maskfile) and returns its stdout. */
    public static byte[] runWithFile(byte[] input, byte[] extra, String... commandWithExtraPlaceholder)
            throws IOException {
        Path file = Files.createTempFile("netpbm", ".pnm");
        try {
            Files.write(file, extra);
            List<String> command = new ArrayList<>();
            for (String s : commandWithExtraPlaceholder) {
                command.add(s.replace("{file}", file.toString()));
            }
            return run(input, command.toArray(new String[0]));
        } finally {
            Files.deleteIfExists(file);
        }
    }

    /** A PPM (P6, maxval 255) of 0xRRGGBB pixels. */
    public static byte[] ppm(int width, int height, int[] rgb) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(("P6\n" + width + " " + height + "\n255\n").getBytes(StandardCharsets.US_ASCII));
        for (int c : rgb) {
            out.write(c >> 16);
            out.write(c >> 8);
            out.write(c);
        }
        return out.toByteArray();
    }

    /** A PGM (P5) of samples up to {@code maxval}, two bytes per sample above 255. */
    public static byte[] pgm(int width, int height, int maxval, int[] samples) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(("P5\n" + width + " " + height + "\n" + maxval + "\n").getBytes(StandardCharsets.US_ASCII));
        for (int s : samples) {
            if (maxval > 255) {
                out.write(s >> 8);
            }
            out.write(s);
        }
        return out.toByteArray();
    }

    /** A PBM (P4) where true is a 1 bit (black). */
    public static byte[] pbm(int width, int height, boolean[] bits) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(("P4\n" + width + " " + height + "\n").getBytes(StandardCharsets.US_ASCII));
        int rowBytes = (width + 7) / 8;
        for (int y = 0; y < height; y++) {
            byte[] row = new byte[rowBytes];
            for (int x = 0; x < width; x++) {
                if (bits[y * width + x]) {
                    row[x >> 3] |= (byte) (0x80 >> (x & 7));
                }
            }
            out.writeBytes(row);
        }
        return out.toByteArray();
    }

    /**
     * What {@code ilbmtoppm} makes of {@code ilbm}, brought to 8 bits a gun by {@code pamdepth 255}: ilbmtoppm writes
     * a 4-bit RGBN as maxval 15, a 48-plane deep ILBM as maxval 65535, and netpbm itself rounds them so.
     */
    public static Pnm ilbmtoppm(byte[] ilbm) throws IOException {
        return parse(run(run(ilbm, "ilbmtoppm", "-quiet"), "pamdepth", "255"));
    }

    /** A decoded PNM: 0xRRGGBB pixels for P6, 0 or 1 for P4. */
    public record Pnm(int width, int height, int[] pixels) {
    }

    /** Reads P3, P4 and P6 (maxval 255), the formats ilbmtoppm writes. */
    public static Pnm parse(byte[] data) throws IOException {
        int[] pos = {2};
        if (data.length < 2 || data[0] != 'P' || (data[1] != '3' && data[1] != '4' && data[1] != '6')) {
            throw new IOException("not P3, P4 or P6");
        }
        boolean plain = data[1] == '3';
        boolean bitmap = data[1] == '4';
        int width = number(data, pos);
        int height = number(data, pos);
        int maxval = bitmap ? 1 : number(data, pos);
        if (maxval != 1 && maxval != 255) {
            throw new IOException("maxval " + maxval);
        }
        int p = pos[0] + 1;
        int[] pixels = new int[width * height];
        if (bitmap) {
            int rowBytes = (width + 7) / 8;
            for (int y = 0; y < height; y++) {
                for (int x = 0; x < width; x++) {
                    pixels[y * width + x] = (data[p + y * rowBytes + (x >> 3)] >> (7 - (x & 7))) & 1;
                }
            }
        } else if (plain) {
            for (int i = 0; i < pixels.length; i++) {
                pixels[i] = number(data, pos) << 16 | number(data, pos) << 8 | number(data, pos);
            }
        } else {
            for (int i = 0; i < pixels.length; i++) {
                pixels[i] = (data[p] & 0xFF) << 16 | (data[p + 1] & 0xFF) << 8 | (data[p + 2] & 0xFF);
                p += 3;
            }
        }
        return new Pnm(width, height, pixels);
    }

    private static int number(byte[] data, int[] pos) {
        int p = pos[0];
        while (Character.isWhitespace(data[p]) || data[p] == '#') {
            if (data[p] == '#') {
                while (data[p] != '\n') {
                    p++;
                }
            }
            p++;
        }
        int v = 0;
        while (Character.isDigit(data[p])) {
            v = v * 10 + data[p] - '0';
            p++;
        }
        pos[0] = p;
        return v;
    }
}
