package ishido.screens.stats;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Machine;
import ishido.machine.Screen;
import ishido.match.DealCode;
import ishido.rules.Scoring;
import ishido.screens.Heading;
import ishido.stats.DayCalendar;
import ishido.stats.PlayedGame;
import ishido.ui.Button;
import java.time.LocalDate;
import java.util.List;

/**
 * Scores > Deal Calendar...: the deal of the day's last 60 days as a calendar, a week a row, each day marked played on
 * its day, played later or not played, today framed; under it the chosen day's deal and the player's best on it,
 * and the streak. Any day is played from here: a click or the arrows choose it, Play (Return, or a second click)
 * plays its deal; Close (Esc) goes back. It draws in the statistics' colours.
 */
public final class CalendarScreen implements Screen {
    /** What the screen asks of whoever showed it. */
    public interface Actions {
        /** Leaves the screen. */
        void close();

        /** Leaves the screen and plays the deal. */
        void play(DealCode code);

        /** Says a sentence to a player by screen reader (the day chosen); nothing by default. */
        default void say(String sentence) {
        }
    }

    private static final int COLUMNS = 7;
    private static final String HINT = "Click a day, then Play";
    /** The weekdays from Monday, as the calendar's columns head them (no locale's names: the page has none). */
    private static final List<String> WEEKDAYS = List.of("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun");
    private static final List<String> WEEKDAY_NAMES = List.of("Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday");
    private static final int LEFT = 6;
    private static final int COLUMN_WIDTH = 44;
    private static final int WEEKDAYS_Y = 19;
    private static final int GRID_Y = 29;
    private static final int ROW_HEIGHT = 11;
    private static final int DETAIL_Y = 145;
    private static final int LEGEND_Y = DETAIL_Y + 20;
    private static final int BUTTON_WIDTH = 56;
    private static final int BUTTONS_Y = 177;
    /** The mark of a day played: an 8-pixel square at the right of its cell. */
    private static final int MARK = 7;

    private final DayCalendar calendar;
    private final Scoring scoring;
    private final Actions actions;
    private final Button play;
    private final Button close;
    /** The day chosen, an index into the calendar's days. */
    private int chosen = DayCalendar.DAYS - 1;
    /** Where the first day sits in the grid: its weekday, Monday 0. */
    private final int firstColumn;
    private Machine shownOn;

    /**
     * @param calendar the days and the streak
     * @param scoring the scoring the days' best is told in (the other's best is named as such)
     */
    public CalendarScreen(DayCalendar calendar, Scoring scoring, Actions actions) {
        this.calendar = calendar;
        this.scoring = scoring;
        this.actions = actions;
        this.firstColumn = weekday(calendar.days().get(0).date());
        play = new Button("Play", BUTTON_WIDTH, this::playChosen);
        play.moveTo(LEFT + 4, BUTTONS_Y);
        close = new Button("Close", BUTTON_WIDTH, actions::close);
        close.moveTo(Framebuffer.WIDTH - LEFT - 4 - BUTTON_WIDTH, BUTTONS_Y);
    }

    /** The days and the streak shown. */
    public DayCalendar calendar() {
        return calendar;
    }

    /** The day chosen now. */
    public DayCalendar.Day chosen() {
        return calendar.days().get(chosen);
    }

    private void playChosen() {
        actions.play(chosen().code());
    }

    private void choose(int index) {
        int next = Math.max(0, Math.min(DayCalendar.DAYS - 1, index));
        if (next != chosen) {
            chosen = next;
            actions.say(spoken(chosen()));
        }
    }

    @Override
    public void enter(Machine machine) {
        shownOn = machine;
    }

    @Override
    public void input(InputEvent e) {
        if (play.mouse(e) || close.mouse(e)) {
            return;
        }
        if (e.isKey(Key.ESCAPE)) {
            actions.close();
        } else if (e.isKey(Key.ENTER)) {
            playChosen();
        } else if (e.isKey(Key.LEFT)) {
            choose(chosen - 1);
        } else if (e.isKey(Key.RIGHT)) {
            choose(chosen + 1);
        } else if (e.isKey(Key.UP)) {
            choose(chosen - COLUMNS);
        } else if (e.isKey(Key.DOWN)) {
            choose(chosen + COLUMNS);
        } else if (e.isPress(InputEvent.LEFT_BUTTON)) {
            int day = dayAt(e.x(), e.y());
            if (day == chosen) {
                playChosen();
            } else if (day >= 0) {
                choose(day);
            }
        }
    }

    /** The day whose cell holds the point, or -1. */
    int dayAt(int x, int y) {
        if (x < LEFT || y < GRID_Y) {
            return -1;
        }
        int column = (x - LEFT) / COLUMN_WIDTH;
        int row = (y - GRID_Y) / ROW_HEIGHT;
        int day = row * COLUMNS + column - firstColumn;
        return column < COLUMNS && day >= 0 && day < DayCalendar.DAYS ? day : -1;
    }

    @Override
    public void tick() {
    }

    @Override
    public void render(Framebuffer fb) {
        Heading.usePalette(fb, StatsScreen.PALETTE);
        fb.clear(StatsScreen.PAPER);
        fb.frame(1, 1, Framebuffer.WIDTH - 2, Framebuffer.HEIGHT - 2, StatsScreen.DARK_GOLD);
        fb.frame(3, 3, Framebuffer.WIDTH - 6, Framebuffer.HEIGHT - 6, StatsScreen.FRAME);
        Font font = Font.standard();
        Heading.title(fb, "Deal of the Day", 6, 7, StatsScreen.GOLD, StatsScreen.DARK_GOLD, StatsScreen.FIRST_STONE,
                StatsScreen.INK, StatsScreen.PAPER);
        for (int c = 0; c < COLUMNS; c++) {
            font.drawCentered(fb, LEFT + c * COLUMN_WIDTH + COLUMN_WIDTH / 2, WEEKDAYS_Y, WEEKDAYS.get(c),
                    StatsScreen.DIM);
        }
        List<DayCalendar.Day> days = calendar.days();
        for (int i = 0; i < days.size(); i++) {
            drawDay(fb, font, i, days.get(i));
        }
        fb.hline(4, DETAIL_Y - 3, Framebuffer.WIDTH - 8, StatsScreen.DARK_GOLD);
        drawChosen(fb, font);
        drawLegend(fb, font);
        play.render(fb);
        close.render(fb);
        String hint = shownOn == null ? HINT : shownOn.words(HINT);
        font.drawCentered(fb, Framebuffer.WIDTH / 2, BUTTONS_Y + 3, hint, StatsScreen.DIM);
    }

    private void drawDay(Framebuffer fb, Font font, int i, DayCalendar.Day day) {
        int cell = i + firstColumn;
        int x = LEFT + (cell % COLUMNS) * COLUMN_WIDTH;
        int y = GRID_Y + (cell / COLUMNS) * ROW_HEIGHT;
        // Months told apart by their shade, the day's number alone in the cell.
        fb.fill(x + 1, y, COLUMN_WIDTH - 2, ROW_HEIGHT - 1,
                day.date().getMonthValue() % 2 == 0 ? StatsScreen.PLOT_PAPER : StatsScreen.GRID);
        font.draw(fb, x + 4, y + 1, Integer.toString(day.date().getDayOfMonth()),
                day.played() ? StatsScreen.INK : StatsScreen.DIM);
        if (day.played()) {
            int pen = day.onItsDay() ? StatsScreen.LINE : StatsScreen.BAR;
            fb.fill(x + COLUMN_WIDTH - 6 - MARK, y + 1, MARK, MARK, pen);
        }
        if (i == DayCalendar.DAYS - 1) {
            fb.frame(x + 1, y, COLUMN_WIDTH - 2, ROW_HEIGHT - 1, StatsScreen.GOLD);
        }
        if (i == chosen) {
            fb.frame(x, y - 1, COLUMN_WIDTH, ROW_HEIGHT + 1, StatsScreen.INK);
        }
    }

    private void drawChosen(Framebuffer fb, Font font) {
        DayCalendar.Day day = chosen();
        String when = WEEKDAYS.get(weekday(day.date())) + " " + day.date()
                + (day.date().equals(calendar.today().date()) ? " today" : "");
        font.draw(fb, 10, DETAIL_Y, when, StatsScreen.INK);
        drawRight(fb, font, Framebuffer.WIDTH - 10, DETAIL_Y, "deal " + day.code(), StatsScreen.GOLD);
        font.draw(fb, 10, DETAIL_Y + 10, result(day), day.played() ? StatsScreen.INK : StatsScreen.DIM);
        String streak = "Streak " + calendar.streak() + (calendar.longest() > calendar.streak()
                ? " (best " + calendar.longest() + ")" : "");
        drawRight(fb, font, Framebuffer.WIDTH - 10, DETAIL_Y + 10, streak, StatsScreen.LINE);
    }

    /** What the marks mean: played on its day, played later, today. */
    private static void drawLegend(Framebuffer fb, Font font) {
        int x = 10;
        fb.fill(x, LEGEND_Y, MARK, MARK, StatsScreen.LINE);
        font.draw(fb, x + 11, LEGEND_Y, "on its day", StatsScreen.DIM);
        x += 11 + font.width("on its day") + 14;
        fb.fill(x, LEGEND_Y, MARK, MARK, StatsScreen.BAR);
        font.draw(fb, x + 11, LEGEND_Y, "later", StatsScreen.DIM);
        x += 11 + font.width("later") + 14;
        fb.frame(x, LEGEND_Y - 1, 9, 9, StatsScreen.GOLD);
        font.draw(fb, x + 13, LEGEND_Y, "today", StatsScreen.DIM);
    }

    /** What the player made of the day's deal, in a few words. */
    public String result(DayCalendar.Day day) {
        if (!day.played()) {
            return "Not played yet";
        }
        PlayedGame best = day.best();
        String told = best.scoring() == Scoring.MODERN ? Long.toString(best.score()) : best.stonesLeft() + " left";
        String other = best.scoring() != scoring ? " " + best.scoring().label() : "";
        String times = day.games() == 1 ? "" : ", " + day.games() + " games";
        return "Best " + told + other + times + (day.onItsDay() ? "" : ", later");
    }

    /** The day as a sentence for a screen reader. */
    private String spoken(DayCalendar.Day day) {
        return WEEKDAY_NAMES.get(weekday(day.date())) + " " + day.date()
                + ", deal " + day.code() + ": " + result(day) + ".";
    }

    /** The day's weekday, Monday 0: 1970-01-01 was a Thursday. */
    static int weekday(LocalDate date) {
        return (int) Math.floorMod(date.toEpochDay() + 3, 7L);
    }

    private static void drawRight(Framebuffer fb, Font font, int right, int y, String text, int pen) {
        font.draw(fb, right - font.width(text), y, text, pen);
    }
}
