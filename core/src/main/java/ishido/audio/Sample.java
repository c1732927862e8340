package ishido.audio;

/** A sound as Paula plays it: signed 8-bit sample values, played once from the start. */
public record Sample(String name, byte[] data) {
    public int length() {
        return data.length;
    }
}
