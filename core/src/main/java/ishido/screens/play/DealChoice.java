package ishido.screens.play;

import ishido.match.DealCode;
import ishido.match.MatchView;
import ishido.ui.Requester;
import ishido.ui.RequesterQueue;
import ishido.ui.TextField;
import java.time.LocalDate;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Game > Play Deal...: the requester a deal's code is typed in; a code that reads well becomes the command to
 * play that deal.
 */
final class DealChoice {
    /** Characters a code is typed in: eight, a dash and a space or two to spare. */
    private static final int CODE_FIELD_WIDTH = 12 * 8 + 4;

    private final Supplier<MatchView> match;
    private final RequesterQueue requesters;
    /** Where the deal typed goes, as a command. */
    private final Consumer<PlayCommand> play;

    DealChoice(Supplier<MatchView> match, RequesterQueue requesters, Consumer<PlayCommand> play) {
        this.match = match;
        this.requesters = requesters;
        this.play = play;
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
        play.accept(new PlayCommand.PlayDeal(code));
    }
}
