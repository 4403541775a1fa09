import Foundation
import Gtk
import TactileModel

/// What the stack remembers about the drag in progress.
struct CardDragState {
    /// +1 when the card was grabbed above its middle (it tilts clockwise
    /// going right, as if held at the top), −1 below.
    var tiltSign = 1.0
    var velocity = VelocityTracker<Vector2>()
    var isActive = false
}

extension CardStackView {
    func installGestures() {
        let gesture = DragGesture()
        // The events' own times, not the handlers': a busy main loop handles a flick's motion
        // events together, and measured by the clock they would seem to take no time at all.
        func eventTime(_ gesture: DragGesture?) -> Double {
            gesture?.currentEventTime ?? ProcessInfo.processInfo.systemUptime
        }
        gesture.onBegin { [weak self, weak gesture] x, y in
            guard let self else { return }
            if self.beginDrag(atX: x, y: y, time: eventTime(gesture)) {
                gesture?.setState(.claimed)
            } else {
                gesture?.setState(.denied)
            }
        }
        gesture.onUpdate { [weak self, weak gesture] dx, dy in
            self?.moveDrag(to: Vector2(x: dx, y: dy), time: eventTime(gesture))
        }
        gesture.onFinish { [weak self, weak gesture] dx, dy in
            self?.endDrag(at: Vector2(x: dx, y: dy), time: eventTime(gesture))
        }
        gesture.onCancel { [weak self] in self?.cancelDrag() }
        addController(gesture)
    }

    /// The pointer went down at (`x`, `y`) in the stack; only a press on the
    /// top card starts a drag. The drag gesture and tests come in here.
    @discardableResult
    func beginDrag(atX x: Double, y: Double, time: Double) -> Bool {
        guard let top = topCardWidget, top.isVisible,
              let point = translate(x: x, y: y, to: top),
              point.x >= 0, point.y >= 0, point.x <= Double(top.width), point.y <= Double(top.height),
              model.beginDrag() else { return false }
        drag.tiltSign = point.y <= Double(top.height) / 2 ? 1 : -1
        drag.velocity.reset()
        drag.velocity.record(.zero, at: time)
        drag.isActive = true
        top.grabFocus()
        setCursor(named: "grabbing")
        return true
    }

    /// The pointer is `translation` away from where it went down.
    func moveDrag(to translation: Vector2, time: Double) {
        guard drag.isActive else { return }
        drag.velocity.record(translation, at: time)
        model.updateDrag(translation: translation)
    }

    /// The pointer let go: the model decides from where the gesture would end.
    func endDrag(at translation: Vector2, time: Double) {
        guard drag.isActive else { return }
        moveDrag(to: translation, time: time)
        drag.isActive = false
        setCursor(named: nil)
        if model.endDrag(velocity: drag.velocity.velocity(at: time)) != nil {
            didCommit()
        } else {
            animator.start()
        }
    }

    func cancelDrag() {
        guard drag.isActive else { return }
        drag.isActive = false
        setCursor(named: nil)
        model.cancelDrag()
        animator.start()
    }
}
