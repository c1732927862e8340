package ishido.codewheel;

import java.util.List;

/**
 * A pattern on the rim of one of the codewheel's discs: a small square of pixel art, the same on the
 * screen and, scaled up, on the printed wheel, so the player matches what they see to what they hold.
 */
public record Emblem(String name, List<String> rows) {
    /** Side of every emblem in pixels. */
    public static final int SIZE = 11;

    public Emblem {
        rows = List.copyOf(rows);
        if (rows.size() != SIZE || rows.stream().anyMatch(r -> r.length() != SIZE)) {
            throw new IllegalArgumentException("emblem " + name + " must be " + SIZE + "x" + SIZE);
        }
    }

    static Emblem of(String name, String... rows) {
        return new Emblem(name, List.of(rows));
    }

    /** True where the emblem has ink ('#'). */
    public boolean ink(int x, int y) {
        return rows.get(y).charAt(x) == '#';
    }
}
