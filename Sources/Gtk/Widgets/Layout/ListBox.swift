internal import CGtk

/// A `GtkListBox`: a vertical list of a few rows of any widgets (a settings page); for long
/// lists of data use ``ListView``, which makes only the rows in view.
@MainActor
public final class ListBox: Widget {
    override class var gtype: GType { gtk_list_box_get_type() }

    /// An empty list box selecting as `selection` says.
    public convenience init(selection: BoxSelectionMode = .none) {
        self.init(gtk_list_box_new(), ownership: .owned)
        selectionMode = selection
    }

    /// Adds `child` as the last row (GTK wraps it in a row of its own).
    public func append(_ child: Widget) {
        gtk_list_box_append(pointer(), child.widgetPointer)
        makeDraggableIfReordering(child)
    }

    /// Removes the row holding `child` (or `child` itself when it is the row).
    public func remove(_ child: Widget) {
        let row = gtk_widget_get_parent(child.widgetPointer) == widgetPointer ? child.widgetPointer : gtk_widget_get_parent(child.widgetPointer)
        gtk_list_box_remove(pointer(), row)
    }

    /// How rows are selected.
    public var selectionMode: BoxSelectionMode {
        get {
            switch gtk_list_box_get_selection_mode(pointer()) {
            case GTK_SELECTION_SINGLE, GTK_SELECTION_BROWSE: .single
            case GTK_SELECTION_MULTIPLE: .multiple
            default: .none
            }
        }
        set { gtk_list_box_set_selection_mode(pointer(), newValue.gtk) }
    }

    /// The widget shown in the row at `index`, or nil.
    public func rowChild(at index: Int) -> Widget? {
        guard let row = gtk_list_box_get_row_at_index(pointer(), Int32(index)) else { return nil }
        return Object.wrap(gtk_list_box_row_get_child(row), as: Widget.self)
    }

    /// The position of the selected row (the first, in a multiple selection), or nil.
    public var selectedIndex: Int? {
        guard let row = gtk_list_box_get_selected_row(pointer()) else { return nil }
        return Int(gtk_list_box_row_get_index(row))
    }

    /// Calls `body` with a row's position when the person activates it (a click, Enter).
    @discardableResult
    public func onRowActivated(_ body: @escaping @MainActor (Int) -> Void) -> SignalConnection {
        onPointer("row-activated") { row in
            guard let row else { return }
            body(Int(gtk_list_box_row_get_index(row.assumingMemoryBound(to: GtkListBoxRow.self))))
        }
    }

    /// Calls `body` after the selection changes.
    @discardableResult
    public func onSelectionChanged(_ body: @escaping @MainActor () -> Void) -> SignalConnection {
        on("selected-rows-changed", body)
    }
}
