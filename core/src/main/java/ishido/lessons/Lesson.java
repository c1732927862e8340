package ishido.lessons;

import ishido.rules.Board;
import ishido.rules.Scoring;
import ishido.rules.Square;
import ishido.rules.Stone;
import ishido.theme.StoneNames;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One lesson of Help &gt; Learn to Play: one idea on a real board. It sets a position (the stones on their
 * squares, the 4-Ways made before, the way of scoring), then asks for one stone or two to be placed, each
 * with its goal and where the idea says it goes ({@link Step}); the words it says (its goal, its summary, its reasons) name the stones
 * as the player sees them, through the stoneset's {@link StoneNames}.
 */
public final class Lesson {
    /** What the lesson says, given the words for the stoneset's stones. */
    public interface Text {
        String say(StoneNames names);
    }

    /**
     * Whether a legal square is the one the step teaches: null when it is, else the short reason, for the status
     * line, why not. The board is as it stands before the stone goes down.
     */
    public interface Rule {
        String refuse(Board board, Stone stone, Square square, Play play, StoneNames names);
    }

    /** A stone to place, what the player is asked to do with it (one or two sentences), and where the lesson takes it. */
    public record Step(Stone stone, Text goal, Rule rule) {
    }

    private final int number;
    private final String title;
    private final Scoring scoring;
    private final Map<Square, Stone> position;
    private final int fourWays;
    private final long score;
    private final List<Step> steps;
    private final Text summary;

    Lesson(int number, String title, Scoring scoring, Map<Square, Stone> position, int fourWays, long score,
            List<Step> steps, Text summary) {
        this.number = number;
        this.title = title;
        this.scoring = scoring;
        this.position = new LinkedHashMap<>(position);
        this.fourWays = fourWays;
        this.score = score;
        this.steps = List.copyOf(steps);
        this.summary = summary;
    }

    /** Its place in the course, from 1. */
    public int number() {
        return number;
    }

    /** A few words: "The 2-Way". */
    public String title() {
        return title;
    }

    public Scoring scoring() {
        return scoring;
    }

    /** The board the lesson begins on (a new copy each call). */
    public Board board() {
        Board b = new Board();
        position.forEach(b::put);
        return b;
    }

    /** The 4-Ways made before the lesson begins, which double every point under Modern scoring. */
    public int fourWays() {
        return fourWays;
    }

    /** The score before the lesson begins. */
    public long score() {
        return score;
    }

    public List<Step> steps() {
        return steps;
    }

    /** The idea in a line, said once the lesson is passed. */
    public String summary(StoneNames names) {
        return summary.say(names);
    }

    /** Starts the lesson: its position set up, its first stone on the touchstone. */
    public Play play(StoneNames names) {
        return new Play(this, names);
    }
}
