internal import CGtk

/// What assistive technologies read: labels, descriptions and states, set
/// through the non-variadic `gtk_accessible_update_*_value` calls.
extension Widget {
    private var accessiblePointer: OpaquePointer { pointer() }

    /// Names the widget for assistive technology (what a screen reader says first).
    public func setAccessibleLabel(_ label: String) {
        let tooltipWasDropped = tooltip != nil && tooltip == accessibleLabelSet
        g_object_set_qdata_full(gobject, AccessibleLabelKey.quark, g_strdup(label), { g_free($0) })
        updateAccessibleProperty(GTK_ACCESSIBLE_PROPERTY_LABEL, .string(label))
        if tooltipWasDropped, tooltip != label {
            // The name no longer repeats the tooltip, which describes again.
            updateAccessibleProperty(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, .string(ownDescription))
        }
        dropDescriptionRepeatingLabel()
        EarlyAccessibleContexts.changed(widgetPointer)
    }

    /// The label `setAccessibleLabel` last gave (GTK 4.8 cannot read it back).
    var accessibleLabelSet: String? {
        g_object_get_qdata(gobject, AccessibleLabelKey.quark).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    /// GTK makes a tooltip the description; one that only repeats the name would be read
    /// twice, so the widget's own description (one given, or none) stands instead.
    func dropDescriptionRepeatingLabel() {
        guard let tooltip, let label = accessibleLabelSet, tooltip == label else { return }
        updateAccessibleProperty(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, .string(ownDescription))
    }

    /// How urgently a screen reader says an announcement: low and medium wait for what it is
    /// saying, high interrupts it.
    public enum AnnouncementPriority: Int32, Sendable {
        /// Read when the screen reader has nothing else to say.
        case low = 0
        /// Read after what the screen reader is saying now.
        case medium = 1
        /// Read at once, interrupting.
        case high = 2
    }

    /// Asks screen readers to say `message` now, whatever has the focus
    /// (`gtk_accessible_announce`, GTK 4.14 and later). Returns false where the running GTK
    /// has no such call (4.8 to 4.12): the caller then keeps a way of its own, such as
    /// renaming a status element or the focused widget.
    @discardableResult
    public func announce(_ message: String, priority: AnnouncementPriority = .medium) -> Bool {
        guard let announce = NewerGtkCalls.announce else { return false }
        announce(accessiblePointer, message, priority.rawValue)
        return true
    }

    /// What a screen reader says after the name and role (a hint, a subtitle).
    public func setAccessibleDescription(_ description: String) {
        g_object_set_qdata_full(gobject, AccessibleDescriptionKey.quark, g_strdup(description), { g_free($0) })
        updateAccessibleProperty(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, .string(description))
        EarlyAccessibleContexts.changed(widgetPointer)
    }

    /// Keyboard shortcuts that activate this widget, as shown to a screen reader ("Control+Z").
    public func setAccessibleKeyShortcuts(_ shortcuts: String) {
        updateAccessibleProperty(GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS, .string(shortcuts))
    }

    /// Tells assistive technology that activating the widget opens a popup (a menu).
    public func setAccessibleHasPopup(_ hasPopup: Bool) {
        updateAccessibleProperty(GTK_ACCESSIBLE_PROPERTY_HAS_POPUP, .bool(hasPopup))
    }

    /// Sets the role a screen reader speaks in place of the widget's own (such as "card").
    public func setAccessibleRoleDescription(_ description: String) {
        updateAccessibleProperty(GTK_ACCESSIBLE_PROPERTY_ROLE_DESCRIPTION, .string(description))
    }

    /// A value within a range, as a slider or a splitter has: `now` between `minimum` and
    /// `maximum`, and `text` as a person would say it ("240 pixels").
    public func setAccessibleValue(now: Double, minimum: Double, maximum: Double, text: String? = nil) {
        updateAccessibleProperty(GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, .double(minimum))
        updateAccessibleProperty(GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, .double(maximum))
        updateAccessibleProperty(GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, .double(now))
        if let text { updateAccessibleProperty(GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, .string(text)) }
    }

    func updateAccessibleProperty(_ property: GtkAccessibleProperty, _ value: Value) {
        var property = property
        value.withGValue { gtk_accessible_update_property_value(accessiblePointer, 1, &property, $0) }
    }

    /// Takes the widget and its subtree out of what assistive technology sees (or puts them back).
    public func setAccessibleHidden(_ hidden: Bool) {
        AccessibleHiddenMark.set(widgetPointer, hidden: hidden)
    }

    /// Whether `setAccessibleHidden(true)` was the last word on this widget (GTK 4.8 cannot
    /// read accessible states back, so the wrapper remembers what it set).
    public var isAccessibleHidden: Bool { g_object_get_qdata(gobject, AccessibleHiddenMark.quark) != nil }
    /// Sets whether the widget is the selected one among its siblings.
    public func setAccessibleSelected(_ selected: Bool) {
        // "Selected" and "expanded" may also be undefined, so GTK reads them as an int.
        updateAccessibleState(GTK_ACCESSIBLE_STATE_SELECTED, .int(selected ? 1 : 0))
    }
    /// Sets whether what the widget controls is expanded.
    public func setAccessibleExpanded(_ expanded: Bool) {
        updateAccessibleState(GTK_ACCESSIBLE_STATE_EXPANDED, .int(expanded ? 1 : 0))
    }
    /// Sets whether the widget, a toggle button, is pressed.
    public func setAccessiblePressed(_ pressed: Bool) {
        updateAccessibleState(GTK_ACCESSIBLE_STATE_PRESSED, .enumeration(gtk_accessible_tristate_get_type(),
                                                                          Int32(pressed ? GTK_ACCESSIBLE_TRISTATE_TRUE.rawValue
                                                                                        : GTK_ACCESSIBLE_TRISTATE_FALSE.rawValue)))
    }
    /// Sets whether the widget, a check box, radio choice or such a menu item, is checked.
    public func setAccessibleChecked(_ checked: Bool) {
        // A tristate GTK reads as an int (GtkAccessibleTristate's values).
        updateAccessibleState(GTK_ACCESSIBLE_STATE_CHECKED, .int(Int32(checked ? GTK_ACCESSIBLE_TRISTATE_TRUE.rawValue
                                                                                : GTK_ACCESSIBLE_TRISTATE_FALSE.rawValue)))
    }
    /// Sets whether the widget is disabled for assistive technology.
    public func setAccessibleDisabled(_ disabled: Bool) {
        updateAccessibleState(GTK_ACCESSIBLE_STATE_DISABLED, .bool(disabled))
    }

    func updateAccessibleState(_ state: GtkAccessibleState, _ value: Value) {
        var state = state
        value.withGValue { gtk_accessible_update_state_value(accessiblePointer, 1, &state, $0) }
    }

    /// The widget's role, when it is one this module names (nil for GTK's other roles).
    public var accessibleRole: AccessibleRole? { AccessibleRole(gtk_accessible_get_accessible_role(accessiblePointer)) }
}

private enum AccessibleLabelKey {
    static let quark: GQuark = g_quark_from_string("tactile-accessible-label")
}
