package ishido.desktop;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Command-line options of the form {@code --name value} or {@code --flag}, and plain arguments. */
final class Options {
    private final Map<String, String> values = new HashMap<>();
    private final List<String> positional = new ArrayList<>();

    private Options() {
    }

    /**
     * Reads arguments; withValue lists the options that take a value, flags those that do not.
     *
     * @throws UsageException for an unknown option, a missing value, or an option given twice (the
     *     second would silently win over the first, which the user may not notice)
     */
    static Options parse(String command, String[] args, int from, Set<String> withValue, Set<String> flags)
            throws UsageException {
        Options o = new Options();
        for (int i = from; i < args.length; i++) {
            String a = args[i];
            if (a.startsWith("--")) {
                String name = a;
                String value = null;
                int eq = a.indexOf('=');
                if (eq > 0) {
                    name = a.substring(0, eq);
                    value = a.substring(eq + 1);
                }
                if (o.values.containsKey(name) && (withValue.contains(name) || flags.contains(name))) {
                    throw new UsageException(command + ": " + name + " is given twice");
                }
                if (withValue.contains(name)) {
                    if (value == null) {
                        if (i + 1 >= args.length) {
                            throw new UsageException(command + ": " + name + " needs a value");
                        }
                        value = args[++i];
                    }
                    o.values.put(name, value);
                } else if (flags.contains(name) && value == null) {
                    o.values.put(name, "");
                } else {
                    throw new UsageException(command + ": unknown option '" + a + "' (try --help)");
                }
            } else if (a.length() > 1 && a.startsWith("-") && !a.matches("-\\d+")) {
                // A short option (-x) is never a code or a file name; "-" alone may be one.
                if (!flags.contains(a)) {
                    throw new UsageException(command + ": unknown option '" + a + "' (try --help)");
                }
                o.values.put(a, "");
            } else {
                o.positional.add(a);
            }
        }
        return o;
    }

    boolean has(String name) {
        return values.containsKey(name);
    }

    String get(String name) {
        return values.get(name);
    }

    List<String> positional() {
        return positional;
    }

    long getLong(String command, String name, long fallback) throws UsageException {
        String v = values.get(name);
        if (v == null) {
            return fallback;
        }
        try {
            return Long.parseLong(v);
        } catch (NumberFormatException e) {
            throw new UsageException(command + ": " + name + " needs a whole number, not '" + v + "'");
        }
    }

    /** A whole number from min to max, or the fallback when the option is not given. */
    long getLong(String command, String name, long fallback, long min, long max) throws UsageException {
        if (!values.containsKey(name)) {
            return fallback;
        }
        long v = getLong(command, name, fallback);
        if (v < min || v > max) {
            throw new UsageException(command + ": " + name + " must be from " + min + " to " + max);
        }
        return v;
    }

    int getInt(String command, String name, int fallback, int min, int max) throws UsageException {
        return (int) getLong(command, name, fallback, min, max);
    }
}
