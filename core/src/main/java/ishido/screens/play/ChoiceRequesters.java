package ishido.screens.play;

import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.store.DisplayOptions;
import ishido.store.Settings;
import ishido.ui.CheckBox;
import ishido.ui.Label;
import ishido.ui.RadioGroup;
import ishido.ui.Requester;
import ishido.ui.Slider;
import java.util.List;

/**
 * The requesters that change how the next game is played and how the screen is shown: a mode's setup
 * (scoring, who the computer plays), the timers, the display. They own those settings' changes.
 */
final class ChoiceRequesters {
    /** Asked first when a mode is set up while a tournament is under way. */
    private final PlayTournament tournament;

    private final PlayContext c;

    ChoiceRequesters(PlayContext c, PlayTournament tournament) {
        this.c = c;
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
                c.settings().get(Settings.SCORING) == Scoring.ANCIENT ? 0 : 1);
        if (!mode.allows(Scoring.ANCIENT)) {
            scoring.disable(0);
            scoring.select(1);
        }
        // Each mode keeps its own choices: a Tournament's ghosted second seat does not undo a Challenge's.
        boolean[] kept = c.seats().computersFor(mode);
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
                            c.seats().chooseMode(mode);
                            c.settings().set(Settings.SCORING, scoring.selected() == 0 ? Scoring.ANCIENT : Scoring.MODERN);
                            c.seats().setComputers(mode, first.isChecked(), second.isEnabled() && second.isChecked());
                            c.settings().save();
                        });
                    }
                })
                .build();
        c.requesters().show(r);
    }

    /** Game > Timer: the timer requester of Tournament (true) or Challenge play. */
    void timer(boolean forTournament) {
        CheckBox on = new CheckBox("Use the timer",
                c.settings().get(forTournament ? Settings.TOURNAMENT_TIMER : Settings.CHALLENGE_TIMER));
        Slider slider = forTournament
                ? new Slider(140, 1, 60, c.settings().get(Settings.TOURNAMENT_MINUTES), "min")
                : new Slider(140, 1, 60, c.settings().get(Settings.CHALLENGE_SECONDS), "s");
        Requester r = new Requester.Builder(forTournament ? "Tournament Timer" : "Challenge Timer")
                .text(forTournament ? "Time for each game:" : "Time for each move:")
                .space()
                .add(slider)
                .space()
                .add(on)
                .buttons("OK", "Cancel", yes -> {
                    if (yes) {
                        if (forTournament) {
                            c.settings().set(Settings.TOURNAMENT_TIMER, on.isChecked());
                            c.settings().set(Settings.TOURNAMENT_MINUTES, slider.value());
                        } else {
                            c.settings().set(Settings.CHALLENGE_TIMER, on.isChecked());
                            c.settings().set(Settings.CHALLENGE_SECONDS, slider.value());
                        }
                        c.settings().save();
                    }
                })
                .focus(slider)
                .build();
        c.requesters().show(r);
    }

    /** Choices > Display...: the display requester. */
    void display() {
        DisplayOptions d = c.settings().settings().display();
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
                        c.settings().settings().setDisplay(new DisplayOptions(screen.selected() == 0, d.windowScale(),
                                scaling.selected() == 0,
                                aspect.selected() == 0 ? DisplayOptions.Aspect.NTSC : DisplayOptions.Aspect.SQUARE,
                                DisplayOptions.Crt.values()[crt.selected()]));
                        c.settings().save();
                        c.host().applyDisplay(c.settings().settings().display());
                    }
                })
                .build();
        c.requesters().show(r);
    }
}
