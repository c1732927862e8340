package ishido.match;

/** A place at the table: the player's name, whether a person or the computer plays it, and the computer's skill. */
public record Seat(String name, Kind kind, int skill) {
    /** The computer's skills a record writes: 1 (Novice) to 4 (Master). */
    public static final int SKILLS = 4;

    /** Who plays a seat. */
    public enum Kind {
        HUMAN, COMPUTER
    }

    public Seat {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a seat needs a name");
        }
    }

    public static Seat human(String name) {
        return new Seat(name, Kind.HUMAN, 0);
    }

    public static Seat computer(String name, int skill) {
        return new Seat(name, Kind.COMPUTER, skill);
    }

    public boolean isComputer() {
        return kind == Kind.COMPUTER;
    }

    /** The seat as a game record writes it: {@code Name (human)} or {@code Name (computer 2)}. */
    String format() {
        return name + (isComputer() ? " (computer " + skill + ")" : " (human)");
    }

    /** Reads what {@link #format()} wrote. */
    static Seat parse(String text) {
        String t = text.strip();
        int open = t.lastIndexOf(" (");
        if (open <= 0 || !t.endsWith(")")) {
            throw new IllegalArgumentException("a player is written 'Name (human)' or 'Name (computer N)': " + t);
        }
        String name = t.substring(0, open);
        String what = t.substring(open + 2, t.length() - 1);
        if (what.equals("human")) {
            return human(name);
        }
        if (what.startsWith("computer ")) {
            int skill;
            try {
                skill = Integer.parseInt(what.substring(9));
            } catch (NumberFormatException e) {
                skill = -1;
            }
            if (skill >= 1 && skill <= SKILLS) {
                return computer(name, skill);
            }
            if (skill != -1) {
                throw new IllegalArgumentException("the computer's skill is 1 to " + SKILLS + ", not " + skill + ": " + t);
            }
        }
        throw new IllegalArgumentException("unknown kind of player '" + what + "'");
    }
}
