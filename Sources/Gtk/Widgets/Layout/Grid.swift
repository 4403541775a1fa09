internal import CGtk

/// A `GtkGrid`: children in rows and columns, each spanning one cell or more.
@MainActor
public final class Grid: Widget {
    override class var gtype: GType { gtk_grid_get_type() }

    /// An empty grid, its rows `rowSpacing` and its columns `columnSpacing` pixels apart.
    public convenience init(rowSpacing: Int = 0, columnSpacing: Int = 0) {
        self.init(gtk_grid_new(), ownership: .owned)
        self.rowSpacing = rowSpacing
        self.columnSpacing = columnSpacing
    }

    /// Puts `child` at `column`, `row` (from 0), spanning `width` columns and `height` rows.
    public func attach(_ child: Widget, column: Int, row: Int, width: Int = 1, height: Int = 1) {
        gtk_grid_attach(pointer(), child.widgetPointer, Int32(column), Int32(row), Int32(width), Int32(height))
    }

    /// Adds `cells` as the next row, one column each from the first.
    public func appendRow(_ cells: [Widget]) {
        let row = rowCount
        for (column, cell) in cells.enumerated() { attach(cell, column: column, row: row) }
    }

    /// How many rows hold a child.
    public var rowCount: Int {
        var rows = 0
        for child in children {
            var column: Int32 = 0, row: Int32 = 0, width: Int32 = 0, height: Int32 = 0
            gtk_grid_query_child(pointer(), child.widgetPointer, &column, &row, &width, &height)
            rows = max(rows, Int(row + height))
        }
        return rows
    }

    /// The child at `column`, `row`, or nil.
    public func child(column: Int, row: Int) -> Widget? {
        Object.wrap(gtk_grid_get_child_at(pointer(), Int32(column), Int32(row)), as: Widget.self)
    }

    /// Removes `child` from the grid.
    public func remove(_ child: Widget) { gtk_grid_remove(pointer(), child.widgetPointer) }

    /// Pixels between rows.
    public var rowSpacing: Int {
        get { Int(gtk_grid_get_row_spacing(pointer())) }
        set { gtk_grid_set_row_spacing(pointer(), guint(max(0, newValue))) }
    }

    /// Pixels between columns.
    public var columnSpacing: Int {
        get { Int(gtk_grid_get_column_spacing(pointer())) }
        set { gtk_grid_set_column_spacing(pointer(), guint(max(0, newValue))) }
    }
}
