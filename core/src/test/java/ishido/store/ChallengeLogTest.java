package ishido.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.match.ChallengeCode;
import ishido.match.DealCode;
import ishido.match.FriendMatch;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.stats.PlayedGame;
import ishido.stats.Statistics;
import ishido.stats.StatsFilter;
import ishido.testing.GreedyGames;
import ishido.testing.TestPlatform;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The challenge log's friends' games for the statistics: a received challenge's games by its sender, each once
 * though later codes of the match carry it again, dated the day it came; none of the receiver's, none of a sent one.
 */
class ChallengeLogTest {
    @TempDir
    Path home;

    private ChallengeLog log(String day) {
        return new ChallengeLog(TestPlatform.storage(), home.resolve(GameHistory.FOLDER),
                Clock.fixed(Instant.parse(day + "T12:00:00Z"), ZoneOffset.UTC));
    }

    @Test
    void aReceivedChallengesGamesByItsSenderAreCountedOnceAsAFriends() throws Exception {
        // Ann sends deal 1; Bob (the player) answers; Ann plays deal 2 and sends both back.
        Game annFirst = GreedyGames.played(11, Scoring.MODERN);
        FriendMatch m = FriendMatch.start(3, "Ann", annFirst, true);
        log("2026-11-20").received(ChallengeCode.write(m));
        Game bob = GreedyGames.played(m.nextDeal(), Scoring.MODERN, 5);
        m = m.with("Bob", bob, false);
        log("2026-11-20").sent(ChallengeCode.write(m));
        Game annSecond = GreedyGames.played(12, Scoring.MODERN);
        m = m.with("Ann", annSecond, false);
        log("2026-11-22").received(ChallengeCode.write(m));

        List<PlayedGame> friends = log("2026-11-23").friendsGames();
        assertEquals(2, friends.size(), friends.toString());
        PlayedGame first = friends.get(0);
        assertEquals(LocalDate.of(2026, 11, 20), first.date());
        assertEquals(GameMode.SOLITAIRE, first.mode());
        assertEquals(DealCode.of(annFirst.deal()).toString(), first.code());
        assertEquals(annFirst.finalScore(), first.score());
        assertEquals(annFirst.fourWays(), first.fourWays());
        assertEquals(annFirst.stonesLeft(), first.stonesLeft());
        assertTrue(first.helped());
        assertTrue(first.friend());
        assertEquals(LocalDate.of(2026, 11, 22), friends.get(1).date());
        assertEquals(annSecond.finalScore(), friends.get(1).score());

        // Counted as Friends', never as the player's own or the computer's.
        assertEquals(2, Statistics.of(friends, StatsFilter.ALL.withWhose(StatsFilter.Whose.FRIENDS)).games());
        assertEquals(0, Statistics.of(friends, StatsFilter.ALL).games());
        assertEquals(0, Statistics.of(friends, StatsFilter.ALL.withComputer(true)).games());
    }

    @Test
    void noLogNoFriendsGames() throws Exception {
        assertEquals(List.of(), log("2026-11-23").friendsGames());
    }
}
