package ishido.persist;

/** Holds the storage chosen at start-up, apart from {@link Storage}, which as an interface may have no field that changes. */
final class Installed {
    static volatile Storage storage;

    private Installed() {
    }
}
