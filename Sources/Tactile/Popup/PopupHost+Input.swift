import Gtk
import TactileModel

/// A press outside every popup and Escape, watched for over the whole host.
extension PopupHost {
    /// A press anywhere in the host outside every shown popup.
    func tapOutside(x: Double, y: Double) {
        guard !queue.shown.isEmpty else { return }
        let inside = cards.values.contains { !$0.isLeaving && $0.contains(hostX: x, y: y) }
        guard !inside else { return }
        queue.tapOutside()
    }

    /// Escape closes the top-most modal popup.
    func handleEscape() -> Bool {
        guard let modal = queue.shown.last(where: { $0.options.isModal }) else { return false }
        dismiss(modal.id, reason: .escape)
        return true
    }

    func addControllers() {
        let outside = ClickGesture(button: 0)
        outside.propagationPhase = .capture
        outside.onPressed { [weak self, weak outside] _, x, y in
            // Only watches: the press goes on to whatever is under it.
            outside?.setState(.denied)
            self?.tapOutside(x: x, y: y)
        }
        addController(outside)

        let keys = KeyController()
        keys.propagationPhase = .capture
        keys.onKeyPressed { [weak self] key, _, _ in
            guard key == Key.escape else { return false }
            return self?.handleEscape() ?? false
        }
        addController(keys)
    }
}
