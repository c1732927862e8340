package ishido.desktop;

/** Bad command-line input: printed as one line, and the program exits with code 2. */
final class UsageException extends Exception {
    UsageException(String message) {
        super(message);
    }
}
