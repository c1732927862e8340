package ishido.audio;

import ishido.rules.SplitMix64;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns the game's sound effects into notes on Paula's channels, and plays tunes of several notes
 * over the 60 Hz ticks, so that what is heard follows the game tick by tick.
 */
public final class Jukebox {
    /** A pentatonic scale for the chimes (D minor pentatonic), in Hz: chimes never clash. */
    private static final double[] CHIME_NOTES = {587.3, 659.3, 784.0, 880.0, 1046.5, 1174.7, 1318.5};
    /** How many chimes the wind sets ringing, and over how many ticks. */
    private static final int WIND_STRIKES = 9;
    private static final int WIND_TICKS = 150;

    private final Paula paula;
    private final Sample click = Synth.click();
    private final Sample knock = Synth.knock();
    private final Sample[] chimes = new Sample[CHIME_NOTES.length];
    private final Sample gong = Synth.bell("gong", 196.0, 2.5);
    private final List<Note> pending = new ArrayList<>();
    private final List<Effect> played = new ArrayList<>();
    private final SplitMix64 wind = new SplitMix64(1990);
    private long ticks;
    private int nextChannel;
    /** The player's volume, in percent: every note's own volume is scaled by it. */
    private int percent = 100;

    private record Note(long tick, Sample sample, int volume) {
    }

    public Jukebox(Paula paula) {
        this.paula = paula;
        for (int i = 0; i < chimes.length; i++) {
            chimes[i] = Synth.bell("chime" + i, CHIME_NOTES[i], 1.4);
        }
    }

    public Paula paula() {
        return paula;
    }

    /** The effects asked for so far, for tests and for reading the game aloud. */
    public List<Effect> played() {
        return played;
    }

    /** Plays an effect now (or starts its tune). */
    public void play(Effect effect) {
        played.add(effect);
        switch (effect) {
            case STONE_CLICK -> note(click, 64);
            case ILLEGAL -> note(knock, 56);
            case GAME_OVER -> note(gong, 60);
            case FOUR_WAY -> {
                for (int i = 0; i < 4; i++) {
                    pending.add(new Note(ticks + i * 7L, chimes[2 + i], 56 - i * 4));
                }
            }
            case WIND_CHIMES -> {
                for (int i = 0; i < WIND_STRIKES; i++) {
                    long at = ticks + wind.nextInt(WIND_TICKS);
                    pending.add(new Note(at, chimes[wind.nextInt(chimes.length)], 28 + wind.nextInt(24)));
                }
            }
        }
    }

    /** Sets the player's volume, 0 (silent) to 100 percent; notes already ringing keep theirs. */
    public void setVolume(int percent) {
        this.percent = Math.max(0, Math.min(100, percent));
    }

    private void note(Sample s, int volume) {
        // Channels in turn, so that a new note rarely cuts one still ringing.
        paula.play(nextChannel, s, Synth.PERIOD, (volume * percent + 50) / 100);
        nextChannel = (nextChannel + 1) % Paula.CHANNELS;
    }

    /** Advances one tick, starting the notes of tunes that fall due. */
    public void tick() {
        for (int i = 0; i < pending.size(); i++) {
            Note n = pending.get(i);
            if (n.tick() <= ticks) {
                note(n.sample(), n.volume());
                pending.remove(i--);
            }
        }
        ticks++;
    }
}
