package ishido.screens.play;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.gfx.Palette;
import ishido.match.MatchView;
import ishido.rules.Game;
import ishido.rules.ScoreSheet;
import ishido.rules.Scoring;
import ishido.rules.Stone;
import ishido.screens.RomanNumerals;
import ishido.theme.Stoneset;
import ishido.ui.Pens;
import java.util.List;

/** The play screen's right-hand panels: the scoreboard and the pouch, drawn from the game's state. */
final class PlayPanels {
    /** Height of the pouch's body in pixels. */
    private static final int BAG_HEIGHT = 26;

    /** For each colour row, the register a pebble of that colour is drawn in. */
    private final int[] pebbleColors = new int[Stone.COLORS];

    /** Takes the pebbles' colours from a stoneset. */
    void useStoneset(Stoneset set) {
        for (int c = 0; c < Stone.COLORS; c++) {
            pebbleColors[c] = Palette.STONESET_BASE + dominantColor(set, c);
        }
    }

    /** The stoneset index that marks a colour row: common in that row's stones, rare in the others. */
    private static int dominantColor(Stoneset set, int colorRow) {
        int[][] counts = new int[Stone.COLORS][16];
        for (int c = 0; c < Stone.COLORS; c++) {
            for (int s = 0; s < Stone.SYMBOLS; s++) {
                Stone stone = Stone.of(c, s);
                for (int y = 0; y < Stoneset.CELL; y++) {
                    for (int x = 0; x < Stoneset.CELL; x++) {
                        if (set.opaque(stone, x, y)) {
                            counts[c][set.image().get(s * Stoneset.CELL + x, c * Stoneset.CELL + y)]++;
                        }
                    }
                }
            }
        }
        int best = 1;
        int bestScore = Integer.MIN_VALUE;
        for (int i = 1; i < 16; i++) {
            int others = 0;
            for (int c = 0; c < Stone.COLORS; c++) {
                if (c != colorRow) {
                    others = Math.max(others, counts[c][i]);
                }
            }
            int score = counts[colorRow][i] - others;
            if (score > bestScore) {
                bestScore = score;
                best = i;
            }
        }
        return best;
    }

    void drawScoreboard(Framebuffer fb, Game game, boolean graphic, boolean flash) {
        Font font = Font.standard();
        int cx = PlayLayout.SCORE_X + PlayLayout.SCORE_W / 2;
        boolean modern = game.scoring() == Scoring.MODERN;
        String points = modern ? Long.toString(game.points()) : "-";
        boolean roman = graphic && modern && game.points() > 0
                && RomanNumerals.draw(fb, RomanNumerals.of(game.points()), PlayLayout.SCORE_X + 2, PlayLayout.SCORE_Y + 3,
                        PlayLayout.SCORE_W - 4, 3, Pens.TEXT);
        if (!roman) {
            font.drawCentered(fb, cx, PlayLayout.SCORE_Y + 10, points, Pens.TEXT);
        }
        // The 4-Way emblem: a stone with its four neighbours, as the 4-Way counter's picture.
        int ex = cx - 7;
        int ey = PlayLayout.SCORE_Y + 30;
        int pen = flash ? Pens.FILL : Pens.SHADOW;
        fb.fill(ex + 5, ey, 5, 5, pen);
        fb.fill(ex, ey + 5, 5, 5, pen);
        fb.fill(ex + 10, ey + 5, 5, 5, pen);
        fb.fill(ex + 5, ey + 10, 5, 5, pen);
        fb.fill(ex + 6, ey + 6, 3, 3, flash ? Pens.SHINE : Pens.FILL);
        boolean romanWays = graphic && game.fourWays() > 0
                && RomanNumerals.draw(fb, RomanNumerals.of(game.fourWays()), PlayLayout.SCORE_X + 2, PlayLayout.SCORE_Y + 50,
                        PlayLayout.SCORE_W - 4, 2, Pens.TEXT);
        if (!romanWays) {
            font.drawCentered(fb, cx, PlayLayout.SCORE_Y + 52, Integer.toString(game.fourWays()), Pens.TEXT);
        }
    }

    /**
     * The Challenge scoreboard: each player's points and 4-Ways, the one to move marked by a bar
     * behind their name, with the seconds left for the move when there is a timer.
     */
    void drawChallengeBoard(Framebuffer fb, MatchView match) {
        for (int i = 0; i < 2; i++) {
            ScoreSheet sheet = match.sheet(i);
            boolean toMove = match.turn() == i && !match.game().isOver();
            // The computer's turns are not timed, so its bar shows no seconds.
            boolean timed = toMove && match.ticksLeft() >= 0 && !match.seats().get(i).isComputer();
            String clock = timed ? Long.toString(PlayClocks.secondsLeft(match.ticksLeft())) : "";
            drawPlayer(fb, PlayLayout.SCORE_Y + 2 + i * 35, List.of("P" + (i + 1)), clock, toMove,
                    Long.toString(match.points(i)), sheet.fourWays());
        }
        fb.hline(PlayLayout.SCORE_X + 2, PlayLayout.SCORE_Y + 35, PlayLayout.SCORE_W - 4, Pens.SHADOW);
    }

    /** Characters of the scoreboard's name bar on one line. */
    static final int NAME_COLUMNS = (PlayLayout.SCORE_W - 6) / Font.WIDTH;
    /** Pixels from one line of a name to the next. */
    private static final int NAME_LINE = Font.HEIGHT + 1;

    /**
     * The Tournament scoreboard: the player of this game (a name longer than the bar on two lines) with their points
     * and 4-Ways, then the game's number and, with a timer, the minutes and seconds it has left.
     */
    void drawTournamentBoard(Framebuffer fb, MatchView match, long ticks) {
        Game game = match.game();
        Font font = Font.standard();
        List<String> name = nameLines(match.currentSeat().name(), ticks);
        int drop = (name.size() - 1) * NAME_LINE;
        drawPlayer(fb, PlayLayout.SCORE_Y + 2, name, "", !game.isOver(),
                game.scoring() == Scoring.MODERN ? Long.toString(game.points()) : "-", game.fourWays());
        int x = PlayLayout.SCORE_X;
        fb.hline(x + 2, PlayLayout.SCORE_Y + 35 + drop, PlayLayout.SCORE_W - 4, Pens.SHADOW);
        int number = match.tournament() == null ? 1 : match.tournament().gameNumber();
        font.draw(fb, x + 3, PlayLayout.SCORE_Y + 39 + drop, "Game " + number, Pens.SHADOW);
        if (match.ticksLeft() >= 0) {
            font.drawCentered(fb, x + PlayLayout.SCORE_W / 2, PlayLayout.SCORE_Y + 54 + drop / 2,
                    PlayClocks.minutes(match.ticksLeft()), Pens.TEXT);
        }
    }

    /**
     * A name as the bar shows it this many ticks into the game: whole on one line when it fits, else on two, broken
     * after a space where both lines then fit (else with a hyphen where the first line is full). A name longer than the
     * two lines (only a hand-written record gives one: the name field takes ten characters) scrolls through the second.
     */
    static List<String> nameLines(String name, long ticks) {
        if (name.length() <= NAME_COLUMNS) {
            return List.of(name);
        }
        int space = name.lastIndexOf(' ', NAME_COLUMNS);
        if (space > 0 && name.length() - space - 1 <= NAME_COLUMNS) {
            return List.of(name.substring(0, space), name.substring(space + 1));
        }
        // Else a word is broken with a hyphen, as print breaks it ("Compu-" "ter"), never bare ("Comput" "er").
        int cut = NAME_COLUMNS - 1;
        String first = name.substring(0, cut);
        String rest = name.substring(cut);
        if (first.endsWith(" ") || rest.startsWith(" ")) {
            first = first.strip();
            rest = rest.strip();
        } else {
            first += "-";
        }
        return List.of(first, StatusLine.visible(rest, ticks, NAME_COLUMNS));
    }

    /**
     * One player's rows: a name bar (filled for the one to move, a clock at its right), points and 4-Ways; a name on
     * two lines moves the rows below it down by a line.
     */
    private static void drawPlayer(Framebuffer fb, int y, List<String> name, String clock, boolean toMove,
            String points, int fourWays) {
        Font font = Font.standard();
        int x = PlayLayout.SCORE_X;
        int drop = (name.size() - 1) * NAME_LINE;
        if (toMove) {
            fb.fill(x + 1, y, PlayLayout.SCORE_W - 2, Font.HEIGHT + 2 + drop, Pens.FILL);
        }
        for (int i = 0; i < name.size(); i++) {
            font.draw(fb, x + 3, y + 1 + i * NAME_LINE, name.get(i), toMove ? Pens.SHINE : Pens.TEXT);
        }
        font.draw(fb, x + PlayLayout.SCORE_W - 3 - font.width(clock), y + 1, clock, Pens.SHINE);
        font.draw(fb, x + PlayLayout.SCORE_W - 3 - font.width(points), y + 12 + drop, points, Pens.TEXT);
        String ways = "4W " + fourWays;
        font.draw(fb, x + PlayLayout.SCORE_W - 3 - font.width(ways), y + 22 + drop, ways, Pens.SHADOW);
    }

    /** Half the width of the pouch's body on a row counted from its top. */
    private static int bagHalfWidth(int row) {
        int half = Math.min(17, 7 + row * 2);
        int fromBottom = BAG_HEIGHT - 1 - row;
        return fromBottom < 4 ? half - (4 - fromBottom) * 2 : half;
    }

    void drawPouch(Framebuffer fb, Game game) {
        int cx = PlayLayout.POUCH_X + PlayLayout.POUCH_W / 2;
        int top = PlayLayout.POUCH_Y + 2;
        // The bag: a drawstring neck and a rounded body, outlined in the shadow pen.
        fb.fill(cx - 5, top, 10, 3, Pens.SHADOW);
        fb.fill(cx - 4, top + 1, 8, 1, Pens.FILL);
        int bodyTop = top + 3;
        for (int row = 0; row < BAG_HEIGHT; row++) {
            int half = bagHalfWidth(row);
            fb.hline(cx - half, bodyTop + row, half * 2, Pens.SHADOW);
            if (row > 0 && row < BAG_HEIGHT - 1) {
                fb.hline(cx - half + 1, bodyTop + row, half * 2 - 2, Pens.FILL);
            }
        }
        // Pebbles fill the bag from the bottom up, one for every stone still inside.
        int count = game.pouchCount();
        int drawn = 0;
        for (int row = BAG_HEIGHT - 4; row >= 2 && drawn < count; row -= 3) {
            int slots = (bagHalfWidth(row) * 2 - 4) / 3;
            int left = cx - (slots * 3 - 1) / 2;
            for (int i = 0; i < slots && drawn < count; i++, drawn++) {
                fb.fill(left + i * 3, bodyTop + row, 2, 2, pebbleColors[(drawn * 5 + row) % Stone.COLORS]);
            }
        }
        Font.standard().drawCentered(fb, cx, PlayLayout.POUCH_Y + PlayLayout.POUCH_H - 10,
                Integer.toString(count), Pens.TEXT);
    }
}
