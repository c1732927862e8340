package ishido.codewheel;

/** The three discs of the codewheel, from the largest, at the bottom, to the smallest, on top. */
public enum Disc {
    /** The largest disc: patterns on its rim, and digits that show through the middle disc's hole. */
    OUTER,
    /** A ring: patterns on its rim, and digits that show through the inner disc's windows. */
    MIDDLE,
    /** The smallest disc: words on its rim, and windows in its interior, each labelled with a word. */
    INNER
}
