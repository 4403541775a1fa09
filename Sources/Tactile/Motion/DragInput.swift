import Foundation
import Gtk
import TactileModel

/// A drag gesture's events turned into a `GestureTracker`'s, each with the event's own time
/// (the windowing system's): the one way the components read a drag, by mouse, touchpad or
/// finger alike. The component says at the start, and while the drag is undecided, whether
/// it takes the sequence; it then follows the translation and gets the release.
@MainActor
final class DragInput {
    /// What the component says of a drag: take it, leave it to the widgets underneath, or
    /// wait (it has not moved far enough to tell).
    enum Verdict { case follow, ignore, undecided }

    let gesture = DragGesture()
    private(set) var tracker = GestureTracker<Vector2>()
    private var verdict: Verdict = .undecided

    /// The press at (x, y) in the widget: follow it, ignore it, or wait and see.
    var onBegin: (@MainActor (Double, Double) -> Verdict)?
    /// While undecided, each move's translation: follow, ignore, or keep waiting.
    var onDecide: (@MainActor (Vector2) -> Verdict)?
    /// A followed drag moved; the tracker has its translation.
    var onMove: (@MainActor (GestureTracker<Vector2>) -> Void)?
    /// A followed drag ended (translation, velocity, projected end).
    var onEnd: (@MainActor (GestureTracker<Vector2>.Release) -> Void)?
    /// A followed drag was taken away.
    var onCancel: (@MainActor () -> Void)?

    var isFollowing: Bool { tracker.isActive && verdict == .follow }

    init(on widget: Widget, phase: PropagationPhase = .bubble) {
        gesture.propagationPhase = phase
        gesture.onBegin { [weak self] x, y in self?.began(x: x, y: y) }
        gesture.onUpdate { [weak self] dx, dy in self?.moved(Vector2(x: dx, y: dy)) }
        gesture.onFinish { [weak self] dx, dy in self?.ended(Vector2(x: dx, y: dy)) }
        gesture.onCancel { [weak self] in self?.cancelled() }
        widget.addController(gesture)
    }

    /// The event's own time; outside an event (a test driving the rule), the process clock's.
    private var eventTime: Double { gesture.currentEventTime ?? DragInput.processTime() }

    private func began(x: Double, y: Double) {
        verdict = onBegin?(x, y) ?? .follow
        tracker.begin(at: eventTime)
        apply(verdict)
    }

    private func moved(_ translation: Vector2) {
        guard tracker.isActive else { return }
        if verdict == .undecided {
            verdict = onDecide?(translation) ?? .follow
            apply(verdict)
        }
        tracker.move(to: translation, at: eventTime)
        if verdict == .follow { onMove?(tracker) }
    }

    private func ended(_ translation: Vector2) {
        guard tracker.isActive else { return }
        tracker.move(to: translation, at: eventTime)
        let release = tracker.end(at: eventTime)
        if verdict == .follow { onEnd?(release) }
        verdict = .undecided
    }

    private func cancelled() {
        guard tracker.isActive else { return }
        tracker.cancel()
        if verdict == .follow { onCancel?() }
        verdict = .undecided
    }

    private func apply(_ verdict: Verdict) {
        switch verdict {
        case .follow: gesture.setState(.claimed)
        case .ignore:
            gesture.setState(.denied)
            tracker.cancel()
        case .undecided: break
        }
    }

    private static func processTime() -> Double { ProcessInfo.processInfo.systemUptime }
}
