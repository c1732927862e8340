package ishido.rules;

/** Builders for hand-made positions and deals, written in the game's notation. */
final class Fixtures {
    private Fixtures() {
    }

    /** A board with stones put (without any check) from entries such as "f3=C1". */
    static Board board(String... entries) {
        Board board = new Board();
        for (String e : entries) {
            String[] parts = e.split("=");
            board.put(Square.parse(parts[0]), Stone.parse(parts[1]));
        }
        return board;
    }

    static Square sq(String text) {
        return Square.parse(text);
    }

    static Stone st(String text) {
        return Stone.parse(text);
    }

    /**
     * A deal that starts with the given stones (tableau first, then the pouch) and goes on with every
     * stone still owed, in colour-then-symbol order.
     */
    static Deal dealStartingWith(String... first) {
        return Deal.beginningWith(String.join(" ", first));
    }

    /** Places the touchstone's stone on each square in turn, failing the test on an illegal one. */
    static Game play(Game game, String... squares) {
        for (String s : squares) {
            try {
                game.place(Square.parse(s));
            } catch (IllegalMoveException e) {
                throw new AssertionError("move " + (game.placed() + 1) + " on " + s + " refused: " + e.getMessage(), e);
            }
        }
        return game;
    }
}
