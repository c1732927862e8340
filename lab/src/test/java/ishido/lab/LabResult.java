package ishido.lab;

import ishido.desktop.CommandResult;
import ishido.persist.UserData;

/** Runs the lab's command line as the game's tests run the game's ({@link CommandResult}). */
final class LabResult {
    private LabResult() {
    }

    /** The lab's command line run with the arguments, what it printed and its exit code. */
    static CommandResult of(String... args) {
        return CommandResult.of(Main::run, UserData.folder(), args);
    }

    /** Each of the bad argument lists, after the command's name, exits 2 with one line that starts "ishido-lab: ". */
    static void assertUsageErrors(String command, String[][] bad) {
        CommandResult.assertUsageErrors(Main::run, Main.PROGRAM, command, bad);
    }
}
