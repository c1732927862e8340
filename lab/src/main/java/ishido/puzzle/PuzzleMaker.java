package ishido.puzzle;

import ishido.ai.ComputerPlayer;
import ishido.ai.Limits;
import ishido.ai.MasterGame;
import ishido.ai.Position;
import ishido.ai.SearchListener;
import ishido.ai.SearchResult;
import ishido.ai.Skill;
import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import ishido.rules.SplitMix64;
import ishido.rules.Square;
import java.util.ArrayList;
import java.util.List;

/**
 * Makes puzzles from games: each position of a game (its deal and the squares played to it) is looked at in an
 * order drawn from the deal, each is put to the rule ({@link PuzzleRule#find}), and at most a few a game are
 * kept, so a set is spread over many games. Each kept puzzle's first rating comes from how the computer's skills
 * solve it ({@link #rate}). Games come from a folder of kept records or from deals the computer plays itself
 * ({@link #play}).
 */
public final class PuzzleMaker {
    /** The most puzzles taken from one game. */
    public static final int PER_GAME = 3;
    /** The skills whose tries rate a new puzzle, their ratings as anchors, and how many times each tries. */
    static final Skill[] SKILLS = {Skill.NOVICE, Skill.ADEPT, Skill.EXPERT, Skill.MASTER};
    static final double[] ANCHORS = {1000, 1300, 1600, 1900};
    /** The anchors' deviation: their strength is known, as a player's after many games. */
    static final double ANCHOR_DEVIATION = 80;
    static final int[] TRIES = {4, 4, 2, 1};
    /** The skills that play the deals of a set made from a seed, a game each in turn. */
    static final Skill[] PLAYERS = {Skill.ADEPT, Skill.EXPERT, Skill.ADEPT, Skill.MASTER};

    private PuzzleMaker() {
    }

    /** A game to take positions from: its deal, its scoring and the squares played, none timed out. */
    public record Source(Deal deal, Scoring scoring, List<Square> moves) {
        public Source {
            moves = List.copyOf(moves);
        }
    }

    /**
     * The game the skill plays on the deal, to its end, at the play screen's budget for Master.
     */
    public static Source play(Deal deal, Scoring scoring, Skill skill, long seed) {
        Game game = new Game(deal, scoring);
        ComputerPlayer player = new ComputerPlayer(skill, new SplitMix64(seed));
        Limits limits = Limits.iterations(MasterGame.ITERATIONS);
        List<Square> moves = new ArrayList<>();
        while (!game.isOver()) {
            SearchResult r = player.choose(Position.of(game), limits, SearchListener.NONE);
            try {
                game.place(r.square());
            } catch (IllegalMoveException e) {
                throw new IllegalStateException("the computer chose an illegal square: " + e.getMessage(), e);
            }
            moves.add(r.square());
        }
        return new Source(deal, scoring, moves);
    }

    /** The deal and the skill of the i-th game (from 0) of a set made from a seed. */
    public static Deal deal(long seed, int i) {
        SplitMix64 r = new SplitMix64(seed * 0x9E3779B97F4A7C15L + i);
        return ishido.match.DealCode.fromBits(r.nextLong()).deal();
    }

    /** The skill that plays the i-th game of a set made from a seed. */
    public static Skill player(int i) {
        return PLAYERS[i % PLAYERS.length];
    }

    /** The puzzles of a game, at most {@code most}, numbered from {@code first}. */
    public static List<Puzzle> make(Source source, int most, int first) {
        Game game = new Game(source.deal(), source.scoring());
        List<Position> positions = new ArrayList<>();
        for (Square s : source.moves()) {
            if (game.isOver()) {
                break;
            }
            positions.add(Position.of(game));
            try {
                game.place(s);
            } catch (IllegalMoveException e) {
                throw new IllegalArgumentException("move " + (positions.size()) + " is illegal: " + e.getMessage(), e);
            }
        }
        int[] order = new int[positions.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        SplitMix64 r = new SplitMix64(Puzzle.seed(source.deal(), -1));
        for (int i = order.length - 1; i > 0; i--) {
            int j = r.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        List<Puzzle> out = new ArrayList<>();
        for (int i = 0; i < order.length && out.size() < most; i++) {
            int at = order[i];
            Position position = positions.get(at);
            long seed = Puzzle.seed(source.deal(), at);
            PuzzleRule.Verdict v = PuzzleRule.find(position, source.scoring(), seed);
            if (v != null && v.kept()) {
                Puzzle p = new Puzzle(first + out.size(), source.deal(), source.scoring(), source.moves().subList(0, at),
                        v.answer(), v.runnerUp(), v.themes(), Glicko.NEW, v.lead(), v.noise());
                p = p.withRating(rate(p));
                out.add(p);
            }
        }
        return out;
    }

    /**
     * The puzzle's first rating: a new rating after games against the computer's skills as anchors
     * ({@link #ANCHORS}), each trying it {@link #TRIES} times; the puzzle wins a game its skill fails.
     */
    public static Glicko rate(Puzzle puzzle) {
        List<Glicko.Game> games = new ArrayList<>();
        for (int k = 0; k < SKILLS.length; k++) {
            int solved = solved(puzzle, SKILLS[k], TRIES[k]);
            Glicko anchor = new Glicko(ANCHORS[k], ANCHOR_DEVIATION, 0.06);
            for (int t = 0; t < TRIES[k]; t++) {
                games.add(new Glicko.Game(anchor, t < solved ? 0 : 1));
            }
        }
        return Glicko.NEW.after(games, Glicko.TAU);
    }

    /** How many of its tries the skill finds the puzzle's answer in, each seeded from the puzzle and the try. */
    public static int solved(Puzzle puzzle, Skill skill, int tries) {
        int solved = 0;
        for (int t = 0; t < tries; t++) {
            solved += solves(puzzle, skill, t) ? 1 : 0;
        }
        return solved;
    }

    /** Whether the skill's try of this number (from 0) finds the answer, seeded from the puzzle and the try. */
    public static boolean solves(Puzzle puzzle, Skill skill, int attempt) {
        ComputerPlayer player = new ComputerPlayer(skill, new SplitMix64(puzzle.seed() + 31L * attempt + skill.ordinal()));
        SearchResult r = player.choose(puzzle.position(), Limits.iterations(MasterGame.ITERATIONS), SearchListener.NONE);
        return r != null && r.square().equals(puzzle.answer());
    }
}
