package ishido.lessons;

import ishido.rules.Board;
import ishido.rules.Scoring;
import ishido.rules.Square;
import ishido.rules.Stone;
import ishido.theme.StoneNames;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The course of Help &gt; Learn to Play: nine lessons, one idea each, in the order a new player needs them (the
 * manual's "4 simple rules", then the two ways of scoring, then keeping a 4-Way's hole and the end of a game),
 * and the lessons passed as the settings keep them ("1 2 5").
 */
public final class Course {
    private static final List<Lesson> LESSONS = build();

    private Course() {
    }

    /** The lessons, the first at 0. */
    public static List<Lesson> lessons() {
        return LESSONS;
    }

    private static List<Lesson> build() {
        List<Lesson> all = new ArrayList<>();
        all.add(within());
        all.add(oneWay());
        all.add(twoWay());
        all.add(threeWay());
        all.add(fourWay());
        all.add(modern());
        all.add(ancient());
        all.add(twin());
        all.add(noSquareLeft());
        return List.copyOf(all);
    }

    /** The lesson of a number from 1, or null. */
    public static Lesson lesson(int number) {
        return number >= 1 && number <= lessons().size() ? lessons().get(number - 1) : null;
    }

    public static int count() {
        return lessons().size();
    }

    /** The numbers a settings value names as passed ("1 2 5"); words that are not a lesson's number are left out. */
    public static TreeSet<Integer> passed(String kept) {
        TreeSet<Integer> passed = new TreeSet<>();
        for (String word : kept.trim().split("\\s+")) {
            try {
                int n = Integer.parseInt(word);
                if (lesson(n) != null) {
                    passed.add(n);
                }
            } catch (NumberFormatException e) {
                // not a lesson's number: left out
            }
        }
        return passed;
    }

    /** The settings value with one more lesson passed. */
    public static String withPassed(String kept, int number) {
        TreeSet<Integer> passed = passed(kept);
        passed.add(number);
        StringBuilder b = new StringBuilder();
        for (int n : passed) {
            b.append(b.length() == 0 ? "" : " ").append(n);
        }
        return b.toString();
    }

    /** A sentence's first word capitalised. */
    private static String cap(String words) {
        return Character.toUpperCase(words.charAt(0)) + words.substring(1);
    }

    private static Stone stone(int color, int symbol) {
        return Stone.of(color, symbol);
    }

    private static Square at(String square) {
        return Square.parse(square);
    }

    /** A position from pairs of square and stone (colour row, symbol column). */
    private static Map<Square, Stone> position(Object... squareColorSymbol) {
        Map<Square, Stone> p = new LinkedHashMap<>();
        for (int i = 0; i < squareColorSymbol.length; i += 3) {
            p.put(at((String) squareColorSymbol[i]), stone((Integer) squareColorSymbol[i + 1],
                    (Integer) squareColorSymbol[i + 2]));
        }
        return p;
    }

    /** A rule that takes only squares of so many ways, else says the hint. */
    private static Lesson.Rule ways(int wanted, String hint) {
        return (board, stone, square, play, names) -> board.ways(square, stone) == wanted ? null
                : "A " + board.ways(square, stone) + "-Way: " + hint;
    }

    private static Lesson within() {
        Stone redMoon = stone(0, 1);
        return new Lesson(1, "The Within", Scoring.MODERN,
                position("a1", 0, 0, "l1", 1, 2, "a8", 2, 3, "l8", 4, 5, "f4", 3, 1, "g5", 5, 4), 0, 0,
                List.of(new Lesson.Step(redMoon, n -> "Only light squares score. Put " + n.the(redMoon)
                        + " by a stone it matches there.",
                        (board, stone, square, play, names) -> square.isWithin() ? null
                                : square + " is in the Beyond: no points there.")),
                n -> "A stone goes by a match. Only the Within, the light squares, scores.");
    }

    private static Lesson oneWay() {
        Stone blueSun = stone(3, 0);
        Stone whiteWater = stone(4, 3);
        return new Lesson(2, "The 1-Way", Scoring.MODERN,
                position("c3", 1, 0, "h3", 3, 1, "e6", 2, 3, "j6", 4, 4), 0, 0,
                List.of(new Lesson.Step(blueSun, n -> "A 1-Way matches one stone. Put " + n.the(blueSun)
                        + " by one of its colour.", matching(true)),
                        new Lesson.Step(whiteWater, n -> "Now put " + n.the(whiteWater)
                                + " by a stone of its symbol.", matching(false))),
                n -> "A 1-Way: the stone shares its colour or its symbol with its neighbour.");
    }

    /** A 1-Way by colour (or by symbol). */
    private static Lesson.Rule matching(boolean byColor) {
        return (board, stone, square, play, names) -> {
            for (int[] d : new int[][] {{0, -1}, {1, 0}, {0, 1}, {-1, 0}}) {
                int c = square.column() + d[0];
                int r = square.row() + d[1];
                Stone other = Square.onBoard(c, r) ? board.get(Square.at(c, r)) : null;
                if (other != null && (byColor ? other.color() == stone.color() : other.symbol() == stone.symbol())) {
                    return null;
                }
            }
            return byColor ? "That is by symbol: match its colour." : "That is by colour: match its symbol.";
        };
    }

    private static Lesson twoWay() {
        Stone redSun = stone(0, 0);
        return new Lesson(3, "The 2-Way", Scoring.MODERN,
                position("d4", 0, 3, "f4", 3, 0, "h6", 0, 4, "j6", 0, 5), 0, 0,
                List.of(new Lesson.Step(redSun, n -> "Put " + n.the(redSun) + " between two stones: one of its"
                        + " colour, one of its symbol.", ways(2, "find one between two stones."))),
                n -> "A 2-Way, 1 and 1: one neighbour by colour, the other by symbol.");
    }

    private static Lesson threeWay() {
        Stone greenMoon = stone(2, 1);
        return new Lesson(4, "The 3-Way", Scoring.MODERN,
                position("e3", 2, 0, "d4", 3, 1, "f4", 1, 1, "i4", 2, 3, "h5", 2, 4, "j5", 2, 5), 0, 0,
                List.of(new Lesson.Step(greenMoon, n -> "Put " + n.the(greenMoon) + " among three: one matching one"
                        + " way, two the other.", ways(3, "find one among three stones."))),
                n -> "A 3-Way, 1 and 2: one neighbour by one attribute, two by the other.");
    }

    private static Lesson fourWay() {
        Stone whiteWater = stone(4, 3);
        return new Lesson(5, "The 4-Way", Scoring.MODERN,
                position("f3", 4, 0, "f5", 4, 1, "e4", 0, 3, "g4", 5, 3, "i4", 4, 4, "i6", 4, 5, "h5", 4, 2,
                        "j5", 3, 3), 0, 0,
                List.of(new Lesson.Step(whiteWater, n -> "Put " + n.the(whiteWater) + " among four: two of its colour,"
                        + " two of its symbol.", ways(4, "find one among four stones."))),
                n -> "A 4-Way, 2 and 2: 8 points and a bonus, 25, then 50, 100 and more.");
    }

    private static Lesson modern() {
        Stone yellowCross = stone(1, 4);
        return new Lesson(6, "Modern scoring", Scoring.MODERN,
                position("d3", 1, 0, "c4", 3, 4, "e4", 2, 4, "a4", 1, 1, "a6", 0, 4, "b5", 5, 4, "h2", 1, 3,
                        "i3", 4, 4), 2, 75,
                List.of(new Lesson.Step(yellowCross, n -> "Each 4-Way doubles all later points. Place "
                        + n.the(yellowCross) + " for most.", Course::mostPoints)),
                n -> "Modern: 1, 2, 4, 8 points for 1 to 4 ways, doubled by each 4-Way.");
    }

    private static String mostPoints(Board board, Stone stone, Square square, Play play, StoneNames names) {
        long best = 0;
        for (Square s : play.legalSquares()) {
            best = Math.max(best, play.points(stone, s));
        }
        long here = play.points(stone, square);
        return here == best ? null : "That scores " + here + "; " + best + " can be had.";
    }

    private static Lesson ancient() {
        Stone blackMoon = stone(5, 1);
        return new Lesson(7, "The Ancient way", Scoring.ANCIENT,
                position("g2", 5, 0, "g4", 5, 3, "f3", 0, 1, "h3", 2, 1, "d5", 5, 4, "c6", 3, 1, "e6", 4, 1), 0, 0,
                List.of(new Lesson.Step(blackMoon, n -> "Ancient has no points: place every stone, and 4-Ways"
                        + " decide. Make one.", (board, stone, square, play, names) ->
                        board.ways(square, stone) == 4 ? null : "In the Ancient way only 4-Ways count.")),
                n -> "Ancient: place every stone; then the most 4-Ways win. No points.");
    }

    private static Lesson twin() {
        Stone redSun = stone(0, 0);
        Square hole = at("e5");
        Square fourth = at("e6");
        return new Lesson(8, "The twin's hole", Scoring.MODERN,
                position("e4", 0, 1, "d5", 0, 1, "f5", 1, 0, "e7", 2, 0), 0, 0,
                List.of(new Lesson.Step(redSun, n -> cap(n.nth(redSun, 2)) + " comes next: close " + hole
                        + "'s fourth side for its 4-Way.", (board, stone, square, play, names) ->
                        square.equals(fourth) ? null : square.equals(hole) ? "A 3-Way now loses the twin's 4-Way."
                                : "That leaves " + hole + " open on a side."),
                        new Lesson.Step(redSun, n -> "Now " + n.nth(redSun, 2) + ": make the 4-Way at " + hole + ".",
                                ways(4, "the twin fits " + hole + "."))),
                n -> "Keep a 4-Way's hole for the stone that fits it: its twin may come.");
    }

    private static Lesson noSquareLeft() {
        Stone redMoon = stone(0, 1);
        Stone blackGate = stone(5, 5);
        return new Lesson(9, "No square left", Scoring.MODERN,
                position("l1", 5, 1, "l2", 4, 0, "d4", 0, 3, "f6", 1, 4, "h4", 2, 2), 0, 0,
                // The stone to keep a square for is named by where the panel shows it: its symbol's name ("gate")
                // means nothing yet to a newcomer.
                List.of(new Lesson.Step(redMoon, n -> "A stone with no square ends the game. Keep one for the next"
                        + " stone (Then).", (board, stone, square, play, names) -> {
                            Board after = new Board(board);
                            after.put(square, stone);
                            return after.hasLegalSquare(blackGate) ? null
                                    : "Then " + names.the(blackGate) + " has no square.";
                        }),
                        new Lesson.Step(blackGate, n -> "Now place " + n.the(blackGate) + " on its one square.",
                                (board, stone, square, play, names) -> null)),
                n -> "A game ends when a stone has no square; fewer left, more bonus.");
    }
}
