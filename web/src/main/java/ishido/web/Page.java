package ishido.web;

import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.typedarrays.Int32Array;

/**
 * The page around the game, as few small calls into the browser: the query string, the canvas and its
 * pixels, the layout, full screen, the status line for errors, and the numbers the browser test reads.
 * Each body is one or two lines of JavaScript, so what the browser does is all in view here.
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
    @JSBody(script = "return !!(window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches);")
    static native boolean prefersReducedMotion();

    @JSBody(script = "return window.location.search;")
    static native String search();

    @JSBody(params = "text", script = "var line = document.getElementById('status'); line.textContent = text;"
            + " line.style.display = text ? 'block' : 'none';")
    static native void status(String text);

    /** Shows the benchmark's lines on the page and publishes them (window.ishido.selfplay). */
    @JSBody(params = "text", script = "var report = document.getElementById('status'); report.textContent = text;"
            + " report.style.display = 'block'; report.style.background = '#000'; report.style.top = '0';"
            + " window.ishido = window.ishido || {}; window.ishido.selfplay = text;")
    static native void report(String text);

    /** Shows a line at the foot of the page for a few seconds. */
    @JSBody(params = "text", script = "var toast = document.getElementById('toast'); toast.textContent = text;"
            + " toast.style.display = 'block'; clearTimeout(window.ishidoToast);"
            + " window.ishidoToast = setTimeout(function() { toast.style.display = 'none'; }, 6000);")
    static native void toast(String text);

    @JSBody(script = "var canvas = document.getElementById('screen'); window.ishidoContext = canvas.getContext('2d');"
            + " window.ishidoImage = window.ishidoContext.createImageData(320, 200);"
            + " return new Int32Array(window.ishidoImage.data.buffer);")
    static native Int32Array openCanvas();

    @JSBody(script = "window.ishidoContext.putImageData(window.ishidoImage, 0, 0);")
    static native void putImage();

    /** Places the canvas at (x, y) in CSS pixels, width by height. */
    @JSBody(params = {"x", "y", "width", "height"}, script = "var style = document.getElementById('screen').style;"
            + " style.left = x + 'px'; style.top = y + 'px'; style.width = width + 'px'; style.height = height + 'px';")
    static native void placeCanvas(double x, double y, double width, double height);

    /**
     * Lays the Display requester's CRT look over the canvas as CSS, multiplied into the picture, since the
     * page has no shader: mode 0 none; 1 scanlines, each Amiga line darker towards its edges as the desktop's
     * shader does once a line is two screen pixels tall or more; 2 those plus the aperture mask's red, green
     * and blue stripes (from three screen pixels a pixel) and the darker corners. The desktop's curvature is
     * not drawn.
     */
    @JSBody(params = {"x", "y", "width", "height", "mode"}, script = "var style = document.getElementById('crt').style;"
            + " if (mode === 0) { style.display = 'none'; return; }"
            + " var line = height / 200, weight = Math.max(0, Math.min(1, line - 1.5)), dark = 0.36 * weight;"
            + " var edge = 'rgba(0,0,0,' + dark + ')';"
            + " var layers = ['repeating-linear-gradient(to bottom, ' + edge + ' 0px, rgba(0,0,0,0) ' + (line / 2) + 'px, '"
            + " + edge + ' ' + line + 'px)'];"
            + " if (mode === 2) {"
            + " var mask = Math.max(0, Math.min(1, width / 320 - 2)), low = Math.round(255 - 38 * mask);"
            + " var red = 'rgb(255,' + low + ',' + low + ')', green = 'rgb(' + low + ',255,' + low + ')',"
            + " blue = 'rgb(' + low + ',' + low + ',255)';"
            + " layers.unshift('radial-gradient(farthest-corner, rgba(0,0,0,0) 0%, rgba(0,0,0,0.075) 50%,"
            + " rgba(0,0,0,0.15) 70.7%, rgba(0,0,0,0.3) 100%)');"
            + " layers.push('repeating-linear-gradient(to right, ' + red + ' 0px 1px, ' + green + ' 1px 2px, ' + blue + ' 2px 3px)'); }"
            + " style.backgroundImage = layers.join(', ');"
            + " style.left = x + 'px'; style.top = y + 'px'; style.width = width + 'px'; style.height = height + 'px';"
            + " style.display = 'block';")
    static native void placeCrt(double x, double y, double width, double height, int mode);

    /** Puts the Bring in a file... button in the top-right corner ("right"), the bottom-left ("below") or away ("none"). */
    @JSBody(params = "where", script = "var button = document.getElementById('bring').style;"
            + " button.display = where === 'none' ? 'none' : 'block';"
            + " button.top = where === 'right' ? '4px' : 'auto'; button.bottom = where === 'below' ? '4px' : 'auto';"
            + " button.right = where === 'right' ? '4px' : 'auto'; button.left = where === 'below' ? '4px' : 'auto';")
    static native void placeButton(String where);

    @JSBody(script = "return window.innerWidth;")
    static native int width();

    @JSBody(script = "return window.innerHeight;")
    static native int height();

    /**
     * Calls back when the window's size changes or full screen comes or goes. In full screen the page asks
     * for the keys a browser keeps for itself (Chrome's Ctrl+N, Ctrl+T, Ctrl+W) where the Keyboard Lock
     * API exists, so the Ctrl shortcuts reach the game there; Esc still leaves full screen.
     */
    @JSBody(params = "listener", script = "window.addEventListener('resize', function() { listener(); });"
            + " document.addEventListener('fullscreenchange', function() { var keys = navigator.keyboard;"
            + " try { if (keys && keys.lock && document.fullscreenElement) { var asked = keys.lock(['KeyN', 'KeyT', 'KeyW']);"
            + " if (asked) asked.catch(function() {}); } else if (keys && keys.unlock && !document.fullscreenElement) {"
            + " keys.unlock(); } } catch (error) {} listener(); });")
    static native void onResize(Callback listener);

    @JSBody(script = "return !!document.fullscreenElement;")
    static native boolean isFullscreen();

    /** Asks for full screen or a window; the browser may refuse full screen outside a click or key press. */
    @JSBody(params = "on", script = "try { if (on && !document.fullscreenElement) {"
            + " var asked = document.documentElement.requestFullscreen(); if (asked) asked.catch(function() {}); }"
            + " else if (!on && document.fullscreenElement) { document.exitFullscreen(); } } catch (error) {}")
    static native void fullscreen(boolean on);

    @JSBody(params = "listener", script = "window.requestAnimationFrame(function(time) { listener(time); });")
    static native void nextFrame(FrameListener listener);

    @JSBody(script = "return performance.now();")
    static native double now();

    /**
     * Listens to the canvas's mouse and wheel, in canvas pixels from its top-left corner as laid out: the
     * left and right buttons, the context menu suppressed, and the pointer leaving the canvas.
     */
    @JSBody(params = "listener", script = "var canvas = document.getElementById('screen');"
            + " function report(event, type, button, delta) { var box = canvas.getBoundingClientRect();"
            + "   listener(type, (event.clientX - box.left) * 320 / box.width, (event.clientY - box.top) * 200 / box.height,"
            + "   button, delta); }"
            + " canvas.addEventListener('mousemove', function(event) { report(event, 'move', 0, 0); });"
            + " canvas.addEventListener('mousedown', function(event) { event.preventDefault();"
            + "   report(event, 'press', event.button, 0); });"
            + " window.addEventListener('mouseup', function(event) { report(event, 'release', event.button, 0); });"
            + " canvas.addEventListener('mouseleave', function(event) { report(event, 'leave', 0, 0); });"
            + " canvas.addEventListener('contextmenu', function(event) { event.preventDefault(); });"
            + " canvas.addEventListener('wheel', function(event) { event.preventDefault();"
            + "   var lines = event.deltaMode === 1 ? event.deltaY : event.deltaMode === 2 ? event.deltaY * 20"
            + "   : event.deltaY / 40; report(event, 'wheel', 0, lines); }, {passive: false});")
    static native void onPointer(PointerListener listener);

    @JSBody(params = "listener", script = "function keyHandler(down) { return function(event) {"
            + " if (listener(down, event.code || '', event.key || '', event.ctrlKey, event.altKey)) {"
            + " event.preventDefault(); } }; }"
            + " window.addEventListener('keydown', keyHandler(true)); window.addEventListener('keyup', keyHandler(false));")
    static native void onKeys(KeyListener listener);

    /**
     * Calls back with the text of each paste the browser makes into the page (Ctrl+V, or its Edit menu's
     * Paste): the paste event is the one way a page reads the clipboard without asking permission.
     */
    @JSBody(params = "listener", script = "window.addEventListener('paste', function(event) {"
            + " var data = event.clipboardData; event.preventDefault();"
            + " listener(data ? data.getData('text/plain') || '' : ''); });")
    static native void onPaste(TextListener listener);

    /**
     * Reads the clipboard's text outside a paste event (Alt+V), where the browser offers that: it may ask
     * the player first; calls back with null when it cannot or is not allowed to.
     */
    @JSBody(params = "listener", script = "try { navigator.clipboard.readText().then(function(text) { listener(text); },"
            + " function() { listener(null); }); } catch (error) { listener(null); }")
    static native void readClipboard(TextListener listener);

    /** Puts text on the system's clipboard where the browser allows it (in a key's or click's wake). */
    @JSBody(params = "text", script = "try { var asked = navigator.clipboard.writeText(text);"
            + " if (asked) asked.catch(function() {}); } catch (error) {}")
    static native void writeClipboard(String text);

    /** Calls back once, at the first click, tap or key press: the moment browsers let a page start its sound. */
    @JSBody(params = "listener", script = "var gestured = false; function firstGesture() { if (!gestured) { gestured = true;"
            + " listener(); } } window.addEventListener('mousedown', firstGesture, true);"
            + " window.addEventListener('touchend', firstGesture, true);"
            + " window.addEventListener('keydown', firstGesture, true);")
    static native void onFirstGesture(Callback listener);

    /** Publishes a number for the browser test and the measurements (window.ishido.NAME). */
    @JSBody(params = {"name", "value"}, script = "window.ishido = window.ishido || {}; window.ishido[name] = value;")
    static native void publish(String name, double value);

    /** Publishes a text for the browser tests (window.ishido.NAME), e.g. where the gadgets drawn are. */
    @JSBody(params = {"name", "text"}, script = "window.ishido = window.ishido || {}; window.ishido[name] = text;")
    static native void publishText(String name, String text);

    /** Appends a frame's time to the log the measurements read (window.ishido.frameTimes). */
    @JSBody(params = "millis", script = "var published = window.ishido = window.ishido || {};"
            + " (published.frameTimes = published.frameTimes || []).push(millis);")
    static native void logFrame(double millis);
}
