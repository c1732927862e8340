package ishido.store;

import ishido.ai.MasterGame;
import ishido.match.DealCode;
import ishido.persist.Storage;
import ishido.persist.UserFiles;
import ishido.rules.Scoring;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The Master's results on coded deals, kept in the data folder's {@code master-scores.txt} so that each
 * is computed once: one line per deal and scoring, {@code CODE SCORING ITERATIONS SCORE FOURWAYS LEFT}.
 * A line that does not read is passed over; the file is changed under its lock, so two windows may add at once.
 */
public final class MasterScores {
    /** The file under the data folder. */
    public static final String FILE = "master-scores.txt";

    private final Storage storage;
    private final Path file;

    /** The Master's results in a data folder of the storage. */
    public MasterScores(Storage storage, Path dataFolder) {
        this.storage = storage;
        this.file = dataFolder.resolve(FILE);
    }

    /** The Master's result on a deal at a budget, or null when it has not been computed. */
    public MasterGame.Result get(DealCode code, Scoring scoring, long iterations) throws IOException {
        if (!storage.exists(file)) {
            return null;
        }
        return find(UserFiles.readText(storage, file, UserFiles.Kind.MASTER_SCORES), key(code, scoring, iterations));
    }

    /** Keeps a result (a line already there for the deal is left as it is: the same search gives the same game). */
    public void put(DealCode code, Scoring scoring, long iterations, MasterGame.Result result) throws IOException {
        storage.createFolders(file.toAbsolutePath().getParent());
        String key = key(code, scoring, iterations);
        storage.update(file, UserFiles.Kind.MASTER_SCORES, current -> {
            if (current != null && find(current, key) != null) {
                return null;
            }
            String line = key + " " + result.score() + " " + result.fourWays() + " " + result.stonesLeft() + "\n";
            return (current == null ? "" : current.endsWith("\n") || current.isEmpty() ? current : current + "\n") + line;
        });
    }

    private static String key(DealCode code, Scoring scoring, long iterations) {
        return code + " " + scoring.label().toLowerCase(Locale.ROOT) + " " + iterations;
    }

    private static MasterGame.Result find(String text, String key) {
        for (String line : text.split("\n")) {
            if (line.startsWith(key + " ")) {
                String[] f = line.substring(key.length() + 1).strip().split(" ");
                try {
                    if (f.length == 3) {
                        return new MasterGame.Result(Long.parseLong(f[0]), Integer.parseInt(f[1]), Integer.parseInt(f[2]));
                    }
                } catch (NumberFormatException e) {
                    // A damaged line is passed over; the result is computed again.
                }
            }
        }
        return null;
    }
}
