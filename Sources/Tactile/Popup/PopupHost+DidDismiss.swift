import Gtk
import TactileModel

/// Handlers that wait until a dismissed popup is gone from the screen, its leaving over.
extension PopupHost {
    /// Runs `body` with the reason once the popup `id` is gone: dismissed by any route (a tap,
    /// a drag, Escape, auto-hide, an action, code) and its leaving animation over, so nothing
    /// of it is on screen any more. With reduced motion, or a popup never shown (dismissed
    /// while it waited), that is as soon as it can be. It runs after the dismissal's
    /// `onDismiss`, which fires as the popup starts to leave (exyte/PopupView's
    /// `dismissCallback`). Returns false, keeping nothing, for an unknown id.
    ///
    ///     let id = host.present(toast, options: .toast)
    ///     host.onDidDismiss(id) { _ in model.showNextHint() }
    @discardableResult
    public func onDidDismiss(_ id: PopupID, _ body: @escaping @MainActor (PopupDismissReason) -> Void) -> Bool {
        if didDismissWaits[id] == nil {
            guard queue.onDismiss(id, { [weak self] reason in self?.popupDismissed(id, reason: reason) }) else { return false }
        }
        didDismissWaits[id, default: PopupDidDismissWait()].handlers.append(body)
        return true
    }

    private func popupDismissed(_ id: PopupID, reason: PopupDismissReason) {
        didDismissWaits[id]?.reason = reason
        runDidDismissHandlers()
    }

    /// Runs the did-dismiss handlers of the popups dismissed and no longer on screen.
    func runDidDismissHandlers() {
        let gone = didDismissWaits.filter { id, wait in wait.reason != nil && cards[id] == nil }
        for (id, wait) in gone.sorted(by: { $0.key < $1.key }) {
            didDismissWaits[id] = nil
            guard let reason = wait.reason else { continue }
            for handler in wait.handlers { handler(reason) }
        }
    }
}
