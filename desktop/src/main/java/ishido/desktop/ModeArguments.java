package ishido.desktop;

import ishido.match.Timer;
import ishido.rules.GameMode;
import ishido.store.Settings;
import java.util.List;
import java.util.Locale;

/**
 * What {@code --mode}, {@code --players} and {@code --timer} choose, as the settings the play screen
 * builds its game from: the mode, who plays each seat (Computer Player 1 and 2) and the mode's timer.
 */
final class ModeArguments {
    private ModeArguments() {
    }

    /** True when the command line chose any of them. */
    static boolean given(Options o) {
        return o.has("--mode") || o.has("--players") || o.has("--timer");
    }

    /**
     * Default settings changed as the options say.
     *
     * @throws UsageException naming the option at fault
     */
    static Settings settings(String command, Options o) throws UsageException {
        Settings settings = new Settings();
        GameMode mode = GameMode.SOLITAIRE;
        if (o.has("--mode")) {
            try {
                mode = GameMode.parse(o.get("--mode"));
            } catch (IllegalArgumentException e) {
                throw new UsageException(command + ": --mode must be solitaire, cooperative, tournament or challenge, not '"
                        + o.get("--mode") + "'");
            }
        }
        settings.set(Settings.MODE, mode);
        if (o.has("--players")) {
            List<Boolean> computers = computers(command, o.get("--players"), seats(mode), mode);
            settings.set(Settings.COMPUTER_PLAYER_1, computers.get(0));
            if (computers.size() > 1) {
                settings.set(Settings.COMPUTER_PLAYER_2, computers.get(1));
            }
        }
        if (o.has("--timer")) {
            if (!mode.hasTimer()) {
                throw new UsageException(command + ": --timer goes with --mode challenge (seconds a move) or --mode"
                        + " tournament (minutes a game)");
            }
            int n = o.getInt(command, "--timer", 0, 1, Timer.MAX);
            boolean challenge = mode == GameMode.CHALLENGE;
            settings.set(challenge ? Settings.CHALLENGE_TIMER : Settings.TOURNAMENT_TIMER, true);
            settings.set(challenge ? Settings.CHALLENGE_SECONDS : Settings.TOURNAMENT_MINUTES, n);
        }
        return settings;
    }

    /** The seats a mode has: two take turns in Cooperative and Challenge games, one plays the others. */
    private static int seats(GameMode mode) {
        return mode.takesTurns() ? 2 : 1;
    }

    /** For each seat, whether the computer plays it. */
    private static List<Boolean> computers(String command, String list, int seats, GameMode mode)
            throws UsageException {
        String[] words = list.split(",", -1);
        if (words.length != seats) {
            throw new UsageException(command + ": --players lists " + seats + (seats == 1 ? " seat" : " seats")
                    + " for " + mode.label().toLowerCase(Locale.ROOT) + ", each human or computer (e.g. "
                    + (seats == 1 ? "computer" : "human,computer") + "), not '" + list + "'");
        }
        Boolean[] computers = new Boolean[seats];
        for (int i = 0; i < seats; i++) {
            String w = words[i].strip().toLowerCase(Locale.ROOT);
            if (!w.equals("human") && !w.equals("computer")) {
                throw new UsageException(command + ": --players takes human or computer for each seat, not '"
                        + words[i].strip() + "'");
            }
            computers[i] = w.equals("computer");
        }
        return List.of(computers);
    }
}
