package ishido.match;

import ishido.rules.Deal;
import ishido.rules.GameRecord;
import ishido.rules.SplitMix64;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Locale;

/**
 * A deal's short code, for a person to read aloud, type and share: eight characters, written
 * {@code XXXX-XXXX}, that stand for a deal number from 0 to 31^7 - 1; the number is the seed
 * {@link Deal#random} deals from, so the same code gives the same deal everywhere.
 *
 * <p>The characters come from {@link #ALPHABET}, 31 of them without look-alikes (no 0, 1, I, L or O).
 * The first seven write the number after a scramble, {@code (n * MULTIPLIER + OFFSET) mod 31^7}, in
 * base 31, most significant first, so that neighbouring numbers get codes that look unrelated. The
 * eighth is a check character: with the characters' values v1..v8 (their places in the alphabet),
 * {@code 1*v1 + 2*v2 + ... + 8*v8} is a multiple of 31. Since 31 is prime and the weights differ,
 * any one mistyped character and any two characters swapped are caught.
 */
public final class DealCode {
    /** The 31 characters of codes: digits 2-9 and the letters without I, L and O. */
    public static final String ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
    /** The characters of a code, the check character included (the dash is not one). */
    public static final int LENGTH = 8;
    /** How many deal numbers codes can write: 31^7. */
    public static final long COUNT = 27_512_614_111L;
    /** The scramble's factor: prime to 31, and small enough that n * MULTIPLIER fits in a long. */
    static final long MULTIPLIER = 271_828_183L;
    /** The scramble's offset. */
    static final long OFFSET = 14_142_135_623L;
    /** The inverse of MULTIPLIER modulo COUNT, to read a code back. */
    private static final long INVERSE = inverse(MULTIPLIER, COUNT);
    /** The record key a game's deal code is written under. */
    public static final String RECORD_KEY = "Deal Code";

    private static final int BASE = ALPHABET.length();
    private static final int DATA = LENGTH - 1;

    private final long number;
    private final String text;

    private DealCode(long number) {
        this.number = number;
        this.text = write(number);
    }

    /**
     * The code of a deal number.
     *
     * @throws IllegalArgumentException outside 0 to {@link #COUNT} - 1
     */
    public static DealCode of(long number) {
        if (number < 0 || number >= COUNT) {
            throw new IllegalArgumentException("deal numbers run from 0 to " + (COUNT - 1) + ", not " + number);
        }
        return new DealCode(number);
    }

    /** The code of a deal dealt from a number, or null for a deal without one (given stone by stone, or a large seed). */
    public static DealCode of(Deal deal) {
        long seed = deal.seed();
        return seed >= 0 && seed < COUNT ? new DealCode(seed) : null;
    }

    /** A code for a new game from 64 random bits (any long gives a code; the slight bias of the modulo does not matter). */
    public static DealCode fromBits(long bits) {
        return new DealCode(Long.remainderUnsigned(bits, COUNT));
    }

    /**
     * The deal of the day for everyone: the first 64-bit draw of {@link SplitMix64} seeded with the
     * day's number (days since 1970-01-01), as an unsigned number modulo {@link #COUNT}.
     */
    public static DealCode ofDay(LocalDate date) {
        return fromBits(new SplitMix64(date.toEpochDay()).nextLong());
    }

    /** The deal of the day it now is in UTC, by the given clock. */
    public static DealCode today(Clock clock) {
        // LocalDate.now(Clock), not ofInstant: the browser's class library has the Java 8 API.
        return ofDay(LocalDate.now(clock.withZone(ZoneOffset.UTC)));
    }

    /**
     * Reads a code as a person typed it: case, spaces and dashes do not matter.
     *
     * @throws IllegalArgumentException saying what is wrong in one sentence
     */
    public static DealCode parse(String typed) {
        String compact = typed.replaceAll("[\\s-]+", "").toUpperCase(Locale.ROOT);
        for (int i = 0; i < compact.length(); i++) {
            char c = compact.charAt(i);
            if (ALPHABET.indexOf(c) < 0) {
                throw new IllegalArgumentException("'" + c + "' is not used in deal codes"
                        + (Character.isLetterOrDigit(c) ? " (they have no 0, 1, I, L or O)" : ""));
            }
        }
        if (compact.length() != LENGTH) {
            throw new IllegalArgumentException("a deal code has " + LENGTH + " characters (like "
                    + of(0) + "), '" + typed.strip() + "' has " + compact.length());
        }
        int[] values = new int[LENGTH];
        for (int i = 0; i < LENGTH; i++) {
            values[i] = ALPHABET.indexOf(compact.charAt(i));
        }
        if (checkSum(values) != 0) {
            throw new IllegalArgumentException("the deal code " + typed.strip().toUpperCase(Locale.ROOT)
                    + " does not check: a character is mistyped");
        }
        long scrambled = 0;
        for (int i = 0; i < DATA; i++) {
            scrambled = scrambled * BASE + values[i];
        }
        return new DealCode(mulMod(Math.floorMod(scrambled - OFFSET, COUNT), INVERSE, COUNT));
    }

    /** The code a record names under {@link #RECORD_KEY}, when it reads and gives the record's deal; else null. */
    public static DealCode of(GameRecord record) {
        String written = record.get(RECORD_KEY);
        if (written == null) {
            return of(record.deal());
        }
        try {
            DealCode code = parse(written);
            return code.deal().equals(record.deal()) ? code : null;
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** The deal number, which is the seed of the deal. */
    public long number() {
        return number;
    }

    /** The deal the code stands for (it remembers its number, so its code can be found again). */
    public Deal deal() {
        return Deal.random(number);
    }

    private static String write(long number) {
        long scrambled = (mulMod(number, MULTIPLIER, COUNT) + OFFSET) % COUNT;
        int[] values = new int[LENGTH];
        for (int i = DATA - 1; i >= 0; i--) {
            values[i] = (int) (scrambled % BASE);
            scrambled /= BASE;
        }
        // The check value c, of weight 8, makes the sum vanish: 8c = -s, and 1/8 is 4 modulo 31.
        values[DATA] = Math.floorMod(-4 * checkSum(values), BASE);
        StringBuilder b = new StringBuilder(LENGTH + 1);
        for (int i = 0; i < LENGTH; i++) {
            if (i == LENGTH / 2) {
                b.append('-');
            }
            b.append(ALPHABET.charAt(values[i]));
        }
        return b.toString();
    }

    /** The weighted sum of the values, position i weighing i + 1, modulo 31. */
    private static int checkSum(int[] values) {
        int sum = 0;
        for (int i = 0; i < values.length; i++) {
            sum += (i + 1) * values[i];
        }
        return sum % BASE;
    }

    /** a * b mod m for a, b below m below 2^35, without overflow: b is taken 18 bits at a time. */
    static long mulMod(long a, long b, long m) {
        long high = b >>> 18;
        long low = b & ((1L << 18) - 1);
        long r = (a * high) % m;
        r = (r << 18) % m;
        return (r + a * low) % m;
    }

    /** The inverse of a modulo m by Euclid's algorithm (a prime to m). */
    private static long inverse(long a, long m) {
        long r0 = m;
        long r1 = a % m;
        long t0 = 0;
        long t1 = 1;
        while (r1 != 0) {
            long q = r0 / r1;
            long r = r0 - q * r1;
            r0 = r1;
            r1 = r;
            long t = t0 - q * t1;
            t0 = t1;
            t1 = t;
        }
        return Math.floorMod(t0, m);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DealCode c && c.number == number;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(number);
    }

    /** The code as shown: {@code XXXX-XXXX}. */
    @Override
    public String toString() {
        return text;
    }
}
