package ishido.screens.play;

import ishido.machine.Machine;
import ishido.match.ChallengeCode;
import ishido.match.DealCode;
import ishido.match.FriendMatch;
import ishido.match.MatchRecord;
import ishido.match.MatchView;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import ishido.rules.Move;
import ishido.rules.Scoring;
import ishido.rules.Square;
import ishido.stats.PlayedGame;
import ishido.stats.ShareText;
import ishido.store.Settings;
import ishido.ui.Button;
import ishido.ui.Cycle;
import ishido.ui.Requester;
import ishido.ui.TextField;
import ishido.ui.TextLines;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Game > Friends > Challenge a Friend... (and the Answer of both games side by side, Game Over's Share, and a kept game
 * of the history by Challenge with a Kept Game...): a game that has ended as a challenge code, under the player's
 * name, to a friend: a new match (one deal, best of 3 or 5), or the answer in the match the game played. The result
 * line goes with the page's {@code ?challenge=} link (on the desktop the code itself) to the system's share sheet,
 * else to the clipboard, and the code is shown.
 */
final class ChallengeSending {
    private static final String TITLE = "Challenge a Friend";
    private static final int NAME_FIELD = FriendMatch.NAME_LENGTH * 8 + 4;
    /** The width the code is shown in. */
    private static final int COLUMNS = 30;
    private static final List<String> LENGTHS = List.of("One deal", "Best of 3", "Best of 5");

    /**
     * A game to send: its match (replayed, for a kept game), its deal's code (null for a hand-made deal), what its
     * result line says, and the challenge it answers (null: a new match).
     */
    private record Sendable(MatchView match, DealCode deal, PlayedGame played, FriendMatch answers) {
    }

    private final PlayContext c;
    /** The challenge the game under way plays, or null. */
    private final Supplier<FriendMatch> playing;

    ChallengeSending(PlayContext c, Supplier<FriendMatch> playing) {
        this.c = c;
        this.playing = playing;
    }

    /** The game on the board, with the challenge it plays. */
    private Sendable onBoard() {
        MatchView m = c.now();
        return new Sendable(m, DealCode.of(m.game().deal()), PlayedGame.of(m, LocalDate.now(c.clock())), playing.get());
    }

    /** Why the game on the board cannot be sent, or null when it can: a person's ended game of one score, on a coded deal. */
    String refusal() {
        return refusal(onBoard());
    }

    private static String refusal(Sendable s) {
        MatchView m = s.match();
        if (!m.game().isOver()) {
            return "Finish the game first: a challenge carries a whole game.";
        }
        if (s.deal() == null) {
            return "A hand-made deal has no code: a friend could not play it.";
        }
        if (m.mode() == GameMode.CHALLENGE || m.mode() == GameMode.TOURNAMENT) {
            return "A challenge carries a game of one player: play it in Solitaire.";
        }
        if (m.computerPlayedMost() || s.played().computer()) {
            return "The computer played this game: a challenge is a person's.";
        }
        return null;
    }

    /** Tells the player why not, in a requester; the reason. */
    String refused(String reason) {
        c.notices().tell(TITLE, reason);
        return reason;
    }

    /**
     * Game Over's Share for a game that can be a challenge: the result line alone (share), or the whole game as a
     * challenge; any other game shares its line at once.
     */
    void offer(Runnable share) {
        if (refusal() != null) {
            share.run();
            return;
        }
        Requester[] built = new Requester[1];
        Runnable result = () -> {
            built[0].close();
            share.run();
        };
        Runnable challenge = () -> {
            built[0].close();
            ask();
        };
        Runnable cancel = () -> built[0].close();
        built[0] = new Requester.Builder("Share")
                .text("Your result, or your whole").text("game as a challenge: a friend").text("plays the same deal and")
                .text("sees both games.")
                .buttons(new Button("Result", result), new Button("Challenge", challenge), new Button("Cancel", cancel))
                .keys(result, cancel).letter('R', result).letter('C', challenge).build();
        c.requesters().showFirst(built[0]);
    }

    /** Asks the name (unless the match knows it) and, for a new match, its length; then sends the game on the board. */
    void ask() {
        ask(onBoard());
    }

    /**
     * A kept game (a record of the history, or any saved one) as a new match's challenge: the game as it was played
     * and the result it had, dated as kept; a record that does not replay, or cannot be sent, is refused in a line.
     */
    void askKept(GameRecord record) {
        // A match of its own, never the play screen's: seen as a view, its game ended here as PlayedGame.read ends it.
        MatchView replayed;
        PlayedGame played;
        try {
            replayed = MatchRecord.replay(record);
            played = PlayedGame.read(record);
        } catch (IllegalMoveException | IllegalArgumentException e) {
            refused("This game cannot be sent: " + e.getMessage());
            return;
        }
        if (!replayed.game().isOver() && played.end() == Game.End.ENDED_BY_PLAYER
                && PlayedGame.outcome(Game.End.ENDED_BY_PLAYER).equals(record.get(PlayedGame.OUTCOME_KEY))) {
            // A kept game whose moves stop short was ended by its player; a saved game under way is not sent.
            replayed.game().finish(Game.End.ENDED_BY_PLAYER);
        }
        ask(new Sendable(replayed, DealCode.of(record), played, null));
    }

    private void ask(Sendable s) {
        String refused = refusal(s);
        if (refused != null) {
            refused(refused);
            return;
        }
        FriendMatch challenge = s.answers();
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
                    send(s, name, bestOf[0]);
                }
            });
        } else {
            b.text("Your name:");
            b.textEntry(new TextField(NAME_FIELD, c.settings().get(Settings.CHALLENGE_NAME), FriendMatch.NAME_LENGTH),
                    "Share", "Cancel", name -> send(s, name, bestOf[0]), () -> { });
        }
        c.requesters().showFirst(b.build());
    }

    /** The code of the game under the name, sent with the result line; the code shown. */
    private void send(Sendable s, String typed, int bestOf) {
        String name = FriendMatch.cleanName(typed);
        if (name.isEmpty()) {
            c.notices().tell(TITLE, "Give your name, so your friend knows who challenges them.");
            return;
        }
        c.settings().set(Settings.CHALLENGE_NAME, name);
        c.settings().save();
        String code = ChallengeCode.write(match(s, name, bestOf));
        ChallengeChoice.keep(c, code, true);
        String text = text(s, code);
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
    private static FriendMatch match(Sendable s, String name, int bestOf) {
        MatchView m = s.match();
        boolean helped = m.isAssisted() || m.computerPlayed() || s.played().helped();
        List<Square> moves = new ArrayList<>();
        for (Move move : m.game().moves()) {
            moves.add(move.square());
        }
        Scoring scoring = m.game().scoring();
        return s.answers() != null ? s.answers().with(name, s.deal(), scoring, moves, helped)
                : FriendMatch.start(bestOf, name, s.deal(), scoring, moves, helped);
    }

    /**
     * The result line, then the page's link with the code, or on the desktop the code after {@code challenge=} (so
     * the whole message pasted into Play Challenge... reads too).
     */
    private String text(Sendable s, String code) {
        String line = ShareText.of(s.played(), null, null);
        String address = c.host().address();
        return line + "\n" + (address != null ? address + "?challenge=" + code : "Ishido challenge=" + code);
    }
}
