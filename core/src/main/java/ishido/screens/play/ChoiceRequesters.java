package ishido.screens.play;

import ishido.machine.Host;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.store.DisplayOptions;
import ishido.store.Settings;
import ishido.ui.CheckBox;
import ishido.ui.Label;
import ishido.ui.RadioGroup;
import ishido.ui.Requester;
import ishido.ui.RequesterQueue;
import ishido.ui.Slider;
import java.util.List;

/**
 * The requesters that change how the next game is played and how the screen is shown: a mode's setup
 * (scoring, who the computer plays), the timers, the display. They own those settings' changes.
 */
final class ChoiceRequesters {
    /** A mode chosen in a setup requester: apply sets the choices once a tournament under way may be left. */
    interface ModeChange {
        void change(GameMode mode, Runnable apply);
    }

    private final KeptSettings s;
    private final PlaySeats seats;
    private final RequesterQueue requesters;
    private final Host host;
    private final ModeChange modes;

    ChoiceRequesters(KeptSettings settings, PlaySeats seats, RequesterQueue requesters, Host host, ModeChange modes) {
        this.s = settings;
        this.seats = seats;
        this.requesters = requesters;
        this.host = host;
        this.modes = modes;
    }

    /** The setup requester of a game mode: scoring and which seats the computer takes. */
    void setup(GameMode mode) {
        RadioGroup scoring = new RadioGroup(List.of("Ancient", "Modern"),
                s.get(Settings.SCORING) == Scoring.ANCIENT ? 0 : 1);
        if (!mode.allows(Scoring.ANCIENT)) {
            scoring.disable(0);
            scoring.select(1);
        }
        // Each mode keeps its own choices: a Tournament's ghosted second seat does not undo a Challenge's.
        boolean[] kept = seats.computersFor(mode);
        CheckBox first = new CheckBox("Computer Player 1", kept[0]);
        // A seat the mode does not have is not taken by the computer, so its ghosted box is not checked.
        CheckBox second = new CheckBox("Computer Player 2", kept[1] && mode.takesTurns());
        if (!mode.takesTurns()) {
            second.setEnabled(false);
        }
        String hint = switch (mode) {
            case SOLITAIRE -> "Player 1: the computer plays.";
            case COOPERATIVE -> "Two players, one team score.";
            case TOURNAMENT -> "Everyone plays the same deal.";
            case CHALLENGE -> "Two players, each for himself.";
        };
        Requester r = new Requester.Builder(mode.label() + " Game")
                .text(hint)
                .space()
                .add(new Label("Scoring", false, 64))
                .add(scoring)
                .space()
                .add(first)
                .add(second)
                .buttons("OK", "Cancel", yes -> {
                    if (yes) {
                        modes.change(mode, () -> {
                            seats.chooseMode(mode);
                            s.set(Settings.SCORING, scoring.selected() == 0 ? Scoring.ANCIENT : Scoring.MODERN);
                            seats.setComputers(mode, first.isChecked(), second.isEnabled() && second.isChecked());
                            s.save();
                        });
                    }
                })
                .build();
        requesters.show(r);
    }

    void timer(boolean tournament) {
        CheckBox on = new CheckBox("Use the timer",
                s.get(tournament ? Settings.TOURNAMENT_TIMER : Settings.CHALLENGE_TIMER));
        Slider slider = tournament
                ? new Slider(140, 1, 60, s.get(Settings.TOURNAMENT_MINUTES), "min")
                : new Slider(140, 1, 60, s.get(Settings.CHALLENGE_SECONDS), "s");
        Requester r = new Requester.Builder(tournament ? "Tournament Timer" : "Challenge Timer")
                .text(tournament ? "Time for each game:" : "Time for each move:")
                .space()
                .add(slider)
                .space()
                .add(on)
                .buttons("OK", "Cancel", yes -> {
                    if (yes) {
                        if (tournament) {
                            s.set(Settings.TOURNAMENT_TIMER, on.isChecked());
                            s.set(Settings.TOURNAMENT_MINUTES, slider.value());
                        } else {
                            s.set(Settings.CHALLENGE_TIMER, on.isChecked());
                            s.set(Settings.CHALLENGE_SECONDS, slider.value());
                        }
                        s.save();
                    }
                })
                .focus(slider)
                .build();
        requesters.show(r);
    }

    void display() {
        DisplayOptions d = s.settings().display();
        RadioGroup screen = new RadioGroup(List.of("Full screen", "Window"), d.fullscreen() ? 0 : 1);
        RadioGroup scaling = new RadioGroup(List.of("Whole steps", "Fit the screen"), d.integerScaling() ? 0 : 1);
        RadioGroup aspect = new RadioGroup(List.of("NTSC pixels", "Square pixels"), d.aspect() == DisplayOptions.Aspect.NTSC ? 0 : 1);
        RadioGroup crt = new RadioGroup(List.of("No CRT filter", "Scanlines", "CRT shader"), d.crt().ordinal());
        Requester r = new Requester.Builder("Display")
                .row(screen, scaling)
                .space()
                .row(aspect, crt)
                .buttons("OK", "Cancel", yes -> {
                    if (yes) {
                        s.settings().setDisplay(new DisplayOptions(screen.selected() == 0, d.windowScale(),
                                scaling.selected() == 0,
                                aspect.selected() == 0 ? DisplayOptions.Aspect.NTSC : DisplayOptions.Aspect.SQUARE,
                                DisplayOptions.Crt.values()[crt.selected()]));
                        s.save();
                        host.applyDisplay(s.settings().display());
                    }
                })
                .build();
        requesters.show(r);
    }
}
