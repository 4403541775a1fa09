import Gtk
import TactileModel

/// Moves the stack's model through time from the frame clock: one
/// `advance(by:)` per frame with the frame's own time, so motion keeps pace
/// with the display and stops when the spring settles. With animations off
/// in the desktop settings, motion jumps to its end.
@MainActor
final class CardStackAnimator {
    // Weak: a tick or a call from GTK can arrive while the view is being torn down.
    private weak var view: CardStackView?
    private var tick: TickCallbackHandle?
    private var lastFrameTime: Int64?
    /// Longest step a late frame may take, so a stall does not skip the motion.
    private let longestStep = 0.05

    init(view: CardStackView) { self.view = view }

    var isRunning: Bool { tick != nil }

    func start() {
        guard let view, view.model.isAnimating else { return }
        guard view.settings.animationsEnabled else {
            finish()
            return
        }
        guard tick == nil else { return }
        lastFrameTime = nil
        tick = view.addTickCallback { [weak self] clock in
            self?.step(frameTime: clock.frameTime) ?? false
        }
    }

    func stop() {
        tick?.remove()
        tick = nil
    }

    /// Jumps the running motion to its end.
    func finish() {
        let wasFlinging = isFlinging
        view?.model.finishAnimation()
        if wasFlinging { view?.flingDidFinish() }
        stop()
    }

    /// Advances the motion by `seconds` (the tick does this; tests may too).
    func advance(by seconds: Double) {
        guard let view else { return }
        let wasFlinging = isFlinging
        view.model.advance(by: .seconds(seconds))
        if wasFlinging && !isFlinging { view.flingDidFinish() }
    }

    private func step(frameTime: Int64) -> Bool {
        guard let view else { return false }
        let elapsed = lastFrameTime.map { Double(frameTime - $0) / 1_000_000 } ?? 0
        lastFrameTime = frameTime
        if elapsed > 0 { advance(by: min(elapsed, longestStep)) }
        // The spring settles long after the card has left the screen; the
        // next card is ready as soon as this one is out of sight.
        if isFlinging && view.isDepartingCardOutOfSight { finish() }
        guard view.model.isAnimating else {
            tick = nil
            return false
        }
        return true
    }

    private var isFlinging: Bool {
        if case .flinging = view?.model.phase { return true }
        return false
    }
}
