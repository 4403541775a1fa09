import Gtk
import TactileModel

/// One GLib timeout for the next popup due to hide; nothing runs while nothing counts down.
/// The queue keeps the time itself: when the timeout fires it is asked to charge it.
@MainActor
final class PopupAutohideTimer {
    private var timer: SourceHandle?

    /// Arms the timer for the queue's next auto-hide, replacing any armed before.
    func schedule<Content>(for queue: PopupQueue<Content>) {
        stop()
        guard let due = queue.timeUntilNextAutohide else { return }
        let (seconds, attoseconds) = due.components
        // Rounded up so the timer never fires before the popup is due.
        let milliseconds = (Double(seconds) * 1000 + Double(attoseconds) / 1e15).rounded(.up)
        timer = MainLoop.timeout(milliseconds: UInt32(min(Double(UInt32.max), milliseconds))) { [weak self, weak queue] in
            self?.timer = nil
            queue?.chargeElapsedTime()
            return false
        }
    }

    func stop() {
        timer?.cancel()
        timer = nil
    }
}
