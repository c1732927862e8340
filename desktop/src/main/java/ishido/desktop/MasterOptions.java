package ishido.desktop;

import ishido.ai.MasterStyle;
import ishido.ai.RolloutFit;
import ishido.ai.RolloutValue;
import ishido.ai.Skill;
import ishido.persist.UserFiles;
import ishido.rules.Deal;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import picocli.CommandLine.Option;

/**
 * How Master plays in a measurement, other than as shipped: the options of a paired experiment, refused with any
 * other skill.
 */
public final class MasterOptions {
    @Option(names = "--guard", paramLabel = "on|off",
            description = "whether Master's root avoids squares that leave a stone whose every square strands stones"
                    + " still to come (default on; off is the Master before it)")
    String guard;

    @Option(names = "--rollouts", paramLabel = "R",
            description = "how Master's rollouts choose: with their learned part, the shipped weights (fitted, the"
                    + " default) or a file the lab's fit command wrote, or the policy alone (policy: the Master before it)")
    String rollouts;

    @Option(names = "--value", paramLabel = "V",
            description = "the value that chooses Master's rollout moves: the shipped weights (the default), a file"
                    + " the lab's learn command wrote, or none (the choice --rollouts gives: the Master before it)")
    String value;

    @Option(names = "--value-stones", paramLabel = "N",
            description = "how many of a rollout's stones the value chooses the squares of, the policy the rest's: 1"
                    + " to 72, or all (default " + MasterStyle.SHIPPED_VALUE_STONES + ")")
    String valueStones;

    /** Refuses the options for a skill other than Master, naming the first given. */
    private void check(Skill skill) throws UsageException {
        if (skill == Skill.MASTER) {
            return;
        }
        String[] names = {"--guard", "--rollouts", "--value", "--value-stones"};
        Object[] given = {guard, rollouts, value, valueStones};
        for (int i = 0; i < names.length; i++) {
            if (given[i] != null) {
                throw new UsageException(names[i] + " is for --skill master, not " + skill.label().toLowerCase(Locale.ROOT));
            }
        }
    }

    /** Master's style as the options say (the shipped one by default). */
    public MasterStyle style(Skill skill) throws UsageException {
        check(skill);
        RolloutValue v = value(value == null ? "shipped" : value);
        if (v == null && valueStones != null) {
            throw new UsageException("--value-stones needs a value, not --value none");
        }
        return new MasterStyle(guard(), rollouts(rollouts == null ? "fitted" : rollouts), v, valueStones());
    }

    /** How many of a rollout's stones --value-stones gives the value (the shipped count by default). */
    private int valueStones() throws UsageException {
        if (valueStones == null) {
            return MasterStyle.SHIPPED_VALUE_STONES;
        }
        if (valueStones.equals("all")) {
            return MasterStyle.EVERY_STONE;
        }
        int stones = valueStones.matches("[0-9]{1,2}") ? Integer.parseInt(valueStones) : 0;
        if (stones >= 1 && stones <= Deal.SIZE) {
            return stones;
        }
        throw new UsageException("--value-stones must be from 1 to " + Deal.SIZE + " or all, not '" + valueStones + "'");
    }

    /** Whether --guard (on by default) is on. */
    private boolean guard() throws UsageException {
        String v = guard == null ? "on" : guard;
        return switch (v) {
            case "on" -> true;
            case "off" -> false;
            default -> throw new UsageException("--guard must be on or off, not '" + v + "'");
        };
    }

    /** The learned part of the rollouts a name gives: policy (null: the policy alone), fitted (shipped) or a file. */
    public static RolloutFit rollouts(String name) throws UsageException {
        switch (name) {
            case "policy":
                return null;
            case "fitted":
                try {
                    return RolloutFit.shipped();
                } catch (IllegalStateException e) {
                    throw new UsageException(e.getMessage());
                }
            default:
                Path file = Path.of(name);
                try {
                    return RolloutFit.parse(UserFiles.readArgumentText(file, UserFiles.Kind.ROLLOUT_FIT));
                } catch (IOException e) {
                    throw new UsageException("--rollouts: cannot read " + UserFiles.describe(file, e));
                } catch (IllegalArgumentException e) {
                    throw new UsageException(file + ": " + e.getMessage());
                }
        }
    }

    /** The value a name gives: none (null), shipped or a file. */
    private static RolloutValue value(String name) throws UsageException {
        switch (name) {
            case "none":
                return null;
            case "shipped":
                try {
                    return RolloutValue.shipped();
                } catch (IllegalStateException e) {
                    throw new UsageException(e.getMessage());
                }
            default:
                Path file = Path.of(name);
                try {
                    return RolloutValue.read(UserFiles.readArgument(file, UserFiles.Kind.VALUE));
                } catch (IOException e) {
                    throw new UsageException("--value: cannot read " + UserFiles.describe(file, e));
                } catch (IllegalArgumentException e) {
                    throw new UsageException(file + ": " + e.getMessage());
                }
        }
    }
}
