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
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A game under way, the one state root of a session: the mode, the seats, a score sheet per seat or
 * one shared sheet, whose turn it is, the turns played (a Challenge turn may time out), each seat's
 * clock and the timer in 60 Hz ticks, the tournament the game belongs to, the flags that decide
 * whether the game may enter the high scores, and listeners told of every stone, 4-Way, turn and end.
 * {@link Game} stays the rules engine; the match decides which sheet a move scores into and who plays next.
 *
 * <p>Modes use it so: Solitaire has one seat; Cooperative several seats on one shared sheet, taking
 * turns; Challenge a sheet per seat (each with its own 4-Way multiplier), taking turns, and a move
 * that times out passes the same stone on; Tournament plays whole games on one deal in turn, one
 * {@link #nextTournamentGame} per player.
 */
public final class Match {
    /** Record keys of the timer and of the ticks used on it. */
    private static final String TIMER_KEY = "Timer";
    private static final String TIMER_USED_KEY = "Timer Used";

    private final Clock clock;
    private final List<MatchListener> listeners = new ArrayList<>();
    private GameMode mode;
    private List<Seat> seats;
    private Game game;
    private List<ScoreSheet> sheets;
    /** The squares of the turns in order; null for a turn that timed out. */
    private List<Square> plays;
    private long[] clocks;
    private int turn;
    private Timer timer = Timer.NONE;
    /** Ticks used on the timer: of the move under way (per move) or of the game (per game). */
    private long timerUsed;
    private Tournament tournament;
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
            sheets.add(keepsSheetsApart() ? new ScoreSheet() : game.sheet());
        }
        plays = new ArrayList<>();
        for (Move m : game.moves()) {
            plays.add(m.square());
        }
        clocks = new long[seats.size()];
        turn = takesTurns() ? plays.size() % seats.size() : 0;
        timerUsed = 0;
        startedOver = false;
        computerPlayed = false;
    }

    private boolean keepsSheetsApart() {
        return mode == GameMode.CHALLENGE && seats.size() > 1;
    }

    /** Cooperative and Challenge seats take turns stone by stone. */
    private boolean takesTurns() {
        return (mode == GameMode.COOPERATIVE || mode == GameMode.CHALLENGE) && seats.size() > 1;
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

    /**
     * The same deal from the beginning: such a game cannot make the high scores (a costly help is forgotten).
     * A game's timer keeps running from where it was, so starting over buys no time.
     */
    public void startOver() {
        long used = timerUsed;
        start(new Game(game.deal(), game.scoring()));
        if (timer.kind() == Timer.Kind.PER_GAME) {
            timerUsed = used;
        }
        disqualified = false;
        startedOver = true;
    }

    /** Starts a tournament: its games are played with {@link #nextTournamentGame}. */
    public void beginTournament(Tournament next) {
        tournament = next;
    }

    /** Leaves the tournament (another mode was chosen, or a game of another mode was loaded). */
    public void endTournament() {
        tournament = null;
    }

    /** The tournament the match plays, or null outside one. */
    public Tournament tournament() {
        return tournament;
    }

    /**
     * The next game of the tournament, for a player: the game under way, if it is one of the tournament
     * and was begun, joins the games played (ended as the player's choice if need be), and the player
     * gets a fresh game on the tournament's deal.
     *
     * @throws IllegalStateException outside a tournament
     */
    public void nextTournamentGame(Seat player) {
        if (tournament == null) {
            throw new IllegalStateException("no tournament under way");
        }
        closeTournamentGame();
        newGame(GameMode.TOURNAMENT, List.of(player), tournament.newGame());
    }

    /** Enters the game under way among the tournament's played games, if it counts. */
    private void closeTournamentGame() {
        if (countsInTournament()) {
            tournament.add(seats.get(0), game);
        }
    }

    /**
     * True when the game under way is one of the tournament's and was begun (a stone placed, or ended):
     * the next game of the tournament adds it to the games played.
     */
    public boolean countsInTournament() {
        return tournament != null && mode == GameMode.TOURNAMENT && game.deal().equals(tournament.deal())
                && game.scoring() == tournament.scoring() && (game.placed() > 0 || game.isOver());
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

    /** A seat's final score as it stands: its sheet's points and the end bonus, which every player receives. */
    public long finalScore(int seat) {
        return sheets.get(seat).score() + game.endBonus();
    }

    /** The turns so far, in order: the square of each placed stone, null for a turn that timed out. */
    public List<Square> plays() {
        return Collections.unmodifiableList(plays);
    }

    /** The ticks a seat has spent on its turns. */
    public long clockTicks(int seat) {
        return clocks[seat];
    }

    /** Sets the time limit; the time used starts from nothing. */
    public void useTimer(Timer next) {
        timer = next;
        timerUsed = 0;
    }

    public Timer timer() {
        return timer;
    }

    /** The ticks left on the timer (of this move or this game), or -1 without a timer. */
    public long ticksLeft() {
        return timer.isOn() ? Math.max(0, timer.limitTicks() - timerUsed) : -1;
    }

    /**
     * Advances the clock of the seat to play by one 60 Hz tick while the game is on; the caller leaves
     * it out while the game waits (a requester open, the computer at its watchable pace). A move that
     * runs out of time passes the stone on; a game that does ends.
     */
    public void tick() {
        if (game.isOver()) {
            return;
        }
        clocks[turn]++;
        if (!timer.isOn()) {
            return;
        }
        timerUsed++;
        if (timerUsed >= timer.limitTicks()) {
            if (timer.kind() == Timer.Kind.PER_MOVE) {
                timeOut();
            } else {
                finish(Game.End.TIME_UP);
            }
        }
    }

    /** Places the touchstone's stone for the seat to play, scoring into its sheet, and passes the turn. */
    public Move place(Square square) throws IllegalMoveException {
        int seat = turn;
        Move move = game.place(square, sheets.get(seat));
        plays.add(square);
        if (timer.kind() == Timer.Kind.PER_MOVE) {
            timerUsed = 0;
        }
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
        } else if (takesTurns()) {
            passTurn();
        }
        return move;
    }

    /**
     * A Challenge move ran out of time: the seat to play scores nothing for the turn and the same
     * stone passes to the other player, whose move starts with the whole time.
     *
     * @throws IllegalStateException outside a Challenge between players, or once the game is over
     */
    public void timeOut() {
        if (mode != GameMode.CHALLENGE || seats.size() < 2 || game.isOver()) {
            throw new IllegalStateException("only a Challenge move under way can time out");
        }
        plays.add(null);
        timerUsed = 0;
        for (MatchListener l : listeners) {
            l.moveTimedOut(turn);
        }
        passTurn();
    }

    /** Hands the turn, and the stone on the touchstone, to the next seat. */
    private void passTurn() {
        int from = turn;
        turn = (turn + 1) % seats.size();
        if (turn != from) {
            for (MatchListener l : listeners) {
                l.turnPassed(from, turn);
            }
        }
    }

    /** Takes back the last move (and any turns that timed out after it); the turn goes back to the seat that made it. */
    public Move undo() {
        Move m = game.undo();
        while (plays.get(plays.size() - 1) == null) {
            plays.remove(plays.size() - 1);
        }
        plays.remove(plays.size() - 1);
        if (takesTurns()) {
            turn = plays.size() % seats.size();
        }
        if (timer.kind() == Timer.Kind.PER_MOVE) {
            timerUsed = 0;
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
     * The game as a record: Mode and Players, then the caller's keys (the theme, say), the timer and
     * the time used on it, the tournament's played games, then the date from the clock and the flags.
     * Its moves are the turns, a timed-out one written {@code --}.
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
        if (timer.isOn()) {
            extra.put(TIMER_KEY, timer.format());
            extra.put(TIMER_USED_KEY, Long.toString(timerUsed));
        }
        if (tournament != null && mode == GameMode.TOURNAMENT) {
            extra.putAll(tournament.keys());
        }
        extra.put("Date", LocalDate.now(clock).toString());
        extra.put("Disqualified", disqualified ? "yes" : "no");
        extra.put("Started Over", startedOver ? "yes" : "no");
        if (game.end() == Game.End.ENDED_BY_PLAYER || game.end() == Game.End.TIME_UP) {
            extra.put("Ended", game.end() == Game.End.TIME_UP ? "time up" : "yes");
        }
        return new GameRecord(game.scoring(), game.deal(), plays, extra);
    }

    /**
     * Plays a record's turns on a match of its own that no one listens to: its mode (or the given one
     * when the record names none), its players (or the given seats), its timer and the time used, its
     * tournament, its flags. {@code replay} and Load Game use it.
     *
     * @throws IllegalArgumentException if the record writes a mode, a player, a timer or a tournament game wrongly
     * @throws IllegalMoveException naming the turn of the first illegal move (a {@code --} outside a Challenge is one)
     */
    public static Match replay(GameRecord record, GameMode defaultMode, List<Seat> defaultSeats, Clock clock)
            throws IllegalMoveException {
        GameMode mode = record.get("Mode") != null ? GameMode.parse(record.get("Mode")) : defaultMode;
        List<Seat> seats = defaultSeats;
        if (record.get("Players") != null) {
            seats = new ArrayList<>();
            for (String p : record.get("Players").split(", ")) {
                seats.add(Seat.parse(p));
            }
        }
        Match m = new Match(mode, seats, new Game(record.deal(), record.scoring()), clock);
        if (mode == GameMode.TOURNAMENT) {
            m.tournament = Tournament.read(record);
        }
        List<Square> turns = record.moves();
        for (int i = 0; i < turns.size(); i++) {
            Square s = turns.get(i);
            try {
                if (s == null) {
                    if (mode != GameMode.CHALLENGE || seats.size() < 2) {
                        throw new IllegalMoveException("a timed-out turn ('--') belongs to Challenge games only");
                    }
                    if (m.game.isOver()) {
                        throw new IllegalMoveException("the game is over");
                    }
                    m.timeOut();
                } else {
                    m.place(s);
                }
            } catch (IllegalMoveException e) {
                throw new IllegalMoveException("move " + (i + 1) + " (" + (s == null ? GameRecord.TIMED_OUT : s) + "): "
                        + e.getMessage());
            }
        }
        if (record.get(TIMER_KEY) != null) {
            m.timer = Timer.parse(record.get(TIMER_KEY));
            m.timerUsed = parseTicks(record.get(TIMER_USED_KEY) == null ? "0" : record.get(TIMER_USED_KEY));
        }
        m.disqualified = "yes".equalsIgnoreCase(record.get("Disqualified"));
        m.startedOver = "yes".equalsIgnoreCase(record.get("Started Over"));
        String ended = record.get("Ended");
        if ("yes".equalsIgnoreCase(ended)) {
            m.game.finish(Game.End.ENDED_BY_PLAYER);
        } else if ("time up".equalsIgnoreCase(ended)) {
            m.game.finish(Game.End.TIME_UP);
        }
        return m;
    }

    private static long parseTicks(String text) {
        try {
            long t = Long.parseLong(text.strip());
            if (t >= 0) {
                return t;
            }
        } catch (NumberFormatException e) {
            // Falls through to the message below.
        }
        throw new IllegalArgumentException(TIMER_USED_KEY + " is a number of ticks, not '" + text.strip() + "'");
    }

    /**
     * Carries on with the game a record holds, as {@link #replay} reads it; an unknown mode is kept as
     * the given one, with a note. The match changes only if the whole record reads.
     *
     * @return what the player should be told, such as an unknown mode kept as it was; usually nothing
     * @throws IllegalArgumentException if the record writes a player, a timer or a tournament game wrongly
     * @throws IllegalMoveException if its moves break the rules
     */
    public List<String> load(GameRecord record, GameMode defaultMode, List<Seat> defaultSeats)
            throws IllegalMoveException {
        List<String> notes = new ArrayList<>();
        GameRecord readable = record;
        try {
            GameMode.parse(record.get("Mode") == null ? defaultMode.label() : record.get("Mode"));
        } catch (IllegalArgumentException e) {
            notes.add("Unknown mode in the file; kept " + defaultMode.label() + ".");
            Map<String, String> extra = new LinkedHashMap<>(record.extra());
            extra.keySet().removeIf(k -> k.equalsIgnoreCase("Mode"));
            extra.put("Mode", defaultMode.label());
            readable = new GameRecord(record.scoring(), record.deal(), record.moves(), extra);
        }
        Match m = replay(readable, defaultMode, defaultSeats, clock);
        mode = m.mode;
        seats = m.seats;
        game = m.game;
        sheets = m.sheets;
        plays = m.plays;
        clocks = m.clocks;
        turn = m.turn;
        timer = m.timer;
        timerUsed = m.timerUsed;
        tournament = m.tournament;
        disqualified = m.disqualified;
        startedOver = m.startedOver;
        computerPlayed = false;
        return notes;
    }
}
