package ishido.oracle;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One of the 64 hexagrams of the I Ching in the King Wen order: its number, its traditional name
 * (romanised and in English) and its six lines, read from the bottom up.
 */
public record Hexagram(int number, String name, String english, int lines) {
    public static final int COUNT = 64;

    /** The eight trigrams as three lines from the bottom up, bit 0 the lowest, 1 an unbroken line. */
    private static final int HEAVEN = 0b111;
    private static final int LAKE = 0b011;
    private static final int FIRE = 0b101;
    private static final int THUNDER = 0b001;
    private static final int WIND = 0b110;
    private static final int WATER = 0b010;
    private static final int MOUNTAIN = 0b100;
    private static final int EARTH = 0b000;

    private static final List<Hexagram> ALL = table();

    public Hexagram {
        if (number < 1 || number > COUNT) {
            throw new IllegalArgumentException("no hexagram " + number);
        }
        if (lines < 0 || lines >= COUNT) {
            throw new IllegalArgumentException("six lines are six bits: " + lines);
        }
    }

    /** The 64 hexagrams, number 1 first. */
    public static List<Hexagram> all() {
        return ALL;
    }

    /** The hexagram of a King Wen number, 1 to 64. */
    public static Hexagram number(int n) {
        if (n < 1 || n > COUNT) {
            throw new IllegalArgumentException("hexagrams are numbered 1 to 64, not " + n);
        }
        return ALL.get(n - 1);
    }

    /** The hexagram whose six lines are these bits (bit 0 the bottom line, 1 unbroken). */
    public static Hexagram ofLines(int lines) {
        for (Hexagram h : ALL) {
            if (h.lines == lines) {
                return h;
            }
        }
        throw new IllegalArgumentException("six lines are six bits: " + lines);
    }

    /** Whether line i (0 the bottom, 5 the top) is unbroken. */
    public boolean unbroken(int i) {
        if (i < 0 || i > 5) {
            throw new IllegalArgumentException("a hexagram has lines 0 to 5, not " + i);
        }
        return (lines >> i & 1) == 1;
    }

    /** "17 Sui, Following": the heading of an augury. */
    public String title() {
        return number + " " + name + ", " + english;
    }

    private static List<Hexagram> table() {
        Object[][] rows = {
            {"Qian", "The Creative", HEAVEN, HEAVEN},
            {"Kun", "The Receptive", EARTH, EARTH},
            {"Zhun", "Difficulty at the Beginning", THUNDER, WATER},
            {"Meng", "Youthful Folly", WATER, MOUNTAIN},
            {"Xu", "Waiting", HEAVEN, WATER},
            {"Song", "Conflict", WATER, HEAVEN},
            {"Shi", "The Army", WATER, EARTH},
            {"Bi", "Holding Together", EARTH, WATER},
            {"Xiao Chu", "Small Taming", HEAVEN, WIND},
            {"Lu", "Treading", LAKE, HEAVEN},
            {"Tai", "Peace", HEAVEN, EARTH},
            {"Pi", "Standstill", EARTH, HEAVEN},
            {"Tong Ren", "Fellowship", FIRE, HEAVEN},
            {"Da You", "Great Possession", HEAVEN, FIRE},
            {"Qian", "Modesty", MOUNTAIN, EARTH},
            {"Yu", "Enthusiasm", EARTH, THUNDER},
            {"Sui", "Following", THUNDER, LAKE},
            {"Gu", "Work on the Decayed", WIND, MOUNTAIN},
            {"Lin", "Approach", LAKE, EARTH},
            {"Guan", "Contemplation", EARTH, WIND},
            {"Shi He", "Biting Through", THUNDER, FIRE},
            {"Bi", "Grace", FIRE, MOUNTAIN},
            {"Bo", "Splitting Apart", EARTH, MOUNTAIN},
            {"Fu", "Return", THUNDER, EARTH},
            {"Wu Wang", "Innocence", THUNDER, HEAVEN},
            {"Da Chu", "Great Taming", HEAVEN, MOUNTAIN},
            {"Yi", "Nourishment", THUNDER, MOUNTAIN},
            {"Da Guo", "Great Exceeding", WIND, LAKE},
            {"Kan", "The Abysmal Water", WATER, WATER},
            {"Li", "The Clinging Fire", FIRE, FIRE},
            {"Xian", "Influence", MOUNTAIN, LAKE},
            {"Heng", "Duration", WIND, THUNDER},
            {"Dun", "Retreat", MOUNTAIN, HEAVEN},
            {"Da Zhuang", "Great Strength", HEAVEN, THUNDER},
            {"Jin", "Progress", EARTH, FIRE},
            {"Ming Yi", "Darkening of the Light", FIRE, EARTH},
            {"Jia Ren", "The Family", FIRE, WIND},
            {"Kui", "Opposition", LAKE, FIRE},
            {"Jian", "Obstruction", MOUNTAIN, WATER},
            {"Xie", "Deliverance", WATER, THUNDER},
            {"Sun", "Decrease", LAKE, MOUNTAIN},
            {"Yi", "Increase", THUNDER, WIND},
            {"Guai", "Breakthrough", HEAVEN, LAKE},
            {"Gou", "Coming to Meet", WIND, HEAVEN},
            {"Cui", "Gathering Together", EARTH, LAKE},
            {"Sheng", "Pushing Upward", WIND, EARTH},
            {"Kun", "Oppression", WATER, LAKE},
            {"Jing", "The Well", WIND, WATER},
            {"Ge", "Revolution", FIRE, LAKE},
            {"Ding", "The Cauldron", WIND, FIRE},
            {"Zhen", "The Arousing Thunder", THUNDER, THUNDER},
            {"Gen", "Keeping Still", MOUNTAIN, MOUNTAIN},
            {"Jian", "Development", MOUNTAIN, WIND},
            {"Gui Mei", "The Marrying Maiden", LAKE, THUNDER},
            {"Feng", "Abundance", FIRE, THUNDER},
            {"Lu", "The Wanderer", MOUNTAIN, FIRE},
            {"Xun", "The Gentle Wind", WIND, WIND},
            {"Dui", "The Joyous Lake", LAKE, LAKE},
            {"Huan", "Dispersion", WATER, WIND},
            {"Jie", "Limitation", LAKE, WATER},
            {"Zhong Fu", "Inner Truth", LAKE, WIND},
            {"Xiao Guo", "Small Exceeding", MOUNTAIN, THUNDER},
            {"Ji Ji", "After Completion", FIRE, WATER},
            {"Wei Ji", "Before Completion", WATER, FIRE},
        };
        List<Hexagram> list = new ArrayList<>();
        for (int i = 0; i < rows.length; i++) {
            Object[] r = rows[i];
            list.add(new Hexagram(i + 1, (String) r[0], (String) r[1], (int) r[2] | (int) r[3] << 3));
        }
        return Collections.unmodifiableList(list);
    }
}
