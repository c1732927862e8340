package ishido.audio;

/** The sounds the game makes. */
public enum Effect {
    /** A stone set down (Stone Click). */
    STONE_CLICK,
    /** The wind chimes that greet the board. */
    WIND_CHIMES,
    /** A 4-Way made. */
    FOUR_WAY,
    /** A stone put where it may not go. */
    ILLEGAL,
    /** The end of a game. */
    GAME_OVER
}
