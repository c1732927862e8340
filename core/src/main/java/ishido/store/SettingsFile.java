package ishido.store;

import ishido.persist.Storage;
import ishido.persist.UserFiles;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The settings file: {@link Settings} kept between sessions as {@code key = value} lines. A file with
 * lines the game cannot use is set aside, one it cannot read is left alone, and two windows saving at
 * once keep each other's changes.
 */
public final class SettingsFile {
    /**
     * The format of the file, written as its first setting (as a record's Format line): a version reads the
     * formats up to its own, and leaves a file of a newer one as it is. A file without one is of format 1.
     */
    public static final int FORMAT = 1;
    static final String FORMAT_KEY = "format";
    /** Problems of a settings file listed in its one warning; the rest are counted. */
    private static final int SHOWN_PROBLEMS = 3;
    /** The longest a problem is shown, so that a long line of someone else's text keeps the requester small. */
    private static final int MAX_PROBLEM = 80;

    private SettingsFile() {
    }

    /** The settings as lines of text, keys of newer versions included. */
    public static String format(Settings settings) {
        Map<String, String> all = settings.values();
        all.putAll(settings.unknown);
        return format(all);
    }

    private static String format(Map<String, String> values) {
        StringBuilder b = new StringBuilder("# Ishido settings, written by the game\n");
        b.append(FORMAT_KEY).append(" = ").append(FORMAT).append('\n');
        for (Map.Entry<String, String> e : values.entrySet()) {
            b.append(e.getKey()).append(" = ").append(e.getValue()).append('\n');
        }
        return b.toString();
    }

    /** Reads settings text; unknown keys are kept for writing back, bad values keep their defaults with a warning. */
    public static Settings parse(String text) {
        Settings s = new Settings();
        read(s, text, s.warnings);
        return s;
    }

    /** Applies the usable lines of the text, adding one problem per unusable line. */
    private static void read(Settings s, String text, List<String> problems) {
        Map<Integer, String[]> lines = lines(text, problems);
        if (format(lines.values()) > FORMAT) {
            s.writable = false;
            s.warnings.add("The settings were written by a newer version of the game (format " + format(lines.values())
                    + "; this one reads formats 1 to " + FORMAT + "). The defaults are used, and the file is left as it is.");
            return;
        }
        for (Map.Entry<Integer, String[]> line : lines.entrySet()) {
            String key = line.getValue()[0];
            String value = line.getValue()[1];
            try {
                if (key.equals(FORMAT_KEY)) {
                    checkFormat(value);
                    continue;
                }
                s.set(key, value);
            } catch (IllegalArgumentException e) {
                problems.add("line " + line.getKey() + ": " + e.getMessage());
            }
        }
    }

    /** The format the lines name (the last format line), 1 when they name none; -1 when it is not a number. */
    private static int format(Iterable<String[]> lines) {
        int format = 1;
        for (String[] pair : lines) {
            if (pair[0].equals(FORMAT_KEY)) {
                format = formatNumber(pair[1]);
            }
        }
        return format;
    }

    private static int formatNumber(String value) {
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static void checkFormat(String value) {
        if (formatNumber(value) < 1) {
            throw new IllegalArgumentException(FORMAT_KEY + " must be a whole number from 1 to " + FORMAT
                    + ", not '" + Settings.abbreviate(value) + "'");
        }
    }

    /** The {@code key = value} lines of the text by line number; comments and blank lines skipped. */
    private static Map<Integer, String[]> lines(String text, List<String> problems) {
        Map<Integer, String[]> pairs = new LinkedHashMap<>();
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
        String[] lines = body.split("\r\n|\r|\n");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int eq = line.indexOf('=');
            if (eq <= 0) {
                problems.add("line " + (i + 1) + " is not 'key = value'");
                continue;
            }
            pairs.put(i + 1, new String[] {line.substring(0, eq).strip(), line.substring(eq + 1).strip()});
        }
        return pairs;
    }

    /**
     * Loads the settings file: defaults when there is none. A file with lines the game cannot use is set
     * aside (its name ending in .damaged and the clock's time) before the usable settings are written back;
     * a file that cannot be read is left alone and never written over. Either gives one warning naming the file.
     */
    public static Settings load(Storage storage, Path file, Clock clock) {
        Settings s = new Settings();
        String text;
        try {
            text = UserFiles.readText(storage, file, UserFiles.Kind.SETTINGS);
        } catch (NoSuchFileException e) {
            s.baseline = s.values();
            return s;
        } catch (UserFiles.TooLargeException | UserFiles.NotTextException e) {
            s.warnings.add(setAsideOrKeep(storage, s, file, file.getFileName() + " is " + e.getMessage(), clock));
            return s;
        } catch (IOException e) {
            s.writable = false;
            s.warnings.add("Could not read " + file.getFileName() + ": " + UserFiles.reason(e)
                    + ". The defaults are used, and the file is left as it is.");
            return s;
        }
        List<String> problems = new ArrayList<>();
        read(s, text, problems);
        s.baseline = s.values();
        if (!problems.isEmpty()) {
            StringBuilder b = new StringBuilder(file.getFileName() + " has lines the game cannot use: ");
            b.append(String.join("; ", problems.subList(0, Math.min(SHOWN_PROBLEMS, problems.size())).stream()
                    .map(p -> p.length() <= MAX_PROBLEM ? p : p.substring(0, MAX_PROBLEM - 3) + "...").toList()));
            if (problems.size() > SHOWN_PROBLEMS) {
                b.append("; and ").append(problems.size() - SHOWN_PROBLEMS).append(" more");
            }
            s.warnings.add(setAsideOrKeep(storage, s, file, b.toString(), clock));
            if (s.writable) {
                try {
                    // The usable settings stay: written now, they are not lost with the file set aside.
                    save(storage, s, file);
                } catch (IOException e) {
                    // Written at the next change, or reported then.
                }
            }
        }
        return s;
    }

    /** Sets the file aside; when that fails, the game must not write over it. */
    private static String setAsideOrKeep(Storage storage, Settings s, Path file, String what, Clock clock) {
        s.baseline = new Settings().values();
        try {
            Path aside = storage.setAside(file, clock);
            return what + ". It was kept as " + aside.getFileName() + ".";
        } catch (IOException e) {
            s.writable = false;
            return what + ". It could not be set aside (" + UserFiles.reason(e)
                    + "), so it is left as it is and the settings will not be saved.";
        }
    }

    /**
     * Writes the settings this window changed since it read or last wrote them, keeping what another
     * window wrote meanwhile and the keys of newer versions: the file is re-read and updated under a lock.
     * Nothing is written over a settings file that could not be read.
     */
    public static void save(Storage storage, Settings s, Path file) throws IOException {
        if (!s.writable) {
            return;
        }
        storage.createFolders(file.toAbsolutePath().getParent());
        Map<String, String> mine = s.values();
        storage.update(file, UserFiles.Kind.SETTINGS, current -> {
            Map<String, String> merged = new LinkedHashMap<>(mine);
            Map<String, String> extra = new LinkedHashMap<>(s.unknown);
            if (current != null) {
                for (String[] pair : lines(current, new ArrayList<>()).values()) {
                    if (pair[0].equals(FORMAT_KEY)) {
                        continue;
                    }
                    if (merged.containsKey(pair[0])) {
                        if (Objects.equals(mine.get(pair[0]), s.baseline.get(pair[0]))) {
                            merged.put(pair[0], pair[1]);
                        }
                    } else if (Settings.isKey(pair[0])) {
                        extra.put(pair[0], pair[1]);
                    }
                }
            }
            merged.putAll(extra);
            return format(merged);
        });
        s.baseline = mine;
    }
}
