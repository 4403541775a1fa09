import Gtk
import TactileModel

/// A `Motion` on a widget's `MotionClock`: the value a component draws from. Every change
/// reaches `onChange` (once a frame while moving); `onRest` runs when a motion that was
/// asked for has ended (arrived, or jumped there under reduced motion).
@MainActor
final class AnimatedValue<Value: VectorArithmetic> {
    private var motion: Motion<Value>
    private weak var widget: Widget?
    var onChange: (@MainActor (Value) -> Void)?
    var onRest: (@MainActor () -> Void)?

    init(_ value: Value, tolerance: Double = 0.5, on widget: Widget) {
        motion = Motion(value, tolerance: tolerance)
        self.widget = widget
    }

    var value: Value { motion.value }
    var target: Value { motion.target }
    var isMoving: Bool { motion.isMoving }
    /// Its speed as of the last frame, in units per second.
    var velocity: Value { motion.currentVelocity }

    /// Puts the value there at once (a finger holds it), ending any motion.
    func set(_ newValue: Value) {
        let wasMoving = motion.isMoving
        motion.set(newValue)
        if let widget { MotionClock.of(widget).stop(for: self) }
        onChange?(newValue)
        if wasMoving { onRest?() }
    }

    /// Sends the value to `target` along `curve` (see `Motion.move`); off screen, or with
    /// reduced motion unless `evenWithReducedMotion` (a short fade is not motion), it is
    /// there at once.
    func move(to target: Value, with curve: MotionCurve, velocity: Value? = nil, evenWithReducedMotion: Bool = false) {
        guard let widget, MotionClock.of(widget).animates(evenWithReducedMotion: evenWithReducedMotion) else {
            jump(to: target)
            return
        }
        motion.move(to: target, with: curve, velocity: velocity)
        guard motion.isMoving else {
            onChange?(motion.value)
            onRest?()
            return
        }
        MotionClock.of(widget).run(for: self) { [weak self] time in self?.step(at: time) ?? false }
    }

    /// Jumps to where it was heading.
    func finish() { jump(to: motion.target) }

    private func jump(to target: Value) {
        motion.set(target)
        if let widget { MotionClock.of(widget).stop(for: self) }
        onChange?(target)
        onRest?()
    }

    private func step(at time: Double) -> Bool {
        let moving = motion.step(at: time)
        onChange?(motion.value)
        if !moving { onRest?() }
        return moving
    }
}
