package ishido.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.match.DealCode;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The shipped set: it reads, its puzzles are on coded deals of the game's own, numbered in order, and verify again. */
class ShippedPuzzlesTest {
    @Test
    void theSetReadsOnCodedDealsNumberedInOrderAndItsFirstPuzzlesVerifyAgain() {
        List<Puzzle> set = ShippedPuzzles.set();
        assertTrue(set.size() >= 100, "the shipped set has " + set.size() + " puzzles");
        Set<String> positions = new HashSet<>();
        for (int i = 0; i < set.size(); i++) {
            Puzzle p = set.get(i);
            assertEquals(i + 1, p.number());
            DealCode code = p.code();
            assertTrue(code != null, "puzzle " + p.number() + " is on a coded deal");
            assertTrue(positions.add(code + " " + p.moves().size()), "puzzle " + p.number() + " is a position of its own");
        }
        // Three of them weighed again: the rule holds and the themes are the same (puzzles --check does them all).
        for (int n : new int[] {1, set.size() / 2, set.size()}) {
            assertNull(PuzzleRule.recheck(set.get(n - 1)), "puzzle " + n);
        }
    }

    /** Every puzzle of the set verified again: some minutes; run with {@code -Dgroups=slow}. */
    @Tag("slow")
    @Test
    void everyPuzzleVerifiesAgain() {
        for (Puzzle p : ShippedPuzzles.set()) {
            assertNull(PuzzleRule.recheck(p), "puzzle " + p.number());
        }
    }
}
