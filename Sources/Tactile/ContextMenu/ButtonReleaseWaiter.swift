import Gtk

/// Runs an action when the mouse button now held down is let go, anywhere in a window.
///
/// A menu opened by a held button (a right-click, the mouse held for a long press) shows on the
/// release: on X11, GTK 4.8 mapped while the button is still down leaves the menu's pointer grab
/// behind the window, and the next click on an item closes the menu instead of choosing it.
/// The release is watched on the whole window before any gesture sees it, so a gesture reset
/// between the press and the release (a closing menu's grab going away) loses nothing.
@MainActor
final class ButtonReleaseWaiter {
    private var pending: (@MainActor () -> Void)?

    /// The waiter of `root`'s window, installed on first use.
    static func waiter(for root: Widget) -> ButtonReleaseWaiter {
        root.attachment("tactile-button-release-waiter") {
            let waiter = ButtonReleaseWaiter()
            let input = RawInputController()
            input.propagationPhase = .capture
            input.onEvent { [weak waiter] event in
                waiter?.handle(event)
                return false
            }
            root.addController(input)
            return waiter
        }
    }

    /// Runs `action` at the next button release (replacing an action still waiting).
    func onRelease(_ action: @escaping @MainActor () -> Void) { pending = action }

    private func handle(_ event: RawInputController.Event) {
        switch event {
        case .buttonRelease:
            let action = pending
            pending = nil
            action?()
        case .buttonPress, .touchBegin:
            // A new press while one is waiting: the release was lost (the pointer left for
            // another application's grab); that menu is not opened late.
            pending = nil
        case .touchEnd, .touchCancel, .other:
            break
        }
    }
}
