package ishido.bench;

import ishido.match.DealCode;
import ishido.match.Match;
import ishido.match.MatchRecord;
import ishido.match.Seat;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import ishido.rules.SplitMix64;
import ishido.stats.PlayedGame;
import ishido.stats.Statistics;
import ishido.stats.StatsFilter;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The statistics of 1,000 kept games: from their summaries (what the screen does when a filter changes),
 * and from the records' text (what opening the screen or {@code stats} does: parse, replay, then count).
 * The goal is under 100 ms for the whole. Run by hand, see docs/architecture.md ("Benchmarks").
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class StatsBenchmark {
    private static final int GAMES = 1000;
    private final List<String> records = new ArrayList<>();
    private final List<PlayedGame> games = new ArrayList<>();

    @Setup
    public void setUp() throws IllegalMoveException {
        SplitMix64 random = new SplitMix64(1000);
        for (int i = 0; i < GAMES; i++) {
            Match m = new Match(GameMode.SOLITAIRE, List.of(Seat.human("Kim")),
                    new Game(DealCode.of(i).deal(), i % 5 == 0 ? Scoring.ANCIENT : Scoring.MODERN));
            while (!m.game().isOver()) {
                var legal = m.game().legalSquares();
                m.place(legal.get(random.nextInt(legal.size())));
            }
            PlayedGame p = PlayedGame.of(m, LocalDate.of(2026, 11, 23));
            games.add(p);
            records.add(MatchRecord.write(m, p.keys(), LocalDate.of(2026, 11, 23)).format());
        }
    }

    @Benchmark
    public Statistics fromSummaries() {
        return Statistics.of(games, new StatsFilter(GameMode.SOLITAIRE, Scoring.MODERN, false));
    }

    @Benchmark
    public Statistics fromRecords() {
        List<PlayedGame> read = new ArrayList<>(GAMES);
        for (String text : records) {
            read.add(PlayedGame.read(GameRecord.parse(text)));
        }
        return Statistics.of(read, new StatsFilter(GameMode.SOLITAIRE, Scoring.MODERN, false));
    }
}
