package ishido.match;

import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import ishido.rules.Square;
import ishido.scores.Ranking;
import ishido.scores.RankedGame;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * A match between two friends who are not at one screen: the games a challenge code carries. The first sender
 * plays a deal and sends it; the friend plays the same deal and answers with both games; then the first sender
 * plays the next deal, and so on until one of them has won more than half of the deals of the match (best of 1, 3
 * or 5) or all are played. So game i is played by player i % 2 on deal i / 2, and every code carries one game more
 * than the code it answers.
 *
 * <p>Every game is replayed on its deal when the match is made, so what it says of a game (score, 4-Ways, stones
 * left) is the rules', never a number someone wrote; a deal's winner is the better game by the scoring's own
 * {@link Ranking}.
 */
public final class FriendMatch {
    /** The longest name a challenge carries. */
    public static final int NAME_LENGTH = 20;
    /** The lengths of match the first sender may choose. */
    public static final List<Integer> LENGTHS = List.of(1, 3, 5);

    /** One game of the match, replayed: who played it, on which deal, its moves, and its result. */
    public record Played(int player, DealCode deal, List<Square> moves, boolean helped, long score, int fourWays,
            int stonesLeft, Game.End end) implements RankedGame {
        public Played {
            moves = List.copyOf(moves);
        }
    }

    private final int bestOf;
    private final Scoring scoring;
    private final List<String> names;
    private final List<Played> games;

    private FriendMatch(int bestOf, Scoring scoring, List<String> names, List<Played> games) {
        this.bestOf = bestOf;
        this.scoring = scoring;
        this.names = Collections.unmodifiableList(new ArrayList<>(names));
        this.games = Collections.unmodifiableList(new ArrayList<>(games));
    }

    /**
     * A new match: the first sender's game on its deal.
     *
     * @throws IllegalArgumentException for a length of match other than 1, 3 or 5, a name that is not a challenge's,
     *     a deal without a code, or a game that has not ended
     */
    public static FriendMatch start(int bestOf, String name, Game game, boolean helped) {
        return start(bestOf, name, played(game), game.scoring(), moves(game), helped);
    }

    /** As {@link #start(int, String, Game, boolean)}, for a game given as its deal's code and its placements. */
    public static FriendMatch start(int bestOf, String name, DealCode deal, Scoring scoring, List<Square> moves,
            boolean helped) {
        if (!LENGTHS.contains(bestOf)) {
            throw new IllegalArgumentException("a match is of 1, 3 or 5 deals, not " + bestOf);
        }
        return new FriendMatch(bestOf, scoring, List.of(), List.of()).with(name, deal, scoring, moves, helped);
    }

    /**
     * The match with the next game added, played by {@link #nextPlayer()}: on {@link #nextDeal()} when that is
     * given, else on a deal none of the match's games was played on. The second player's name is taken from their
     * first game.
     *
     * @throws IllegalArgumentException when the match is over, the game is on the wrong deal or scoring, has not
     *     ended, or the name is not fit for a challenge
     */
    public FriendMatch with(String name, Game game, boolean helped) {
        return with(name, played(game), game.scoring(), moves(game), helped);
    }

    /** As {@link #with(String, Game, boolean)}, for a game given as its deal's code and its placements. */
    public FriendMatch with(String name, DealCode code, Scoring scoring, List<Square> moves, boolean helped) {
        if (isOver()) {
            throw new IllegalArgumentException("the match is over: " + names.get(0) + " and " + names.get(1)
                    + " have played it to its end");
        }
        if (scoring != this.scoring) {
            throw new IllegalArgumentException("the match is played with " + this.scoring.label() + " scoring, not "
                    + scoring.label());
        }
        DealCode expected = nextDeal();
        if (expected != null && !expected.equals(code)) {
            throw new IllegalArgumentException("this game of the match is played on deal " + expected + ", not " + code);
        }
        if (expected == null) {
            for (Played p : games) {
                if (p.deal().equals(code)) {
                    throw new IllegalArgumentException("deal " + code + " was played already in this match");
                }
            }
        }
        List<String> named = new ArrayList<>(names);
        if (named.size() == nextPlayer()) {
            named.add(checkName(name));
        }
        List<Played> more = new ArrayList<>(games);
        more.add(played(nextPlayer(), code, moves, helped, scoring));
        return new FriendMatch(bestOf, scoring, named, more);
    }

    /** The code of a game that has ended, to send. */
    private static DealCode played(Game game) {
        if (!game.isOver()) {
            throw new IllegalArgumentException("only a game that has ended can be sent");
        }
        DealCode code = DealCode.of(game.deal());
        if (code == null) {
            throw new IllegalArgumentException("a hand-made deal has no code to send");
        }
        return code;
    }

    private static List<Square> moves(Game game) {
        List<Square> moves = new ArrayList<>();
        for (var m : game.moves()) {
            moves.add(m.square());
        }
        return moves;
    }

    /**
     * A match as a code carries it, each game replayed on its deal.
     *
     * @throws IllegalArgumentException naming the game and move that breaks the rules, or what else is wrong
     */
    static FriendMatch of(int bestOf, Scoring scoring, List<String> names, List<DealCode> deals,
            List<List<Square>> moves, List<Boolean> helped) {
        if (!LENGTHS.contains(bestOf)) {
            throw new IllegalArgumentException("a match is of 1, 3 or 5 deals, not " + bestOf);
        }
        List<Played> games = new ArrayList<>();
        FriendMatch m = new FriendMatch(bestOf, scoring, names, games);
        for (int i = 0; i < moves.size(); i++) {
            if (m.isOver()) {
                throw new IllegalArgumentException("it carries a game after the match was over");
            }
            games.add(played(i % 2, deals.get(i / 2), moves.get(i), helped.get(i), scoring));
            m = new FriendMatch(bestOf, scoring, names, games);
        }
        return m;
    }

    /** A name as a challenge carries it: printable ASCII, spaces squeezed, at most {@value #NAME_LENGTH}. */
    public static String cleanName(String raw) {
        StringBuilder out = new StringBuilder();
        if (raw != null) {
            for (int i = 0; i < raw.length() && out.length() < NAME_LENGTH; i++) {
                char c = raw.charAt(i);
                if (c == ' ' || Character.isWhitespace(c)) {
                    if (out.length() > 0 && out.charAt(out.length() - 1) != ' ') {
                        out.append(' ');
                    }
                } else if (c > 0x20 && c < 0x7f) {
                    out.append(c);
                }
            }
        }
        return out.toString().strip();
    }

    private static String checkName(String name) {
        if (name == null || name.isEmpty() || !cleanName(name).equals(name)) {
            throw new IllegalArgumentException("a challenge's name is 1 to " + NAME_LENGTH
                    + " letters, digits or signs, not '" + name + "'");
        }
        return name;
    }

    /** A game replayed on its deal; one whose moves stop before its end was ended by its player. */
    private static Played played(int player, DealCode deal, List<Square> moves, boolean helped, Scoring scoring) {
        Game game = replay(deal, moves, scoring, player);
        return new Played(player, deal, moves, helped, game.finalScore(), game.fourWays(), game.stonesLeft(),
                game.end());
    }

    private static Game replay(DealCode deal, List<Square> moves, Scoring scoring, int player) {
        Game game = new Game(deal.deal(), scoring);
        for (int i = 0; i < moves.size(); i++) {
            try {
                game.place(moves.get(i));
            } catch (IllegalMoveException e) {
                throw new IllegalArgumentException("move " + (i + 1) + " of the " + (player == 0 ? "first" : "second")
                        + " player's game (" + moves.get(i) + ") breaks the rules: " + e.getMessage());
            }
        }
        if (!game.isOver()) {
            game.finish(Game.End.ENDED_BY_PLAYER);
        }
        return game;
    }

    public int bestOf() {
        return bestOf;
    }

    public Scoring scoring() {
        return scoring;
    }

    /** The players' names: the first sender's, then the friend's once they have played. */
    public List<String> names() {
        return names;
    }

    /** The games in the order they were played. */
    public List<Played> games() {
        return games;
    }

    /** A game played again from its deal to its end, for Game Over's side by side and for watching it. */
    public Game replay(int game) {
        Played p = games.get(game);
        return replay(p.deal(), p.moves(), scoring, p.player());
    }

    /**
     * A game as a game record, the Save Game format: a Solitaire game of the player's name on its deal, with its deal
     * code and the date given, so that {@code replay}, a review and the history read it as any other.
     */
    public GameRecord record(int game, LocalDate date) {
        Played p = games.get(game);
        Game replayed = replay(game);
        Match match = new Match(GameMode.SOLITAIRE, List.of(Seat.human(names.get(p.player()))), new Game(
                replayed.deal(), scoring));
        for (Square s : p.moves()) {
            try {
                match.place(s);
            } catch (IllegalMoveException e) {
                throw new IllegalStateException("a game replayed once breaks the rules the second time", e);
            }
        }
        if (!match.game().isOver()) {
            match.finish(Game.End.ENDED_BY_PLAYER);
        }
        return MatchRecord.write(match, Map.of(DealCode.RECORD_KEY, p.deal().toString()), date);
    }

    /** The player who plays the next game: 0, the first sender, or 1. */
    public int nextPlayer() {
        return games.size() % 2;
    }

    /** The deal the next game is played on: the last game's when it waits for its answer, else null (a new one). */
    public DealCode nextDeal() {
        return games.size() % 2 == 1 ? games.get(games.size() - 1).deal() : null;
    }

    /** How many deals both have played. */
    public int dealsPlayed() {
        return games.size() / 2;
    }

    /**
     * The winner of a deal both have played: 0 or 1, or -1 for a tie, by the scoring's ranking (Modern: points,
     * then 4-Ways, then fewer stones left; Ancient: the pouch emptied, then 4-Ways, then fewer stones left).
     */
    public int dealWinner(int deal) {
        if (deal >= dealsPlayed()) {
            throw new IllegalArgumentException("deal " + (deal + 1) + " is not played by both yet");
        }
        return Ranking.winner(scoring, games.get(2 * deal), games.get(2 * deal + 1));
    }

    /** The deals each player has won so far: the running score, first sender first. */
    public int[] wins() {
        int[] wins = new int[2];
        for (int d = 0; d < dealsPlayed(); d++) {
            int w = dealWinner(d);
            if (w >= 0) {
                wins[w]++;
            }
        }
        return wins;
    }

    /** True once a player has won more than half the match's deals, or every deal is played. */
    public boolean isOver() {
        int[] wins = wins();
        return wins[0] > bestOf / 2 || wins[1] > bestOf / 2 || dealsPlayed() == bestOf;
    }

    /** The match's winner once it is over: 0 or 1, or -1 for a tie (or while it goes on). */
    public int winner() {
        int[] wins = wins();
        return !isOver() || wins[0] == wins[1] ? -1 : wins[0] > wins[1] ? 0 : 1;
    }
}
