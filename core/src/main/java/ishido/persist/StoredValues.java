package ishido.persist;

import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Path;
import java.util.Base64;

/**
 * How {@link KeyValueStorage} names and keeps a file in a key/value store: the name as a key (absolute, one
 * '/' between its parts), and the bytes as a value, UTF-8 text as itself (a character a byte for ASCII) or
 * anything else as Base64, the first character saying which.
 */
final class StoredValues {
    /** Starts a value kept as text. */
    private static final char TEXT = 't';
    /** Starts a value kept as Base64. */
    private static final char BASE64 = 'b';

    private StoredValues() {
    }

    /** The key part of a name: absolute, without {@code .} and {@code ..}, one '/' between its parts. */
    static String name(Path p) {
        return key(p.toAbsolutePath().normalize().toString());
    }

    /**
     * The key of an absolute, normalised name as a string: one '/' between parts and none at the end. In
     * the browser, TeaVM's {@code Path} neither joins "/" and "Browser" nor normalises the result to
     * "/Browser" but leaves "//Browser" (the file requester's Parent from {@code /Browser}, then the
     * Browser folder listed in "/"), so the doubled separators are folded here.
     */
    static String key(String name) {
        StringBuilder b = new StringBuilder(name.length());
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i) == '\\' ? '/' : name.charAt(i);
            if (c != '/' || b.length() == 0 || b.charAt(b.length() - 1) != '/') {
                b.append(c);
            }
        }
        if (b.length() > 1 && b.charAt(b.length() - 1) == '/') {
            b.setLength(b.length() - 1);
        }
        return b.toString();
    }

    /** Text as itself when the bytes are UTF-8 text, so a settings file costs a character a byte; else Base64. */
    static String encode(byte[] bytes) {
        try {
            return TEXT + TextFiles.decode(bytes);
        } catch (CharacterCodingException e) {
            return BASE64 + Base64.getEncoder().encodeToString(bytes);
        }
    }

    static byte[] decode(Path file, String value) throws FileSystemException {
        if (!value.isEmpty() && value.charAt(0) == TEXT) {
            return value.substring(1).getBytes(StandardCharsets.UTF_8);
        }
        if (!value.isEmpty() && value.charAt(0) == BASE64) {
            try {
                return Base64.getDecoder().decode(value.substring(1));
            } catch (IllegalArgumentException e) {
                // Falls through to the damaged value below.
            }
        }
        throw new FileSystemException(file.toString(), null, "damaged in the browser's storage");
    }
}
