import Gtk
import TactileModel

/// One tick loop per widget: every motion a widget runs (a drawer's reveal, each card's
/// offset, each popup's slide and drag) steps in the same frame-clock tick, with the
/// frame's own time, and the tick stops when the last of them comes to rest.
///
/// It also says whether to animate at all: not while the desktop asks for reduced motion
/// ("enable animations" off, or GTK 4.22's reduced-motion setting), and not while the widget
/// is off screen (no frames come).
@MainActor
final class MotionClock {
    private weak var widget: Widget?
    private var steps: [ObjectIdentifier: (Double) -> Bool] = [:]
    private var tick: TickCallbackHandle?

    private init(widget: Widget) { self.widget = widget }

    /// The clock of `widget`, made on first use and kept with it.
    static func of(_ widget: Widget) -> MotionClock {
        widget.attachment("tactile-motion-clock") { MotionClock(widget: widget) }
    }

    /// Whether motion should be animated now rather than jump to its end.
    var animates: Bool { animates(evenWithReducedMotion: false) }

    /// Whether frames come at all (the widget is on screen), and the desktop allows motion
    /// or the change is not motion (a fade in place).
    func animates(evenWithReducedMotion: Bool) -> Bool {
        guard let widget, widget.isMapped, widget.frameClock != nil else { return false }
        return evenWithReducedMotion || widget.settings.allowsMotion
    }

    /// Calls `step` with each frame's time (seconds) while it answers true. One step per
    /// `owner`: asking again replaces it.
    func run(for owner: AnyObject, _ step: @escaping (Double) -> Bool) {
        steps[ObjectIdentifier(owner)] = step
        startTicking()
    }

    /// Stops `owner`'s step.
    func stop(for owner: AnyObject) {
        steps[ObjectIdentifier(owner)] = nil
    }

    var isRunning: Bool { !steps.isEmpty }

    private func startTicking() {
        guard tick == nil, let widget else { return }
        tick = widget.addTickCallback { [weak self] clock in
            self?.advance(to: Double(clock.frameTime) / 1_000_000) ?? false
        }
    }

    private func advance(to time: Double) -> Bool {
        for (owner, step) in steps where !step(time) { steps[owner] = nil }
        if steps.isEmpty { tick = nil }
        return !steps.isEmpty
    }
}
