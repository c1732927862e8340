package ishido.persist;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;

/** Reads the game's text files strictly, so that a binary or damaged file is refused rather than misread. */
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
}
