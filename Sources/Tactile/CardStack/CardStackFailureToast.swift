import Gtk
import TactileModel

/// Tells the person, in a toast over the window, that a decision or an undo could not be
/// saved, why, and that the card is still there, with a button that tries the same again
/// (the stack changed nothing, so it works once the cause is gone). A toast is an alert:
/// screen readers say it as it appears.
@MainActor
enum CardStackFailureToast {
    /// How long the toast stays unless dismissed: long enough to read a reason twice.
    static let delay: Duration = .seconds(10)

    /// The words for `failure`; `reason` is the error as the app words it.
    static func text(for failure: CardStackFailure, reason: String) -> String {
        let name = ["name": failure.profile?.name ?? ""]
        let what: String = switch failure.action {
        // Translators: the start of a message that a decision could not be saved.
        case .decide(.like): localized("Your like for {name} was not saved.", name)
        case .decide(.nope): localized("Your nope for {name} was not saved.", name)
        case .decide(.boost): localized("Your boost for {name} was not saved.", name)
        case .undo: localized("The decision on {name} could not be undone.", name)
        case .load: localized("The profiles could not be read.")
        }
        return "\(what) \(reason)"
    }

    /// Presents the toast for `failure` over `stack`'s window; `retry` runs from its button.
    static func present(_ failure: CardStackFailure, reason: String, over stack: Widget,
                        retry: @escaping @MainActor () -> Void) {
        guard let host = PopupHost.resolve(for: stack) else { return }
        // The text above its button: a reason can be long, and the button must stay in reach.
        let column = Box(.vertical, spacing: 6)
        column.setMargins(top: 6, bottom: 6, start: 12, end: 12)
        let label = Label(text(for: failure, reason: reason))
        label.wraps = true
        // The reason may name a long path: it breaks too, so the toast keeps to the window.
        label.wrapMode = .wordOrCharacter
        label.xalign = 0
        column.append(label)
        let again = Button(label: localized("_Try Again"))
        again.usesUnderline = true
        again.addCSSClass("flat")
        again.halign = .end
        column.append(again)
        let row = column
        let id = host.present(row, options: PopupOptions().kind(.toast).position(.top).autohide(after: delay)
            .priority(.high))
        again.onClicked { [weak host] in
            host?.dismiss(id)
            retry()
        }
    }
}
