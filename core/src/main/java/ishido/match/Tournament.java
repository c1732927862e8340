package ishido.match;

import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import ishido.rules.Square;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * A tournament: players in turn play whole games on one deal (the same tableau, the same pouch order)
 * under one scoring, each game its own score. It holds the games already played; the game under way
 * is the match's. A game record of a tournament writes each played game as a {@code Tournament Game N}
 * line: {@code Name (human) | how it ended | squares}.
 */
public final class Tournament {
    /** The key of the first played game's line; the second is {@code Tournament Game 2}, and so on. */
    public static final String KEY = "Tournament Game ";

    /** A game played to its end by a player of the tournament. */
    public record Played(Seat player, Game game) {
        public long score() {
            return game.finalScore();
        }
    }

    private final Deal deal;
    private final Scoring scoring;
    private final List<Played> played = new ArrayList<>();

    /** A new tournament on a deal (a new shuffle) with the scoring of all its games. */
    public Tournament(Deal deal, Scoring scoring) {
        this.deal = deal;
        this.scoring = scoring;
    }

    public Deal deal() {
        return deal;
    }

    public Scoring scoring() {
        return scoring;
    }

    /** A fresh game on the tournament's deal, for the next player. */
    public Game newGame() {
        return new Game(deal, scoring);
    }

    /** The games played so far, in the order they were played. */
    public List<Played> played() {
        return Collections.unmodifiableList(played);
    }

    /** The number of the game under way or about to begin (the first is 1). */
    public int gameNumber() {
        return played.size() + 1;
    }

    /**
     * Adds a game to those played; one not ended yet is ended as the player's choice.
     *
     * @throws IllegalArgumentException if the game was not dealt from this tournament's deal
     */
    public void add(Seat player, Game game) {
        if (!game.deal().equals(deal) || game.scoring() != scoring) {
            throw new IllegalArgumentException("a tournament game is played on the tournament's deal and scoring");
        }
        if (!game.isOver()) {
            game.finish(Game.End.ENDED_BY_PLAYER);
        }
        played.add(new Played(player, game));
    }

    /** The lines a game record keeps the played games in. */
    Map<String, String> keys() {
        Map<String, String> keys = new LinkedHashMap<>();
        for (int i = 0; i < played.size(); i++) {
            Played p = played.get(i);
            StringBuilder moves = new StringBuilder();
            for (var m : p.game().moves()) {
                moves.append(moves.length() == 0 ? "" : " ").append(m.square());
            }
            keys.put(KEY + (i + 1), p.player().format() + " | " + endWord(p.game().end()) + " | " + moves);
        }
        return keys;
    }

    private static String endWord(Game.End end) {
        return end.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    /**
     * Reads the played games of a record's {@code Tournament Game N} lines, replaying each on the deal.
     *
     * @throws IllegalArgumentException if a line is written wrongly
     * @throws IllegalMoveException naming the game and move of an illegal move
     */
    static Tournament read(GameRecord record) throws IllegalMoveException {
        Tournament t = new Tournament(record.deal(), record.scoring());
        int games = count(record);
        for (int n = 1; n <= games; n++) {
            String line = record.get(KEY + n);
            int second = line.lastIndexOf('|');
            int first = second > 0 ? line.lastIndexOf('|', second - 1) : -1;
            if (first <= 0) {
                throw new IllegalArgumentException(KEY + n + " is not 'Name (human) | how it ended | squares'");
            }
            Seat player = Seat.parse(line.substring(0, first));
            Game.End end = parseEnd(n, line.substring(first + 1, second).strip());
            List<Square> squares = new ArrayList<>();
            for (String token : line.substring(second + 1).strip().split("\\s+")) {
                if (token.isEmpty()) {
                    continue;
                }
                try {
                    squares.add(Square.parse(token));
                } catch (IllegalArgumentException e) {
                    throw new IllegalMoveException(KEY + n + ", move " + (squares.size() + 1) + " (" + token + "): "
                            + e.getMessage());
                }
            }
            Game game;
            try {
                game = new GameRecord(t.scoring, t.deal, squares, Map.of()).replay();
            } catch (IllegalMoveException e) {
                throw new IllegalMoveException(KEY + n + ", " + e.getMessage());
            }
            if (!game.isOver()) {
                game.finish(end);
            }
            t.played.add(new Played(player, game));
        }
        return t;
    }

    /**
     * How many played games a record's {@code Tournament Game N} lines hold, refusing numbers that do not
     * run 1, 2, 3... without a gap: a game after a gap would be dropped unseen by the next save.
     */
    static int count(GameRecord record) {
        SortedSet<Integer> numbers = new TreeSet<>();
        for (String key : record.extra().keySet()) {
            if (key.regionMatches(true, 0, KEY, 0, KEY.length())) {
                String n = key.substring(KEY.length()).strip();
                if (!n.matches("[1-9][0-9]{0,5}")) {
                    throw new IllegalArgumentException("'" + key + "': the played games are numbered 1, 2, 3...");
                }
                numbers.add(Integer.parseInt(n));
            }
        }
        int expected = 1;
        for (int n : numbers) {
            if (n != expected) {
                throw new IllegalArgumentException(KEY + n + " comes without " + KEY + expected);
            }
            expected++;
        }
        return numbers.size();
    }

    private static Game.End parseEnd(int n, String word) {
        for (Game.End e : Game.End.values()) {
            if (e != Game.End.NOT_YET && endWord(e).equalsIgnoreCase(word)) {
                return e;
            }
        }
        throw new IllegalArgumentException(KEY + n + ": unknown end '" + word + "'");
    }
}
