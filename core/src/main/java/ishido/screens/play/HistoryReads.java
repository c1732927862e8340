package ishido.screens.play;

import ishido.gfx.Font;
import ishido.persist.UserFiles;
import ishido.store.GameHistory;
import ishido.ui.Requester;
import ishido.work.Job;
import ishido.work.Scheduler;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The kept games read for what needs them all (Statistics, Export Statistics, the deal of the day's comparison at
 * a game's end) on the background's scheduler where there is one: the first read of 20,000 games at once held a
 * page's frame up for 4.4 s. A read the player waits on that takes more than a quarter second says how far it
 * has come, with Cancel; its end is handed on at the play screen's tick.
 */
final class HistoryReads {
    /** Ticks a read the player waits on runs before it says so: a quarter second. */
    static final int PATIENCE_TICKS = 15;

    private final PlayContext c;
    private final GameHistory history;
    /** Where the reads run; null: at once, in the caller. */
    private Scheduler scheduler;
    private final List<Pending> pending = new ArrayList<>();

    HistoryReads(PlayContext c, GameHistory history) {
        this.c = c;
        this.history = history;
    }

    /** A read under way: what it is for, how far it has come, and its requester once shown. */
    private final class Pending {
        private final String title;
        private final boolean asked;
        private final GameHistory.Reading reading;
        private final Job<GameHistory.Read> job;
        private final Consumer<GameHistory.Read> then;
        private int ticks;
        private Requester shown;
        private boolean cancelled;

        Pending(String title, boolean asked, GameHistory.Reading reading, Consumer<GameHistory.Read> then) {
            this.title = title;
            this.asked = asked;
            this.reading = reading;
            this.then = then;
            this.job = scheduler.start(reading);
        }

        /** One tick: true once the read has ended (handed on, failed, or cancelled). */
        boolean tick() {
            if (cancelled) {
                return true;
            }
            if (!job.isDone()) {
                if (++ticks == PATIENCE_TICKS && asked) {
                    show();
                }
                return false;
            }
            if (shown != null) {
                shown.close();
            }
            Throwable failure = job.failure();
            if (failure == null) {
                then.accept(job.result());
            } else {
                failed(title, asked, failure instanceof UncheckedIOException io ? io.getCause()
                        : new IOException(failure.toString(), failure));
            }
            return true;
        }

        private void show() {
            int total = Math.max(reading.total(), 0);
            String widest = words(total, total);
            shown = new Requester.Builder(title)
                    .add(new LiveLine(() -> words(reading.done(), reading.total()), Font.standard().width(widest)))
                    .buttons("Cancel", null, yes -> cancel())
                    .build();
            c.requesters().show(shown);
        }

        private String words(int done, int total) {
            return total < 0 ? "Reading the kept games" : "Reading the kept games " + done + " of " + total;
        }

        void cancel() {
            cancelled = true;
            job.cancel();
            if (shown != null) {
                shown.close();
            }
        }
    }

    /** Where the reads run from now on (those under way are dropped); null: at once, in the caller. */
    void useScheduler(Scheduler next) {
        for (Pending p : List.copyOf(pending)) {
            p.cancel();
        }
        pending.clear();
        if (scheduler != null) {
            scheduler.close();
        }
        scheduler = next;
    }

    /**
     * Reads every kept game and hands them to then, at once or at a later tick; a read that fails is said
     * (in a requester titled so where the player asked, on the status line otherwise) and then is not called,
     * nor when the player cancels.
     *
     * @param asked whether the player waits on it (Statistics): it then says how far it has come
     */
    void read(String title, boolean asked, Consumer<GameHistory.Read> then) {
        if (scheduler == null) {
            GameHistory.Read read;
            try {
                read = history.games();
            } catch (IOException e) {
                failed(title, asked, e);
                return;
            }
            then.accept(read);
            return;
        }
        pending.add(new Pending(title, asked, history.reading(), then));
    }

    /** One tick of the play screen: the reads that ended are handed on, a slow one the player waits on is said. */
    void tick() {
        // A copy: what a read hands on may start another.
        for (Pending p : List.copyOf(pending)) {
            if (p.tick()) {
                pending.remove(p);
            }
        }
    }

    private void failed(String title, boolean asked, IOException e) {
        String why = "The history could not be read: " + UserFiles.reason(e) + ".";
        if (asked) {
            c.notices().tell(title, why);
        } else {
            c.notices().say(why);
        }
    }
}
