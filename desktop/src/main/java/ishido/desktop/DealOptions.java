package ishido.desktop;

import ishido.match.DealCode;
import ishido.persist.UserFiles;
import ishido.rules.Deal;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The deals a run of games plays, as {@code selfplay} and the lab's commands choose them: {@code --games} seeded
 * deals from {@code --seed}, or the deals of a {@code --deals} file.
 */
public final class DealOptions {
    /** Games played when --games is not given (and no --deals file is). */
    public static final int DEFAULT_GAMES = 10;

    @Option(names = "--games", paramLabel = "N",
            description = "games to play (default " + DEFAULT_GAMES + "; with --deals, its first N deals, all of them by"
                    + " default)")
    Integer games;

    @Option(names = "--seed", paramLabel = "S",
            description = "game i (from 0) is played on Deal.random(S + i) (default 1)")
    long seed = 1;

    @Option(names = "--deals", paramLabel = "FILE",
            description = "one deal per line (72 stones, e.g. A1 B2 ..., or a deal code such as 7FNS-AFRQ) instead of"
                    + " seeded deals; empty lines and lines starting with ; are skipped")
    Path deals;

    /** The first deal's seed. */
    public long seed() {
        return seed;
    }

    /**
     * The deals a run plays: the first --games of the --deals file (all of them by default), or --games (by default
     * {@value #DEFAULT_GAMES}) seeded ones, game i on Deal.random(seed + i).
     *
     * @throws UsageException for a --games out of range, or a --deals file that cannot be read or holds no deal
     */
    public List<Deal> deals() throws UsageException {
        int n = games == null ? -1 : Cli.range("--games", games, 1, 10_000_000);
        List<Deal> list = new ArrayList<>();
        if (deals != null) {
            list = read(deals);
            if (n > 0 && n < list.size()) {
                list = list.subList(0, n);
            }
        } else {
            for (int i = 0; i < (n > 0 ? n : DEFAULT_GAMES); i++) {
                list.add(Deal.random(seed + i));
            }
        }
        return list;
    }

    /** The deals of a --deals file, one a line. */
    private static List<Deal> read(Path file) throws UsageException {
        List<String> lines;
        try {
            lines = UserFiles.readArgumentText(file, UserFiles.Kind.DEALS).lines().toList();
        } catch (IOException e) {
            throw new UsageException("cannot read " + UserFiles.describe(file, e));
        }
        List<Deal> deals = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith(";")) {
                continue;
            }
            try {
                // A code keeps its number in the deal, so the games' records carry their Deal Code.
                deals.add(line.replaceAll("[\\s-]", "").length() == DealCode.LENGTH ? DealCode.parse(line).deal()
                        : Deal.parse(line));
            } catch (IllegalArgumentException e) {
                throw new UsageException(file + " line " + (i + 1) + ": " + e.getMessage());
            }
        }
        if (deals.isEmpty()) {
            throw new UsageException(file + " holds no deal");
        }
        return deals;
    }
}
