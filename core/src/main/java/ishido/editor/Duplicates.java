package ishido.editor;

import ishido.rules.Stone;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Finds stones that look the same on the board: equal colours at every pixel once their masks are applied. */
public final class Duplicates {
    private Duplicates() {
    }

    /** A stone that looks like an earlier one, both as (column, row). */
    public record Pair(int column, int row, int sameColumn, int sameRow) {
        /** "stone 3,2 looks like stone 1,1", counted from 1 as the screen shows them. */
        public String describe() {
            return "stone " + (column + 1) + "," + (row + 1) + " looks like " + (sameColumn + 1) + "," + (sameRow + 1);
        }
    }

    /** Every stone whose look equals an earlier stone's, in reading order. */
    public static List<Pair> find(Sheet sheet) {
        Map<List<Integer>, int[]> seen = new HashMap<>();
        List<Pair> pairs = new ArrayList<>();
        for (int r = 0; r < Stone.COLORS; r++) {
            for (int c = 0; c < Stone.SYMBOLS; c++) {
                List<Integer> look = look(sheet, c, r);
                int[] first = seen.putIfAbsent(look, new int[] {c, r});
                if (first != null) {
                    pairs.add(new Pair(c, r, first[0], first[1]));
                }
            }
        }
        return pairs;
    }

    /** The stone's colours pixel by pixel, -1 where it is see-through: two indices of one colour look the same. */
    private static List<Integer> look(Sheet sheet, int c, int r) {
        Integer[] out = new Integer[Sheet.CELL * Sheet.CELL];
        for (int y = 0; y < Sheet.CELL; y++) {
            for (int x = 0; x < Sheet.CELL; x++) {
                int v = sheet.visible(c, r, x, y);
                out[y * Sheet.CELL + x] = v == 0 ? -1 : sheet.color(v);
            }
        }
        return Arrays.asList(out);
    }
}
