package ishido.web;

import ishido.persist.KeyValueStorage;
import java.io.IOException;
import java.nio.file.Path;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.typedarrays.Int8Array;

/**
 * Files in and out of the browser (files.js): what the game writes into the Downloads folder is handed to
 * the browser as a download, and a file the player picks (the page's Bring in a file... button, or the same
 * line under the file requesters' Volumes) or drops on the page is kept in the Imports folder, where the
 * game's file requesters find it under the Browser volume: a saved game, a stoneset, a board, any picture.
 */
final class PageFiles {
    private PageFiles() {
    }

    /** A file the player brought in: its name and bytes. */
    @JSFunctor
    interface Picked extends JSObject {
        void picked(String name, Int8Array bytes);
    }

    /** Connects the storage's Downloads to the browser's downloads and the page's picker to its Imports. */
    static void connect(KeyValueStorage storage) {
        storage.onDownload((file, bytes) -> download(String.valueOf(file.getFileName()), Int8Array.copyFromJavaArray(bytes)));
        // The file requesters' "Bring in a file..." (under Volumes) opens the same picker as the button.
        storage.onBringIn(PageFiles::openPicker);
        onPicked((name, bytes) -> {
            try {
                Path kept = storage.imported(name, bytes.copyToJavaArray());
                Page.status("");
                Page.toast("Brought in " + kept.getFileName() + ": open it from the Browser volume, folder "
                        + KeyValueStorage.IMPORTS + ".");
            } catch (IOException e) {
                Page.status("ishido: " + name + " could not be kept: " + e.getMessage());
            }
        });
    }

    @JSBody(params = {"name", "bytes"}, script = "ishido.files.download(name, bytes);")
    private static native void download(String name, Int8Array bytes);

    @JSBody(script = "ishido.files.openPicker();")
    private static native void openPicker();

    @JSBody(params = "picked", script = "ishido.files.onPicked(picked);")
    private static native void onPicked(Picked picked);
}
