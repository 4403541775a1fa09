import Foundation

/// Gives a queue's auto-hide countdowns real time: it charges the time passed
/// since the last charge (`catchUp`) before anything that changes which
/// popups count down, and arms one GLib timeout for the next popup due to
/// hide. No polling: nothing runs while nothing counts down.
@MainActor
final class PopupAutohideClock {
    private var lastCharge = PopupAutohideClock.now()
    private var timer: SourceHandle?

    static func now() -> Double { ProcessInfo.processInfo.systemUptime }

    /// Charges the time since the last charge to the popups counting down.
    func catchUp<Content>(_ queue: PopupQueue<Content>) {
        let now = Self.now()
        let elapsed = now - lastCharge
        lastCharge = now
        guard elapsed > 0 else { return }
        queue.advance(by: .microseconds(Int64((elapsed * 1_000_000).rounded())))
    }

    /// Arms the timer for the next auto-hide after the queue changed; `fire`
    /// runs when it is due.
    func schedule<Content>(for queue: PopupQueue<Content>, fire: @escaping @MainActor () -> Void) {
        if timer == nil {
            // Nothing was counting down since the last charge: no time to charge.
            lastCharge = Self.now()
        }
        timer?.cancel()
        timer = nil
        guard let remaining = queue.timeUntilNextAutohide else { return }
        let due = max(0, remaining.secondsValue - (Self.now() - lastCharge))
        // Rounded up so the timer never fires before the popup is due.
        let milliseconds = UInt32(min(Double(UInt32.max), (due * 1000).rounded(.up)))
        timer = MainLoop.timeout(milliseconds: milliseconds) { [weak self] in
            self?.timer = nil
            fire()
            return false
        }
    }

    func stop() {
        timer?.cancel()
        timer = nil
    }
}

extension Duration {
    /// Seconds as a `Double`, for timers.
    fileprivate var secondsValue: Double {
        let (whole, fraction) = components
        return Double(whole) + Double(fraction) * 1e-18
    }
}
