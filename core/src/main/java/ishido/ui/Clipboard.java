package ishido.ui;

/** The system clipboard as the toolkit sees it; the app layer plugs in the real one. */
public interface Clipboard {
    String get();

    void set(String text);

    /** A clipboard that lives only in memory, for tests and headless use. */
    final class Memory implements Clipboard {
        private String text = "";

        @Override
        public String get() {
            return text;
        }

        @Override
        public void set(String text) {
            this.text = text == null ? "" : text;
        }
    }
}
