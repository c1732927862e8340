package ishido.desktop;

import ishido.iff.IlbmReader;
import ishido.iff.IlbmWriter;
import ishido.image.IndexedImage;
import ishido.image.Quantizer;
import ishido.persist.AtomicFiles;
import ishido.png.PngImage;
import ishido.png.PngReader;
import ishido.png.PngWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.Set;

/**
 * {@code convert IN OUT}: converts pictures between IFF ILBM and PNG, keeping palette indices exactly, and reduces
 * true-colour pictures to an Amiga palette with the {@link Quantizer}.
 */
final class ConvertCommand {
    static final String HELP = """
            Usage: ishido convert IN OUT [--colors N] [--dither]
            Converts a picture between IFF ILBM (.iff .ilbm .lbm .board or a .(board) suffix)
            and PNG; the output's format comes from its name, the input's from its content.
            Palette pictures keep their indices and colours exactly. A true-colour picture, or
            a palette picture using more than N colours, is reduced to at most N colours (1-256)
            of the Amiga's 12-bit palette; see-through pixels become colour 0, the transparent
            colour. Boards and stonesets take --colors 16.
              --colors N   the most colours the output may use
              --dither     spread the reduction's error with an ordered (Bayer) dither""";

    /** File name endings read as IFF ILBM, in lower case; the Amiga's ".(board)" is matched apart. */
    private static final Set<String> ILBM_EXTENSIONS = Set.of("iff", "ilbm", "lbm", "board");
    /** The largest input read: the larger of the two readers' limits, so each reader applies its own. */
    private static final int MAX_FILE_BYTES = Math.max(IlbmReader.MAX_FILE_BYTES, PngReader.MAX_FILE_BYTES);
    /** The first four bytes of every PNG, enough to tell it from an IFF FORM. */
    private static final byte[] PNG_SIGNATURE = {(byte) 0x89, 'P', 'N', 'G'};

    /** The two picture formats convert reads and writes. */
    enum Format {
        ILBM, PNG
    }

    private ConvertCommand() {
    }

    static int run(String[] args, PrintStream out) throws UsageException {
        Options o = Options.parse("convert", args, 1, Set.of("--colors"), Set.of("--help", "--dither"));
        if (o.has("--help")) {
            out.println(HELP);
            return 0;
        }
        if (o.positional().size() != 2) {
            throw new UsageException("convert: give an input and an output file (try --help)");
        }
        int colors = o.getInt("convert", "--colors", 256, 1, 256);
        boolean reduce = o.has("--colors");
        boolean dither = o.has("--dither");
        Path in = Path.of(o.positional().get(0));
        Path target = Path.of(o.positional().get(1));
        Format outFormat = formatOfName(target);
        if (outFormat == null) {
            throw new UsageException("convert: cannot tell the format of " + target
                    + " from its name (use .png, .iff, .ilbm, .lbm, .board or .(board))");
        }
        if (sameFile(in, target)) {
            throw new UsageException("convert: " + target + " is the input file; give another output name");
        }
        byte[] data = read(in);
        IndexedImage image;
        String note;
        try {
            Format inFormat = formatOfContent(data, in);
            PngImage picture = inFormat == Format.ILBM ? new PngImage.Indexed(IlbmReader.read(data).image())
                    : PngReader.read(data);
            if (picture instanceof PngImage.Indexed indexed && (!reduce || indexed.image().maxIndex() < colors)) {
                image = keep(indexed.image(), reduce ? colors : 256);
                note = "indices kept";
            } else {
                if (!reduce) {
                    throw new UsageException("convert: " + in + " is a true-colour picture; give --colors N to "
                            + "reduce it (--colors 16 for a board or stoneset)");
                }
                int[] argb = picture.toArgb();
                image = Quantizer.quantize(picture.width(), picture.height(), argb, colors, dither);
                note = String.format(Locale.ROOT, "reduced, mean squared error %.1f",
                        Quantizer.meanSquaredError(argb, image));
            }
        } catch (IOException e) {
            throw new UsageException("convert: " + in + ": " + Main.describe(e));
        }
        byte[] encoded = outFormat == Format.PNG ? PngWriter.encode(image) : IlbmWriter.toBytes(image);
        try {
            AtomicFiles.write(target, encoded);
        } catch (IOException e) {
            throw new UsageException("convert: cannot write " + target + ": " + Main.describe(e));
        }
        out.println(target + ": " + image.width() + "x" + image.height() + ", " + image.paletteSize()
                + " colours, " + note);
        return 0;
    }

    /** The format a file name asks for, or null when its ending is neither. */
    static Format formatOfName(Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".(board)")) {
            return Format.ILBM;
        }
        int dot = name.lastIndexOf('.');
        String extension = dot < 0 ? "" : name.substring(dot + 1);
        if (extension.equals("png")) {
            return Format.PNG;
        }
        return ILBM_EXTENSIONS.contains(extension) ? Format.ILBM : null;
    }

    /** Tells the formats apart by their first bytes, so a misnamed file is still read right. */
    private static Format formatOfContent(byte[] data, Path in) throws UsageException {
        if (data.length >= 4 && data[0] == 'F' && data[1] == 'O' && data[2] == 'R' && data[3] == 'M') {
            return Format.ILBM;
        }
        if (data.length >= 4 && Arrays.equals(data, 0, 4, PNG_SIGNATURE, 0, 4)) {
            return Format.PNG;
        }
        Format byName = formatOfName(in);
        if (byName == null) {
            throw new UsageException("convert: " + in + " is neither an IFF ILBM nor a PNG picture");
        }
        // A file named as a picture but without its header gets the reader's own, more precise message.
        return byName;
    }

    private static boolean sameFile(Path in, Path target) throws UsageException {
        if (in.toAbsolutePath().normalize().equals(target.toAbsolutePath().normalize())) {
            return true;
        }
        try {
            // Links and case-insensitive file systems can give one file two names.
            return Files.exists(target) && Files.exists(in) && Files.isSameFile(in, target);
        } catch (IOException e) {
            throw new UsageException("convert: cannot compare " + in + " and " + target + ": " + Main.describe(e));
        }
    }

    private static byte[] read(Path in) throws UsageException {
        try (InputStream stream = Files.newInputStream(in)) {
            byte[] data = stream.readNBytes(MAX_FILE_BYTES + 1);
            if (data.length > MAX_FILE_BYTES) {
                throw new UsageException("convert: " + in + " is larger than " + (MAX_FILE_BYTES >> 20) + " MB");
            }
            return data;
        } catch (IOException e) {
            throw new UsageException("convert: cannot read " + in + ": " + Main.describe(e));
        }
    }

    /** The picture as it is, with its palette cut to {@code colors} entries when it is longer and unused there. */
    private static IndexedImage keep(IndexedImage image, int colors) {
        if (image.paletteSize() <= colors) {
            return image;
        }
        IndexedImage kept = image.copy();
        kept.setPalette(Arrays.copyOf(image.palette(), colors));
        if (kept.transparentIndex() >= colors) {
            kept.setTransparentIndex(-1);
        }
        return kept;
    }
}
