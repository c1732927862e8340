package ishido.screens.play;

import ishido.machine.Machine;
import ishido.match.ChallengeCode;
import ishido.match.DealCode;
import ishido.match.FriendMatch;
import ishido.match.MatchView;
import ishido.rules.GameMode;
import ishido.stats.PlayedGame;
import ishido.stats.ShareText;
import ishido.store.Settings;
import ishido.ui.Cycle;
import ishido.ui.Requester;
import ishido.ui.TextField;
import ishido.ui.TextLines;
import java.time.LocalDate;
import java.util.List;
import java.util.function.Supplier;

/**
 * Game > Challenge a Friend... (and the Answer of both games side by side): the game that has ended as a challenge
 * code, under the player's name, to a friend: a new match (one deal, best of 3 or 5), or the answer in the match the
 * game played. The result line goes with the page's {@code ?challenge=} link (on the desktop the code itself) to the
 * system's share sheet, else to the clipboard, and the code is shown.
 */
final class ChallengeSending {
    private static final String TITLE = "Challenge a Friend";
    private static final int NAME_FIELD = FriendMatch.NAME_LENGTH * 8 + 4;
    /** The width the code is shown in. */
    private static final int COLUMNS = 30;
    private static final List<String> LENGTHS = List.of("One deal", "Best of 3", "Best of 5");

    private final PlayContext c;
    /** The challenge the game under way plays, or null. */
    private final Supplier<FriendMatch> playing;

    ChallengeSending(PlayContext c, Supplier<FriendMatch> playing) {
        this.c = c;
        this.playing = playing;
    }

    /** Why the game on the board cannot be sent, or null when it can: a person's ended game of one score, on a coded deal. */
    String refusal() {
        MatchView m = c.now();
        if (!m.game().isOver()) {
            return "Finish the game first: a challenge carries a whole game.";
        }
        if (DealCode.of(m.game().deal()) == null) {
            return "A hand-made deal has no code: a friend could not play it.";
        }
        if (m.mode() == GameMode.CHALLENGE || m.mode() == GameMode.TOURNAMENT) {
            return "A challenge carries a game of one player: play it in Solitaire.";
        }
        if (m.computerPlayedMost()) {
            return "The computer played this game: a challenge is a person's.";
        }
        return null;
    }

    /** Tells the player why not, in a requester; the reason. */
    String refused(String reason) {
        c.notices().tell(TITLE, reason);
        return reason;
    }

    /** Asks the name (unless the match knows it) and, for a new match, its length; then sends. */
    void ask() {
        String refused = refusal();
        if (refused != null) {
            refused(refused);
            return;
        }
        FriendMatch challenge = playing.get();
        int[] bestOf = {1};
        Requester.Builder b = new Requester.Builder(TITLE);
        if (challenge == null) {
            b.text("Your friend plays the same").text("deal and sees both games.").space();
            Cycle length = new Cycle(LENGTHS, 0, 12 * 8, i -> bestOf[0] = FriendMatch.LENGTHS.get(i));
            b.add(length);
        } else {
            b.text("Send your game back:").text(challenge.bestOf() == 1 ? "the deal's result for both."
                    : "the match goes on, best of " + challenge.bestOf() + ".").space();
        }
        boolean named = challenge != null && challenge.names().size() > challenge.nextPlayer();
        if (named) {
            String name = challenge.names().get(challenge.nextPlayer());
            b.text("As " + name + ".").buttons("Share", "Cancel", yes -> {
                if (yes) {
                    send(name, bestOf[0]);
                }
            });
        } else {
            b.text("Your name:");
            b.textEntry(new TextField(NAME_FIELD, c.settings().get(Settings.CHALLENGE_NAME), FriendMatch.NAME_LENGTH),
                    "Share", "Cancel", name -> send(name, bestOf[0]), () -> { });
        }
        c.requesters().showFirst(b.build());
    }

    /** The code of the game under the name, sent with the result line; the code shown. */
    void send(String typed, int bestOf) {
        String name = FriendMatch.cleanName(typed);
        if (name.isEmpty()) {
            c.notices().tell(TITLE, "Give your name, so your friend knows who challenges them.");
            return;
        }
        c.settings().set(Settings.CHALLENGE_NAME, name);
        c.settings().save();
        String code = ChallengeCode.write(match(name, bestOf));
        String text = text(code);
        if (c.host().share(text)) {
            return;
        }
        Machine machine = c.machine().get();
        if (machine != null) {
            machine.clipboard().putText(text);
        }
        Requester.Builder b = new Requester.Builder(TITLE).text("Copied to the clipboard with").text("your result."
                + " The code:").space();
        for (String line : TextLines.wrap(code, COLUMNS)) {
            b.text(line);
        }
        c.requesters().show(b.buttons("OK", null, yes -> { }).build());
    }

    /** The match to send: the challenge the game played with it added, or a new one. */
    FriendMatch match(String name, int bestOf) {
        MatchView m = c.now();
        boolean helped = m.isAssisted() || m.computerPlayed();
        FriendMatch challenge = playing.get();
        return challenge != null ? challenge.with(name, m.game(), helped)
                : FriendMatch.start(bestOf, name, m.game(), helped);
    }

    /**
     * The result line, then the page's link with the code, or on the desktop the code after {@code challenge=} (so
     * the whole message pasted into Play Challenge... reads too).
     */
    String text(String code) {
        MatchView m = c.now();
        String line = ShareText.of(PlayedGame.of(m, LocalDate.now(c.clock())), null, null);
        String address = c.host().address();
        return line + "\n" + (address != null ? address + "?challenge=" + code : "Ishido challenge=" + code);
    }
}
