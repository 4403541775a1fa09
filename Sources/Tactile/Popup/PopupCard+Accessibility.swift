import Gtk
import TactileModel

/// How a popup is named and read: its first label names it, the rest describe it.
extension PopupCard {
    /// The first label's text names the popup for assistive technology, the others describe
    /// it: a modal's body is read as it opens, with its title. Buttons and a scrolling list
    /// are left out of the description: each is read as the focus reaches it (a sheet of 40
    /// messages is not read out whole as it opens, nor "Cancel Delete" before the buttons).
    func updateAccessibleLabel() {
        let texts = Self.texts(in: content.widget)
        accessibleName = texts.first ?? (options.isModal ? localized("Dialog") : localized("Notification"))
        setAccessibleLabel(accessibleName)
        var body = Self.texts(in: content.widget, leavingOutWhatIsReadOnItsOwn: true)
        if body.first == texts.first { body.removeFirst() }
        setAccessibleDescription(body.joined(separator: " "))
    }

    /// What a screen reader says when a toast or floater appears: all its text.
    var spokenText: String {
        let texts = Self.texts(in: content.widget)
        return texts.isEmpty ? localized("Notification") : texts.joined(separator: ". ")
    }

    private static func texts(in widget: Widget, leavingOutWhatIsReadOnItsOwn: Bool = false) -> [String] {
        if let label = widget as? Label { return label.text.isEmpty || !label.isVisible ? [] : [label.text] }
        if leavingOutWhatIsReadOnItsOwn, widget is Button || widget is MenuButton || widget is ScrolledWindow { return [] }
        return widget.children.flatMap { texts(in: $0, leavingOutWhatIsReadOnItsOwn: leavingOutWhatIsReadOnItsOwn) }
    }
}
