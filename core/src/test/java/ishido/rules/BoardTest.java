package ishido.rules;

import static ishido.rules.Fixtures.board;
import static ishido.rules.Fixtures.sq;
import static ishido.rules.Fixtures.st;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The placement rule on hand-made positions. The stone placed is always C3 on d5, whose neighbours are
 * d4 (above), e5 (right), d6 (below) and c5 (left). C1/C2/C4... share its colour only, A3/B3/D3...
 * its symbol only, C3 is its twin, and A1/B2... share nothing (strangers).
 */
class BoardTest {
    private static final Stone STONE = st("C3");
    private static final Square TARGET = sq("d5");

    private static int ways(String... neighbours) {
        return board(neighbours).ways(TARGET, STONE);
    }

    @Nested
    class OneNeighbour {
        @Test
        void matchByColour() {
            assertEquals(1, ways("d4=C1"));
        }

        @Test
        void matchBySymbol() {
            assertEquals(1, ways("e5=A3"));
        }

        @Test
        void twin() {
            assertEquals(1, ways("d6=C3"));
        }

        @Test
        void strangerRefused() {
            assertEquals(0, ways("c5=A1"));
        }

        @Test
        void everyDirectionCounts() {
            for (String at : new String[] {"d4", "e5", "d6", "c5"}) {
                assertEquals(1, ways(at + "=C6"), "colour neighbour on " + at);
                assertEquals(0, ways(at + "=F6"), "stranger on " + at);
            }
        }
    }

    @Nested
    class TwoNeighbours {
        @Test
        void colourAndSymbol() {
            assertEquals(2, ways("d4=C1", "e5=A3"));
        }

        @Test
        void colourAndColourRefused() {
            assertEquals(0, ways("d4=C1", "e5=C2"));
        }

        @Test
        void symbolAndSymbolRefused() {
            assertEquals(0, ways("d4=A3", "d6=B3"));
        }

        @Test
        void twinAndColour() {
            assertEquals(2, ways("d4=C3", "c5=C5"));
        }

        @Test
        void twinAndSymbol() {
            assertEquals(2, ways("d4=C3", "c5=F3"));
        }

        @Test
        void twinAndTwin() {
            assertEquals(2, ways("e5=C3", "c5=C3"));
        }

        @Test
        void strangerRefusedEvenWithAGoodMatch() {
            assertEquals(0, ways("d4=C1", "e5=A1"));
            assertEquals(0, ways("d4=C3", "e5=A1"));
        }
    }

    @Nested
    class ThreeNeighbours {
        @Test
        void twoByColourOneBySymbol() {
            assertEquals(3, ways("d4=C1", "e5=C2", "d6=A3"));
        }

        @Test
        void oneByColourTwoBySymbol() {
            assertEquals(3, ways("d4=C1", "e5=A3", "c5=B3"));
        }

        @Test
        void threeByColourRefused() {
            assertEquals(0, ways("d4=C1", "e5=C2", "c5=C4"));
        }

        @Test
        void threeBySymbolRefused() {
            assertEquals(0, ways("d4=A3", "e5=B3", "c5=D3"));
        }

        @Test
        void twinMakesUpTheSymbol() {
            assertEquals(3, ways("d4=C1", "e5=C2", "d6=C3"));
        }

        @Test
        void twinMakesUpTheColour() {
            assertEquals(3, ways("d4=A3", "e5=B3", "d6=C3"));
        }

        @Test
        void twinWithColourAndSymbol() {
            assertEquals(3, ways("d4=C1", "e5=A3", "d6=C3"));
        }

        @Test
        void twoTwinsAndOneMatch() {
            assertEquals(3, ways("d4=C3", "e5=C3", "d6=C6"));
            assertEquals(3, ways("d4=C3", "e5=C3", "d6=E3"));
        }

        @Test
        void twinCannotRescueThreeOfOneAttributePlusAStranger() {
            assertEquals(0, ways("d4=C1", "e5=C3", "c5=A1"));
        }

        @Test
        void strangerRefused() {
            assertEquals(0, ways("d4=C1", "e5=A3", "c5=A1"));
        }
    }

    @Nested
    class FourNeighbours {
        @Test
        void twoAndTwo() {
            assertEquals(4, ways("d4=C1", "e5=A3", "d6=C2", "c5=B3"));
        }

        @Test
        void twoAndTwoInAnyArrangement() {
            assertEquals(4, ways("d4=C1", "e5=C2", "d6=A3", "c5=B3"));
        }

        @Test
        void threeByColourOneBySymbolRefused() {
            assertEquals(0, ways("d4=C1", "e5=C2", "d6=C4", "c5=B3"));
        }

        @Test
        void oneByColourThreeBySymbolRefused() {
            assertEquals(0, ways("d4=C1", "e5=A3", "d6=B3", "c5=D3"));
        }

        @Test
        void fourByColourRefused() {
            assertEquals(0, ways("d4=C1", "e5=C2", "d6=C4", "c5=C5"));
        }

        @Test
        void fourBySymbolRefused() {
            assertEquals(0, ways("d4=A3", "e5=B3", "d6=D3", "c5=E3"));
        }

        @Test
        void oneTwinMakesUpASymbol() {
            assertEquals(4, ways("d4=C1", "e5=C2", "d6=A3", "c5=C3"));
        }

        @Test
        void oneTwinMakesUpAColour() {
            assertEquals(4, ways("d4=C1", "e5=A3", "d6=B3", "c5=C3"));
        }

        @Test
        void oneTwinCannotMakeThreeColoursIntoTwoAndTwo() {
            assertEquals(0, ways("d4=C1", "e5=C2", "d6=C4", "c5=C3"));
            assertEquals(0, ways("d4=A3", "e5=B3", "d6=D3", "c5=C3"));
        }

        @Test
        void twoTwins() {
            assertEquals(4, ways("d4=C3", "e5=C3", "d6=C1", "c5=C2"));
            assertEquals(4, ways("d4=C3", "e5=C3", "d6=A3", "c5=B3"));
            assertEquals(4, ways("d4=C3", "e5=C3", "d6=C1", "c5=B3"));
        }

        @Test
        void threeTwins() {
            assertEquals(4, ways("d4=C3", "e5=C3", "d6=C3", "c5=C1"));
            assertEquals(4, ways("d4=C3", "e5=C3", "d6=C3", "c5=A3"));
        }

        @Test
        void fourTwinsAreImpossibleInAGameButAllowedByTheRule() {
            assertEquals(4, ways("d4=C3", "e5=C3", "d6=C3", "c5=C3"));
        }

        @Test
        void strangerRefused() {
            assertEquals(0, ways("d4=C1", "e5=C2", "d6=A3", "c5=A1"));
            assertEquals(0, ways("d4=C3", "e5=C3", "d6=C3", "c5=A1"));
        }
    }

    @Nested
    class Squares {
        @Test
        void occupiedSquareRefusedEvenForAPerfectMatch() {
            Board b = board("d5=C1", "d4=C1", "e5=A3", "d6=C2", "c5=B3");
            assertEquals(0, b.ways(TARGET, STONE));
            assertFalse(b.isLegal(TARGET, STONE));
        }

        @Test
        void noNeighbourRefused() {
            assertEquals(0, ways());
            assertEquals(0, ways("a1=C3", "l8=C3"));
        }

        @Test
        void diagonalStonesAreNotNeighbours() {
            assertEquals(0, ways("c4=C3", "e4=C3", "c6=C3", "e6=C3"));
            assertEquals(1, ways("d4=C1", "e4=A1", "c6=B2"));
        }

        @Test
        void rowsDoNotWrapAround() {
            // a5 and l4 are next to each other in square order but not on the board.
            Board b = board("l4=C3");
            assertEquals(0, b.ways(sq("a5"), STONE));
            b = board("a5=C3");
            assertEquals(0, b.ways(sq("l4"), STONE));
            assertEquals(1, b.ways(sq("a4"), STONE));
        }

        @Test
        void edgesAndCorners() {
            assertEquals(2, board("b1=C1", "a2=A3").ways(sq("a1"), STONE));
            assertEquals(0, board("b1=C1", "a2=C2").ways(sq("a1"), STONE));
            assertEquals(2, board("k8=C1", "l7=A3").ways(sq("l8"), STONE));
            assertEquals(3, board("a3=C1", "a5=C2", "b4=A3").ways(sq("a4"), STONE));
            assertEquals(0, board("a3=C1", "a5=C2", "b4=C4").ways(sq("a4"), STONE));
            assertEquals(3, board("e1=A3", "g1=B3", "f2=C2").ways(sq("f1"), STONE));
            assertEquals(3, board("k4=C1", "l3=A3", "l5=B3").ways(sq("l4"), STONE));
            assertEquals(3, board("e8=C1", "g8=C2", "f7=E3").ways(sq("f8"), STONE));
        }

        @Test
        void isLegalAgreesWithWays() {
            assertTrue(board("d4=C1").isLegal(TARGET, STONE));
            assertFalse(board("d4=A1").isLegal(TARGET, STONE));
        }

        @Test
        void hasLegalSquare() {
            assertFalse(new Board().hasLegalSquare(STONE));
            assertFalse(board("d4=A1", "h7=F6").hasLegalSquare(STONE));
            assertTrue(board("d4=A1", "h7=F3").hasLegalSquare(STONE));
        }
    }

    @Nested
    class Contents {
        @Test
        void putGetRemove() {
            Board b = new Board();
            assertNull(b.get(TARGET));
            assertTrue(b.isEmpty(TARGET));
            b.put(TARGET, STONE);
            assertEquals(STONE, b.get(TARGET));
            assertFalse(b.isEmpty(TARGET));
            assertEquals(1, b.stoneCount());
            b.remove(TARGET);
            assertNull(b.get(TARGET));
            assertEquals(0, b.stoneCount());
        }

        @Test
        void putOnATakenSquareAndRemoveFromAnEmptyOneFail() {
            Board b = board("d5=C3");
            assertThrows(IllegalStateException.class, () -> b.put(TARGET, STONE));
            assertEquals(1, b.stoneCount());
            assertThrows(IllegalStateException.class, () -> b.remove(sq("d6")));
            assertEquals(1, b.stoneCount());
        }

        @Test
        void copyIsIndependent() {
            Board a = board("d4=C1");
            Board b = new Board(a);
            assertEquals(a, b);
            assertEquals(a.hashCode(), b.hashCode());
            b.put(TARGET, STONE);
            assertNull(a.get(TARGET));
            assertEquals(1, a.stoneCount());
            assertEquals(2, b.stoneCount());
            assertNotEquals(a, b);
        }
    }

    /**
     * Every arrangement of the four neighbours, each empty, colour-only, symbol-only, twin or stranger
     * (5^4 = 625 positions), on a Within square and on an edge square, compared with the plain rules.
     */
    @Test
    void everyNeighbourhoodAgreesWithThePlainRules() {
        // One representative stone of each kind of neighbour; null stands for an empty square.
        Stone[] kinds = {null, st("C5"), st("E3"), st("C3"), st("F6")};
        String[][] layouts = {{"d5", "d4", "e5", "d6", "c5"}, {"a5", "a4", "b5", "a6", null}};
        int checked = 0;
        for (String[] layout : layouts) {
            for (int code = 0; code < 625; code++) {
                Board b = new Board();
                PlainRules o = new PlainRules();
                int rest = code;
                for (int i = 1; i < layout.length; i++) {
                    Stone s = kinds[rest % 5];
                    rest /= 5;
                    if (layout[i] != null && s != null) {
                        Square at = sq(layout[i]);
                        b.put(at, s);
                        o.put(PlainRules.column(at), PlainRules.row(at), s);
                    }
                }
                Square target = sq(layout[0]);
                int expected = o.ways(PlainRules.column(target), PlainRules.row(target), STONE);
                assertEquals(expected, b.ways(target, STONE), "neighbourhood code " + code + " around " + target);
                checked++;
            }
        }
        assertEquals(1250, checked);
    }

    /** The plain rules itself, spot-checked against the rules text, so that it is not trusted blindly. */
    @Test
    void plainRulesFollowTheRulesText() {
        assertTrue(PlainRules.ruleAllows(1, 1, 0));
        assertTrue(PlainRules.ruleAllows(1, 0, 1));
        assertTrue(PlainRules.ruleAllows(2, 1, 1));
        assertFalse(PlainRules.ruleAllows(2, 2, 0));
        assertFalse(PlainRules.ruleAllows(2, 0, 2));
        assertTrue(PlainRules.ruleAllows(3, 2, 1));
        assertTrue(PlainRules.ruleAllows(3, 1, 2));
        assertFalse(PlainRules.ruleAllows(3, 3, 0));
        assertFalse(PlainRules.ruleAllows(3, 0, 3));
        assertTrue(PlainRules.ruleAllows(4, 2, 2));
        assertFalse(PlainRules.ruleAllows(4, 3, 1));
        assertFalse(PlainRules.ruleAllows(4, 1, 3));
        assertFalse(PlainRules.ruleAllows(4, 4, 0));
        PlainRules o = new PlainRules();
        o.put(3, 3, st("C1"));
        o.put(4, 4, st("A3"));
        assertEquals(2, o.ways(3, 4, STONE));
        o.put(2, 4, st("C2"));
        assertEquals(3, o.ways(3, 4, STONE));
        o.put(3, 5, st("B1"));
        assertEquals(0, o.ways(3, 4, STONE));
    }
}
