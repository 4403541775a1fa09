internal import CGtk

/// A `GtkSpinButton`: a number typed or stepped with its + and − buttons (and the arrow keys).
@MainActor
public final class SpinButton: Widget {
    override class var gtype: GType { gtk_spin_button_get_type() }

    /// A spin button over `range` in steps of `step`, showing `digits` decimals.
    public convenience init(range: ClosedRange<Double>, step: Double = 1, digits: Int = 0, value: Double? = nil) {
        self.init(gtk_spin_button_new_with_range(range.lowerBound, range.upperBound, step), ownership: .owned)
        self.digits = digits
        self.value = value ?? range.lowerBound
    }

    /// The number shown, kept within the range.
    public var value: Double {
        get { gtk_spin_button_get_value(pointer()) }
        set { gtk_spin_button_set_value(pointer(), newValue) }
    }

    /// How many decimals it shows.
    public var digits: Int {
        get { Int(gtk_spin_button_get_digits(pointer())) }
        set { gtk_spin_button_set_digits(pointer(), guint(max(0, newValue))) }
    }

    /// Calls `body` whenever the number changes, typed, stepped or set.
    @discardableResult
    public func onValueChanged(_ body: @escaping @MainActor () -> Void) -> SignalConnection { on("value-changed", body) }
}
