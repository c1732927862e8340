package ishido.desktop;

/** Bad command-line input: printed as one line, and the program exits with code 2. */
public final class UsageException extends Exception {
    public UsageException(String message) {
        super(message);
    }
}
