package ishido.screens.play;

import ishido.match.DealCode;
import ishido.match.Match;
import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.ui.Requester;
import ishido.ui.RequesterQueue;
import ishido.ui.TextField;
import java.time.Clock;
import java.time.LocalDate;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Deal codes at the play screen: Game > Play Deal... and Deal of the Day start the next game on the deal
 * a code names, handed to the session's new game as it starts.
 */
final class DealChoice {
    /** Characters a code is typed in: eight, a dash and a space or two to spare. */
    private static final int CODE_FIELD_WIDTH = 12 * 8 + 4;

    private final Supplier<Match> match;
    private final RequesterQueue requesters;
    private final Notices notices;
    private final Clock clock;
    private final PlaySeats seats;
    /** Starts a new game at once on the deal given. */
    private final Consumer<Deal> newGameOn;

    DealChoice(Supplier<Match> match, RequesterQueue requesters, Notices notices, Clock clock, PlaySeats seats,
            Consumer<Deal> newGameOn) {
        this.match = match;
        this.requesters = requesters;
        this.notices = notices;
        this.clock = clock;
        this.seats = seats;
        this.newGameOn = newGameOn;
    }

    /** The code of the deal under way, or null for a hand-made deal. */
    DealCode code() {
        return DealCode.of(match.get().game().deal());
    }

    /** Game > Play Deal...: asks for a code; a wrong one is explained, the text kept to mend, and nothing else changes. */
    void askDeal() {
        requesters.show(playDealRequester(new TextField(CODE_FIELD_WIDTH, "", 12), null));
    }

    /** The requester with a field, and under it the reason the code typed in it was refused, or nothing. */
    private Requester playDealRequester(TextField field, String reason) {
        Requester.Builder b = new Requester.Builder("Play Deal")
                .text("Type the code of a deal,")
                .text("such as " + DealCode.ofDay(LocalDate.of(1990, 6, 1)) + ":")
                .space()
                .textEntry(field, "Play", "Cancel", this::play, () -> { });
        if (reason != null) {
            b.text(reason);
        }
        return b.build();
    }

    private void play(String typed) {
        DealCode code;
        try {
            code = DealCode.parse(typed);
        } catch (IllegalArgumentException e) {
            // The requester comes back with the text as typed and the reason under it.
            String reason = e.getMessage();
            requesters.show(playDealRequester(new TextField(CODE_FIELD_WIDTH, typed, 12).toMend(),
                    Character.toUpperCase(reason.charAt(0)) + reason.substring(1) + "."));
            return;
        }
        playOn(code, "Play Deal");
    }

    /** Game > Deal of the Day: today's deal (UTC), the same for everyone. */
    void playDealOfTheDay() {
        playOn(DealCode.today(clock), "Deal of the Day");
    }

    /**
     * A new game on the deal in the mode New Game plays, after asking while a game is under way; a
     * tournament deals its own shuffle, so there the player is told to choose another mode.
     */
    void playOn(DealCode code, String title) {
        if (seats.nextMode() == GameMode.TOURNAMENT) {
            notices.tell(title, "A tournament plays its own shuffle. Choose Solitaire, Cooperative or Challenge"
                    + " in the Game menu to play deal " + code + ".");
            return;
        }
        Game now = match.get().game();
        Runnable start = () -> newGameOn.accept(code.deal());
        if (!now.isOver() && now.placed() > 0) {
            notices.confirm(title, List.of("End this game and play", "deal " + code + "?"), "OK", start);
        } else {
            start.run();
        }
    }
}
