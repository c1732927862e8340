package ishido.iff;

import java.io.IOException;

/** A file that is not a readable IFF picture: damaged, truncated, or of a kind this codec refuses; the message is one line. */
public class IffException extends IOException {
    private static final long serialVersionUID = 1L;

    public IffException(String message) {
        super(message);
    }
}
