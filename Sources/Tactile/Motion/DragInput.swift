import FoundationEssentials
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
    /// Any press this input saw has ended, followed or not, released or taken away (for
    /// state held from the press, such as "pressed").
    var onPressEnded: (@MainActor () -> Void)?

    var isFollowing: Bool { tracker.isActive && verdict == .follow }

    private weak var widget: Widget?
    private weak var reference: Widget?
    private let clock: TimeSource
    /// Where the press began, in the widget's coordinates and in the reference's.
    private var start: (inWidget: Vector2, inReference: Vector2)?

    /// Reads drags on `widget`. A widget that the drag itself moves (a popup following the
    /// finger) names a `reference` that stays put, its parent say: GTK gives each event's
    /// point in the widget's coordinates as they are when the event comes, so measured in
    /// the moving widget a drag would cover only part of the way the finger went. `clock` times
    /// a drag whose events carry no time of their own.
    init(on widget: Widget, phase: PropagationPhase = .bubble, measuredIn reference: Widget? = nil,
         clock: TimeSource = .system) {
        self.widget = widget
        self.clock = clock
        self.reference = reference
        gesture.propagationPhase = phase
        // One finger drives a drag: a second one landing is not the first one lifting. Without
        // this GTK ends the drag when a second touch begins, and the end would read as a release.
        gesture.exclusive = true
        gesture.onBegin { [weak self] x, y in self?.began(x: x, y: y) }
        gesture.onUpdate { [weak self] dx, dy in self.map { $0.moved($0.translation(dx, dy)) } }
        gesture.onFinish { [weak self] dx, dy in self.map { $0.ended($0.translation(dx, dy)) } }
        gesture.onCancel { [weak self] in self?.cancelled() }
        widget.addController(gesture)
    }

    /// GTK's offset from the start point, as the translation in the reference's coordinates.
    private func translation(_ dx: Double, _ dy: Double) -> Vector2 {
        let offset = Vector2(x: dx, y: dy)
        guard let start, let widget, let reference else { return offset }
        let point = start.inWidget + offset
        guard let now = widget.translate(x: point.x, y: point.y, to: reference) else { return offset }
        return Vector2(x: now.x, y: now.y) - start.inReference
    }

    /// The event's own time; outside an event (a test driving the rule), the process clock's.
    private var eventTime: Double { gesture.currentEventTime ?? clock.uptimeSeconds }

    private func began(x: Double, y: Double) {
        start = nil
        if let widget, let reference, let inReference = widget.translate(x: x, y: y, to: reference) {
            start = (Vector2(x: x, y: y), Vector2(x: inReference.x, y: inReference.y))
        }
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
        onPressEnded?()
    }

    private func cancelled() {
        guard tracker.isActive else { return }
        tracker.cancel()
        if verdict == .follow { onCancel?() }
        verdict = .undecided
        onPressEnded?()
    }

    private func apply(_ verdict: Verdict) {
        switch verdict {
        case .follow: gesture.setState(.claimed)
        case .ignore:
            gesture.setState(.denied)
            tracker.cancel()
            onPressEnded?()
        case .undecided: break
        }
    }

}
