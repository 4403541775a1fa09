internal import CGtk

/// A message with a choice to make, over a window, awaited:
/// `if await Alert.choose("Discard the draft?", choices: ["Keep", "Discard"], parent: window) == 1 { … }`.
/// A modal window of the wrapper's own, the same on every GTK (4.10's `GtkAlertDialog` does
/// not exist on 4.8); screen readers hear a dialog named by its message.
@MainActor
public enum Alert {
    /// Shows `message`, `detail` below it, and a button a choice (the last is the suggested
    /// one and has the focus); answers the position of the choice clicked, or nil when the
    /// window is closed (Escape, or the close button) without one.
    public static func choose(_ message: String, detail: String? = nil, choices: [String], parent: Window?) async -> Int? {
        await withCheckedContinuation { (continuation: CheckedContinuation<Int?, Never>) in
            let window = makeWindow(message: message, parent: parent)
            var answered = false
            let answer: @MainActor (Int?) -> Void = { [weak window] choice in
                guard !answered else { return }
                answered = true
                continuation.resume(returning: choice)
                window?.destroy()
            }
            let buttons = choices.enumerated().map { index, choice in Button(choice) { answer(index) } }
            buttons.last?.addCSSClass("suggested-action")
            let content = Box(.vertical, spacing: 12) {
                Label(message).cssClasses("title-4").then { $0.wraps = true }
                if let detail { Label(detail).then { $0.wraps = true } }
                Box(.horizontal, spacing: 12) { buttons }.align(horizontal: .end).margin(top: 12)
            }.margin(24)
            window.child = content
            window.onCloseRequest { answer(nil); return false }
            let escape = ShortcutController()
            escape.add(trigger: "Escape") { answer(nil); return true }
            window.addController(escape)
            window.present()
            _ = buttons.last?.grabFocus()
        }
    }

    private static func makeWindow(message: String, parent: Window?) -> Window {
        let pointer = Value.newObject(Window.gtype, properties: [
            "accessible-role": .enumeration(gtk_accessible_role_get_type(), Int32(GTK_ACCESSIBLE_ROLE_DIALOG.rawValue)),
            "modal": .bool(true),
            "resizable": .bool(false),
        ])
        // GTK's list of windows owns a new window's reference, as with `Window()`.
        guard let window = Object.wrap(unsafePointer: pointer, ownership: .borrowed, as: Window.self) else {
            fatalError("GTK made no window")
        }
        window.setTransient(for: parent)
        window.setAccessibleLabel(message)
        return window
    }
}
