package ishido.persist;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;

/**
 * Reads the game's text files strictly, so that a binary or damaged file is refused rather than misread; or,
 * for a file whose every good line is worth keeping, whatever slip its encoding suffered.
 */
public final class TextFiles {
    private TextFiles() {
    }

    /**
     * Decodes UTF-8 text.
     *
     * @throws CharacterCodingException when the bytes are not UTF-8 text (NUL bytes included)
     */
    public static String decode(byte[] bytes) throws CharacterCodingException {
        String text = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
        int nul = text.indexOf('\0');
        if (nul >= 0) {
            throw new MalformedInputException(1);
        }
        return text;
    }

    /**
     * The text up to its first line end (a line feed, a carriage return, or both), or all of it when it
     * has none: what {@code text.lines().findFirst().orElse("")} gives, without the stream of lines that
     * the browser build's class library lacks.
     */
    public static String firstLine(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                return text.substring(0, i);
            }
        }
        return text;
    }

    /**
     * Decodes text whatever slip its encoding suffered, so that every line that is still good can be read: UTF-16
     * (with a byte-order mark, or without one where the first characters are ASCII), else UTF-8 line by line, a
     * line that is not UTF-8 read as Latin-1 (one byte a character, as an editor of the old code pages writes it).
     * Line ends of every kind become line feeds; NULs are kept, for the reader to count as damage.
     */
    public static String salvage(byte[] bytes) {
        int n = bytes.length;
        if (n >= 2 && (bytes[0] & 0xFF) == 0xFF && (bytes[1] & 0xFF) == 0xFE) {
            return lineFeeds(utf16(bytes, 2, true));
        }
        if (n >= 2 && (bytes[0] & 0xFF) == 0xFE && (bytes[1] & 0xFF) == 0xFF) {
            return lineFeeds(utf16(bytes, 2, false));
        }
        if (n >= 4 && bytes[0] != 0 && bytes[1] == 0 && bytes[2] != 0 && bytes[3] == 0) {
            return lineFeeds(utf16(bytes, 0, true));
        }
        if (n >= 4 && bytes[0] == 0 && bytes[1] != 0 && bytes[2] == 0 && bytes[3] != 0) {
            return lineFeeds(utf16(bytes, 0, false));
        }
        int start = n >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB && (bytes[2] & 0xFF) == 0xBF ? 3 : 0;
        StringBuilder text = new StringBuilder(n);
        int line = start;
        for (int i = start; i <= n; i++) {
            if (i == n || bytes[i] == '\n' || bytes[i] == '\r') {
                text.append(line(bytes, line, i));
                if (i < n) {
                    text.append('\n');
                    if (bytes[i] == '\r' && i + 1 < n && bytes[i + 1] == '\n') {
                        i++;
                    }
                }
                line = i + 1;
            }
        }
        return text.toString();
    }

    /** One line's bytes as UTF-8, or as Latin-1 where they are not UTF-8. */
    private static String line(byte[] bytes, int from, int to) {
        try {
            return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes, from, to - from)).toString();
        } catch (CharacterCodingException e) {
            char[] chars = new char[to - from];
            for (int i = from; i < to; i++) {
                chars[i - from] = (char) (bytes[i] & 0xFF);
            }
            return new String(chars);
        }
    }

    /** UTF-16 from an offset, a last odd byte left out; decoded by hand, as the page's class library has no UTF-16. */
    private static String utf16(byte[] bytes, int from, boolean littleEndian) {
        char[] chars = new char[(bytes.length - from) / 2];
        for (int i = 0; i < chars.length; i++) {
            int a = bytes[from + 2 * i] & 0xFF;
            int b = bytes[from + 2 * i + 1] & 0xFF;
            chars[i] = (char) (littleEndian ? a | b << 8 : a << 8 | b);
        }
        return new String(chars);
    }

    /** The text with every CR LF and every lone CR made a line feed. */
    private static String lineFeeds(String text) {
        return text.replace("\r\n", "\n").replace('\r', '\n');
    }
}
