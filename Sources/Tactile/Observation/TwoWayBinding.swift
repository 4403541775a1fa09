import Gtk

extension ModelBindable {
    /// Keeps the widget's `property` and `binding` in step both ways: the widget shows the
    /// bound value now and whenever the model changes (as ``bind(_:)`` does), and what the
    /// person changes in the widget is written back through the binding. `changes` connects
    /// the widget's own change signal (`{ $0.onChanged($1) }`). Each side is written only
    /// when it differs, so neither a model write nor a widget update echoes back.
    @discardableResult
    public func bind<Value: Equatable>(_ property: ReferenceWritableKeyPath<Self, Value>, to binding: Binding<Value>,
                                       changes: (Self, @escaping @MainActor () -> Void) -> SignalConnection) -> Self {
        // GTK may report a change set from the model in steps (an entry's text is deleted,
        // then inserted): none of them is the person's, so none is written back.
        let showing = ModelValueShowing()
        _ = changes(self) { [weak self] in
            guard let self, !showing.isActive else { return }
            let shown = self[keyPath: property]
            if binding.wrappedValue != shown { binding.wrappedValue = shown }
        }
        bind { widget in
            let value = binding.wrappedValue
            guard widget[keyPath: property] != value else { return }
            showing.isActive = true
            widget[keyPath: property] = value
            showing.isActive = false
        }
        return self
    }
}

/// Whether a two-way binding is putting the model's value into its widget.
@MainActor
private final class ModelValueShowing {
    var isActive = false
}

extension Entry {
    /// A field showing and editing `text`.
    public convenience init(text: Binding<String>, placeholder: String? = nil) {
        self.init(placeholder: placeholder)
        bind(\.text, to: text) { $0.onChanged($1) }
    }
}

extension PasswordEntry {
    /// A password field editing `text`.
    public convenience init(text: Binding<String>, placeholder: String? = nil) {
        self.init(placeholder: placeholder)
        bind(\.text, to: text) { $0.onChanged($1) }
    }
}

extension TextView {
    /// A text view showing and editing `text`.
    public convenience init(text: Binding<String>) {
        self.init()
        bind(\.text, to: text) { $0.onChanged($1) }
    }
}

extension CheckButton {
    /// A check button ticked while `isActive` is true, and setting it when toggled.
    public convenience init(label: String, isActive: Binding<Bool>) {
        self.init(label: label)
        bind(\.isActive, to: isActive) { $0.onToggled($1) }
    }

    /// A radio button of `group` (none: it starts one) chosen while `selection` is `value`,
    /// and setting it to `value` when chosen.
    public convenience init<Option: Equatable>(radio label: String, in group: CheckButton?, value: Option,
                                               selection: Binding<Option>) {
        self.init(radio: label, in: group)
        let chosen = Binding<Bool>(get: { selection.wrappedValue == value },
                                   set: { if $0 { selection.wrappedValue = value } })
        bind(\.isActive, to: chosen) { $0.onToggled($1) }
    }
}

extension ToggleButton {
    /// A toggle button pressed in while `isActive` is true, and setting it when toggled.
    public convenience init(label: String, isActive: Binding<Bool>) {
        self.init(label: label)
        bind(\.isActive, to: isActive) { $0.onToggled($1) }
    }
}

extension Switch {
    /// A switch on while `isActive` is true, and setting it when turned.
    public convenience init(isActive: Binding<Bool>) {
        self.init()
        bind(\.isActive, to: isActive) { $0.onToggled($1) }
    }
}

extension SpinButton {
    /// A spin button over `range` showing and setting `value`.
    public convenience init(range: ClosedRange<Double>, step: Double = 1, digits: Int = 0, value: Binding<Double>) {
        self.init(range: range, step: step, digits: digits)
        bind(\.value, to: value) { $0.onValueChanged($1) }
    }

    /// A spin button of whole numbers over `range` showing and setting `value`.
    public convenience init(range: ClosedRange<Int>, step: Int = 1, value: Binding<Int>) {
        self.init(range: Double(range.lowerBound)...Double(range.upperBound), step: Double(step), digits: 0)
        bind(\.value, to: value.map(get: { Double($0) }, set: { Int($0.rounded()) })) { $0.onValueChanged($1) }
    }
}

extension Scale {
    /// A slider over `range` showing and setting `value`.
    public convenience init(_ orientation: Orientation = .horizontal, range: ClosedRange<Double>, step: Double = 1,
                            value: Binding<Double>) {
        self.init(orientation, range: range, step: step)
        bind(\.value, to: value) { $0.onValueChanged($1) }
    }
}

extension DropDown {
    /// A drop-down choosing among `options`, each shown as `title` says, showing and setting
    /// `selection`.
    public convenience init<Option: Equatable>(_ options: [Option], selection: Binding<Option>,
                                               title: (Option) -> String) {
        self.init(strings: options.map(title), selectedIndex: nil)
        let index = Binding<Int?>(get: { options.firstIndex(of: selection.wrappedValue) },
                                  set: { if let index = $0, options.indices.contains(index) { selection.wrappedValue = options[index] } })
        bind(\.selectedIndex, to: index) { $0.onSelectionChanged($1) }
    }
}

extension Expander {
    /// An expander over `child`, open while `isExpanded` is true, and setting it when opened or closed.
    public convenience init(_ label: String, child: Widget? = nil, isExpanded: Binding<Bool>) {
        self.init(label, child: child)
        bind(\.isExpanded, to: isExpanded) { $0.onExpandedChanged($1) }
    }
}
