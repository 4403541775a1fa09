internal import CGtk

/// A `GtkDropDown` over strings: a button showing the chosen one and a popup list to choose from.
@MainActor
public final class DropDown: Widget {
    override class var gtype: GType { gtk_drop_down_get_type() }

    /// A drop-down choosing among `strings`, `selectedIndex` chosen.
    public convenience init(strings: [String], selectedIndex: Int? = 0) {
        let model = StringList(strings)
        g_object_ref(model.gobject) // gtk_drop_down_new takes the model's reference
        self.init(gtk_drop_down_new(model.listModelPointer, nil), ownership: .owned)
        self.selectedIndex = selectedIndex
    }

    private var model: StringList? {
        Object.wrap(gtk_drop_down_get_model(pointer()).map { UnsafeMutableRawPointer($0) }, as: StringList.self)
    }

    /// The strings to choose from; replacing them keeps the choice's index when it still exists.
    public var strings: [String] {
        get { model.map { list in (0..<list.count).compactMap { list.string(at: $0) } } ?? [] }
        set { model?.replaceAll(with: newValue) }
    }

    /// The position of the chosen string; nil when none is chosen.
    public var selectedIndex: Int? {
        get {
            let selected = gtk_drop_down_get_selected(pointer())
            return selected == guint(GTK_INVALID_LIST_POSITION) ? nil : Int(selected)
        }
        set {
            let position = newValue.flatMap { guint(exactly: $0) } ?? guint(GTK_INVALID_LIST_POSITION)
            gtk_drop_down_set_selected(pointer(), position)
        }
    }

    /// The chosen string, or nil.
    public var selectedString: String? { selectedIndex.flatMap { model?.string(at: $0) } }

    /// Calls `body` whenever the choice changes, by the person or by `selectedIndex`.
    @discardableResult
    public func onSelectionChanged(_ body: @escaping @MainActor () -> Void) -> SignalConnection { onNotify("selected", body) }
}
