package ishido.desktop;

import ishido.match.Match;
import ishido.match.MatchRecord;
import ishido.match.MatchView;
import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import ishido.rules.Move;
import ishido.rules.Square;
import ishido.rules.Stone;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code replay FILE}: checks a game record against the rules and prints every move and the score. */
@Command(name = "replay", header = "check and score a game record", description = {
    "Checks and scores a game record (the Save Game format) of any mode: Solitaire, Cooperative, "
            + "Tournament or Challenge (a record without Mode is a Solitaire game). Prints one line per "
            + "move,",
    "  N SQUARE STONE WAYS POINTS TOTAL",
    "then 'score=S fourways=F left=L', taking the game as ended after the last move (end bonus "
            + "included). TOTAL is the mover's own total. In a Challenge, N counts every turn, a turn that "
            + "ran out of time ('--' in the record) prints as",
    "  N -- STONE 0 0 TOTAL",
    "(the stone that passed to the other player), and the last line is",
    "  score=S1,S2 fourways=F1,F2 left=L winner=1|2|tie",
    "with both players' final scores (each receives the end bonus). An illegal move, or a '--' "
            + "outside a Challenge, stops it with exit code 2. A record without its last line, Move Count "
            + "(those of older versions), is replayed with a warning that it may be cut short. FILE may "
            + "also be a pipe or a device (/dev/stdin, <(zcat game.gz)): replay then waits until its writer "
            + "has written it all."})
final class ReplayCommand implements Callable<Integer> {
    private final CommandContext context;

    @Parameters(paramLabel = "FILE", description = "the game record")
    Path file;

    ReplayCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() throws UsageException {
        GameRecord record = RecordFiles.read(file, context.err());
        Match match;
        try {
            match = MatchRecord.replay(record);
        } catch (IllegalMoveException e) {
            throw new UsageException(file + ": illegal " + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new UsageException(file + ": " + e.getMessage());
        }
        context.out().println(report(match));
        return 0;
    }

    /**
     * The lines {@code replay} prints for a replayed match: a line a turn, then the score. A Challenge
     * numbers every turn of the record, prints a timed-out one as {@code N -- STONE 0 0 TOTAL} (the stone
     * that passed on, the player's total unchanged), and ends with each player's final score and the winner.
     */
    static String report(MatchView match) {
        Game game = match.game();
        if (match.mode() != GameMode.CHALLENGE || match.seats().size() < 2) {
            StringBuilder b = new StringBuilder();
            for (Move m : game.moves()) {
                b.append(m.line()).append('\n');
            }
            return b.append("score=").append(game.finalScore()).append(" fourways=").append(game.fourWays())
                    .append(" left=").append(game.stonesLeft()).toString();
        }
        int players = match.seats().size();
        long[] totals = new long[players];
        StringBuilder b = new StringBuilder();
        int placed = 0;
        List<Square> turns = match.plays();
        for (int i = 0; i < turns.size(); i++) {
            int player = i % players;
            if (turns.get(i) == null) {
                Stone passed = game.deal().get(Deal.TABLEAU + placed);
                b.append(i + 1).append(' ').append(GameRecord.TIMED_OUT).append(' ').append(passed)
                        .append(" 0 0 ").append(totals[player]).append('\n');
            } else {
                Move m = game.moves().get(placed++);
                totals[player] = m.total();
                b.append(new Move(i + 1, m.square(), m.stone(), m.ways(), m.points(), m.total()).line()).append('\n');
            }
        }
        List<String> scores = new ArrayList<>();
        List<String> fourWays = new ArrayList<>();
        for (int p = 0; p < players; p++) {
            scores.add(Long.toString(match.finalScore(p)));
            fourWays.add(Integer.toString(match.sheet(p).fourWays()));
        }
        int winner = match.winner();
        return b.append("score=").append(String.join(",", scores)).append(" fourways=")
                .append(String.join(",", fourWays)).append(" left=").append(game.stonesLeft())
                .append(" winner=").append(winner < 0 ? "tie" : Integer.toString(winner + 1)).toString();
    }
}
