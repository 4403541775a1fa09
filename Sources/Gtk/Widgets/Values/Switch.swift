internal import CGtk

/// A `GtkSwitch`: on or off, slid or clicked.
@MainActor
public final class Switch: Widget {
    override class var gtype: GType { gtk_switch_get_type() }

    /// A switch, off unless `isActive`; name it (`setAccessibleLabel`) or put a label beside
    /// it that says what it turns on.
    public convenience init(isActive: Bool = false) {
        self.init(gtk_switch_new(), ownership: .owned)
        self.isActive = isActive
    }

    /// Whether the switch is on.
    public var isActive: Bool {
        get { gtk_switch_get_active(pointer()) != 0 }
        set { gtk_switch_set_active(pointer(), newValue ? 1 : 0) }
    }

    /// Calls `body` whenever the switch turns on or off, by the person or by `isActive`.
    @discardableResult
    public func onToggled(_ body: @escaping @MainActor () -> Void) -> SignalConnection { onNotify("active", body) }
}
