package ishido.match;

import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.IllegalMoveException;
import ishido.rules.Move;
import ishido.rules.ScoreSheet;
import ishido.rules.Square;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

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
public final class Match implements MatchView {
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
    /** A First Game with Hints: its legal squares shown, never in a high-score table. */
    private boolean hinted;
    /** Stones the computer placed for a seat, and a person placed, in this game. */
    private int computerStones;
    /** A person placed a stone in this game (a Cooperative partner of the computer, say). */
    private int personStones;

    /** A match of the given mode and seats playing the game; {@link MatchRecord} writes and reads it. */
    public Match(GameMode mode, List<Seat> seats, Game game) {
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
        computerStones = 0;
        personStones = 0;
    }

    private boolean keepsSheetsApart() {
        return mode == GameMode.CHALLENGE && seats.size() > 1;
    }

    /** Cooperative and Challenge seats take turns stone by stone. */
    private boolean takesTurns() {
        return mode.takesTurns() && seats.size() > 1;
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
        hinted = false;
        listeners.forEach(MatchListener::gameBegan);
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
        listeners.forEach(MatchListener::gameBegan);
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
        if (countsInTournament()) {
            tournament.add(seats.get(0), game);
        }
        newGame(GameMode.TOURNAMENT, List.of(player), tournament.newGame());
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
            computerStones++;
        } else {
            personStones++;
        }
        listeners.forEach(l -> l.stonePlaced(seat, move));
        if (move.isFourWay()) {
            listeners.forEach(l -> l.fourWay(seat, move));
        }
        if (game.isOver()) {
            listeners.forEach(l -> l.gameEnded(game.end()));
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
        listeners.forEach(l -> l.moveTimedOut(turn));
        passTurn();
    }

    /** Hands the turn, and the stone on the touchstone, to the next seat. */
    private void passTurn() {
        int from = turn;
        turn = (turn + 1) % seats.size();
        if (turn != from) {
            listeners.forEach(l -> l.turnPassed(from, turn));
        }
    }

    /** Takes back the last move (and any turns that timed out after it); the turn goes back to the seat that made it. */
    public Move undo() {
        Move m = game.undo();
        while (plays.remove(plays.size() - 1) == null) {
            // Turns that timed out after the move go with it.
        }
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
        listeners.forEach(l -> l.gameEnded(game.end()));
    }

    /** A help that costs the high scores was used. */
    public void disqualify() {
        disqualified = true;
    }

    public boolean isDisqualified() {
        return disqualified;
    }

    /**
     * The game just begun is a First Game with Hints: a newcomer's, shown its legal squares, that enters no
     * high-score table. Started over it stays one; a new game is not.
     */
    public void hint() {
        hinted = true;
    }

    @Override
    public boolean isHinted() {
        return hinted;
    }

    public boolean isStartedOver() {
        return startedOver;
    }

    /** True once the computer has placed a stone for a seat in this game. */
    public boolean computerPlayed() {
        return computerStones > 0;
    }

    /**
     * True when the game is the computer's: it placed most of the stones placed, as when the player watched it play
     * on (a Cooperative game a person played half of is the person's, under their name).
     */
    public boolean computerPlayedMost() {
        return computerStones > personStones;
    }

    /** A costly help was used, the game was started over or played with hints: it may not enter the All-Time Highs. */
    public boolean isAssisted() {
        return disqualified || startedOver || hinted;
    }

    /** The one rule of the high scores: a person's game, not assisted, with no computer moves. */
    public boolean isEligible() {
        return !isAssisted() && computerStones == 0;
    }

    /** For {@link MatchRecord}: what a record gives beyond its turns (none says the computer played). */
    void restore(Timer recordTimer, long recordTimerUsed, Tournament recordTournament, boolean wasDisqualified,
            boolean wasStartedOver, boolean wasHinted) {
        timer = recordTimer;
        timerUsed = recordTimerUsed;
        tournament = recordTournament;
        disqualified = wasDisqualified;
        startedOver = wasStartedOver;
        hinted = wasHinted;
        computerStones = 0;
        personStones = 0;
    }

    /** The ticks used on the timer: of the move under way (per move) or of the game (per game). */
    public long timerUsed() {
        return timerUsed;
    }
}
