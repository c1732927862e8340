package ishido.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import ishido.rules.SplitMix64;
import ishido.rules.Square;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ComputerPlayerTest {
    /** Plays a whole Modern game at a skill; returns the squares chosen, the game last. */
    private static Game play(Skill skill, long seed, List<Square> choices) throws IllegalMoveException {
        Game game = new Game(Deal.random(seed), Scoring.MODERN);
        ComputerPlayer player = new ComputerPlayer(skill, new SplitMix64(seed));
        while (!game.isOver()) {
            SearchResult r = player.choose(Position.of(game), Limits.iterations(200), SearchListener.NONE);
            choices.add(r.square());
            game.place(r.square());
        }
        return game;
    }

    @Test
    void onlyMasterIsGivenTheShippedStyleByDefault() {
        // The lower levels never use a style; giving them the shipped one would read the value's weights for nothing.
        assertEquals(MasterStyle.shipped(), ComputerPlayer.defaultStyle(Skill.MASTER));
        for (Skill skill : new Skill[] {Skill.NOVICE, Skill.ADEPT, Skill.EXPERT}) {
            assertEquals(MasterStyle.PLAIN, ComputerPlayer.defaultStyle(skill), skill.label());
        }
        assertTrue(MasterStyle.shipped() == MasterStyle.shipped(), "read once");
    }

    @Test
    void everyLevelPlaysLegalGamesThatRepeatForASeed() throws IllegalMoveException {
        for (Skill skill : Skill.values()) {
            List<Square> first = new ArrayList<>();
            List<Square> second = new ArrayList<>();
            Game game = play(skill, 7, first);
            play(skill, 7, second);
            assertEquals(first, second, skill.label());
            assertEquals(game.placed(), first.size());
        }
    }

    @Test
    void theCheapLevelsAreOrderedInStrength() throws IllegalMoveException {
        int games = 20;
        double[] fourWays = new double[2];
        int[] emptied = new int[2];
        for (Skill skill : List.of(Skill.NOVICE, Skill.ADEPT)) {
            for (int i = 0; i < games; i++) {
                Game g = play(skill, 100 + i, new ArrayList<>());
                fourWays[skill.ordinal()] += g.fourWays();
                emptied[skill.ordinal()] += g.end() == Game.End.POUCH_EMPTY ? 1 : 0;
            }
        }
        assertTrue(fourWays[1] > fourWays[0] + games, "Adept makes at least one 4-Way a game more than Novice: "
                + fourWays[0] / games + " vs " + fourWays[1] / games);
        assertTrue(emptied[1] > emptied[0], emptied[0] + " vs " + emptied[1]);
    }

    @Test
    void aGlanceIsTimedByTheClockGiven() {
        long[] now = {0};
        // Each reading of the clock is 7 ms after the last: a glance reads it when it starts and when it ends.
        ComputerPlayer player = new ComputerPlayer(Skill.NOVICE, new SplitMix64(3), () -> now[0] += 7_000_000L);
        SearchResult r = player.choose(Position.of(new Game(Deal.random(3), Scoring.MODERN)), Limits.iterations(200),
                SearchListener.NONE);
        assertEquals(7, r.millis());
    }

    @Test
    void skillsParseByName() {
        assertEquals(Skill.EXPERT, Skill.parse(" expert "));
        assertEquals("Master", Skill.MASTER.label());
        assertThrows(IllegalArgumentException.class, () -> Skill.parse("grandmaster"));
    }
}
