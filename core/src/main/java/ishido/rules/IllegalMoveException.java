package ishido.rules;

/** Thrown when a stone is placed where the rules do not allow it; the message says why. */
public class IllegalMoveException extends Exception {
    public IllegalMoveException(String message) {
        super(message);
    }
}
