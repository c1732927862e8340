package ishido.oracle;

import java.time.Clock;
import java.time.LocalDateTime;
import java.util.List;

/**
 * The player's consultation of the Oracle: whether it is on, the question and whether a reading has
 * answered it yet, and the casting of each 4-Way at the time given by the clock. A question keeps
 * until it is answered; once answered, the next new game asks a fresh one, while an unanswered one
 * comes back to be asked again.
 */
public final class Consultation {
    private final Clock clock;
    private final AuguryTexts texts;
    private boolean on;
    private String question;
    private boolean answered;

    public Consultation(Clock clock, AuguryTexts texts, boolean on, String question, boolean answered) {
        this.clock = clock;
        this.texts = texts;
        this.on = on;
        this.question = question == null ? "" : question.strip();
        this.answered = answered;
    }

    public boolean isOn() {
        return on;
    }

    public String question() {
        return question;
    }

    public boolean isAnswered() {
        return answered;
    }

    /** Checks the Oracle; the question requester should then show the question to edit. */
    public void turnOn() {
        on = true;
    }

    /** Unchecks the Oracle: no more readings until it is checked again. The question is kept. */
    public void turnOff() {
        on = false;
    }

    /**
     * A new game begins: true when the question should be asked. An answered question is cleared
     * first, so the player asks a new one; an unanswered one is offered again as it was.
     */
    public boolean newGame() {
        if (!on) {
            return false;
        }
        if (answered) {
            question = "";
            answered = false;
        }
        return true;
    }

    /** The player's question, as typed and confirmed; a changed question has not been answered yet. */
    public void keep(String text) {
        String typed = text == null ? "" : text.strip();
        if (!typed.equals(question)) {
            answered = false;
        }
        question = typed;
    }

    /** A 4-Way was made: the reading of its five stones (centre first) at this moment. */
    public Augury cast(List<Cast.Placed> five) {
        Hexagram h = Cast.hexagram(five, clock.millis());
        answered = true;
        return new Augury(LocalDateTime.now(clock), question, h, texts.of(h));
    }

    /** The reading of a hexagram chosen outright, for looking at each of the 64 (nothing is answered). */
    public Augury reading(Hexagram h) {
        return new Augury(LocalDateTime.now(clock), question, h, texts.of(h));
    }
}
