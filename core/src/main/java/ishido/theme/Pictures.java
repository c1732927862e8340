package ishido.theme;

import ishido.iff.IlbmImage;
import ishido.iff.IlbmReader;
import ishido.persist.Storage;
import ishido.persist.UserFiles;
import ishido.png.PngImage;
import ishido.png.PngReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * Reads a picture a player brings, IFF ILBM of any kind or PNG, told apart by its first bytes (not its name, which
 * paint programs and players get wrong): palette pictures stay indexed, HAM and deep ones become true colour.
 */
public final class Pictures {
    /** Why a file of neither format is refused, and what to do. */
    public static final String NEITHER = "neither an IFF ILBM nor a PNG picture: save it as one of them from your"
            + " paint program";

    private Pictures() {
    }

    /**
     * Reads a picture file, refusing one larger than any board or stoneset could be.
     *
     * @throws IOException naming the problem (see {@link UserFiles#describe} for a line with the file's name)
     */
    public static PngImage read(Storage storage, Path file) throws IOException {
        return decode(UserFiles.read(storage, file, UserFiles.Kind.PICTURE));
    }

    /**
     * Decodes a picture's bytes.
     *
     * @throws IOException naming the problem (a damaged chunk, neither format)
     */
    public static PngImage decode(byte[] data) throws IOException {
        if (isPng(data)) {
            return PngReader.read(data);
        }
        if (!isIff(data)) {
            throw new IOException(NEITHER);
        }
        IlbmImage ilbm = IlbmReader.read(data);
        return ilbm.trueColor() ? new PngImage.TrueColor(ilbm.width(), ilbm.height(), ilbm.argb())
                : new PngImage.Indexed(ilbm.image());
    }

    /** Whether the bytes start as an IFF file does: a FORM, or a CAT or LIST of them. */
    public static boolean isIff(byte[] data) {
        if (data.length < 4) {
            return false;
        }
        String id = new String(data, 0, 4, StandardCharsets.US_ASCII);
        return id.equals("FORM") || id.equals("CAT ") || id.equals("LIST");
    }

    /** Whether the bytes start with the PNG signature. */
    public static boolean isPng(byte[] data) {
        return data.length >= 4 && data[0] == (byte) 0x89 && data[1] == 'P' && data[2] == 'N' && data[3] == 'G';
    }
}
