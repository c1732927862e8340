package ishido.desktop;

import ishido.iff.IlbmImage;
import ishido.iff.IlbmReader;
import ishido.iff.IlbmWriter;
import ishido.image.ColorCycles;
import ishido.image.IndexedImage;
import ishido.image.Quantizer;
import ishido.persist.AtomicFiles;
import ishido.persist.UserData;
import ishido.persist.UserFiles;
import ishido.png.PngImage;
import ishido.png.PngReader;
import ishido.png.PngWriter;
import ishido.theme.BoardImport;
import ishido.theme.BoardPicture;
import ishido.theme.Pictures;
import ishido.theme.Stoneset;
import ishido.theme.StonesetImport;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code convert IN OUT}: converts pictures between IFF ILBM and PNG, keeping palette indices exactly and HAM or deep
 * pictures' colours exactly, and reduces true-colour pictures to an Amiga palette with the {@link Quantizer}.
 */
@Command(name = "convert", header = "convert a picture between IFF ILBM and PNG (--stoneset: make it a stoneset)",
        description = {
            "Converts a picture between IFF ILBM (.iff .ilbm .lbm .board or a .(board) suffix) "
                    + "and PNG; the output's format comes from its name, the input's from its content. "
                    + "Palette pictures keep their indices and colours exactly, and their colour cycles (Deluxe "
                    + "Paint's CRNG and DRNG, Graphicraft's CCRT) in an ILBM; a PNG has none, and a damaged range is "
                    + "said and left out. HAM, deep, direct-colour "
                    + "(DCOL), RGBN, RGB8 and multipalette (PCHG, SHAM, CTBL) pictures are true-colour "
                    + "pictures: without --colors they are written as a true-colour PNG. Of an IFF CAT or "
                    + "LIST, the first picture is read. A true-colour picture, or a palette picture using "
                    + "more than N colours, is reduced to at most N colours (1-256) of the Amiga's 12-bit "
                    + "palette; see-through pixels become colour 0, the transparent colour. Boards and "
                    + "stonesets take --colors 16. An ILBM may be at most 8192x8192 pixels. IN is a regular "
                    + "file: a pipe or a device is refused.",
            "With --stoneset, and for any OUT in the data folder's stonesets folder, the picture "
                    + "is made a stoneset: 120x140 pixels, at most 16 colours (more are reduced), colour 0 "
                    + "transparent (a palette another program reordered is put right), and a mask in every "
                    + "column; what cannot be made one is refused.",
            "With --board, and for any OUT in the data folder's boards folder, the picture is "
                    + "made a board as the game makes one: 320x200 pixels; more than 16 colours are reduced "
                    + "(dithered) with the pens ordered for the game's text to read; a 16-colour picture "
                    + "keeps its pixels, its palette reordered when the game's text would not read on it; "
                    + "where the text still would not read, it is said."})
final class ConvertCommand implements Callable<Integer> {
    /** File name endings read as IFF ILBM, in lower case; the Amiga's ".(board)" is matched apart. */
    private static final Set<String> ILBM_EXTENSIONS = Set.of("iff", "ilbm", "lbm", "board");
    /** The largest input read: the larger of the two readers' limits, so each reader applies its own. */
    private static final int MAX_FILE_BYTES = Math.max(IlbmReader.MAX_FILE_BYTES, PngReader.MAX_FILE_BYTES);

    /** The two picture formats convert reads and writes. */
    enum Format {
        ILBM, PNG
    }

    private final CommandContext context;

    @Parameters(index = "0", paramLabel = "IN", description = "the picture to read")
    Path in;

    @Parameters(index = "1", paramLabel = "OUT", description = "the picture to write")
    Path target;

    @Option(names = "--colors", paramLabel = "N", description = "the most colours the output may use")
    Integer colorsGiven;

    @Option(names = "--dither", description = "spread the reduction's error with an ordered (Bayer) dither")
    boolean dither;

    @Option(names = "--stoneset", description = "check and make the picture a stoneset")
    boolean stonesetWanted;

    @Option(names = "--board", description = "make the picture a board")
    boolean boardWanted;

    ConvertCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() throws UsageException {
        PrintStream out = context.out();
        Path dataFolder = context.dataFolder();
        boolean reduce = colorsGiven != null;
        int colors = reduce ? Cli.range("--colors", colorsGiven, 1, 256) : 256;
        Format outFormat = formatOfName(target);
        if (outFormat == null) {
            throw new UsageException("cannot tell the format of " + target
                    + " from its name (use .png, .iff, .ilbm, .lbm, .board or .(board))");
        }
        if (sameFile(in, target)) {
            throw new UsageException(target + " is the input file; give another output name");
        }
        PngImage picture = readPicture(in, out);
        int width = picture.width();
        int height = picture.height();
        if (stonesetWanted || inside(target, UserData.stonesetsFolder(dataFolder))) {
            if (reduce && colors > StonesetImport.COLORS) {
                throw new UsageException("a stoneset has at most 16 colours; give --colors 2 to 16");
            }
            write(target, stoneset(in, picture, outFormat, reduce ? colors : StonesetImport.COLORS, dither), out,
                    dataFolder);
            return 0;
        }
        if (boardWanted || inside(target, UserData.boardsFolder(dataFolder))) {
            if (reduce && colors != BoardImport.COLORS) {
                throw new UsageException("a board has 16 colours; give --colors 16 or leave it out");
            }
            write(target, board(in, picture, outFormat), out, dataFolder);
            return 0;
        }
        if (outFormat == Format.ILBM && (width > IlbmReader.MAX_DIMENSION || height > IlbmReader.MAX_DIMENSION)) {
            // What convert writes it must be able to read back, so the reader's limit is the writer's.
            throw new UsageException(in + " is " + width + "x" + height
                    + "; an ILBM may be at most " + IlbmReader.MAX_DIMENSION + "x" + IlbmReader.MAX_DIMENSION
                    + " (write a PNG instead)");
        }
        byte[] encoded;
        String summary;
        IndexedImage written = null;
        if (picture instanceof PngImage.TrueColor trueColor && !reduce) {
            if (outFormat == Format.ILBM) {
                throw new UsageException(in + " is a true-colour picture; give --colors N to "
                        + "reduce it (--colors 16 for a board or stoneset), or write a PNG");
            }
            encoded = PngWriter.encodeTrueColor(width, height, trueColor.argb());
            summary = "true colour, colours kept";
        } else {
            IndexedImage image;
            String note;
            if (picture instanceof PngImage.Indexed indexed && (!reduce || indexed.image().maxIndex() < colors)) {
                image = keep(indexed.image(), reduce ? colors : 256);
                note = "indices kept";
            } else {
                int[] argb = picture instanceof PngImage.TrueColor t ? t.argb() : picture.toArgb();
                image = Quantizer.quantize(width, height, argb, colors, dither);
                note = String.format(Locale.ROOT, "reduced, mean squared error %.1f",
                        Quantizer.meanSquaredError(argb, image));
            }
            encoded = outFormat == Format.PNG ? PngWriter.encode(image) : IlbmWriter.toBytes(image);
            summary = image.paletteSize() + " colours, " + note;
            written = image;
        }
        List<String> cycling = ConvertCycles.words(ConvertCycles.of(picture),
                written == null ? ColorCycles.NONE : written.cycles(),
                outFormat, true);
        if (!cycling.isEmpty()) {
            summary += "; " + String.join("; ", cycling);
        }
        if (width == Stoneset.WIDTH && height == Stoneset.HEIGHT && !playable(picture)) {
            summary += "; as a stoneset the game would refuse it: add --stoneset to make it one";
        }
        if (written != null && width == BoardPicture.WIDTH && height == BoardPicture.HEIGHT
                && changedAsBoard(BoardImport.asBoard("", written))) {
            summary += "; as a board the game would change it: add --board to make it one";
        }
        write(target, new Written(encoded, width + "x" + height + ", " + summary), out, dataFolder);
        return 0;
    }

    /** What convert writes, and the line that says what it is. */
    private record Written(byte[] bytes, String summary) {
    }

    private static void write(Path target, Written written, PrintStream out, Path dataFolder) throws UsageException {
        try {
            outputFolder(target, dataFolder);
            AtomicFiles.write(target, written.bytes());
        } catch (IOException e) {
            throw new UsageException("cannot write " + target + ": " + Cli.describe(e));
        }
        out.println(target + ": " + written.summary());
    }

    /**
     * The picture made a stoneset the game takes, in the output's format.
     *
     * @throws UsageException naming what keeps it from being one and what to do
     */
    private static Written stoneset(Path in, PngImage picture, Format outFormat, int colors, boolean dither)
            throws UsageException {
        String name = in.getFileName() == null ? "stoneset" : in.getFileName().toString();
        StonesetImport.Result made;
        try {
            made = StonesetImport.reduce(name, picture, colors, dither);
        } catch (IllegalArgumentException e) {
            throw new UsageException(in + " is not a stoneset: " + e.getMessage());
        }
        List<Integer> empty = Stoneset.emptyMasks(made.image());
        if (!empty.isEmpty()) {
            throw new UsageException(in + " is not a stoneset: column " + empty.get(0) + " has no mask"
                    + " in the seventh row; paint one (any colour but 0), or open the picture in the stoneset editor"
                    + " to mend it");
        }
        IndexedImage image = made.image();
        byte[] encoded = outFormat == Format.PNG ? PngWriter.encode(image) : IlbmWriter.toBytes(image);
        List<String> said = new ArrayList<>(made.notes());
        if (!made.reduced()) {
            said.add("every pixel keeps its colour");
        }
        if (!ConvertCycles.of(picture).isEmpty()) {
            said.add("colour cycling dropped: stones never cycle");
        }
        return new Written(encoded, Stoneset.WIDTH + "x" + Stoneset.HEIGHT + " stoneset, colour 0 transparent; "
                + String.join("; ", said));
    }

    /**
     * The picture made a board by the rule the game brings boards in by, in the output's format.
     *
     * @throws UsageException when it is not 320x200
     */
    private static Written board(Path in, PngImage picture, Format outFormat) throws UsageException {
        if (picture.width() != BoardPicture.WIDTH || picture.height() != BoardPicture.HEIGHT) {
            throw new UsageException(in + " is " + picture.width() + "x" + picture.height()
                    + "; a board is " + BoardPicture.WIDTH + "x" + BoardPicture.HEIGHT
                    + " (crop or scale it, or open it in the game, which centres or scales it)");
        }
        String name = in.getFileName() == null ? "board" : in.getFileName().toString();
        BoardImport.Source source = picture instanceof PngImage.Indexed indexed
                ? new BoardImport.Source(name, picture.width(), picture.height(), indexed.image(), null)
                : new BoardImport.Source(name, picture.width(), picture.height(), null, picture.toArgb());
        BoardImport.Result made = BoardImport.make(source, BoardImport.Fit.CENTRE);
        IndexedImage image = made.board().image();
        byte[] encoded = outFormat == Format.PNG ? PngWriter.encode(image) : IlbmWriter.toBytes(image);
        List<String> said = new ArrayList<>(made.notes().isEmpty() ? List.of("every pixel keeps its colour")
                : made.notes());
        said.addAll(ConvertCycles.words(image.cycles(), image.cycles(), outFormat, false));
        return new Written(encoded, BoardPicture.WIDTH + "x" + BoardPicture.HEIGHT + " board, "
                + image.paletteSize() + " colours; " + String.join("; ", said));
    }

    /** Whether the game would change the picture's pixels or palette to make it a board (its cycles aside). */
    private static boolean changedAsBoard(BoardImport.Result made) {
        return made.reduced() || made.reordered() || !made.unreadable().isEmpty();
    }

    /** Whether the game takes the picture as a stoneset as it is. */
    private static boolean playable(PngImage picture) {
        try {
            return picture instanceof PngImage.Indexed indexed
                    && Stoneset.emptyMasks(StonesetImport.exact("", indexed).image()).isEmpty();
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** Whether the file would be written in the folder or one inside it. */
    private static boolean inside(Path file, Path folder) {
        Path parent = file.toAbsolutePath().normalize().getParent();
        return parent != null && parent.startsWith(folder.toAbsolutePath().normalize());
    }

    /**
     * Makes sure the output's folder exists: a missing one inside the game's data folder (say
     * {@code stonesets/} before the first start) is created; elsewhere its absence is named.
     */
    private static void outputFolder(Path target, Path dataFolder) throws IOException, UsageException {
        Path parent = target.toAbsolutePath().normalize().getParent();
        if (parent == null || Files.isDirectory(parent)) {
            return;
        }
        if (inside(target, dataFolder)) {
            Files.createDirectories(parent);
            return;
        }
        throw new UsageException("cannot write " + target + ": the folder " + parent + " does not exist");
    }

    /**
     * Reads and decodes the input; the file's bytes are dropped on return, so that a big picture's pixels and its
     * file are not held at once.
     */
    private static PngImage readPicture(Path in, PrintStream out) throws UsageException {
        byte[] data = read(in);
        try {
            Format inFormat = formatOfContent(data, in);
            if (inFormat == Format.PNG) {
                return PngReader.read(data);
            }
            IlbmImage ilbm = IlbmReader.read(data);
            if (ilbm.container() != null) {
                out.println(in + ": reading " + ilbm.container());
            }
            if (ilbm.trueColor() && !ilbm.cycles().isEmpty()) {
                out.println(in + ": colour cycling dropped: a " + ilbm.kind() + " picture has no colour registers to turn");
            }
            return ilbm.trueColor() ? new PngImage.TrueColor(ilbm.width(), ilbm.height(), ilbm.argb())
                    : new PngImage.Indexed(ilbm.image());
        } catch (IOException e) {
            throw new UsageException(in + ": " + Cli.describe(e));
        }
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
        if (Pictures.isIff(data)) {
            return Format.ILBM;
        }
        if (Pictures.isPng(data)) {
            return Format.PNG;
        }
        Format byName = formatOfName(in);
        if (byName == null) {
            throw new UsageException(in + " is neither an IFF ILBM nor a PNG picture");
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
            throw new UsageException("cannot compare " + in + " and " + target + ": " + Cli.describe(e));
        }
    }

    private static byte[] read(Path in) throws UsageException {
        if (Files.exists(in) && !Files.isRegularFile(in) && !Files.isDirectory(in)) {
            // A pipe with no writer would keep convert waiting for ever: a picture is read from a file.
            throw new UsageException("cannot read " + in + ": " + UserFiles.SPECIAL);
        }
        try (InputStream stream = Files.newInputStream(in)) {
            byte[] data = stream.readNBytes(MAX_FILE_BYTES + 1);
            if (data.length > MAX_FILE_BYTES) {
                throw new UsageException(in + " is larger than " + (MAX_FILE_BYTES >> 20) + " MB");
            }
            return data;
        } catch (IOException e) {
            throw new UsageException("cannot read " + in + ": " + Cli.describe(e));
        }
    }

    /** The picture as it is, with its palette cut to {@code colors} entries when it is longer and unused there. */
    private static IndexedImage keep(IndexedImage image, int colors) {
        if (image.paletteSize() <= colors) {
            return image;
        }
        IndexedImage kept = image.copy();
        kept.setPalette(Arrays.copyOf(image.palette(), colors));
        kept.setCycles(image.cycles().within(colors));
        if (kept.transparentIndex() >= colors) {
            kept.setTransparentIndex(-1);
        }
        return kept;
    }
}
