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

/// A `GtkProgressBar`: how much of a task is done.
@MainActor
public final class ProgressBar: Widget {
    override class var gtype: GType { gtk_progress_bar_get_type() }

    /// A progress bar at `fraction` (0 to 1).
    public convenience init(fraction: Double = 0) {
        self.init(gtk_progress_bar_new(), ownership: .owned)
        self.fraction = fraction
    }

    /// How much is done, from 0 to 1.
    public var fraction: Double {
        get { gtk_progress_bar_get_fraction(pointer()) }
        set { gtk_progress_bar_set_fraction(pointer(), min(1, max(0, newValue))) }
    }

    /// The text written on the bar (nil: the percentage, when `showsText`).
    public var text: String? {
        get { gtk_progress_bar_get_text(pointer()).map { String(cString: $0) } }
        set { gtk_progress_bar_set_text(pointer(), newValue) }
    }

    /// Whether the bar shows its text.
    public var showsText: Bool {
        get { gtk_progress_bar_get_show_text(pointer()) != 0 }
        set { gtk_progress_bar_set_show_text(pointer(), newValue ? 1 : 0) }
    }

    /// Moves the bar's block once, for a task whose progress is unknown.
    public func pulse() { gtk_progress_bar_pulse(pointer()) }
}

/// A `GtkSpinner`: a turning wheel for work of unknown length.
@MainActor
public final class Spinner: Widget {
    override class var gtype: GType { gtk_spinner_get_type() }

    /// A spinner, turning when `isSpinning`.
    public convenience init(isSpinning: Bool = true) {
        self.init(gtk_spinner_new(), ownership: .owned)
        self.isSpinning = isSpinning
    }

    /// Whether the wheel turns.
    public var isSpinning: Bool {
        get { gtk_spinner_get_spinning(pointer()) != 0 }
        set { gtk_spinner_set_spinning(pointer(), newValue ? 1 : 0) }
    }
}
