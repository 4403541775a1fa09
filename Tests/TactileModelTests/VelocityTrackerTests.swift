import Testing
@testable import TactileModel

@Suite("Velocity tracker")
struct VelocityTrackerTests {
    @Test func steadyMotionGivesItsSpeed() {
        var tracker = VelocityTracker<Double>()
        for step in 0...10 { tracker.record(Double(step) * 10, at: Double(step) * 0.01) }
        #expect(abs(tracker.velocity(at: 0.1) - 1_000) < 0.001)
    }

    @Test func aPauseBeforeReleaseGivesNoFling() {
        var tracker = VelocityTracker<Double>()
        for step in 0...10 { tracker.record(Double(step) * 10, at: Double(step) * 0.01) }
        tracker.record(100, at: 0.4)
        #expect(tracker.velocity(at: 0.4) == 0)
    }

    @Test func vectorsTrackBothAxes() {
        var tracker = VelocityTracker<Vector2>()
        tracker.record(Vector2(x: 0, y: 0), at: 0)
        tracker.record(Vector2(x: 30, y: -60), at: 0.05)
        let velocity = tracker.velocity(at: 0.05)
        #expect(abs(velocity.x - 600) < 0.001)
        #expect(abs(velocity.y + 1_200) < 0.001)
    }
}
