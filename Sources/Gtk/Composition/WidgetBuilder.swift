/// Builds a container's children from the statements of a closure, so that code reads like the
/// tree it makes: `Box(.vertical, spacing: 12) { Label("Name"); Entry() }`. `if`, `if let`,
/// `switch` and `for` work as in SwiftUI's builders; every widget made is added in order.
@MainActor
@resultBuilder
public enum WidgetBuilder {
    /// One widget.
    public static func buildExpression(_ widget: Widget) -> [Widget] { [widget] }
    /// Widgets made elsewhere, in order.
    public static func buildExpression(_ widgets: [Widget]) -> [Widget] { widgets }
    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [Widget]...) -> [Widget] { parts.flatMap { $0 } }
    /// An `if` without `else`: its widgets when it holds, none otherwise.
    public static func buildOptional(_ part: [Widget]?) -> [Widget] { part ?? [] }
    /// The first branch of an `if`/`else` or a `switch`.
    public static func buildEither(first part: [Widget]) -> [Widget] { part }
    /// The second branch of an `if`/`else` or a `switch`.
    public static func buildEither(second part: [Widget]) -> [Widget] { part }
    /// A `for` loop's widgets, one iteration after another.
    public static func buildArray(_ parts: [[Widget]]) -> [Widget] { parts.flatMap { $0 } }
    /// An `if #available` branch.
    public static func buildLimitedAvailability(_ part: [Widget]) -> [Widget] { part }
}

extension Box {
    /// A box laying out the widgets `children` builds, in order.
    public convenience init(_ orientation: Orientation, spacing: Int = 0, @WidgetBuilder children: () -> [Widget]) {
        self.init(orientation, spacing: spacing)
        for child in children() { append(child) }
    }
}

extension ListBox {
    /// A list box whose rows are the widgets `rows` builds.
    public convenience init(selection: BoxSelectionMode = .none, @WidgetBuilder rows: () -> [Widget]) {
        self.init(selection: selection)
        for row in rows() { append(row) }
    }
}

extension FlowBox {
    /// A flow box holding the widgets `children` builds.
    public convenience init(selection: BoxSelectionMode = .none, maximumPerLine: Int = 7, spacing: Int = 0,
                            @WidgetBuilder children: () -> [Widget]) {
        self.init(selection: selection, maximumPerLine: maximumPerLine, spacing: spacing)
        for child in children() { append(child) }
    }
}

extension Grid {
    /// A grid whose rows are built by `rows`: each statement is a row, an array of its cells
    /// (`[Label("Name"), Entry()]`), from the first column.
    public convenience init(rowSpacing: Int = 0, columnSpacing: Int = 0, @GridRowBuilder rows: () -> [[Widget]]) {
        self.init(rowSpacing: rowSpacing, columnSpacing: columnSpacing)
        for (row, cells) in rows().enumerated() {
            for (column, cell) in cells.enumerated() { attach(cell, column: column, row: row) }
        }
    }
}
