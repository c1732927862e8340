package ishido.persist;

import ishido.ai.Skill;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Everything the player chooses in the menus, kept between sessions as {@code key = value} lines.
 * A bad value falls back to its default with a warning; an unreadable file is set aside, never lost.
 */
public final class Settings {
    public Scoring scoring = Scoring.MODERN;
    public GameMode mode = GameMode.SOLITAIRE;
    public boolean computerPlayer1;
    public boolean computerPlayer2;
    public boolean tournamentTimer;
    public int tournamentMinutes = 15;
    public boolean challengeTimer;
    public int challengeSeconds = 30;
    /** How strongly the computer plays its seats (Choices > Computer Skill). */
    public Skill computerSkill = Skill.MASTER;
    public String stoneset = "Ishido";
    public String board = "Ishido";
    public boolean matchingBoard = true;
    public boolean graphicScoreboard;
    public boolean sounds = true;
    public boolean stoneClick = true;
    /** Paula's low-pass "LED" filter, which softens the 8-bit sound. */
    public boolean audioFilter;
    public boolean messages = true;
    public boolean showHighScores;
    public boolean alwaysShowMoves;
    public boolean oracle;
    public String oracleQuestion = "";
    public boolean skipCodewheel;
    public DisplayOptions display = DisplayOptions.defaults();

    /** What went wrong reading the file, one line each, for the player to see. */
    private final List<String> warnings = new ArrayList<>();

    public List<String> warnings() {
        return warnings;
    }

    /** The settings as lines of text. */
    public String format() {
        StringBuilder b = new StringBuilder("# Ishido settings, written by the game\n");
        for (Map.Entry<String, String> e : values().entrySet()) {
            b.append(e.getKey()).append(" = ").append(e.getValue()).append('\n');
        }
        return b.toString();
    }

    private Map<String, String> values() {
        Map<String, String> v = new LinkedHashMap<>();
        v.put("scoring", scoring.label());
        v.put("mode", mode.label());
        v.put("computer-player-1", yes(computerPlayer1));
        v.put("computer-player-2", yes(computerPlayer2));
        v.put("computer-skill", computerSkill.label().toLowerCase(Locale.ROOT));
        v.put("tournament-timer", yes(tournamentTimer));
        v.put("tournament-minutes", Integer.toString(tournamentMinutes));
        v.put("challenge-timer", yes(challengeTimer));
        v.put("challenge-seconds", Integer.toString(challengeSeconds));
        v.put("stoneset", stoneset);
        v.put("board", board);
        v.put("matching-board", yes(matchingBoard));
        v.put("graphic-scoreboard", yes(graphicScoreboard));
        v.put("sounds", yes(sounds));
        v.put("stone-click", yes(stoneClick));
        v.put("audio-filter", yes(audioFilter));
        v.put("messages", yes(messages));
        v.put("show-high-scores", yes(showHighScores));
        v.put("always-show-moves", yes(alwaysShowMoves));
        v.put("oracle", yes(oracle));
        v.put("oracle-question", oracleQuestion.replace('\n', ' '));
        v.put("skip-codewheel", yes(skipCodewheel));
        v.put("fullscreen", yes(display.fullscreen()));
        v.put("window-scale", Integer.toString(display.windowScale()));
        v.put("integer-scaling", yes(display.integerScaling()));
        v.put("pixel-aspect", display.aspect().name().toLowerCase(java.util.Locale.ROOT));
        v.put("crt", display.crt().name().toLowerCase(java.util.Locale.ROOT));
        return v;
    }

    private static String yes(boolean b) {
        return b ? "yes" : "no";
    }

    /** Reads settings text; unknown keys are ignored, bad values keep their defaults with a warning. */
    public static Settings parse(String text) {
        Settings s = new Settings();
        String[] lines = text.split("\r\n|\r|\n");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int eq = line.indexOf('=');
            if (eq <= 0) {
                s.warnings.add("settings line " + (i + 1) + " is not 'key = value'");
                continue;
            }
            String key = line.substring(0, eq).strip();
            String value = line.substring(eq + 1).strip();
            try {
                s.set(key, value);
            } catch (IllegalArgumentException e) {
                s.warnings.add("settings line " + (i + 1) + ": " + e.getMessage());
            }
        }
        return s;
    }

    private void set(String key, String value) {
        DisplayOptions d = display;
        switch (key) {
            case "scoring" -> scoring = Scoring.parse(value);
            case "mode" -> mode = GameMode.parse(value);
            case "computer-player-1" -> computerPlayer1 = bool(key, value);
            case "computer-player-2" -> computerPlayer2 = bool(key, value);
            case "computer-skill" -> computerSkill = Skill.parse(value);
            case "tournament-timer" -> tournamentTimer = bool(key, value);
            case "tournament-minutes" -> tournamentMinutes = number(key, value, 1, 60);
            case "challenge-timer" -> challengeTimer = bool(key, value);
            case "challenge-seconds" -> challengeSeconds = number(key, value, 1, 60);
            case "stoneset" -> stoneset = value;
            case "board" -> board = value;
            case "matching-board" -> matchingBoard = bool(key, value);
            case "graphic-scoreboard" -> graphicScoreboard = bool(key, value);
            case "sounds" -> sounds = bool(key, value);
            case "stone-click" -> stoneClick = bool(key, value);
            case "audio-filter" -> audioFilter = bool(key, value);
            case "messages" -> messages = bool(key, value);
            case "show-high-scores" -> showHighScores = bool(key, value);
            case "always-show-moves" -> alwaysShowMoves = bool(key, value);
            case "oracle" -> oracle = bool(key, value);
            case "oracle-question" -> oracleQuestion = value;
            case "skip-codewheel" -> skipCodewheel = bool(key, value);
            case "fullscreen" -> display = new DisplayOptions(bool(key, value), d.windowScale(), d.integerScaling(), d.aspect(), d.crt());
            case "window-scale" -> display = new DisplayOptions(d.fullscreen(), number(key, value, 1, 10), d.integerScaling(), d.aspect(), d.crt());
            case "integer-scaling" -> display = new DisplayOptions(d.fullscreen(), d.windowScale(), bool(key, value), d.aspect(), d.crt());
            case "pixel-aspect" -> display = new DisplayOptions(d.fullscreen(), d.windowScale(), d.integerScaling(),
                    enumValue(key, value, DisplayOptions.Aspect.class), d.crt());
            case "crt" -> display = new DisplayOptions(d.fullscreen(), d.windowScale(), d.integerScaling(), d.aspect(),
                    enumValue(key, value, DisplayOptions.Crt.class));
            default -> {
                // Keys of other versions are ignored, so an older game can read a newer file.
            }
        }
    }

    private static boolean bool(String key, String v) {
        if (v.equalsIgnoreCase("yes") || v.equalsIgnoreCase("true") || v.equals("1")) {
            return true;
        }
        if (v.equalsIgnoreCase("no") || v.equalsIgnoreCase("false") || v.equals("0")) {
            return false;
        }
        throw new IllegalArgumentException(key + " must be yes or no, not '" + v + "'");
    }

    private static int number(String key, String v, int min, int max) {
        try {
            int n = Integer.parseInt(v);
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // Reported below.
        }
        throw new IllegalArgumentException(key + " must be a whole number from " + min + " to " + max + ", not '" + v + "'");
    }

    private static <E extends Enum<E>> E enumValue(String key, String v, Class<E> type) {
        for (E e : type.getEnumConstants()) {
            if (e.name().equalsIgnoreCase(v)) {
                return e;
            }
        }
        throw new IllegalArgumentException(key + " cannot be '" + v + "'");
    }

    /**
     * Loads the settings file: defaults when there is none; an unreadable file is renamed aside
     * (its name ending in .damaged) and reported in the warnings.
     */
    public static Settings load(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            return new Settings();
        } catch (IOException e) {
            Settings s = new Settings();
            s.warnings.add("could not read the settings (" + e.getMessage() + "); using the defaults");
            return s;
        }
        try {
            return parse(TextFiles.decode(bytes));
        } catch (CharacterCodingException e) {
            Settings s = new Settings();
            s.warnings.add(setAside(file, "the settings file was damaged"));
            return s;
        }
    }

    /** Renames a damaged file out of the way and says where it went. */
    public static String setAside(Path file, String what) {
        String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
        Path aside = file.resolveSibling(file.getFileName() + "." + stamp + ".damaged");
        try {
            Files.move(file, aside);
            return what + "; it was kept as " + aside.getFileName() + " and the defaults are used";
        } catch (IOException e) {
            return what + " and could not be moved aside (" + e.getMessage() + "); the defaults are used";
        }
    }

    /** Writes the settings atomically, creating the folder if needed. */
    public void save(Path file) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        AtomicFiles.write(file, format().getBytes(StandardCharsets.UTF_8));
    }
}
