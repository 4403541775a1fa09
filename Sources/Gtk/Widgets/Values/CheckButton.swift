internal import CGtk

/// A `GtkCheckButton`: a box ticked on and off; joined to a group (``join(groupOf:)``) it
/// becomes a radio button, one of the group on at a time.
@MainActor
public final class CheckButton: Widget {
    override class var gtype: GType { gtk_check_button_get_type() }

    /// A check button labelled `label` (underscores mark mnemonics when `usesUnderline`).
    public convenience init(label: String, isActive: Bool = false) {
        self.init(gtk_check_button_new_with_label(label), ownership: .owned)
        self.isActive = isActive
    }

    /// A radio button labelled `label`, in the group of `group` (none: it starts a group).
    /// Made with the radio role: GTK 4.8 keeps a check button's role when it joins a group,
    /// and a screen reader would say "check box" for one of several choices.
    public convenience init(radio label: String, in group: CheckButton?) {
        self.init(newInstanceOf: CheckButton.gtype, properties: [
            "label": .string(label),
            "accessible-role": .enumeration(gtk_accessible_role_get_type(), Int32(GTK_ACCESSIBLE_ROLE_RADIO.rawValue)),
        ])
        if let group { join(groupOf: group) }
    }

    /// The text beside the box.
    public var label: String? {
        get { gtk_check_button_get_label(pointer()).map { String(cString: $0) } }
        set { gtk_check_button_set_label(pointer(), newValue) }
    }

    /// Whether the box is ticked (the radio button chosen); setting it emits `toggled`.
    public var isActive: Bool {
        get { gtk_check_button_get_active(pointer()) != 0 }
        set { gtk_check_button_set_active(pointer(), newValue ? 1 : 0) }
    }

    /// Whether the box shows "some" (neither on nor off), as for a group partly ticked.
    public var isInconsistent: Bool {
        get { gtk_check_button_get_inconsistent(pointer()) != 0 }
        set { gtk_check_button_set_inconsistent(pointer(), newValue ? 1 : 0) }
    }

    /// Underlined mnemonic in the label ("_Dark" answers Alt+D).
    public var usesUnderline: Bool {
        get { gtk_check_button_get_use_underline(pointer()) != 0 }
        set { gtk_check_button_set_use_underline(pointer(), newValue ? 1 : 0) }
    }

    /// Puts this button in `other`'s radio group: choosing one un-chooses the others.
    public func join(groupOf other: CheckButton) { gtk_check_button_set_group(pointer(), other.pointer()) }

    /// Calls `body` whenever the button turns on or off, by the person or by `isActive`.
    @discardableResult
    public func onToggled(_ body: @escaping @MainActor () -> Void) -> SignalConnection { on("toggled", body) }
}
