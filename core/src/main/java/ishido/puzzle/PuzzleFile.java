package ishido.puzzle;

import ishido.match.DealCode;
import ishido.rules.Deal;
import ishido.rules.Scoring;
import ishido.rules.Square;
import ishido.rules.Stone;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A set of puzzles as text (docs/formats.md, "Puzzles"): a heading line and a Format line, then one block of
 * {@code Key: value} lines a puzzle, blocks apart by a blank line, {@code ;} comments. A puzzle's deal is its
 * code when it has one, else its 72 stones; its moves are the squares played from the deal before the position.
 * The stone is written too, and must be the deal's next, so a block cannot silently name another position.
 */
public final class PuzzleFile {
    /** The first line of every puzzle file. */
    public static final String HEADING = "Ishido puzzles";
    /** The format this version writes; files of formats 1 to it are read. */
    public static final int FORMAT = 1;

    private PuzzleFile() {
    }

    /** The set as text, with its heading and format. */
    public static String write(List<Puzzle> puzzles) {
        StringBuilder b = new StringBuilder();
        b.append(HEADING).append('\n').append("Format: ").append(FORMAT).append('\n');
        for (Puzzle p : puzzles) {
            b.append('\n');
            b.append("Puzzle: ").append(p.number()).append('\n');
            DealCode code = p.code();
            if (code != null) {
                b.append("Deal: ").append(code).append('\n');
            } else {
                b.append("Stones: ").append(p.deal()).append('\n');
            }
            b.append("Scoring: ").append(p.scoring().label()).append('\n');
            b.append("Moves: ").append(squares(p.moves())).append('\n');
            b.append("Stone: ").append(p.stone()).append('\n');
            b.append("Answer: ").append(p.answer()).append('\n');
            b.append("Next Best: ").append(p.runnerUp()).append('\n');
            StringBuilder themes = new StringBuilder();
            for (Theme t : p.themes()) {
                themes.append(themes.length() == 0 ? "" : " ").append(t.word());
            }
            b.append("Themes: ").append(themes).append('\n');
            Glicko r = p.rating();
            b.append("Rating: ").append(String.format(Locale.ROOT, "%.1f %.1f %.6f", r.rating(), r.deviation(),
                    r.volatility())).append('\n');
            b.append("Lead: ").append(String.format(Locale.ROOT, "%.1f noise %.1f", p.lead(), p.noise())).append('\n');
        }
        return b.toString();
    }

    private static String squares(List<Square> squares) {
        if (squares.isEmpty()) {
            return "-";
        }
        StringBuilder b = new StringBuilder();
        for (Square s : squares) {
            b.append(b.length() == 0 ? "" : " ").append(s);
        }
        return b.toString();
    }

    /**
     * Reads a set.
     *
     * @throws IllegalArgumentException naming the line or the puzzle and what is wrong, in one line
     */
    public static List<Puzzle> parse(String text) {
        String[] lines = text.replace("\r\n", "\n").split("\n", -1);
        int at = 0;
        while (at < lines.length && (lines[at].isBlank() || lines[at].startsWith(";"))) {
            at++;
        }
        if (at == lines.length || !lines[at].strip().equals(HEADING)) {
            throw new IllegalArgumentException("not a puzzle file: its first line is not '" + HEADING + "'");
        }
        at++;
        List<Puzzle> puzzles = new ArrayList<>();
        Map<String, String> block = new LinkedHashMap<>();
        int blockLine = 0;
        boolean formatSeen = false;
        for (; at <= lines.length; at++) {
            String line = at < lines.length ? lines[at].strip() : "";
            if (line.startsWith(";")) {
                continue;
            }
            if (line.isEmpty()) {
                if (!block.isEmpty()) {
                    if (!formatSeen) {
                        format(block, blockLine);
                        formatSeen = true;
                    } else {
                        puzzles.add(puzzle(block, blockLine));
                    }
                    block.clear();
                }
                continue;
            }
            int colon = line.indexOf(':');
            if (colon <= 0) {
                throw new IllegalArgumentException("line " + (at + 1) + ": not a 'Key: value' line");
            }
            if (block.isEmpty()) {
                blockLine = at + 1;
            }
            String key = line.substring(0, colon).strip().toLowerCase(Locale.ROOT);
            if (block.put(key, line.substring(colon + 1).strip()) != null) {
                throw new IllegalArgumentException("line " + (at + 1) + ": a second " + line.substring(0, colon).strip());
            }
        }
        if (!formatSeen) {
            throw new IllegalArgumentException("the file has no Format line");
        }
        return puzzles;
    }

    private static void format(Map<String, String> block, int line) {
        String f = block.get("format");
        if (f == null || block.size() != 1) {
            throw new IllegalArgumentException("line " + line + ": the heading is followed by 'Format: " + FORMAT
                    + "' alone");
        }
        int format;
        try {
            format = Integer.parseInt(f);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("line " + line + ": Format is a whole number, not '" + f + "'");
        }
        if (format < 1 || format > FORMAT) {
            throw new IllegalArgumentException("the file is of format " + format + "; this version reads formats 1 to "
                    + FORMAT);
        }
    }

    private static Puzzle puzzle(Map<String, String> b, int line) {
        String name = b.containsKey("puzzle") ? "puzzle " + b.get("puzzle") : "the puzzle at line " + line;
        try {
            int number = Integer.parseInt(required(b, "puzzle"));
            Deal deal;
            if (b.containsKey("deal") == b.containsKey("stones")) {
                throw new IllegalArgumentException("a puzzle has a Deal line or a Stones line, one of them");
            }
            deal = b.containsKey("deal") ? DealCode.parse(b.get("deal")).deal() : Deal.parse(b.get("stones"));
            Scoring scoring = Scoring.parse(required(b, "scoring"));
            List<Square> moves = new ArrayList<>();
            String movesText = required(b, "moves");
            if (!movesText.equals("-")) {
                for (String s : movesText.split("\\s+")) {
                    moves.add(Square.parse(s));
                }
            }
            if (moves.size() >= Deal.SIZE - Deal.TABLEAU) {
                throw new IllegalArgumentException("it has " + moves.size() + " moves: no stone is left to place");
            }
            Stone stone = Stone.parse(required(b, "stone"));
            List<Theme> themes = new ArrayList<>();
            for (String t : required(b, "themes").split("\\s+")) {
                themes.add(Theme.parse(t));
            }
            String[] r = required(b, "rating").split("\\s+");
            if (r.length != 3) {
                throw new IllegalArgumentException("Rating is a rating, a deviation and a volatility");
            }
            Glicko rating = new Glicko(Double.parseDouble(r[0]), Double.parseDouble(r[1]), Double.parseDouble(r[2]));
            String[] lead = required(b, "lead").split("\\s+");
            if (lead.length != 3 || !lead[1].equals("noise")) {
                throw new IllegalArgumentException("Lead is 'POINTS noise POINTS'");
            }
            Puzzle p = new Puzzle(number, deal, scoring, moves, Square.parse(required(b, "answer")),
                    Square.parse(required(b, "next best")), themes, rating, Double.parseDouble(lead[0]),
                    Double.parseDouble(lead[2]));
            if (!p.stone().equals(stone)) {
                throw new IllegalArgumentException("its stone is " + stone + " but the deal's next is " + p.stone());
            }
            p.game();
            return p;
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(name + ": " + e.getMessage());
        }
    }

    private static String required(Map<String, String> block, String key) {
        String v = block.get(key);
        if (v == null) {
            String shown = key.equals("next best") ? "Next Best" : Character.toUpperCase(key.charAt(0)) + key.substring(1);
            throw new IllegalArgumentException("it has no " + shown + " line");
        }
        return v;
    }
}
