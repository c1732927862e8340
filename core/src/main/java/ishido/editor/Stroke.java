package ishido.editor;

/** A stroke under way on the selected stone: its pixels before, where the button went down and where it is now. */
final class Stroke {
    final Region region;
    final byte[] before;
    final int startX;
    final int startY;
    int lastX;
    int lastY;

    Stroke(Region region, byte[] before, int x, int y) {
        this.region = region;
        this.before = before;
        this.startX = x;
        this.startY = y;
        this.lastX = x;
        this.lastY = y;
    }

    /** The box from where the button went down to where it is, as {x0, y0, x1, y1}. */
    int[] box() {
        return new int[] {Math.min(startX, lastX), Math.min(startY, lastY), Math.max(startX, lastX), Math.max(startY, lastY)};
    }
}
