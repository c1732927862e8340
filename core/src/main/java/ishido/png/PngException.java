package ishido.png;

import java.io.IOException;

/** A file that is not a readable PNG: damaged, truncated, or of a kind this reader refuses; the message is one line. */
public class PngException extends IOException {
    private static final long serialVersionUID = 1L;

    public PngException(String message) {
        super(message);
    }
}
