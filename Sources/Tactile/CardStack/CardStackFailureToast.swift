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
        let row = Box(.horizontal, spacing: 12)
        row.setMargins(12)
        let label = Label(text(for: failure, reason: reason))
        label.wraps = true
        label.xalign = 0
        label.hexpand = true
        row.append(label)
        let again = Button(label: localized("_Try Again"))
        again.usesUnderline = true
        again.valign = .center
        row.append(again)
        let id = host.present(row, options: PopupOptions().kind(.toast).position(.top).autohide(after: delay)
            .priority(.high))
        again.onClicked { [weak host] in
            host?.dismiss(id)
            retry()
        }
    }
}
