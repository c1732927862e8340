package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import ishido.rules.Move;
import ishido.rules.Scoring;
import ishido.rules.Square;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MainTest {
    @TempDir
    Path dir;

    /** A game played to its end by always taking the legal square of most neighbours. */
    private static Game playedGame(long seed, Scoring scoring) throws IllegalMoveException {
        Game g = new Game(Deal.random(seed), scoring);
        while (!g.isOver()) {
            Square best = null;
            int ways = 0;
            for (Square s : g.legalSquares()) {
                if (g.ways(s) > ways) {
                    ways = g.ways(s);
                    best = s;
                }
            }
            g.place(best);
        }
        return g;
    }

    private Path write(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text, StandardCharsets.UTF_8);
        return p;
    }

    @Test
    void replayPrintsEveryMoveAndTheFinalScore() throws Exception {
        Game g = playedGame(11, Scoring.MODERN);
        Path file = write("game.txt", GameRecord.of(g, Map.of("Mode", "Solitaire")).format());
        CommandResult r = CommandResult.of("replay", file.toString());
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.outLines();
        assertEquals(g.placed() + 1, lines.size());
        for (int i = 0; i < g.placed(); i++) {
            Move m = g.moves().get(i);
            assertEquals((i + 1) + " " + m.square() + " " + m.stone() + " " + m.ways() + " " + m.points() + " "
                    + m.total(), lines.get(i));
        }
        assertEquals("score=" + (g.score() + Scoring.endBonus(g.stonesLeft())) + " fourways=" + g.fourWays()
                + " left=" + g.stonesLeft(), lines.get(lines.size() - 1));
    }

    @Test
    void replayOfAPartGameCountsTheStonesNotPlaced() throws Exception {
        Game g = playedGame(3, Scoring.MODERN);
        GameRecord full = GameRecord.of(g, Map.of());
        GameRecord part = new GameRecord(full.scoring(), full.deal(), full.moves().subList(0, 10), Map.of());
        CommandResult r = CommandResult.of("replay", write("part.txt", part.format()).toString());
        assertEquals(0, r.code(), r.err());
        String last = r.outLines().get(r.outLines().size() - 1);
        assertTrue(last.endsWith(" left=56"), last);
        assertEquals(11, r.outLines().size());
    }

    @Test
    void replayRefusesAnIllegalMoveNamingItsNumberAndSquare() throws Exception {
        Game g = playedGame(5, Scoring.MODERN);
        List<Square> moves = new java.util.ArrayList<>(GameRecord.of(g, Map.of()).moves());
        // a1 holds a tableau stone from the start, so the third move cannot go there.
        moves.set(2, Square.parse("a1"));
        Path file = write("bad.txt", new GameRecord(Scoring.MODERN, g.deal(), moves, Map.of()).format());
        CommandResult r = CommandResult.of("replay", file.toString());
        assertEquals(2, r.code());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains("move 3 (a1)"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void badInputGivesOneLineAndExitCodeTwo() throws Exception {
        String[][] cases = {
            {"replay"},
            {"replay", dir.resolve("missing.txt").toString()},
            {"replay", write("junk.txt", "hello world\n").toString()},
            {"replay", write("nodeal.txt", "Scoring: Modern\nMoves: f5\n").toString()},
            {"replay", write("short.txt", "Scoring: Modern\nDeal: A1 B2\nMoves:\n").toString()},
            {"replay", write("scoring.txt", "Scoring: Medieval\nDeal: " + Deal.random(1) + "\nMoves:\n").toString()},
            {"replay", "--frobnicate"},
            {"dance"},
            {"dance", "--help"},
            {"dance", "-h"},
            {"help", "dance"},
            {"replay", "--frobnicate", "--help"},
            {"--scale", "99"},
            {"--seed", "many"},
            {"--aspect", "wide"},
            {"screenshot", "--screen", "nowhere", "--out", dir.resolve("x.png").toString()},
            {"screenshot", "--out", dir.resolve("x.png").toString()},
            {"screenshot", "--screen", "augury", "--out", dir.resolve("x.png").toString()},
            {"screenshot", "--screen", "augury", "--hexagram", "65", "--out", dir.resolve("x.png").toString()},
            {"screenshot", "--screen", "play", "--hexagram", "3", "--out", dir.resolve("x.png").toString()},
        };
        for (String[] args : cases) {
            CommandResult r = CommandResult.of(args);
            assertEquals(2, r.code(), String.join(" ", args) + " -> " + r.err());
            assertEquals(1, r.err().lines().count(), String.join(" ", args) + " -> " + r.err());
            assertOneMessage(r.err());
            assertFalse(r.err().contains("Exception"), r.err());
        }
    }

    /** The program's one form of message: {@code ishido:} once, then a capital letter, or the file or option it is about. */
    static void assertOneMessage(String err) {
        assertTrue(err.matches("ishido: \\p{Lu}[^\n]*\\R?")
                || Cli.startsWithName(err.substring("ishido: ".length())), err);
        assertFalse(err.substring("ishido: ".length()).toLowerCase(java.util.Locale.ROOT).startsWith("ishido"), err);
    }

    @Test
    void anUnknownOptionIsNamedOnceWithACapital() {
        CommandResult r = CommandResult.of("--bogus");
        assertEquals(2, r.code());
        assertEquals("ishido: Unknown option: '--bogus' (try ishido --help)", r.err().strip());
        r = CommandResult.of("replay", "--bogus", "game.txt");
        assertEquals(2, r.code());
        assertEquals("ishido: Unknown option: '--bogus' (try ishido replay --help)", r.err().strip());
    }

    @Test
    void everyMessageGetsThePrefixOnceAndACapital() {
        assertEquals("ishido: Cannot write a.png: permission denied", Cli.message("ishido", "cannot write a.png: permission denied"));
        assertEquals("ishido: Ünknown", Cli.message("ishido", "ünknown"));
        // A file or option name keeps its spelling.
        assertEquals("ishido: game.txt: line 3: x", Cli.message("ishido", "game.txt: line 3: x"));
        assertEquals("ishido: --games must be from 1 to 9", Cli.message("ishido", "--games must be from 1 to 9"));
        assertEquals("ishido-lab: Cannot read x", Cli.message("ishido-lab", "cannot read x"));
    }

    @Test
    void noMessageInTheCodeCarriesThePrefixOrACommandName() throws IOException {
        // The prefix is written once, by Cli: a message that starts with it, or with a command's name, would say it twice.
        java.util.regex.Pattern prefixed = java.util.regex.Pattern.compile(
                "(UsageException|println)\\(\"(ishido|replay|review|selfplay|screenshot|convert|codewheel|deal|stats|export|import): ");
        try (var files = Files.walk(Path.of("src/main/java"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String text = Files.readString(f);
                assertFalse(prefixed.matcher(text).find(), f + " has a message with its own prefix");
            }
        }
    }

    @Test
    void anEndlessOrHugeRecordIsRefusedUnreadWithExitCodeTwo() throws Exception {
        Path huge = dir.resolve("huge.txt");
        try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(huge.toFile(), "rw")) {
            f.setLength(200L << 20);
        }
        CommandResult r = CommandResult.of("replay", huge.toString());
        assertEquals(2, r.code(), r.err());
        assertEquals("ishido: Cannot read " + huge + ": not a game record: 200 MB is far larger than any game",
                r.err().strip());
        if (Files.isReadable(Path.of("/dev/zero"))) {
            r = CommandResult.of("replay", "/dev/zero");
            assertEquals(2, r.code(), r.err());
            assertTrue(r.err().contains("far larger than any game"), r.err());
        }
    }

    @Test
    void aRecordWithoutItsMoveCountReplaysTheSameWithAWarning() throws Exception {
        Game g = playedGame(7, Scoring.MODERN);
        String whole = GameRecord.of(g, Map.of()).format();
        CommandResult full = CommandResult.of("replay", write("whole.txt", whole).toString());
        assertEquals(0, full.code());
        assertEquals("", full.err());
        // As an older version wrote it, or cut short after a move: the same lines, and a warning.
        String old = whole.replaceFirst("Move Count: \\d+\n", "");
        CommandResult r = CommandResult.of("replay", write("old.txt", old).toString());
        assertEquals(0, r.code());
        assertEquals(full.out(), r.out());
        assertTrue(r.err().contains("may be truncated"), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        // Cut between two moves, with the count still there (lines moved by hand): refused.
        String cut = whole.replaceFirst(" \\S+\n(Move Count)", "\n$1");
        r = CommandResult.of("replay", write("cut.txt", cut).toString());
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("cut short"), r.err());
    }

    @Test
    void ioMessagesNameTheFileOnceWithTheReasonInWords() throws Exception {
        CommandResult r = CommandResult.of("replay", "/nonexist");
        assertEquals("ishido: Cannot read /nonexist: no such file", r.err().strip());
        r = CommandResult.of("selfplay", "--deals", "/nonexist");
        assertEquals("ishido: Cannot read /nonexist: no such file", r.err().strip());
        r = CommandResult.of("replay", dir.toString());
        assertEquals("ishido: Cannot read " + dir + ": is a folder, not a file", r.err().strip());
    }

    @Test
    void selfplayRecordsAreWholeAndWrittenAtomically() throws Exception {
        Path records = dir.resolve("records");
        CommandResult r = CommandResult.of("selfplay", "--games", "1", "--iterations", "2", "--records", records.toString());
        assertEquals(0, r.code(), r.err());
        try (var files = Files.list(records)) {
            assertEquals(List.of("game-0001.txt"), files.map(p -> p.getFileName().toString()).toList());
        }
        assertTrue(GameRecord.parse(Files.readString(records.resolve("game-0001.txt"))).isWhole());
    }

    @Test
    void screenshotShowsTheAuguryOfAnyHexagram() throws IOException {
        Path play = dir.resolve("play.png");
        Path augury = dir.resolve("augury.png");
        assertEquals(0, CommandResult.of("screenshot", "--screen", "play", "--out", play.toString()).code());
        CommandResult r = CommandResult.of("screenshot", "--screen", "augury", "--hexagram", "64", "--out", augury.toString());
        assertEquals(0, r.code(), r.err());
        ishido.png.PngImage image = ishido.png.PngReader.read(augury);
        assertTrue(image instanceof ishido.png.PngImage.Indexed i && i.image().width() == 320 && i.image().height() == 200);
        assertFalse(java.util.Arrays.equals(Files.readAllBytes(play), Files.readAllBytes(augury)));
    }

    @Test
    void binaryGarbageIsRefusedCleanly() throws Exception {
        Path file = dir.resolve("garbage.bin");
        Files.write(file, new byte[] {(byte) 0xFF, (byte) 0xFE, 0, 1, 2, (byte) 0x80, (byte) 0xC3});
        CommandResult r = CommandResult.of("replay", file.toString());
        assertEquals(2, r.code());
        assertEquals(1, r.err().lines().count(), r.err());
    }

    @Test
    void helpExitsZero() {
        for (String[] args : new String[][] {{"--help"}, {"replay", "--help"}, {"screenshot", "--help"}}) {
            CommandResult r = CommandResult.of(args);
            assertEquals(0, r.code());
            assertTrue(r.out().contains("Usage"), r.out());
        }
    }
}
