package ishido.web;

import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.typedarrays.Int32Array;

/**
 * The page around the game, as calls into the site's page.js ({@code ishido.page}): the query string, the
 * canvas and its pixels, the layout, full screen, the status line for errors, the mouse, the keys and the
 * clipboard, and the numbers the browser tests read. Each body is one call, so what the browser does is in
 * page.js, where the linter reads it.
 */
final class Page {
    private Page() {
    }

    /** A function the page calls back with no argument. */
    @JSFunctor
    interface Callback extends JSObject {
        void call();
    }

    /** A mouse or wheel event as the game needs it: where on the canvas, which button, how far. */
    @JSFunctor
    interface PointerListener extends JSObject {
        void event(String type, double x, double y, int button, double delta);
    }

    /** A key event: down or up, where the key sits, what it types. */
    @JSFunctor
    interface KeyListener extends JSObject {
        /** True when the game took the key, so the browser's own action is prevented. */
        boolean event(boolean down, String code, String key, boolean ctrl, boolean alt);
    }

    /** Text the page was given (a paste), or null when there is none to be had. */
    @JSFunctor
    interface TextListener extends JSObject {
        void text(String text);
    }

    /** An animation frame's timestamp. */
    @JSFunctor
    interface FrameListener extends JSObject {
        void frame(double now);
    }

    /** Whether the player asked the system for less motion (the CSS media feature prefers-reduced-motion). */
    @JSBody(script = "return ishido.page.prefersReducedMotion();")
    static native boolean prefersReducedMotion();

    @JSBody(script = "return ishido.page.search();")
    static native String search();

    /** The status strip at the foot of the page, for errors; an empty text hides it. */
    @JSBody(params = "text", script = "ishido.page.status(text);")
    static native void status(String text);

    /** Shows the benchmark's lines on the page and publishes them (window.ishido.selfplay). */
    @JSBody(params = "text", script = "ishido.page.report(text);")
    static native void report(String text);

    /** Shows a line at the foot of the page for a few seconds. */
    @JSBody(params = "text", script = "ishido.page.toast(text);")
    static native void toast(String text);

    /** The canvas's pixels, one int of RGBA bytes each, which {@link #putImage} shows. */
    @JSBody(script = "return ishido.page.openCanvas();")
    static native Int32Array openCanvas();

    @JSBody(script = "ishido.page.putImage();")
    static native void putImage();

    /** Places the canvas at (x, y) in CSS pixels, width by height. */
    @JSBody(params = {"x", "y", "width", "height"}, script = "ishido.page.placeCanvas(x, y, width, height);")
    static native void placeCanvas(double x, double y, double width, double height);

    /**
     * Lays the Display requester's CRT look over the canvas as CSS, multiplied into the picture, since the
     * page has no shader: mode 0 none; 1 scanlines, each Amiga line darker towards its edges as the desktop's
     * shader does once a line is two screen pixels tall or more; 2 those plus the aperture mask's red, green
     * and blue stripes (from three screen pixels a pixel) and the darker corners. The desktop's curvature is
     * not drawn.
     */
    @JSBody(params = {"x", "y", "width", "height", "mode"}, script = "ishido.page.placeCrt(x, y, width, height, mode);")
    static native void placeCrt(double x, double y, double width, double height, int mode);

    /** Puts the Bring in a file... button in the top-right corner ("right"), the bottom-left ("below") or away ("none"). */
    @JSBody(params = "where", script = "ishido.page.placeButton(where);")
    static native void placeButton(String where);

    @JSBody(script = "return ishido.page.width();")
    static native int width();

    @JSBody(script = "return ishido.page.height();")
    static native int height();

    /**
     * Calls back when the window's size changes or full screen comes or goes. In full screen the page asks
     * for the keys a browser keeps for itself (Chrome's Ctrl+N, Ctrl+T, Ctrl+W) where the Keyboard Lock
     * API exists, so the Ctrl shortcuts reach the game there; Esc still leaves full screen.
     */
    @JSBody(params = "listener", script = "ishido.page.onResize(listener);")
    static native void onResize(Callback listener);

    @JSBody(script = "return ishido.page.isFullscreen();")
    static native boolean isFullscreen();

    /** Asks for full screen or a window; the browser may refuse full screen outside a click or key press. */
    @JSBody(params = "on", script = "ishido.page.fullscreen(on);")
    static native void fullscreen(boolean on);

    @JSBody(params = "listener", script = "ishido.page.nextFrame(listener);")
    static native void nextFrame(FrameListener listener);

    @JSBody(script = "return ishido.page.now();")
    static native double now();

    /**
     * Listens to the canvas's mouse and wheel, in canvas pixels from its top-left corner as laid out: the
     * left and right buttons, the context menu suppressed, and the pointer leaving the canvas.
     */
    @JSBody(params = "listener", script = "ishido.page.onPointer(listener);")
    static native void onPointer(PointerListener listener);

    @JSBody(params = "listener", script = "ishido.page.onKeys(listener);")
    static native void onKeys(KeyListener listener);

    /**
     * Calls back with the text of each paste the browser makes into the page (Ctrl+V, or its Edit menu's
     * Paste): the paste event is the one way a page reads the clipboard without asking permission.
     */
    @JSBody(params = "listener", script = "ishido.page.onPaste(listener);")
    static native void onPaste(TextListener listener);

    /**
     * Reads the clipboard's text outside a paste event (Alt+V), where the browser offers that: it may ask
     * the player first; calls back with null when it cannot or is not allowed to.
     */
    @JSBody(params = "listener", script = "ishido.page.readClipboard(listener);")
    static native void readClipboard(TextListener listener);

    /** Puts text on the system's clipboard where the browser allows it (in a key's or click's wake). */
    @JSBody(params = "text", script = "ishido.page.writeClipboard(text);")
    static native void writeClipboard(String text);

    /** Calls back once, at the first click, tap or key press: the moment browsers let a page start its sound. */
    @JSBody(params = "listener", script = "ishido.page.onFirstGesture(listener);")
    static native void onFirstGesture(Callback listener);

    /** Publishes a number for the browser test and the measurements (window.ishido.NAME). */
    @JSBody(params = {"name", "value"}, script = "ishido.page.publish(name, value);")
    static native void publish(String name, double value);

    /** Publishes a text for the browser tests (window.ishido.NAME), e.g. where the gadgets drawn are. */
    @JSBody(params = {"name", "text"}, script = "ishido.page.publish(name, text);")
    static native void publishText(String name, String text);

    /** Appends a frame's time to the log the measurements read (window.ishido.frameTimes). */
    @JSBody(params = "millis", script = "ishido.page.logFrame(millis);")
    static native void logFrame(double millis);
}
