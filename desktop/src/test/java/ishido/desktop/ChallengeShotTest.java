package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.match.ChallengeCode;
import ishido.match.FriendMatch;
import ishido.rules.Game;
import ishido.store.ChallengeLog;
import ishido.store.GameHistory;
import ishido.testing.TestPlatform;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A friend's challenge through the screenshot runner, against goldens: its opening over a game, the deal played to
 * both games side by side, the two stepped together, the challenges kept in a data folder, and an altered code
 * refused on the screen.
 */
class ChallengeShotTest {
    @TempDir
    Path home;

    private void shot(String screen, String script, String golden) throws Exception {
        Path out = home.resolve(golden + ".png");
        CommandResult r;
        if (script == null) {
            r = CommandResult.of("screenshot", "--screen", screen, "--seed", "1990", "--out", out.toString());
        } else {
            Path file = home.resolve(golden + ".txt");
            Files.writeString(file, script);
            r = CommandResult.of("screenshot", "--screen", screen, "--seed", "1990", "--script", file.toString(),
                    "--out", out.toString());
        }
        assertEquals(0, r.code(), r.err());
        GoldenPng.assertMatches(golden, out);
    }

    @Test
    void theOpeningSaysWhoChallengesWithWhatOverTheGame() throws Exception {
        shot("challenge", null, "challenge");
    }

    @Test
    void theDealPlayedEndsWithBothGamesSideBySide() throws Exception {
        shot("challenge", "key ENTER\nplay 80\n", "challenge-over");
    }

    @Test
    void watchingStepsBothGamesTogether() throws Exception {
        shot("challenge", "key ENTER\nplay 80\ntype w\n" + "key RIGHT\n".repeat(12), "challenge-watch");
    }

    @Test
    void watchingReviewsBothGamesAndShowsEachMovesMark() throws Exception {
        shot("challenge", "key ENTER\nplay 80\ntype w\n" + "key RIGHT\n".repeat(14) + "type v\n", "challenge-watch-review");
    }

    @Test
    void theAnswerAsksTheNameOverGameOver() throws Exception {
        shot("challenge", "key ENTER\nplay 80\ntype a\ntype Bob\n", "challenge-answer");
    }

    @Test
    void theChallengesKeptAreListedNewestFirst() throws Exception {
        String ann = ChallengeShot.code(1990);
        FriendMatch received = ChallengeCode.read(ann);
        // Bob answers on the same deal, each stone on the first square that takes it.
        Game bob = new Game(received.nextDeal().deal(), received.scoring());
        while (!bob.isOver()) {
            bob.place(bob.legalSquares().get(0));
        }
        String answered = ChallengeCode.write(received.with("Bob", bob, false));
        log("2026-11-20").received(ann);
        log("2026-11-21").sent(answered);
        log("2026-11-23").received(ChallengeShot.code(7));
        Path out = home.resolve("challenges.png");
        CommandResult r = CommandResult.in(home, "screenshot", "--screen", "challenges", "--seed", "1990", "--out",
                out.toString());
        assertEquals(0, r.code(), r.err());
        GoldenPng.assertMatches("challenges", out);
    }

    private ChallengeLog log(String day) {
        return new ChallengeLog(TestPlatform.storage(), home.resolve(GameHistory.FOLDER),
                Clock.fixed(Instant.parse(day + "T12:00:00Z"), ZoneOffset.UTC));
    }

    @Test
    void anAlteredCodeIsRefusedOnTheScreen() throws Exception {
        String good = ChallengeShot.code(1990);
        String altered = good.substring(0, 12) + (good.charAt(12) == 'A' ? 'B' : 'A') + good.substring(13);
        shot("play-challenge", "type " + altered + "\nkey ENTER\n", "play-challenge-refused");
    }

    @Test
    void theGameRefusesABadChallengeAtTheStartInOneLine() {
        String good = ChallengeShot.code(1990);
        CommandResult cut = CommandResult.of("--challenge", good.substring(0, good.length() - 2));
        assertEquals(2, cut.code());
        assertTrue(cut.err().startsWith("ishido: --challenge: this challenge code is cut short"), cut.err());
        assertEquals(1, cut.err().strip().lines().count(), cut.err());
        CommandResult both = CommandResult.of("--challenge", good, "--deal", "7FNS-AFRQ");
        assertEquals(2, both.code());
        assertEquals("ishido: --challenge plays the deal of the challenge: give it without --deal", both.err().strip());
        assertTrue(ChallengeCode.read(good).games().size() == 1);
    }
}
