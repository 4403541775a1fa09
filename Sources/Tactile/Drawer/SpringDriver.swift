import Gtk
import TactileModel

/// One number moved towards its target by a spring, stepped on a widget's
/// frame clock. Changing the target mid-flight retargets the running spring,
/// keeping its position and velocity, so an interrupted motion carries on
/// from where it is instead of restarting. With the desktop's animations off
/// (or before the widget has a frame clock) the value jumps.
@MainActor
final class SpringDriver {
    private weak var widget: Widget?
    private var animation: SpringAnimation<Double>?
    private var tick: TickCallbackHandle?
    /// Called with each new value, once a frame while moving.
    var onChange: (@MainActor (Double) -> Void)?
    var spring: Spring
    /// Closer than this to the target, and slower than this per second, counts as arrived.
    var tolerance = 0.001

    private(set) var value: Double
    var target: Double { animation?.target ?? value }
    var isAnimating: Bool { animation != nil }

    init(value: Double, spring: Spring) {
        self.value = value
        self.spring = spring
    }

    func attach(to widget: Widget) { self.widget = widget }

    /// Sets the value at once, ending any motion.
    func jump(to newValue: Double) {
        stop()
        guard newValue != value else { return }
        value = newValue
        onChange?(value)
    }

    /// Springs towards `newTarget`. A running animation is retargeted (its
    /// velocity kept) unless `initialVelocity` (units per second, e.g. a
    /// released drag's) says how fast the value is moving now.
    func animate(to newTarget: Double, initialVelocity: Double? = nil) {
        guard DesktopSettings.current.animationsEnabled, let widget, widget.isMapped,
              let clock = widget.frameClock else {
            jump(to: newTarget)
            return
        }
        let now = Self.seconds(clock.frameTime)
        if var running = animation, initialVelocity == nil {
            guard running.target != newTarget else { return }
            running.retarget(to: newTarget, at: now)
            animation = running
        } else {
            guard newTarget != value || (initialVelocity ?? 0) != 0 else { return }
            animation = SpringAnimation(spring: spring, from: value, to: newTarget,
                                        initialVelocity: initialVelocity ?? 0, at: now)
        }
        startTicking(on: widget)
    }

    /// Freezes the value where it is (a finger caught it).
    func stop() {
        tick?.remove()
        tick = nil
        animation = nil
    }

    private func startTicking(on widget: Widget) {
        guard tick == nil else { return }
        tick = widget.addTickCallback { [weak self] clock in
            self?.step(at: Self.seconds(clock.frameTime)) ?? false
        }
    }

    private func step(at time: Double) -> Bool {
        guard let running = animation else {
            tick = nil
            return false
        }
        if running.isSettled(at: time, tolerance: tolerance) {
            value = running.target
            animation = nil
            tick = nil
        } else {
            value = running.value(at: time)
        }
        onChange?(value)
        return animation != nil
    }

    private static func seconds(_ microseconds: Int64) -> Double { Double(microseconds) / 1_000_000 }
}
