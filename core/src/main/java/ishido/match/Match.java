package ishido.match;

import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import ishido.rules.Move;
import ishido.rules.ScoreSheet;
import ishido.rules.Square;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A game under way, the one state root of a session: the mode, the seats, a score sheet per seat or
 * one shared sheet, whose turn it is, each seat's clock in 60 Hz ticks, the flags that decide whether
 * the game may enter the high scores, and listeners told of every stone, 4-Way, turn and end.
 * {@link Game} stays the rules engine; the match decides which sheet a move scores into and who plays next.
 *
 * <p>Modes use it so: Solitaire has one seat; Cooperative several seats on one shared sheet, taking
 * turns; Challenge a sheet per seat (each with its own 4-Way multiplier), taking turns, and a move
 * that times out passes the same stone on with {@link #passTurn()}; Tournament plays whole games in turn,
 * one {@link #newGame} per seat.
 */
public final class Match {
    private final Clock clock;
    private final List<MatchListener> listeners = new ArrayList<>();
    private GameMode mode;
    private List<Seat> seats;
    private Game game;
    private List<ScoreSheet> sheets;
    private long[] clocks;
    private int turn;
    private boolean disqualified;
    private boolean startedOver;
    private boolean computerPlayed;

    /** A match of the given mode and seats playing the game; dates come from the clock. */
    public Match(GameMode mode, List<Seat> seats, Game game, Clock clock) {
        this.clock = clock;
        this.mode = mode;
        this.seats = checkSeats(seats);
        start(game);
    }

    private static List<Seat> checkSeats(List<Seat> seats) {
        if (seats.isEmpty()) {
            throw new IllegalArgumentException("a match needs at least one seat");
        }
        return new ArrayList<>(seats);
    }

    private void start(Game next) {
        game = next;
        sheets = new ArrayList<>();
        for (int i = 0; i < seats.size(); i++) {
            // Only a Challenge gives each player a sheet (and a multiplier) of their own.
            sheets.add(mode == GameMode.CHALLENGE && seats.size() > 1 ? new ScoreSheet() : game.sheet());
        }
        clocks = new long[seats.size()];
        turn = 0;
        startedOver = false;
        computerPlayed = false;
    }

    public void addListener(MatchListener listener) {
        listeners.add(listener);
    }

    /** A fresh game with new seats and mode: every sheet, clock and flag starts anew (disqualification too). */
    public void newGame(GameMode nextMode, List<Seat> nextSeats, Game next) {
        mode = nextMode;
        seats = checkSeats(nextSeats);
        start(next);
        disqualified = false;
    }

    /** The same deal from the beginning: such a game cannot make the high scores (a costly help is forgotten). */
    public void startOver() {
        start(new Game(game.deal(), game.scoring()));
        disqualified = false;
        startedOver = true;
    }

    /** Carries on with a game read from a record, its flags as the record says. */
    public void resume(GameMode nextMode, List<Seat> nextSeats, Game loaded, boolean wasDisqualified,
            boolean wasStartedOver) {
        newGame(nextMode, nextSeats, loaded);
        disqualified = wasDisqualified;
        startedOver = wasStartedOver;
    }

    public Game game() {
        return game;
    }

    public GameMode mode() {
        return mode;
    }

    public List<Seat> seats() {
        return List.copyOf(seats);
    }

    /** Gives a seat to someone else, e.g. the computer taking over; the seat keeps its sheet and clock. */
    public void setSeat(int index, Seat seat) {
        seats.set(index, seat);
    }

    /** The index of the seat whose turn it is. */
    public int turn() {
        return turn;
    }

    public Seat currentSeat() {
        return seats.get(turn);
    }

    /** The sheet a seat scores into (the same one for every seat unless the mode keeps them apart). */
    public ScoreSheet sheet(int seat) {
        return sheets.get(seat);
    }

    /** The ticks a seat has spent on its turns. */
    public long clockTicks(int seat) {
        return clocks[seat];
    }

    /** Advances the clock of the seat to play by one 60 Hz tick, while the game is on. */
    public void tick() {
        if (!game.isOver()) {
            clocks[turn]++;
        }
    }

    /** Places the touchstone's stone for the seat to play, scoring into its sheet, and passes the turn. */
    public Move place(Square square) throws IllegalMoveException {
        int seat = turn;
        Move move = game.place(square, sheets.get(seat));
        if (seats.get(seat).isComputer()) {
            computerPlayed = true;
        }
        for (MatchListener l : listeners) {
            l.stonePlaced(seat, move);
        }
        if (move.isFourWay()) {
            for (MatchListener l : listeners) {
                l.fourWay(seat, move);
            }
        }
        if (game.isOver()) {
            ended();
        } else if (mode == GameMode.COOPERATIVE || mode == GameMode.CHALLENGE) {
            passTurn();
        }
        return move;
    }

    /** Hands the turn, and the stone on the touchstone, to the next seat (after a move, or a Challenge timeout). */
    public void passTurn() {
        int from = turn;
        turn = (turn + 1) % seats.size();
        if (turn != from) {
            for (MatchListener l : listeners) {
                l.turnPassed(from, turn);
            }
        }
    }

    /** Takes back the last move; the turn goes back to the seat that made it. */
    public Move undo() {
        Move m = game.undo();
        if (seats.size() > 1 && (mode == GameMode.COOPERATIVE || mode == GameMode.CHALLENGE)) {
            turn = (turn + seats.size() - 1) % seats.size();
        }
        return m;
    }

    /** Ends the game now (End Game, or a tournament clock running out). */
    public void finish(Game.End why) {
        game.finish(why);
        ended();
    }

    private void ended() {
        for (MatchListener l : listeners) {
            l.gameEnded(game.end());
        }
    }

    /** A help that costs the high scores was used. */
    public void disqualify() {
        disqualified = true;
    }

    public boolean isDisqualified() {
        return disqualified;
    }

    public boolean isStartedOver() {
        return startedOver;
    }

    /** True once the computer has placed a stone for a seat in this game. */
    public boolean computerPlayed() {
        return computerPlayed;
    }

    /** Whether the game may enter the high scores: no costly help, not started over, no computer moves. */
    public boolean isEligible() {
        return !disqualified && !startedOver && !computerPlayed;
    }

    /**
     * The game as a record: Mode and Players, then the caller's keys (the theme, say), then the date
     * from the clock and the flags.
     */
    public GameRecord record(Map<String, String> more) {
        Map<String, String> extra = new LinkedHashMap<>();
        extra.put("Mode", mode.label());
        List<String> players = new ArrayList<>();
        for (Seat s : seats) {
            players.add(s.format());
        }
        extra.put("Players", String.join(", ", players));
        extra.putAll(more);
        extra.put("Date", LocalDate.now(clock).toString());
        extra.put("Disqualified", disqualified ? "yes" : "no");
        extra.put("Started Over", startedOver ? "yes" : "no");
        if (game.end() == Game.End.ENDED_BY_PLAYER) {
            extra.put("Ended", "yes");
        }
        return GameRecord.of(game, extra);
    }

    /**
     * Carries on with the game a record holds: its mode (or the given one when the record names
     * none or one unknown), its players (or the given seats), its flags.
     *
     * @return what the player should be told, such as an unknown mode kept as it was; usually nothing
     * @throws IllegalArgumentException if the record writes a player wrongly
     * @throws IllegalMoveException if its moves break the rules
     */
    public List<String> load(GameRecord record, GameMode defaultMode, List<Seat> defaultSeats)
            throws IllegalMoveException {
        Map<String, String> extra = record.extra();
        List<String> notes = new ArrayList<>();
        GameMode loadedMode = defaultMode;
        try {
            loadedMode = GameMode.parse(extra.getOrDefault("Mode", defaultMode.label()));
        } catch (IllegalArgumentException e) {
            notes.add("Unknown mode in the file; kept " + defaultMode.label() + ".");
        }
        List<Seat> loadedSeats = defaultSeats;
        if (extra.containsKey("Players")) {
            loadedSeats = new ArrayList<>();
            for (String p : extra.get("Players").split(", ")) {
                loadedSeats.add(Seat.parse(p));
            }
        }
        Game loaded = record.replay();
        resume(loadedMode, loadedSeats, loaded, "yes".equalsIgnoreCase(extra.get("Disqualified")),
                "yes".equalsIgnoreCase(extra.get("Started Over")));
        if ("yes".equalsIgnoreCase(extra.get("Ended"))) {
            game.finish(Game.End.ENDED_BY_PLAYER);
        }
        return notes;
    }
}
