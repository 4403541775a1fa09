import Gtk
import TactileModel

/// Keeps the click that dismisses a menu from also activating what lies
/// under it. GTK's popover grab usually swallows that press, but not on
/// every backend (and not the release that follows it), so after a menu
/// closes from an outside click the window's next press within a short time
/// is claimed in the capture phase, before any child's gesture sees it.
@MainActor
final class DismissClickShield {
    /// How long after the dismissal a press still counts as the dismissing one.
    static let window: Duration = .milliseconds(400)

    private var armedAt: Duration?
    private let clock: TimeSource

    init(clock: TimeSource = .system) { self.clock = clock }

    /// The shield of `root`'s window, installed on first use.
    static func shield(for root: Widget) -> DismissClickShield {
        root.attachment("tactile-dismiss-click-shield") {
            let shield = DismissClickShield()
            let gesture = ClickGesture(button: 0)
            gesture.propagationPhase = .capture
            gesture.onPressed { [weak shield, weak gesture] _, _, _ in
                guard let shield, shield.consumesPress() else { return }
                gesture?.setState(.claimed)
            }
            root.addController(gesture)
            return shield
        }
    }

    /// A menu just closed from a click outside it.
    func arm() { armedAt = clock.uptime() }

    /// The close turned out not to come from a click.
    func disarm() { armedAt = nil }

    var isArmed: Bool {
        guard let armedAt else { return false }
        return clock.uptime() - armedAt < Self.window
    }

    /// Whether a press now is the dismissing one (and is to be swallowed);
    /// disarms either way, so only one press is ever taken.
    func consumesPress() -> Bool {
        defer { armedAt = nil }
        return isArmed
    }
}
