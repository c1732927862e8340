package ishido.desktop;

import ishido.persist.UserFiles;
import ishido.rules.Game;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import ishido.rules.Move;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Set;

/** {@code replay FILE}: checks a game record against the rules and prints every move and the score. */
final class ReplayCommand {
    static final String HELP = """
            Usage: ishido replay FILE
            Checks and scores a game record (the Save Game format). Prints one line per move,
              N SQUARE STONE WAYS POINTS TOTAL
            then 'score=S fourways=F left=L', taking the game as ended after the last move
            (end bonus included). An illegal move stops it with exit code 2. A record without
            its last line, Move Count (those of older versions), is replayed with a warning
            that it may be cut short.""";

    private ReplayCommand() {
    }

    static int run(String[] args, PrintStream out, PrintStream err) throws UsageException {
        Options o = Options.parse("replay", args, 1, Set.of(), Set.of("--help"));
        if (o.has("--help")) {
            out.println(HELP);
            return 0;
        }
        if (o.positional().size() != 1) {
            throw new UsageException("replay: give exactly one game record file (try --help)");
        }
        Path file = Path.of(o.positional().get(0));
        String text;
        try {
            text = UserFiles.readText(file, UserFiles.Kind.GAME_RECORD);
        } catch (UserFiles.NotTextException e) {
            throw new UsageException("replay: " + file + " is not a UTF-8 text file");
        } catch (IOException e) {
            throw new UsageException("replay: cannot read " + UserFiles.describe(file, e));
        }
        GameRecord record;
        try {
            record = GameRecord.parse(text);
        } catch (IllegalArgumentException e) {
            throw new UsageException("replay: " + file + ": " + e.getMessage());
        }
        if (!record.isWhole()) {
            err.println("ishido: replay: warning: " + file + " has no " + GameRecord.MOVE_COUNT
                    + " line; the record may be truncated");
        }
        Game game;
        try {
            game = record.replay();
        } catch (IllegalMoveException e) {
            throw new UsageException("replay: " + file + ": illegal " + e.getMessage());
        }
        StringBuilder b = new StringBuilder();
        for (Move m : game.moves()) {
            b.append(m.line()).append('\n');
        }
        b.append("score=").append(game.finalScore()).append(" fourways=").append(game.fourWays())
                .append(" left=").append(game.stonesLeft());
        out.println(b);
        return 0;
    }
}
