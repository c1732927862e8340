package ishido.screens.play;

import ishido.match.DealCode;
import ishido.ui.Requester;
import ishido.ui.TextField;
import java.time.LocalDate;

/**
 * Game > Play Deal...: the requester a deal's code is typed in; a code that reads well becomes the command to
 * play that deal.
 */
final class DealChoice {
    /** Characters a code is typed in: eight, a dash and a space or two to spare. */
    private static final int CODE_FIELD_WIDTH = 12 * 8 + 4;


    private final PlayContext c;

    DealChoice(PlayContext c) {
        this.c = c;
    }

    /** The code of the deal under way, or null for a hand-made deal. */
    DealCode code() {
        return DealCode.of(c.now().game().deal());
    }

    /** Game > Play Deal...: asks for a code; a wrong one is explained, the text kept to mend, and nothing else changes. */
    void askDeal() {
        c.requesters().show(playDealRequester(new TextField(CODE_FIELD_WIDTH, "", 12), null));
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
            c.requesters().show(playDealRequester(new TextField(CODE_FIELD_WIDTH, typed, 12).toMend(),
                    Character.toUpperCase(reason.charAt(0)) + reason.substring(1) + "."));
            return;
        }
        c.play().accept(new PlayCommand.PlayDeal(code));
    }
}
