import Gtk

// Lists over the arrays of `@Observable` models: the elements `items` reads are shown now and
// again whenever what it read changes (batched as every binding is). Equatable elements keep
// the rows of what did not change; others are all made again.

extension ListView {
    /// A list of the elements `items` reads, kept in step with the models it reads them from.
    public convenience init<Element: Equatable, Row: Widget>(observing items: @escaping @MainActor () -> [Element],
                                                             selection mode: ListSelectionMode = .single,
                                                             makeRow: @escaping @MainActor () -> Row,
                                                             bind: @escaping @MainActor (Row, Element) -> Void) {
        self.init(items: [Element](), selection: mode, makeRow: makeRow, bind: bind)
        self.bind { $0.setItems(items()) }
    }
}

extension GridView {
    /// A grid of the elements `items` reads, kept in step with the models it reads them from.
    public convenience init<Element: Equatable, Tile: Widget>(observing items: @escaping @MainActor () -> [Element],
                                                              selection mode: ListSelectionMode = .single,
                                                              maximumColumns: Int = 7,
                                                              makeTile: @escaping @MainActor () -> Tile,
                                                              bind: @escaping @MainActor (Tile, Element) -> Void) {
        self.init(items: [Element](), selection: mode, maximumColumns: maximumColumns, makeTile: makeTile, bind: bind)
        self.bind { $0.setItems(items()) }
    }
}

extension ColumnView {
    /// A table of the elements `items` reads, kept in step with the models it reads them from.
    public convenience init<Element: Equatable>(observing items: @escaping @MainActor () -> [Element],
                                                selection mode: ListSelectionMode = .single,
                                                columns: [TableColumn<Element>]) {
        self.init(items: [Element](), selection: mode, columns: columns)
        self.bind { $0.setItems(items()) }
    }
}
