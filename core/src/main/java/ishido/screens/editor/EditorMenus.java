package ishido.screens.editor;

import ishido.editor.Area;
import ishido.editor.AreaEdits;
import ishido.editor.Brush;
import ishido.editor.Editor;
import ishido.editor.Symmetry;
import ishido.editor.Tool;
import ishido.editor.Zoom;
import ishido.ui.Menu;
import ishido.ui.MenuItem;
import ishido.ui.MenuStrip;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** The editor's menu strip: File and Edit as in the manual, and Tools and View for what goes beyond it. */
final class EditorMenus {
    private EditorMenus() {
    }

    static MenuStrip build(EditorCommands c) {
        return new MenuStrip(List.of(file(c), edit(c), tools(c), view(c)));
    }

    private static Menu file(EditorCommands c) {
        return new Menu("File", List.of(
                MenuItem.action("New Stoneset", 'N', c::newSet),
                MenuItem.action("Load Stoneset...", 'L', c::load),
                MenuItem.action("Save Stoneset", 'S', c::save),
                MenuItem.action("Save Stoneset As...", '\0', c::saveAs),
                MenuItem.separator(),
                MenuItem.action("Use", '\0', c::use),
                MenuItem.action("Cancel", '\0', c::cancel),
                MenuItem.separator(),
                MenuItem.action("Quit", 'Q', c::quit)));
    }

    /** Stone, Column and Row under one Edit command, and the box dragged with Select (null to the command). */
    private static MenuItem areas(String label, Consumer<Area> command, Editor e, boolean paste) {
        List<MenuItem> items = new ArrayList<>();
        for (Area a : Area.values()) {
            MenuItem item = MenuItem.action(a.label(), '\0', () -> command.accept(a));
            items.add(paste ? item.enabledWhen(() -> e.areas().canPaste(a)) : item);
        }
        items.add(MenuItem.action("Box", '\0', () -> command.accept(null))
                .enabledWhen(paste ? e.boxes()::canPaste : () -> e.boxes().box() != null));
        return MenuItem.submenu(label, items);
    }

    /** Clear Outside Masks for the stone, column or row, or for all the stones at once. */
    private static MenuItem clearOutside(EditorCommands c) {
        List<MenuItem> items = new ArrayList<>();
        for (Area a : Area.values()) {
            items.add(MenuItem.action(a.label(), '\0', () -> c.clearOutsideMasks(a)));
        }
        items.add(MenuItem.action("All Stones", '\0', () -> c.clearOutsideMasks(null)));
        return MenuItem.submenu("Clear Outside Masks", items);
    }

    private static Menu edit(EditorCommands c) {
        Editor e = c.editorForMenus();
        return new Menu("Edit", List.of(
                areas("Cut", c::cut, e, false),
                areas("Copy", c::copy, e, false),
                areas("Paste", c::paste, e, true),
                areas("Erase", c::erase, e, false),
                clearOutside(c),
                MenuItem.separator(),
                MenuItem.action("Undo", 'Z', c::undo).enabledWhen(e::canUndo),
                MenuItem.action("Redo", '\0', c::redo).enabledWhen(e::canRedo),
                turns(c),
                MenuItem.separator(),
                MenuItem.action("Palette...", 'P', c::palette),
                MenuItem.action("Spread To...", '\0', () -> c.pickSecondColour("Spread")),
                MenuItem.action("Swap With...", '\0', () -> c.pickSecondColour("Swap")),
                MenuItem.action("Range To...", '\0', () -> c.pickSecondColour("Range")),
                MenuItem.action("Colour Vision...", '\0', c::colourVision)));
    }

    /** Flip and rotate the selected stone, column or row. */
    private static MenuItem turns(EditorCommands c) {
        List<MenuItem> items = new ArrayList<>();
        for (AreaEdits.Turn t : AreaEdits.Turn.values()) {
            items.add(MenuItem.action(t.label(), '\0', () -> c.turn(t)));
        }
        return MenuItem.submenu("Flip/Rotate", items);
    }

    /** Where the brush comes from and how it is turned. */
    private static MenuItem brush(EditorCommands c) {
        Editor e = c.editorForMenus();
        return MenuItem.submenu("Brush", List.of(
                MenuItem.action("From Stone", '\0', c::brushFromStone),
                MenuItem.action("From Box", '\0', c::brushFromBox).enabledWhen(() -> e.boxes().box() != null),
                MenuItem.action("Flip Left-Right", '\0', () -> c.brush("flipped", Brush::flipped)).withKey("H"),
                MenuItem.action("Flip Top-Bottom", '\0', () -> c.brush("flipped", Brush::flippedVertically))
                        .withKey("V"),
                MenuItem.action("Rotate 90", '\0', () -> c.brush("turned", Brush::rotated)).withKey("Z"),
                MenuItem.check("T See-Through", '\0', () -> e.brush() != null && e.brush().seeThrough() == 0,
                        () -> c.brush("sees through T", b -> b.seeThrough(0))),
                MenuItem.check("Colour See-Through", '\0', () -> e.brush() != null && e.brush().seeThrough() != 0,
                        () -> c.brush("sees through " + e.pen(), b -> b.seeThrough(e.pen())))));
    }

    private static MenuItem symmetry(EditorCommands c) {
        Editor e = c.editorForMenus();
        List<MenuItem> items = new ArrayList<>();
        for (Symmetry s : Symmetry.values()) {
            items.add(MenuItem.check(s.label(), '\0', () -> e.symmetry() == s, () -> c.symmetry(s)));
        }
        return MenuItem.submenu("Symmetry", items);
    }

    /** How the stone is looked at: on the board, and the edit box's three zooms. */
    private static Menu view(EditorCommands c) {
        Editor e = c.editorForMenus();
        return new Menu("View", List.of(
                MenuItem.action("Preview On Board", '\0', c::previewOnBoard).withKey("P"),
                MenuItem.action("Zoom In", '\0', () -> c.zoom(e.zoomView().zoom().closer())).withKey(">")
                        .enabledWhen(() -> e.zoomView().zoom() != Zoom.DETAIL),
                MenuItem.action("Zoom Out", '\0', () -> c.zoom(e.zoomView().zoom().farther())).withKey("<")
                        .enabledWhen(() -> e.zoomView().zoom() != Zoom.OUT)));
    }

    private static Menu tools(EditorCommands c) {
        Editor e = c.editorForMenus();
        List<MenuItem> items = new ArrayList<>();
        for (Tool t : Tool.values()) {
            items.add(MenuItem.check(t.label(), '\0', () -> e.tool() == t, () -> e.setTool(t)).withKey(t.keyLabel()));
        }
        items.add(MenuItem.check("Range Dither", '\0', () -> e.rangeFill().dither(),
                () -> e.rangeFill().setDither(!e.rangeFill().dither())));
        items.add(MenuItem.separator());
        items.add(brush(c));
        items.add(symmetry(c));
        List<MenuItem> scopes = new ArrayList<>();
        for (Area a : Area.values()) {
            scopes.add(MenuItem.check(a.label(), '\0', () -> e.xcolorScope() == a, () -> e.setXColorScope(a)));
        }
        items.add(MenuItem.submenu("XColor Scope", scopes));
        return new Menu("Tools", items);
    }
}
