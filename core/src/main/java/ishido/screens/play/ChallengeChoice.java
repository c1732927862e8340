package ishido.screens.play;

import ishido.match.ChallengeCode;
import ishido.match.FriendMatch;
import ishido.persist.UserFiles;
import ishido.store.ChallengeLog;
import ishido.store.GameHistory;
import ishido.ui.Requester;
import ishido.ui.TextField;
import ishido.ui.TextLines;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Game > Friends > Play Challenge...: the requester a friend's code is pasted in (Amiga-V, or typed), and the one place a code
 * is read, wherever it comes from (the requester, a link's {@code ?challenge=}, {@code --challenge}): a code that
 * does not read is refused with its one line and nothing is kept; one that does goes to the challenge desk.
 */
final class ChallengeChoice {
    /** The field's width: the requester's. */
    private static final int FIELD_WIDTH = 30 * 8 + 4;
    /** The longest text the field takes: a whole link with a match of five deals in it. */
    private static final int LONGEST = 1200;
    /** The width the refusal is wrapped to. */
    private static final int COLUMNS = 30;

    private final PlayContext c;
    /** The opening's screen, or null: a challenge read is then played at once. */
    private ChallengeDesk desk;
    /** A challenge read before the screen showed, opened when it does. */
    private FriendMatch waiting;

    ChallengeChoice(PlayContext c) {
        this.c = c;
    }

    void useDesk(ChallengeDesk d) {
        desk = d;
    }

    /** Game > Friends > Play Challenge...: asks for the code. */
    void ask() {
        c.requesters().show(requester(new TextField(FIELD_WIDTH, "", LONGEST), null));
    }

    private Requester requester(TextField field, String reason) {
        Requester.Builder b = new Requester.Builder("Play Challenge")
                .text("Paste the code or the link")
                .text("a friend sent you (Amiga-V):")
                .space()
                .textEntry(field, "Play", "Cancel", typed -> c.play().accept(new PlayCommand.ReadChallenge(typed)),
                        () -> { });
        if (reason != null) {
            for (String line : TextLines.wrap(reason, COLUMNS)) {
                b.text(line);
            }
        }
        return b.build();
    }

    /**
     * Reads a code: refused with its one line, under the code in the requester again (to mend, or to paste another),
     * or the challenge's opening.
     */
    PlayResult read(String code) {
        FriendMatch challenge;
        try {
            challenge = ChallengeCode.read(code);
        } catch (ChallengeCode.BadCodeException e) {
            String reason = sentence(e.getMessage());
            c.requesters().show(requester(new TextField(FIELD_WIDTH, code.strip(), LONGEST).toMend(), reason));
            return new PlayResult.Refused(reason);
        }
        keep(c, ChallengeCode.write(challenge), false);
        return open(challenge);
    }

    /**
     * Keeps a challenge sent or received in the player's challenge log (none where this run keeps no data); a failure
     * is said on the strip, and the challenge goes on.
     */
    static void keep(PlayContext c, String code, boolean sent) {
        if (c.userFolder() == null) {
            return;
        }
        ChallengeLog log = new ChallengeLog(c.storage(), c.userFolder().resolve(GameHistory.FOLDER), c.clock());
        try {
            if (sent) {
                log.sent(code);
            } else {
                log.received(code);
            }
        } catch (IOException e) {
            c.notices().say("Challenge not kept: " + UserFiles.reason(e));
        }
    }

    /** Game > Friends > Challenges...: the challenges kept, the newest first, each with its match's state. */
    void showKept() {
        showKept(c.userFolder());
    }

    /** As {@link #showKept()}, for the challenges kept in a data folder (null: none). */
    void showKept(Path folder) {
        List<String> lines = new ArrayList<>();
        try {
            List<ChallengeLog.Entry> entries = folder == null ? List.of()
                    : new ChallengeLog(c.storage(), folder.resolve(GameHistory.FOLDER), c.clock()).entries();
            for (int i = entries.size() - 1; i >= 0 && lines.size() < SHOWN; i--) {
                lines.add(line(entries.get(i)));
            }
        } catch (IOException e) {
            lines.add("They could not be read: " + UserFiles.reason(e) + ".");
        }
        if (lines.isEmpty()) {
            lines.add("None sent or received yet.");
        }
        c.requesters().show(Requester.message("Challenges", lines, "OK", null, yes -> { }));
    }

    /** The most challenges the list shows. */
    private static final int SHOWN = 10;

    /** A challenge in a line: when, sent or received, the names, and the match's score or its result to beat. */
    static String line(ChallengeLog.Entry e) {
        FriendMatch m = e.match();
        List<String> names = new ArrayList<>();
        for (String n : m.names()) {
            names.add(n.length() > 8 ? n.substring(0, 8) : n);
        }
        String state;
        if (m.dealsPlayed() == 0) {
            state = m.games().get(0).score() + " to beat";
        } else {
            int[] wins = m.wins();
            state = wins[0] + "-" + wins[1] + (m.isOver() ? " over" : "");
        }
        String date = e.date().toString().substring(5);
        return date + " " + (e.sent() ? "sent" : "got") + " " + String.join(" v ", names) + ": " + state;
    }

    /** The challenge's opening, now or, before the screen shows, as it does. */
    private PlayResult open(FriendMatch challenge) {
        if (desk == null) {
            c.play().accept(new PlayCommand.PlayChallenge(challenge));
            return new PlayResult.Done();
        }
        if (c.machine().get() == null) {
            waiting = challenge;
            return new PlayResult.Done();
        }
        desk.open(challenge, c.machine().get());
        return new PlayResult.Opened("Challenge");
    }

    /** The screen shows: a challenge read before it is opened now. */
    void shown() {
        if (waiting != null) {
            FriendMatch w = waiting;
            waiting = null;
            open(w);
        }
    }

    /** The name of who sent a challenge: the player of its last game. */
    static String sender(FriendMatch challenge) {
        return challenge.names().get((challenge.games().size() - 1) % 2);
    }

    private static String sentence(String reason) {
        String s = Character.toUpperCase(reason.charAt(0)) + reason.substring(1);
        return s.endsWith(".") || s.endsWith(")") ? s : s + ".";
    }
}
