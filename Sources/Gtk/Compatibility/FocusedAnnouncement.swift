internal import CGtk

/// GTK 4.8 has no announcement call (`gtk_accessible_announce` came with 4.14), and Orca 43
/// speaks what changes only on the object that has the focus: a status element or an alert
/// renamed elsewhere is never said. It does speak a description change on the focused
/// object, once, as it happens. So there an announcement becomes the focused widget's
/// description for as long as it keeps the focus; its own description comes back at the
/// window's first focus change away from it, when Orca no longer speaks it.
extension Widget {
    /// Asks screen readers to say `message` now: GTK's own announcement call on GTK 4.14 and
    /// later; before that, through the focused widget's description (see above). Returns
    /// false when neither can: no window, or nothing in it has the focus.
    @discardableResult
    public func announceToScreenReader(_ message: String, priority: AnnouncementPriority = .medium) -> Bool {
        if announce(message, priority: priority) { return true }
        guard let window = root as? Window, let focused = window.focusedWidget else { return false }
        focused.focusedAccessible.describeWhileFocused(message, in: window)
        return true
    }

    /// Moves the focus here and has screen readers say `message` with it ("Menu closed" as the
    /// focus comes back to where a menu was opened): after the move on GTK 4.14 and later;
    /// before that as this widget's description, set before the move so that a screen reader
    /// reads it once, with the widget, and not again as a change. Returns whether the focus moved.
    @discardableResult
    public func grabFocus(announcing message: String) -> Bool {
        if NewerGtkCalls.announce != nil {
            guard grabFocus() else { return false }
            return announce(message)
        }
        guard let window = root as? Window else { return grabFocus() }
        describeWhileFocused(message, in: window)
        return grabFocus()
    }

    private func describeWhileFocused(_ message: String, in window: Window) {
        let announcements = window.attachment("tactile-focused-announcements") { FocusedAnnouncements(window: window) }
        // A description set to what it already is changes nothing a screen reader hears: a
        // widget still carrying an earlier announcement gets its own description back first.
        if announcements.carries(self) { updateAccessibleProperty(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, .string(ownDescription)) }
        updateAccessibleProperty(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, .string(message))
        announcements.add(self)
    }

    /// Where a screen reader finds the focus: an entry's text field has the keyboard focus,
    /// but the entry around it (whose delegate it is) is the object that says it is focused.
    private var focusedAccessible: Widget {
        guard let parent, g_type_check_instance_is_a(UnsafeMutableRawPointer(parent.gobject).assumingMemoryBound(to: GTypeInstance.self), gtk_editable_get_type()) != 0,
              gtk_editable_get_delegate(OpaquePointer(parent.widgetPointer)) == OpaquePointer(widgetPointer) else { return self }
        return parent
    }

    /// The description the widget has of its own: what `setAccessibleDescription` gave, else
    /// a tooltip that says more than the name.
    var ownDescription: String {
        if let raw = g_object_get_qdata(gobject, AccessibleDescriptionKey.quark) {
            return String(cString: raw.assumingMemoryBound(to: CChar.self))
        }
        if let tooltip, tooltip != accessibleLabelSet { return tooltip }
        return ""
    }
}

/// The widgets of a window that carry an announcement as their description: each gets its
/// own back at the first focus change that leaves it.
@MainActor
private final class FocusedAnnouncements {
    private var pending: [WeakWidget] = []

    init(window: Window) {
        window.onNotify("focus-widget") { [weak self, weak window] in
            guard let self, let window else { return }
            self.restore(except: window.focusedWidget)
        }
    }

    func carries(_ widget: Widget) -> Bool { pending.contains { $0.widget === widget } }

    func add(_ widget: Widget) {
        if !pending.contains(where: { $0.widget === widget }) { pending.append(WeakWidget(widget: widget)) }
    }

    private func restore(except focused: Widget?) {
        pending.removeAll { entry in
            guard let widget = entry.widget else { return true }
            if let focused, focused === widget || focused.isDescendant(of: widget) { return false }
            widget.updateAccessibleProperty(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, .string(widget.ownDescription))
            return true
        }
    }

    private struct WeakWidget {
        weak var widget: Widget?
    }
}

enum AccessibleDescriptionKey {
    static let quark: GQuark = g_quark_from_string("tactile-accessible-description")
}
