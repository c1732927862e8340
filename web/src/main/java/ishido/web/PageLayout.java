package ishido.web;

import ishido.app.Viewport;
import ishido.store.DisplayOptions;

/**
 * Where the canvas goes on the page: at the asked scale in the top-left corner, else the largest whole step
 * that fits, centred, with the Bring in a file... button in the wider margin, or away when there is none; on a
 * phone or tablet the picture fills the screen, with the touch buttons beside or below it.
 */
final class PageLayout {
    /** CSS pixels the Bring in a file... button needs beside the picture. */
    private static final int BUTTON_ROOM = 110;
    /** CSS pixels it needs below the picture. */
    private static final int BUTTON_ROOM_BELOW = 26;
    private final Viewport viewport = new Viewport();

    /** Places the canvas, the CRT layer and the page's buttons for the page's size now. */
    void place(LaunchParameters parameters, DisplayOptions display) {
        double shape = display.aspect().widthPerHeight();
        if (!parameters.fixedScale() && Touch.coarse()) {
            // A phone or tablet: the picture fills the screen, with the touch buttons beside or below it.
            PhoneLayout phone = PhoneLayout.fit(Page.width(), Page.height(), Touch.pixelRatio(), shape);
            Page.placeCanvas(phone.x(), phone.y(), phone.width(), phone.height());
            Page.placeCrt(phone.x(), phone.y(), phone.width(), phone.height(), display.crt().ordinal());
            Page.placeButton("none");
            Touch.placeControls(phone.x(), phone.y(), phone.width(), phone.height(), phone.portrait());
            return;
        }
        int x;
        int y;
        int width;
        int height;
        if (parameters.fixedScale() && !Page.isFullscreen()) {
            int scale = parameters.scale();
            x = 0;
            y = 0;
            width = (int) Math.round(320 * scale * shape);
            height = 200 * scale;
        } else {
            viewport.fit(Page.width(), Page.height(), display);
            x = viewport.x();
            y = viewport.y();
            width = viewport.width();
            height = viewport.height();
        }
        Page.placeCanvas(x, y, width, height);
        Page.placeCrt(x, y, width, height, display.crt().ordinal());
        int right = Page.width() - x - width;
        int below = Page.height() - y - height;
        Page.placeButton(Page.isFullscreen() ? "none" : right >= BUTTON_ROOM ? "right" : below >= BUTTON_ROOM_BELOW ? "below"
                : "none");
    }
}
