package ishido.rules;

/**
 * One placed stone: its number in the game (from 1), where it went, how many neighbours it matched,
 * the points it earned (4-Way bonus included) and the score after it.
 */
public record Move(int number, Square square, Stone stone, int ways, long points, long total) {
    public boolean isFourWay() {
        return ways == 4;
    }

    /** The replay line {@code N SQUARE STONE WAYS POINTS TOTAL}. */
    public String line() {
        return number + " " + square + " " + stone + " " + ways + " " + points + " " + total;
    }
}
