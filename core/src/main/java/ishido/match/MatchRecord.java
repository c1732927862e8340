package ishido.match;

import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import ishido.rules.Square;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The match's record codec: a {@link Match} written as a {@link GameRecord} (Save Game) and read back by
 * replaying its turns (Load Game, {@code replay}). Records carry a Format number ({@link GameRecord#FORMAT}).
 */
public final class MatchRecord {
    /** Record keys: the timer and the ticks used on it. */
    private static final String TIMER_KEY = "Timer";
    private static final String TIMER_USED_KEY = "Timer Used";
    /** Record key of a First Game with Hints, written only in such a game's record. */
    public static final String HINTED_KEY = "Hinted";

    /** A match read for Load Game, and what the player should be told about it. */
    public record Loaded(Match match, List<String> notes) {
    }

    /** A player's kind followed by a comma inside a name: two players written without the space between. */
    private static final Pattern RUN_TOGETHER = Pattern.compile("\\((human|computer \\d+)\\)\\s*,");

    private MatchRecord() {
    }

    /**
     * The match as a record: Format, Mode and Players, then the caller's keys (the theme, say), the timer
     * and the time used on it, the tournament's played games, then the date and the flags. Its moves are
     * the turns, a timed-out one written {@code --}.
     */
    public static GameRecord write(MatchView match, Map<String, String> more, LocalDate date) {
        Map<String, String> extra = new LinkedHashMap<>();
        extra.put(GameRecord.FORMAT_KEY, Integer.toString(GameRecord.FORMAT));
        extra.put("Mode", match.mode().label());
        List<String> players = new ArrayList<>();
        for (Seat s : match.seats()) {
            players.add(s.format());
        }
        extra.put("Players", String.join(", ", players));
        DealCode code = DealCode.of(match.game().deal());
        if (code != null) {
            // The stones alone do not say their deal's code: without it a resumed or loaded game would lose its
            // Deal line, the Master's score and Share.
            extra.put(DealCode.RECORD_KEY, code.toString());
        }
        extra.putAll(more);
        Timer timer = match.timer();
        if (timer.isOn()) {
            extra.put(TIMER_KEY, timer.format());
            extra.put(TIMER_USED_KEY, Long.toString(match.timerUsed()));
        }
        if (match.tournament() != null && match.mode() == GameMode.TOURNAMENT) {
            extra.putAll(match.tournament().keys());
        }
        extra.put("Date", date.toString());
        extra.put("Disqualified", match.isDisqualified() ? "yes" : "no");
        extra.put("Started Over", match.isStartedOver() ? "yes" : "no");
        if (match.isHinted()) {
            // Only here: every other record stays as it was, and one without the key is no hinted game.
            extra.put(HINTED_KEY, "yes");
        }
        Game.End end = match.game().end();
        if (end == Game.End.ENDED_BY_PLAYER || end == Game.End.TIME_UP) {
            extra.put("Ended", end == Game.End.TIME_UP ? "time up" : "yes");
        }
        Game game = match.game();
        return new GameRecord(game.scoring(), game.deal(), match.plays(), extra);
    }

    /**
     * Plays a record's turns on a match of its own that no one listens to: its mode (or the given one
     * when the record names none), its players (or the given seats), its timer and the time used, its
     * tournament, its flags. {@code replay} and Load Game use it.
     *
     * @throws IllegalArgumentException if the record is of a newer format, or writes a mode, a player, a
     *     timer or a tournament game wrongly
     * @throws IllegalMoveException naming the turn of the first illegal move (a {@code --} outside a Challenge is one)
     */
    public static Match replay(GameRecord record, GameMode defaultMode, List<Seat> defaultSeats)
            throws IllegalMoveException {
        GameRecord.checkFormat(record.get(GameRecord.FORMAT_KEY));
        GameMode mode = record.get("Mode") != null ? GameMode.parse(record.get("Mode")) : defaultMode;
        List<Seat> seats = record.get("Players") != null ? seats(record.players(), mode) : defaultSeats;
        if (mode != GameMode.TOURNAMENT && Tournament.count(record) > 0) {
            throw new IllegalArgumentException(Tournament.KEY.strip() + " lines belong to a Tournament record, not a "
                    + mode.label() + " one");
        }
        DealCode code = DealCode.of(record);
        Match m = new Match(mode, seats, new Game(code != null ? code.deal() : record.deal(), record.scoring()));
        Tournament tournament = mode == GameMode.TOURNAMENT ? Tournament.read(record) : null;
        List<Square> turns = record.moves();
        for (int i = 0; i < turns.size(); i++) {
            Square s = turns.get(i);
            try {
                if (s == null) {
                    if (mode != GameMode.CHALLENGE || seats.size() < 2) {
                        throw new IllegalMoveException("a timed-out turn ('--') belongs to Challenge games only");
                    }
                    if (m.game().isOver()) {
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
        Timer timer = Timer.NONE;
        long used = 0;
        if (record.get(TIMER_KEY) != null) {
            timer = Timer.parse(record.get(TIMER_KEY));
            used = parseTicks(record.get(TIMER_USED_KEY) == null ? "0" : record.get(TIMER_USED_KEY));
        }
        m.restore(timer, used, tournament, "yes".equalsIgnoreCase(record.get("Disqualified")),
                "yes".equalsIgnoreCase(record.get("Started Over")), "yes".equalsIgnoreCase(record.get(HINTED_KEY)));
        String ended = record.get("Ended");
        if ("yes".equalsIgnoreCase(ended)) {
            m.game().finish(Game.End.ENDED_BY_PLAYER);
        } else if ("time up".equalsIgnoreCase(ended)) {
            m.game().finish(Game.End.TIME_UP);
        }
        return m;
    }

    /**
     * A record as the commands read it ({@code replay}, {@code review}): as {@link #replay(GameRecord, GameMode,
     * List)}, Solitaire when it names no mode and Player 1 (and Player 2 where the mode takes turns) when it
     * names no players.
     */
    public static Match replay(GameRecord record) throws IllegalMoveException {
        String named = record.get("Mode");
        GameMode mode = named == null ? GameMode.SOLITAIRE : GameMode.parse(named);
        List<Seat> seats = mode.takesTurns() ? List.of(Seat.human("Player 1"), Seat.human("Player 2"))
                : List.of(Seat.human("Player 1"));
        return replay(record, mode, seats);
    }

    /**
     * The seats of a Players line, refused where no game could have written them: more players than the
     * mode seats (one in Solitaire and Tournament, two in Cooperative and Challenge), or two players run
     * together without the {@code ", "} between them.
     */
    private static List<Seat> seats(List<String> players, GameMode mode) {
        List<Seat> seats = new ArrayList<>();
        for (String p : players) {
            Seat seat = Seat.parse(p);
            if (RUN_TOGETHER.matcher(seat.name()).find()) {
                throw new IllegalArgumentException("Players: '" + p.strip() + "' runs two players together;"
                        + " they are written 'Name (human), Name (computer N)'");
            }
            seats.add(seat);
        }
        int most = mode.takesTurns() ? 2 : 1;
        if (seats.size() > most) {
            throw new IllegalArgumentException("a " + mode.label() + " game has " + (most == 1 ? "one player" : "two players")
                    + ", not the " + seats.size() + " its Players line names");
        }
        return seats;
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
     * Reads a record for Load Game, as {@link #replay} does, except that an unknown mode is kept as the
     * given one, with a note for the player.
     *
     * @throws IllegalArgumentException if the record writes a player, a timer or a tournament game wrongly
     * @throws IllegalMoveException if its moves break the rules
     */
    public static Loaded load(GameRecord record, GameMode defaultMode, List<Seat> defaultSeats)
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
        return new Loaded(replay(readable, defaultMode, defaultSeats), notes);
    }
}
