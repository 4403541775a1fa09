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
    static func text<Item>(for failure: CardStackFailure<Item>, reason: String, speech: CardStackSpeech<Item>) -> String {
        let name = failure.item.map(speech.name) ?? ""
        let what: String = switch failure.action {
        case .decide(let decision): speech.style(of: decision)?.notSaved(name) ?? ""
        case .undo: localized("The decision on {name} could not be undone.", ["name": name])
        case .load: speech.words.loadFailed
        }
        return "\(what) \(reason)"
    }

    /// Presents the toast saying `text` over `stack`'s window; `retry` runs from its button.
    static func present(_ text: String, over stack: Widget, retry: @escaping @MainActor () -> Void) {
        guard let host = PopupHost.resolve(for: stack) else { return }
        // The text above its button: a reason can be long, and the button must stay in reach.
        let column = Box(.vertical, spacing: 6)
        column.setMargins(top: 6, bottom: 6, start: 12, end: 12)
        let label = Label(text)
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
