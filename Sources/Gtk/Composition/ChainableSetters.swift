/// Setters that return the widget, so that a tree is built in one expression:
/// `Label("Name").margin(12).expand().cssClasses("heading")`. Each sets what the property of
/// the same meaning sets; the properties stay for code written step by step.
extension Widget {
    /// Sets the same margin on every side.
    @discardableResult
    public func margin(_ all: Int) -> Self {
        setMargins(all)
        return self
    }

    /// Sets the margins given; nil leaves one as it is.
    @discardableResult
    public func margin(top: Int? = nil, bottom: Int? = nil, start: Int? = nil, end: Int? = nil) -> Self {
        setMargins(top: top, bottom: bottom, start: start, end: end)
        return self
    }

    /// Makes the widget take the space left over, along the axes given.
    @discardableResult
    public func expand(horizontally: Bool = true, vertically: Bool = true) -> Self {
        hexpand = horizontally
        vexpand = vertically
        return self
    }

    /// Places the widget in the space given to it; nil leaves an axis as it is.
    @discardableResult
    public func align(horizontal: Alignment? = nil, vertical: Alignment? = nil) -> Self {
        if let horizontal { halign = horizontal }
        if let vertical { valign = vertical }
        return self
    }

    /// Adds CSS classes (`"title-1"`, `"dim-label"`, `"suggested-action"`).
    @discardableResult
    public func cssClasses(_ names: String...) -> Self {
        setCSSClasses(names)
        return self
    }

    /// Sets the smallest size the widget asks for; -1 leaves a dimension to the widget.
    @discardableResult
    public func sizeRequest(width: Int = -1, height: Int = -1) -> Self {
        setSizeRequest(width: width, height: height)
        return self
    }

    /// Names the widget for screen readers.
    @discardableResult
    public func accessibleLabel(_ label: String) -> Self {
        setAccessibleLabel(label)
        return self
    }

    /// Sets the tooltip.
    @discardableResult
    public func tooltipText(_ text: String?) -> Self {
        tooltip = text
        return self
    }

    /// Runs `configure` on the widget and returns it: for a setting no chainable setter has
    /// (`.then { $0.wraps = true }`), or a signal connected in the same expression.
    @discardableResult
    public func then(_ configure: (Self) -> Void) -> Self {
        configure(self)
        return self
    }
}

extension Button {
    /// A button showing `label` that runs `action` when activated (a click, Space, Return).
    public convenience init(_ label: String, action: @escaping @MainActor () -> Void) {
        self.init(label: label)
        onClicked(action)
    }
}
