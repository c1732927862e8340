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
    private final KeptSettings s;
    private final PlaySeats seats;
    private final RequesterQueue requesters;
    private final Host host;
    /** Asked first when a mode is set up while a tournament is under way. */
    private final PlayTournament tournament;

    ChoiceRequesters(KeptSettings settings, PlaySeats seats, RequesterQueue requesters, Host host, PlayTournament tournament) {
        this.s = settings;
        this.seats = seats;
        this.requesters = requesters;
        this.host = host;
        this.tournament = tournament;
    }

    /**
     * Game > Solitaire... and the other modes: the mode's setup requester (Tournament: go on with one under
     * way, or set up a new one).
     */
    void setUp(GameMode mode) {
        if (mode == GameMode.TOURNAMENT) {
            tournament.setUp(() -> setup(mode));
        } else {
            setup(mode);
        }
    }

    /** The setup requester of a game mode: scoring and which seats the computer takes. */
    private void setup(GameMode mode) {
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
                        tournament.changeMode(mode, () -> {
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

    /** Game > Timer: the timer requester of Tournament (true) or Challenge play. */
    void timer(boolean forTournament) {
        CheckBox on = new CheckBox("Use the timer",
                s.get(forTournament ? Settings.TOURNAMENT_TIMER : Settings.CHALLENGE_TIMER));
        Slider slider = forTournament
                ? new Slider(140, 1, 60, s.get(Settings.TOURNAMENT_MINUTES), "min")
                : new Slider(140, 1, 60, s.get(Settings.CHALLENGE_SECONDS), "s");
        Requester r = new Requester.Builder(forTournament ? "Tournament Timer" : "Challenge Timer")
                .text(forTournament ? "Time for each game:" : "Time for each move:")
                .space()
                .add(slider)
                .space()
                .add(on)
                .buttons("OK", "Cancel", yes -> {
                    if (yes) {
                        if (forTournament) {
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

    /** Choices > Display...: the display requester. */
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
