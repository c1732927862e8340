package ishido.desktop;

import ishido.match.ChallengeCode;
import ishido.match.DealCode;
import ishido.match.FriendMatch;
import ishido.match.Match;
import ishido.match.MatchRecord;
import ishido.rules.GameMode;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code challenge --make RECORD} writes a challenge code of a game; {@code challenge CODE} checks one and says what it carries. */
@Command(name = "challenge", header = "a challenge code of a game; challenge CODE: what a code carries",
        customSynopsis = {"ishido challenge [-h] CODE",
            "       ishido challenge [-h] --make RECORD [--name NAME] [--best-of 1|3|5] [--answer CODE]"},
        description = {
            "A challenge code carries a game to a friend: its deal, its scoring, the player's name and every "
                    + "move, in URL-safe characters (a whole game with a name of 20 letters in at most 119). A "
                    + "code that answers carries both games of each deal of a match.",
            "With --make, prints the code of the game record RECORD (a game of one score: Solitaire, "
                    + "Cooperative or Tournament, on a coded deal), under the name of its first player or "
                    + "--name; --best-of starts a match of 3 or 5 deals; --answer CODE adds the game to the "
                    + "match that code carries, as the friend's answer (or the next deal).",
            "With a CODE, replays every game it carries against its deal and prints, a game a line pair,",
            "  deal=CODE scoring=Modern|Ancient name=NAME",
            "  score=S fourways=F left=L",
            "(the second line is the one replay prints for the game), then for a match of several deals",
            "  match=best-of-N deals=D wins=W1,W2 winner=1|2|tie|none",
            "A code altered, cut short or made by another version is refused with one line saying which, "
                    + "exit code 2."})
final class ChallengeCommand implements Callable<Integer> {
    private final CommandContext context;

    @Parameters(paramLabel = "CODE", arity = "0..1", description = "the challenge code to check")
    String code;

    @Option(names = "--make", paramLabel = "RECORD", description = "print the challenge code of this game record")
    Path make;

    @Option(names = "--name", paramLabel = "NAME",
            description = "the challenger's name (1 to 20 printable characters; default the record's first player)")
    String name;

    @Option(names = "--best-of", paramLabel = "N", description = "a match of 1 (the default), 3 or 5 deals")
    Integer bestOf;

    @Option(names = "--answer", paramLabel = "CODE", description = "the code the game answers")
    String answer;

    ChallengeCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() throws UsageException {
        PrintStream out = context.out();
        if (make == null) {
            if (code == null) {
                throw new UsageException("give a challenge code, or --make RECORD (try --help)");
            }
            if (name != null || bestOf != null || answer != null) {
                throw new UsageException("--name, --best-of and --answer go with --make");
            }
            FriendMatch match = read(code);
            for (String line : report(match)) {
                out.println(line);
            }
            return 0;
        }
        if (code != null) {
            throw new UsageException("give a code or --make RECORD, not both (try --help)");
        }
        GameRecord record = RecordFiles.read(make, context.err());
        Match replayed;
        try {
            replayed = MatchRecord.replay(record);
        } catch (IllegalMoveException e) {
            throw new UsageException(make + ": illegal " + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new UsageException(make + ": " + e.getMessage());
        }
        if (replayed.mode() == GameMode.CHALLENGE && replayed.seats().size() > 1) {
            throw new UsageException(make + ": a Challenge game has two scores; a challenge code carries a game of one");
        }
        DealCode deal = DealCode.of(record);
        if (deal == null) {
            throw new UsageException(make + ": a hand-made deal has no code to send");
        }
        String who = name != null ? name : FriendMatch.cleanName(record.players().isEmpty() ? ""
                : replayed.seats().get(0).name());
        if (who.isEmpty()) {
            who = "Player";
        }
        if (name != null && !FriendMatch.cleanName(name).equals(name) || name != null && name.isEmpty()) {
            throw new UsageException("--name is 1 to " + FriendMatch.NAME_LENGTH
                    + " printable characters without spaces around them, not '" + name + "'");
        }
        try {
            FriendMatch match;
            if (answer != null) {
                if (bestOf != null) {
                    throw new UsageException("--best-of is chosen by the first sender; an answer keeps the match's");
                }
                match = read(answer).with(who, deal, record.scoring(), record.moves(), replayed.isAssisted());
            } else {
                match = FriendMatch.start(bestOf == null ? 1 : bestOf, who, deal, record.scoring(), record.moves(),
                        replayed.isAssisted());
            }
            out.println(ChallengeCode.write(match));
        } catch (IllegalArgumentException e) {
            throw new UsageException(make + ": " + e.getMessage());
        }
        return 0;
    }

    private static FriendMatch read(String typed) throws UsageException {
        try {
            return ChallengeCode.read(typed);
        } catch (ChallengeCode.BadCodeException e) {
            throw new UsageException(e.getMessage());
        }
    }

    /** What {@code challenge CODE} prints: a line pair a game, then the match's line for a match of several deals. */
    static List<String> report(FriendMatch match) throws UsageException {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < match.games().size(); i++) {
            FriendMatch.Played p = match.games().get(i);
            lines.add("deal=" + p.deal() + " scoring=" + match.scoring().label() + " name="
                    + match.names().get(p.player()));
            Match replayed;
            try {
                replayed = MatchRecord.replay(match.record(i, LocalDate.ofEpochDay(0)));
            } catch (IllegalMoveException e) {
                throw new UsageException("game " + (i + 1) + ": illegal " + e.getMessage());
            }
            String report = ReplayCommand.report(replayed);
            lines.add(report.substring(report.lastIndexOf('\n') + 1));
        }
        if (match.bestOf() > 1) {
            int[] wins = match.wins();
            int winner = match.winner();
            lines.add("match=best-of-" + match.bestOf() + " deals=" + match.dealsPlayed() + " wins=" + wins[0] + ","
                    + wins[1] + " winner=" + (!match.isOver() ? "none" : winner < 0 ? "tie" : Integer.toString(winner + 1)));
        }
        return lines;
    }
}
