package ishido.screens.play;

import ishido.lessons.Course;
import ishido.machine.Machine;
import ishido.machine.Screen;
import ishido.store.Settings;
import ishido.theme.Stoneset;
import ishido.ui.Requester;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import java.util.function.Supplier;

/**
 * Help &gt; Learn to Play from the play screen (and from the code screen, through the play screen's command): the
 * list of lessons over the board, with the current stoneset, each lesson passed kept in the settings; and the first
 * start's offer of them, asked once a device ("No thanks" kept as the answer, as taking them is); from them, a First
 * Game with Hints.
 */
public final class PlayLessons {
    /** Makes the list of lessons (screens/lessons' LessonsScreen, which is built on the play commands). */
    public interface Maker {
        /**
         * @param kept the lessons passed, as the settings keep them
         * @param keep told each lesson passed
         * @param firstGame closes the lessons and begins a First Game with Hints
         */
        Screen make(Stoneset stoneset, Supplier<String> kept, IntConsumer keep, Runnable firstGame);
    }

    private final PlayContext c;
    private Maker maker;

    PlayLessons(PlayContext c) {
        this.c = c;
    }

    void useMaker(Maker m) {
        maker = m;
    }

    /** The list of lessons over whatever shows now (the board, or the code screen). */
    void open() {
        Machine machine = c.machine().get();
        if (machine == null || maker == null) {
            c.notices().tell("Learn to Play", "No lessons in this run of the game.");
            return;
        }
        if (!c.settings().get(Settings.LESSONS_OFFERED)) {
            // Found without the offer (the code screen's button, the menu): the first start does not offer them again.
            c.settings().set(Settings.LESSONS_OFFERED, true);
            c.settings().save();
        }
        int under = machine.depth();
        machine.push(maker.make(c.stoneset().get(), () -> c.settings().get(Settings.LESSONS_PASSED), this::passed,
                () -> firstGame(machine, under)));
    }

    /**
     * The lessons' way to a First Game with Hints: back to what they were opened over (the board, or the code
     * screen, whose answer then shows the game), and the game begun there.
     */
    private void firstGame(Machine machine, int under) {
        while (machine.depth() > under) {
            machine.pop();
        }
        c.play().accept(new PlayCommand.FirstGameWithHints());
    }

    /** A lesson passed: kept at once, so that a lesson is never passed twice for nothing. */
    private void passed(int number) {
        String kept = c.settings().get(Settings.LESSONS_PASSED);
        String now = Course.withPassed(kept, number);
        if (!now.equals(kept)) {
            c.settings().set(Settings.LESSONS_PASSED, now);
            c.settings().save();
        }
    }

    /**
     * The offer's words: the lessons, where they are found later, and how the menus open, by a finger or by the
     * mouse and keys. A newcomer on the desktop was told of Help &gt; Learn to Play with no menu bar in sight, found
     * the menus by chance with Esc, and did not know which key the menus' Amiga key is.
     */
    static List<String> welcome(boolean byTouch) {
        List<String> lines = new ArrayList<>(List.of("New to the game? Nine short",
                "lessons teach it in minutes.", "Later: Help > Learn to Play.", ""));
        lines.addAll(byTouch ? List.of("The menus: the Menu button,", "or a long press on the board.")
                : List.of("The menus: hold the right", "button, or press Esc. The", "Amiga key is Ctrl or Alt."));
        return lines;
    }

    /** The first start's offer, unless it was answered on this device before; true when it was made. */
    boolean offer() {
        if (c.settings().get(Settings.LESSONS_OFFERED)) {
            return false;
        }
        Machine machine = c.machine().get();
        c.requesters().show(Requester.message("Welcome to Ishido", welcome(machine != null && machine.byTouch()),
                "Learn to Play", "No thanks", yes -> {
                    c.settings().set(Settings.LESSONS_OFFERED, true);
                    c.settings().save();
                    if (yes) {
                        open();
                    }
                }));
        return true;
    }
}
