package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.match.DealCode;
import ishido.match.Match;
import ishido.match.MatchRecord;
import ishido.match.Seat;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import ishido.testing.GreedyGames;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChallengeCommandTest {
    @TempDir
    Path dir;

    /** A record of the seeded game as Save Game writes it, under the player's name. */
    private Path record(long seed, Scoring scoring, String name) throws IOException, IllegalMoveException {
        Game played = GreedyGames.played(seed, scoring);
        Match match = new Match(GameMode.SOLITAIRE, List.of(Seat.human(name)), new Game(played.deal(), scoring));
        for (var m : played.moves()) {
            match.place(m.square());
        }
        GameRecord record = MatchRecord.write(match, Map.of(DealCode.RECORD_KEY, DealCode.of(played.deal()).toString()),
                LocalDate.of(2026, 12, 2));
        Path file = dir.resolve("game-" + seed + ".ishido");
        Files.writeString(file, record.format(), StandardCharsets.UTF_8);
        return file;
    }

    @Test
    void everyGameOfASeededSetComesBackThroughItsCodeAsTheSameRecord() throws Exception {
        for (long seed = 1; seed <= 40; seed++) {
            Scoring scoring = seed % 4 == 0 ? Scoring.ANCIENT : Scoring.MODERN;
            Path file = record(seed, scoring, "Ann Seed " + seed);
            CommandResult made = CommandResult.of("challenge", "--make", file.toString());
            assertEquals(0, made.code(), made.err());
            String code = made.out().strip();
            assertTrue(code.length() <= 200, code);
            CommandResult read = CommandResult.of("challenge", code);
            assertEquals(0, read.code(), read.err());
            GameRecord original = GameRecord.parse(Files.readString(file));
            CommandResult replay = CommandResult.of("replay", file.toString());
            List<String> lines = replay.outLines();
            assertEquals(List.of("deal=" + DealCode.of(original) + " scoring=" + scoring.label() + " name=Ann Seed "
                    + seed, lines.get(lines.size() - 1)), read.outLines(), code);
            // The code's game as a record is the original's game: the same scoring, deal and moves.
            GameRecord back = ishido.match.ChallengeCode.read(code).record(0, LocalDate.of(2026, 12, 2));
            assertEquals(original.scoring(), back.scoring());
            assertEquals(original.deal(), back.deal());
            assertEquals(original.moves(), back.moves());
            assertEquals(original.players(), back.players());
        }
    }

    @Test
    void anAnswerCarriesBothGamesAndTheMatchLine() throws Exception {
        Path first = record(11, Scoring.MODERN, "Ann");
        String code = CommandResult.of("challenge", "--make", first.toString(), "--best-of", "3").out().strip();
        DealCode deal = ishido.match.ChallengeCode.read(code).nextDeal();
        Game answer = GreedyGames.played(deal, Scoring.MODERN, 99);
        Match match = new Match(GameMode.SOLITAIRE, List.of(Seat.human("Bob")), new Game(answer.deal(), Scoring.MODERN));
        for (var m : answer.moves()) {
            match.place(m.square());
        }
        Path second = dir.resolve("bob.ishido");
        Files.writeString(second, MatchRecord.write(match, Map.of(DealCode.RECORD_KEY, deal.toString()),
                LocalDate.of(2026, 12, 2)).format());
        CommandResult answered = CommandResult.of("challenge", "--make", second.toString(), "--answer", code);
        assertEquals(0, answered.code(), answered.err());
        CommandResult read = CommandResult.of("challenge", answered.out().strip());
        assertEquals(5, read.outLines().size(), read.out());
        assertTrue(read.outLines().get(2).endsWith("name=Bob"), read.out());
        assertTrue(read.outLines().get(4).matches("match=best-of-3 deals=1 wins=[01],[01] winner=none"), read.out());
    }

    @Test
    void badCodesAndBadInputAreOneLineAndExitTwo() throws Exception {
        String code = CommandResult.of("challenge", "--make", record(5, Scoring.MODERN, "Ann").toString()).out().strip();
        String changed = code.substring(0, 20) + (code.charAt(20) == 'A' ? 'B' : 'A') + code.substring(21);
        assertBad(CommandResult.of("challenge", changed),
                "ishido: This challenge code was altered: its check does not match (a character was changed)");
        assertBad(CommandResult.of("challenge", code.substring(0, 40)),
                "ishido: This challenge code is cut short: it has 40 of its " + code.length() + " characters");
        assertBad(CommandResult.of("challenge", "3" + code.substring(1)),
                "ishido: This challenge code was made by another version of Ishido (version 3; this one reads version 1)");
        assertBad(CommandResult.of("challenge"), "ishido: Give a challenge code, or --make RECORD (try --help)");
        assertBad(CommandResult.of("challenge", code, "--name", "Bob"), "ishido: --name, --best-of and --answer go with --make");
        Path file = record(6, Scoring.MODERN, "Ann");
        assertBad(CommandResult.of("challenge", "--make", file.toString(), "--best-of", "4"),
                "ishido: " + file + ": a match is of 1, 3 or 5 deals, not 4");
        assertBad(CommandResult.of("challenge", "--make", file.toString(), "--name", " x"),
                "ishido: --name is 1 to 20 printable characters without spaces around them, not ' x'");
        assertBad(CommandResult.of("challenge", "--make", file.toString(), "--answer", code),
                "ishido: " + file + ": this game of the match is played on deal "
                        + ishido.match.ChallengeCode.read(code).nextDeal() + ", not "
                        + DealCode.of(GameRecord.parse(Files.readString(file))));
    }

    private static void assertBad(CommandResult r, String line) {
        assertEquals(2, r.code(), r.out());
        assertEquals(line, r.err().strip());
        assertEquals("", r.out());
    }
}
