internal import CGtk

/// A `GtkExpander`: a title with an arrow that shows or hides its child.
@MainActor
public final class Expander: Widget {
    override class var gtype: GType { gtk_expander_get_type() }

    /// An expander titled `label` over `child`, closed unless `isExpanded`.
    public convenience init(_ label: String, child: Widget? = nil, isExpanded: Bool = false) {
        self.init(gtk_expander_new(label), ownership: .owned)
        self.child = child
        self.isExpanded = isExpanded
    }

    /// The title beside the arrow.
    public var label: String? {
        get { gtk_expander_get_label(pointer()).map { String(cString: $0) } }
        set { gtk_expander_set_label(pointer(), newValue) }
    }

    /// The widget shown while expanded.
    public var child: Widget? {
        get { Object.wrap(gtk_expander_get_child(pointer()), as: Widget.self) }
        set { gtk_expander_set_child(pointer(), newValue?.widgetPointer) }
    }

    /// Whether the child is shown.
    public var isExpanded: Bool {
        get { gtk_expander_get_expanded(pointer()) != 0 }
        set { gtk_expander_set_expanded(pointer(), newValue ? 1 : 0) }
    }

    /// Calls `body` whenever the expander opens or closes, by the person or by `isExpanded`.
    @discardableResult
    public func onExpandedChanged(_ body: @escaping @MainActor () -> Void) -> SignalConnection { onNotify("expanded", body) }
}
