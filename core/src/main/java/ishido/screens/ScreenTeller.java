package ishido.screens;

import ishido.gfx.GadgetMarks;
import ishido.machine.Host;
import ishido.machine.Machine;
import ishido.store.Settings;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Choices &gt; Screen Reader beyond the board: after each frame, what has come on the screen, said through the host
 * (the desktop's standard output, the page's live region). On the play screen, whose narrator says the board, these
 * are its requesters and menus: a requester's title, lines and gadgets as it opens, a gadget that changed ("Sounds,
 * checked"), the menu item the keys come to. On every other screen (the lessons, the puzzles, the review, the
 * statistics, the high-score tables, the editor) it is what the screen writes, line by line in reading order, with
 * its hints of what to do ("Click to return"), and the gadgets' states. A line is said once it has stood for a
 * moment (a scrolling line, which never stands, is not), and again only after it went away and came back.
 */
public final class ScreenTeller {
    /** Ticks a line stands before it is said: a third of a second. */
    static final int STEADY_TICKS = 20;

    private final Machine machine;
    private final Settings settings;
    private final Host host;
    /** The lines on the screen and the tick each came; those of them already said. */
    private final Map<String, Long> since = new HashMap<>();
    private final Set<String> said = new HashSet<>();

    public ScreenTeller(Machine machine, Settings settings, Host host) {
        this.machine = machine;
        this.settings = settings;
        this.host = host;
    }

    /** After each frame drawn: the lines new on the screen, said in one sentence. */
    public void frameDrawn() {
        if (!settings.get(Settings.SCREEN_READER)) {
            since.clear();
            said.clear();
            return;
        }
        Set<String> now = lines();
        long tick = machine.ticks();
        since.keySet().retainAll(now);
        said.retainAll(now);
        List<String> fresh = new ArrayList<>();
        for (String line : now) {
            since.putIfAbsent(line, tick);
            if (tick - since.get(line) >= STEADY_TICKS && said.add(line)) {
                fresh.add(line);
            }
        }
        if (!fresh.isEmpty()) {
            host.say(sentence(fresh));
        }
    }

    /** What the frame shows in words, in order, each line once. */
    private Set<String> lines() {
        GadgetMarks marks = machine.framebuffer().gadgets();
        Set<String> lines = new LinkedHashSet<>();
        if (machine.screen().narratesItself()) {
            add(lines, marks.words());
        } else {
            lines.addAll(marks.drawnLines());
            add(lines, marks.states());
        }
        return lines;
    }

    private static void add(Set<String> lines, String text) {
        for (String line : text.split("\n")) {
            if (!line.isBlank()) {
                lines.add(line.strip());
            }
        }
    }

    /** A line as it is said: the spaces that line up a table's columns are one space to the ear. */
    static String spoken(String line) {
        StringBuilder s = new StringBuilder(line.length());
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c != ' ' || s.length() > 0 && s.charAt(s.length() - 1) != ' ') {
                s.append(c);
            }
        }
        return s.toString().strip();
    }

    /** The lines as one sentence: each ended by a full stop where it has no mark of its own. */
    static String sentence(List<String> lines) {
        StringBuilder s = new StringBuilder();
        for (String said : lines) {
            String line = spoken(said);
            if (line.isEmpty()) {
                continue;
            }
            s.append(s.length() > 0 ? " " : "").append(line);
            char end = line.charAt(line.length() - 1);
            if (".!?:".indexOf(end) < 0) {
                s.append('.');
            }
        }
        return s.toString();
    }
}
