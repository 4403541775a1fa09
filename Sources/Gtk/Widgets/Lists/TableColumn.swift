/// One column of a ``ColumnView``: its title, and how a cell is made and filled.
@MainActor
public struct TableColumn<Element> {
    let title: String
    let expands: Bool
    let makeFactory: @MainActor (ItemStore<Element>) -> OpaquePointer

    /// A column titled `title` whose cells `makeCell` makes and `bind` fills with their row's
    /// element; `expands` gives it the width left over.
    public init<Cell: Widget>(_ title: String, expands: Bool = false, makeCell: @escaping @MainActor () -> Cell,
                              bind: @escaping @MainActor (Cell, Element) -> Void) {
        self.title = title
        self.expands = expands
        makeFactory = { RowFactory.make(items: $0, makeRow: makeCell, bind: bind) }
    }

    /// A column of text: each cell a label showing `text` of its element.
    public init(_ title: String, expands: Bool = false, text: @escaping @MainActor (Element) -> String) {
        self.init(title, expands: expands, makeCell: { Label().align(horizontal: .start) }, bind: { $0.text = text($1) })
    }
}
