package ishido.screens.play;

import ishido.rules.Square;

/** What the parts that play ask of the session: place the touchstone's stone, and show the end of the game. */
interface Moves {
    /** Places the touchstone's stone for the seat to play, with its sound and message, or says why it may not go there. */
    void place(Square square);

    /** The Game Over requester with the result. */
    void showEnd();
}
