internal import CGtk

/// A `GtkScale`: a slider over a range.
@MainActor
public final class Scale: Widget {
    override class var gtype: GType { gtk_scale_get_type() }

    /// A slider along `orientation` over `range` in steps of `step`.
    public convenience init(_ orientation: Orientation = .horizontal, range: ClosedRange<Double>, step: Double = 1,
                            value: Double? = nil) {
        self.init(gtk_scale_new_with_range(orientation.gtk, range.lowerBound, range.upperBound, step), ownership: .owned)
        self.value = value ?? range.lowerBound
    }

    /// Where the slider is, within the range.
    public var value: Double {
        get { gtk_range_get_value(pointer()) }
        set { gtk_range_set_value(pointer(), newValue) }
    }

    /// How many decimals the value is rounded to (and shown with).
    public var digits: Int {
        get { Int(gtk_scale_get_digits(pointer())) }
        set { gtk_scale_set_digits(pointer(), Int32(newValue)) }
    }

    /// Whether the value is written beside the slider.
    public var drawsValue: Bool {
        get { gtk_scale_get_draw_value(pointer()) != 0 }
        set { gtk_scale_set_draw_value(pointer(), newValue ? 1 : 0) }
    }

    /// Calls `body` whenever the value changes, dragged, keyed or set.
    @discardableResult
    public func onValueChanged(_ body: @escaping @MainActor () -> Void) -> SignalConnection { on("value-changed", body) }
}
