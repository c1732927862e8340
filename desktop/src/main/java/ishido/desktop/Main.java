package ishido.desktop;

/** Starts the game, or runs a command-line subcommand. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        System.out.println("ishido");
    }
}
