package ishido.store;

import ishido.match.ChallengeCode;
import ishido.match.FriendMatch;
import ishido.persist.Storage;
import ishido.persist.UserFiles;
import ishido.rules.GameMode;
import ishido.stats.PlayedGame;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The challenges a player sent and received, kept with the game history ({@code history/challenges.txt}, beside the
 * games' records): one line a challenge, oldest first, {@code DATE sent|received CODE}, the code whole, so that
 * every game it carries, and the match's score, can be read again. A code received again (the same link opened
 * twice) is kept once; lines that do not read are passed over.
 */
public final class ChallengeLog {
    /** The file's name in the history folder (not a game record's ending, so never taken for a game). */
    public static final String FILE = "challenges.txt";

    private final LineLog log;

    /** The log in a history folder ({@link GameHistory#folder()}), dated by the clock. */
    public ChallengeLog(Storage storage, Path historyFolder, Clock clock) {
        this.log = new LineLog(storage, historyFolder, FILE, UserFiles.Kind.CHALLENGES, clock);
    }

    /** One challenge: when, whether the player sent it (else received it), and the match it carried. */
    public record Entry(LocalDate date, boolean sent, FriendMatch match) {
    }

    /** Keeps a challenge sent, dated today; written atomically. */
    public void sent(String code) throws IOException {
        add("sent", code);
    }

    /** Keeps a challenge received, dated today, unless it was kept already; written atomically. */
    public void received(String code) throws IOException {
        add("received", code);
    }

    private void add(String way, String code) throws IOException {
        String line = log.today() + " " + way + " " + code;
        log.update(kept -> kept.contains(" " + way + " " + code + "\n") ? kept : kept + line + "\n");
    }

    /** Every challenge kept, oldest first; none when there is no log. */
    public List<Entry> entries() throws IOException {
        List<Entry> out = new ArrayList<>();
        for (String line : log.lines()) {
            String[] p = line.strip().split(" ");
            if (p.length != 3 || !p[1].equals("sent") && !p[1].equals("received")) {
                continue;
            }
            try {
                out.add(new Entry(LocalDate.parse(p[0]), p[1].equals("sent"), ChallengeCode.read(p[2])));
            } catch (DateTimeParseException | IllegalArgumentException e) {
                // A line mangled by hand, or a code of another version: the rest still read.
            }
        }
        return out;
    }

    /**
     * The games friends played in the challenges received, for the statistics: each a Solitaire game on its deal,
     * marked a friend's and dated the day it first came, oldest first. A game comes once though a match's later codes
     * carry it again; the receiver's own games in them are left out, since the history keeps those as they ended.
     */
    public List<PlayedGame> friendsGames() throws IOException {
        List<PlayedGame> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (Entry e : entries()) {
            if (e.sent()) {
                continue;
            }
            FriendMatch m = e.match();
            // Who sent it played its last game; the receiver plays the other seat.
            int sender = (m.games().size() - 1) % 2;
            for (FriendMatch.Played p : m.games()) {
                if (p.player() == sender && seen.add(m.names().get(sender) + " " + p.deal() + " " + p.moves())) {
                    out.add(new PlayedGame(e.date(), GameMode.SOLITAIRE, m.scoring(), p.deal().toString(), p.score(),
                            p.fourWays(), p.stonesLeft(), p.end(), p.helped(), false, false, true));
                }
            }
        }
        return out;
    }
}
