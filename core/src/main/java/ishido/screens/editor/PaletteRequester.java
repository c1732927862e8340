package ishido.screens.editor;

import ishido.editor.Editor;
import ishido.image.AmigaColor;
import ishido.ui.Label;
import ishido.ui.Requester;
import ishido.ui.Slider;
import ishido.ui.TextField;

/**
 * The editor's palette requester for one colour: three 0-15 sliders and the same three values typed as "R G B"
 * (which have the keys from the start), live on the whole screen while it is up, kept as one undo step by OK or
 * taken back by Cancel.
 */
final class PaletteRequester {
    private final EditorScreen screen;
    /** The sliders while the requester is up, for the live colour; null otherwise. */
    private Slider[] paletteSliders;
    /** The typed values, "R G B" each 0-15, and what they held when last read or set. */
    private TextField paletteTyped;
    private String paletteShown;
    private int paletteIndex;

    PaletteRequester(EditorScreen screen) {
        this.screen = screen;
    }

    /** Opens the requester for the chosen colour. */
    void open() {
        Editor ed = screen.editor();
        paletteIndex = ed.pen();
        int rgb = ed.sheet().color(paletteIndex);
        paletteSliders = new Slider[] {
            new Slider(120, 0, 15, rgb >> 8 & 0xF, ""), new Slider(120, 0, 15, rgb >> 4 & 0xF, ""),
            new Slider(120, 0, 15, rgb & 0xF, "")};
        paletteShown = slidersText();
        // The typed values take the keys at once, and a click on them selects them to be typed anew.
        paletteTyped = new TextField(72, paletteShown, 8).replacedWhenClicked();
        ed.colors().begin();
        String title = "Colour " + paletteIndex + (paletteIndex == 0 ? " (transparent)" : "");
        Requester r = new Requester.Builder(title)
                .row(new Label("Red", false, 48), paletteSliders[0])
                .row(new Label("Green", false, 48), paletteSliders[1])
                .row(new Label("Blue", false, 48), paletteSliders[2])
                .row(new Label("R G B", false, 48), paletteTyped)
                .focus(paletteTyped)
                .buttons("OK", "Cancel", yes -> {
                    paletteSliders = null;
                    paletteTyped = null;
                    if (yes) {
                        ed.colors().commit();
                        screen.say("Colour " + paletteIndex + " changed.");
                    } else {
                        ed.colors().cancel();
                    }
                })
                .build();
        screen.requesters().show(r);
    }

    private String slidersText() {
        return paletteSliders[0].value() + " " + paletteSliders[1].value() + " " + paletteSliders[2].value();
    }

    /**
     * Three values typed as "R G B" move the sliders; a slider moved shows in the typed values. Anything else
     * typed waits until it reads as three numbers 0-15.
     */
    private void syncTyped() {
        String typed = paletteTyped.text();
        if (!typed.equals(paletteShown)) {
            paletteShown = typed;
            String[] parts = typed.trim().split("[ ,]+");
            if (parts.length == 3 && typed.matches("[ ,]*\\d{1,2}[ ,]+\\d{1,2}[ ,]+\\d{1,2}[ ,]*")) {
                int[] v = {Integer.parseInt(parts[0]), Integer.parseInt(parts[1]), Integer.parseInt(parts[2])};
                if (v[0] <= 15 && v[1] <= 15 && v[2] <= 15) {
                    for (int i = 0; i < 3; i++) {
                        paletteSliders[i].setValue(v[i]);
                    }
                }
            }
        } else if (!paletteTyped.isActive() && !slidersText().equals(paletteShown)) {
            paletteShown = slidersText();
            paletteTyped.setText(paletteShown);
        }
    }

    /** Each tick the sliders show on the whole screen at once. */
    void tick() {
        if (paletteSliders != null) {
            syncTyped();
            screen.editor().sheet().setColor(paletteIndex, AmigaColor.rgb12(
                    paletteSliders[0].value(), paletteSliders[1].value(), paletteSliders[2].value()));
        }
    }
}
