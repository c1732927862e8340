package ishido.web;

import org.teavm.jso.JSBody;

/** Game Over's Share in the page (issue 38): the system's share sheet where the browser has the Web Share API. */
final class PageShare {
    private PageShare() {
    }

    /** Opens the share sheet with the text; false where the browser has none (the caller uses the clipboard). */
    @JSBody(params = "text", script = "return ishido.page.share(text);")
    static native boolean share(String text);

    /** The page's own address without its parameters, for a ?deal= link; null for a page not served over http(s). */
    @JSBody(script = "return ishido.page.address();")
    static native String address();
}
