package ishido.screens.editor;

import ishido.editor.Brush;
import ishido.editor.Editor;
import ishido.editor.Sheet;
import ishido.editor.Symmetry;
import ishido.editor.Tool;
import ishido.machine.InputEvent;
import ishido.machine.Key;

/**
 * The editor's keyboard, as a Deluxe Paint artist would reach for it: arrows move the pixel cursor and Space
 * (or Return, the pad's A) paints, Tab walks the stones, [ and ] step through the colours, T takes transparent, X toggles XColor,
 * F toggles Fill, Del erases the selection, and Amiga-X, -C, -V cut, copy and paste it. Beyond 1990: D draws,
 * L lines, R and Shift-R rectangles (outlined, filled), E and Shift-E ellipses, B picks a brush and Shift-B
 * stamps the brush there is again, H and V flip the brush and Z turns it, M steps through the symmetries, P previews the stone on the board,
 * S drags a box (across stones when zoomed out), and &lt; and &gt; zoom a step out (to 2x2 stones) and in (to a
 * quarter of the stone, its detail).
 */
final class EditorKeys {
    private EditorKeys() {
    }

    static void key(EditorScreen s, EditorCommands c, InputEvent e) {
        Editor ed = s.editor();
        if (e.key() == Key.CHARACTER && e.amiga()) {
            switch (Character.toLowerCase(e.character())) {
                case 'x' -> c.cut(c.target());
                case 'c' -> c.copy(c.target());
                case 'v' -> c.paste(c.target());
                // The play screen's undo key, which a phone's Undo button beside the picture sends.
                case 'u' -> c.undo();
                default -> {
                }
            }
            return;
        }
        switch (e.key()) {
            case LEFT -> s.moveCursor(-1, 0);
            case RIGHT -> s.moveCursor(1, 0);
            case UP -> s.moveCursor(0, -1);
            case DOWN -> s.moveCursor(0, 1);
            case TAB -> ed.nextStone(1);
            // Return, and so the pad's A, acts at the cursor as Space does: the pad has no Space.
            case ENTER -> s.applyAtCursor();
            case DELETE, BACKSPACE -> c.erase(c.target());
            case CHARACTER -> character(s, c, ed, e.character());
            default -> {
            }
        }
    }

    private static void character(EditorScreen s, EditorCommands c, Editor ed, char ch) {
        Tool tool = Tool.forKey(ch);
        // Fill and XColor toggle and the brush needs one picked: those keys do more than take their tool.
        if (tool != null && tool != Tool.FILL && tool != Tool.XCOLOR && tool != Tool.BRUSH) {
            ed.setTool(tool);
            return;
        }
        switch (ch) {
            case 'B' -> c.brushAgain();
            case '<' -> c.zoom(ed.zoomView().zoom().farther());
            case '>' -> c.zoom(ed.zoomView().zoom().closer());
            case 'h' -> c.brush("flipped", Brush::flipped);
            case 'v' -> c.brush("flipped", Brush::flippedVertically);
            case 'z' -> c.brush("turned", Brush::rotated);
            case 'p' -> c.previewOnBoard();
            case 'm' -> c.symmetry(Symmetry.values()[(ed.symmetry().ordinal() + 1) % Symmetry.values().length]);
            default -> classic(s, ed, ch);
        }
    }

    /** The keys the editor had before its tools went beyond 1990. */
    private static void classic(EditorScreen s, Editor ed, char ch) {
        switch (Character.toLowerCase(ch)) {
            case ' ' -> s.applyAtCursor();
            case 't' -> ed.setPen(0);
            case 'x' -> ed.toggleXColor();
            case 'f' -> ed.setTool(ed.tool() == Tool.FILL ? Tool.DRAW : Tool.FILL);
            case 'd' -> ed.setTool(Tool.DRAW);
            case '[' -> ed.setPen(Math.floorMod(ed.pen() - 1, Sheet.COLORS));
            case ']' -> ed.setPen(Math.floorMod(ed.pen() + 1, Sheet.COLORS));
            default -> {
            }
        }
    }
}
