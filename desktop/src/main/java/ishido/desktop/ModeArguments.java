package ishido.desktop;

import ishido.match.Timer;
import ishido.rules.GameMode;
import ishido.store.Settings;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Option;

/**
 * What {@code --mode}, {@code --players} and {@code --timer} choose, as the settings the play screen
 * builds its game from: the mode, who plays each seat (Computer Player 1 and 2) and the mode's timer.
 */
final class ModeArguments {
    @Option(names = "--mode", paramLabel = "MODE",
            description = "the game of the screens over a play screen: solitaire (the default), cooperative, tournament"
                    + " or challenge")
    String mode;

    @Option(names = "--players", paramLabel = "LIST",
            description = "who plays each seat, human or computer, comma separated: one seat for solitaire and"
                    + " tournament, two for cooperative and challenge (e.g. computer,computer); human by default")
    String players;

    @Option(names = "--timer", paramLabel = "N",
            description = "1-60: seconds a move in a challenge, minutes a game in a tournament (refused for the other"
                    + " modes)")
    Integer timer;

    /** True when the command line chose any of them. */
    boolean given() {
        return mode != null || players != null || timer != null;
    }

    /**
     * Default settings changed as the options say.
     *
     * @throws UsageException naming the option at fault
     */
    Settings settings() throws UsageException {
        Settings settings = new Settings();
        GameMode chosen = GameMode.SOLITAIRE;
        if (this.mode != null) {
            try {
                chosen = GameMode.parse(this.mode);
            } catch (IllegalArgumentException e) {
                throw new UsageException("--mode must be solitaire, cooperative, tournament or challenge, not '"
                        + this.mode + "'");
            }
        }
        GameMode mode = chosen;
        settings.set(Settings.MODE, mode);
        if (players != null) {
            List<Boolean> computers = computers(players, seats(mode), mode);
            settings.set(Settings.COMPUTER_PLAYER_1, computers.get(0));
            if (computers.size() > 1) {
                settings.set(Settings.COMPUTER_PLAYER_2, computers.get(1));
            }
        }
        if (timer != null) {
            if (!mode.hasTimer()) {
                throw new UsageException("--timer goes with --mode challenge (seconds a move) or --mode"
                        + " tournament (minutes a game)");
            }
            int n = Cli.range("--timer", timer, 1, Timer.MAX);
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
    private static List<Boolean> computers(String list, int seats, GameMode mode)
            throws UsageException {
        String[] words = list.split(",", -1);
        if (words.length != seats) {
            throw new UsageException("--players lists " + seats + (seats == 1 ? " seat" : " seats")
                    + " for " + mode.label().toLowerCase(Locale.ROOT) + ", each human or computer (e.g. "
                    + (seats == 1 ? "computer" : "human,computer") + "), not '" + list + "'");
        }
        Boolean[] computers = new Boolean[seats];
        for (int i = 0; i < seats; i++) {
            String w = words[i].strip().toLowerCase(Locale.ROOT);
            if (!w.equals("human") && !w.equals("computer")) {
                throw new UsageException("--players takes human or computer for each seat, not '"
                        + words[i].strip() + "'");
            }
            computers[i] = w.equals("computer");
        }
        return List.of(computers);
    }
}
