import Foundation
import Testing
@testable import TactileModel

@Suite("Spring")
struct SpringTests {
    @Test func defaultsAreSwiftUIs() {
        let spring = Spring()
        #expect(spring.response == 0.55)
        #expect(spring.dampingFraction == 0.825)
        #expect(Spring.default == spring)
    }

    @Test func stiffnessAndDampingFollowFromResponse() {
        let spring = Spring(response: 0.5, dampingFraction: 0.5)
        #expect(abs(spring.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)
        #expect(abs(spring.damping - 2 * 0.5 * (2 * .pi / 0.5)) < 1e-9)
    }

    /// The closed form must agree with integrating m·x'' = −k·x − c·x' in
    /// tiny steps, for under-, critically and over-damped springs.
    @Test(arguments: [0.3, 0.825, 1.0, 1.6])
    func closedFormMatchesIntegration(dampingFraction: Double) {
        let spring = Spring(response: 0.55, dampingFraction: dampingFraction)
        let animation = SpringAnimation(spring: spring, from: 100.0, to: 0.0, initialVelocity: -400)
        var x = 100.0, v = -400.0
        let dt = 1e-5
        var t = 0.0
        for checkpoint in [0.05, 0.1, 0.3, 0.6] {
            while t < checkpoint - dt / 2 {
                v += (-spring.stiffness * x - spring.damping * v) * dt
                x += v * dt
                t += dt
            }
            #expect(abs(animation.value(at: t) - x) < 0.05, "x at \(t)")
            #expect(abs(animation.velocity(at: t) - v) < 0.5, "v at \(t)")
        }
    }

    @Test func startsWhereToldAndSettlesAtTarget() {
        let animation = SpringAnimation(from: Vector2(x: 10, y: -20), to: Vector2(x: 300, y: 40),
                                        initialVelocity: Vector2(x: 50, y: 0), at: 2)
        #expect(animation.value(at: 2) == Vector2(x: 10, y: -20))
        #expect(animation.velocity(at: 2) == Vector2(x: 50, y: 0))
        #expect(!animation.isSettled(at: 2.2))
        #expect(animation.isSettled(at: 5))
        #expect((animation.value(at: 5) - Vector2(x: 300, y: 40)).magnitude < 0.01)
    }

    @Test func underdampedOvershootsAndCriticalDoesNot() {
        let bouncy = SpringAnimation(spring: Spring(response: 0.5, dampingFraction: 0.5), from: 0.0, to: 100.0)
        let critical = SpringAnimation(spring: Spring(response: 0.5, dampingFraction: 1), from: 0.0, to: 100.0)
        let times = stride(from: 0.0, through: 2, by: 0.01)
        #expect(times.contains { bouncy.value(at: $0) > 101 })
        #expect(times.allSatisfy { critical.value(at: $0) <= 100 + 1e-9 })
    }

    /// Retargeting mid-flight keeps position and velocity: no jump, no kink.
    @Test func retargetIsContinuous() {
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<500 {
            let spring = Spring(response: .random(in: 0.1...1.2, using: &rng),
                                dampingFraction: .random(in: 0.2...1.8, using: &rng))
            var animation = SpringAnimation(spring: spring, from: Vector2(x: .random(in: -500...500, using: &rng), y: 0),
                                            to: Vector2(x: .random(in: -500...500, using: &rng), y: 80),
                                            initialVelocity: Vector2(x: .random(in: -3000...3000, using: &rng), y: 0))
            let t = Double.random(in: 0...0.8, using: &rng)
            let before = (animation.value(at: t), animation.velocity(at: t))
            animation.retarget(to: Vector2(x: .random(in: -500...500, using: &rng), y: -60), at: t)
            #expect((animation.value(at: t) - before.0).magnitude < 1e-6)
            #expect((animation.velocity(at: t) - before.1).magnitude < 1e-6)
            // And it now heads for the new target.
            #expect(animation.isSettled(at: t + 20))
        }
    }

    @Test func zeroResponseJumpsToTarget() {
        let animation = SpringAnimation(spring: Spring(response: 0, dampingFraction: 1), from: 0.0, to: 5.0)
        #expect(animation.value(at: 0.001) == 5)
        #expect(animation.isSettled(at: 0.001))
    }
}

@Suite("Ease-out curves")
struct EaseOutTests {
    @Test(arguments: [EaseOutCurve.quadratic, .cubic, .quintic, .exponential])
    func runFromZeroToOneFastFirst(curve: EaseOutCurve) {
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(curve.value(at: -3) == 0)
        #expect(curve.value(at: 7) == 1)
        // Ease-out: ahead of linear throughout, and monotonic.
        var previous = 0.0
        for step in 1..<100 {
            let t = Double(step) / 100
            let value = curve.value(at: t)
            #expect(value > t)
            #expect(value >= previous)
            previous = value
        }
    }

    @Test func cubicIsOneMinusCube() {
        #expect(abs(EaseOutCurve.cubic.value(at: 0.5) - 0.875) < 1e-12)
    }

    @Test func curveAnimationInterpolatesOverItsDuration() {
        let animation = CurveAnimation(curve: .cubic, from: 10.0, to: 20.0, duration: 2, at: 1)
        #expect(animation.value(at: 1) == 10)
        #expect(abs(animation.value(at: 2) - 18.75) < 1e-12)
        #expect(animation.value(at: 3) == 20)
        #expect(!animation.isFinished(at: 2.9))
        #expect(animation.isFinished(at: 3))
    }
}

@Suite("Gesture projection")
struct GestureProjectionTests {
    @Test func matchesUIScrollViewsFormula() {
        // v/1000 · r/(1 − r) with r = 0.998: 1000 pt/s carries 499 pt.
        #expect(abs(GestureProjection.distance(velocity: 1000, rate: .normal) - 499) < 1e-9)
        #expect(abs(GestureProjection.distance(velocity: -1000, rate: .fast) + 99) < 1e-9)
        #expect(GestureProjection.end(translation: 40, velocity: 0, rate: .normal) == 40)
        #expect(GestureProjection.distance(velocity: 100, rate: DecelerationRate(1)) == 0)
    }

    @Test func projectsEachAxis() {
        let end = GestureProjection.end(translation: Vector2(x: 10, y: -10), velocity: Vector2(x: 1000, y: -2000),
                                          rate: .normal)
        #expect(abs(end.x - 509) < 1e-9)
        #expect(abs(end.y + 1008) < 1e-9)
    }
}

@Suite("Swipe decision rule")
struct CardSwipeRuleTests {
    let rule = CardSwipeRule(cardWidth: 300, cardHeight: 400)

    @Test func commitsAtHalfTheWidthByDefault() {
        #expect(rule.commitFraction == 0.5)
        #expect(rule.direction(restingAt: Vector2(x: 150, y: 0)) == .right)
        #expect(rule.direction(restingAt: Vector2(x: 149, y: 0)) == nil)
        #expect(rule.direction(restingAt: Vector2(x: -150, y: 0)) == .left)
        #expect(rule.direction(restingAt: Vector2(x: 0, y: -150)) == .up)
        #expect(rule.direction(restingAt: Vector2(x: 0, y: 400)) == .down)
        #expect(rule.direction(restingAt: Vector2(x: 0, y: 400), allowed: [.left, .right, .up]) == nil,
                "down yields when no decision leaves that way")
    }

    @Test func decidesOnTheProjectedEndNotTheReleasePoint() {
        // A short fast flick commits…
        let flick = GestureTracker.Release(translation: Vector2(x: 30, y: 0), velocity: Vector2(x: 400, y: 0),
                                           projectedEnd: Vector2(x: 230, y: 0))
        #expect(rule.direction(of: flick) == .right)
        // …and a long drag thrown back does not.
        let thrownBack = GestureTracker.Release(translation: Vector2(x: 200, y: 0), velocity: Vector2(x: -300, y: 0),
                                                projectedEnd: Vector2(x: 50, y: 0))
        #expect(rule.direction(of: thrownBack) == nil)
    }

    @Test func readsTheTrackersProjectionAndProjectsNothingAgain() {
        // Whatever the velocity, the end the tracker projected (at its own deceleration) decides.
        let slowed = GestureTracker.Release(translation: Vector2(x: 30, y: 0), velocity: Vector2(x: 5_000, y: 0),
                                            projectedEnd: Vector2(x: 100, y: 0))
        #expect(rule.direction(of: slowed) == nil)
        let tracked = GestureTracker<Vector2>(deceleration: .fast).release(translation: Vector2(x: 30, y: 0),
                                                                           velocity: Vector2(x: 1_000, y: 0))
        #expect(rule.direction(of: tracked) == nil, "30 + 99 < 150 at the fast rate")
        #expect(rule.direction(of: GestureTracker<Vector2>().release(translation: Vector2(x: 30, y: 0),
                                                                     velocity: Vector2(x: 1_000, y: 0))) == .right,
                "30 + 499 at the normal one")
    }

    @Test func aDragCaughtAwayFromTheMiddleIsDecidedFromWhereTheCardRests() {
        let back = GestureTracker.Release(translation: Vector2(x: -60, y: 0), velocity: .zero,
                                          projectedEnd: Vector2(x: -60, y: 0))
        #expect(rule.direction(of: back) == nil)
        #expect(rule.direction(of: back, from: Vector2(x: 220, y: 0)) == .right, "caught 220 right, let go at 160")
        let lost = GestureTracker.Release(translation: Vector2(x: 160, y: 0), velocity: Vector2(x: .nan, y: 0),
                                          projectedEnd: Vector2(x: .nan, y: 0))
        #expect(rule.direction(of: lost) == .right, "an end not a number counts as the release point")
    }

    @Test func fartherAxisWinsAndDisallowedDirectionsYield() {
        let diagonal = Vector2(x: 200, y: -260)
        #expect(rule.direction(restingAt: diagonal) == .up)
        #expect(rule.direction(restingAt: diagonal, allowed: .horizontal) == .right)
        #expect(rule.direction(restingAt: diagonal, allowed: [.left, .up]) == .up)
        #expect(rule.direction(restingAt: Vector2(x: 200, y: 0), allowed: [.left, .up]) == nil)
    }

    @Test func rotationFollowsTheSidewaysDrag() {
        #expect(rule.rotationDegrees(for: .zero) == 0)
        #expect(rule.rotationDegrees(for: Vector2(x: 150, y: 0)) == 6)
        #expect(rule.rotationDegrees(for: Vector2(x: -300, y: 0)) == -12)
        #expect(rule.rotationDegrees(for: Vector2(x: 9000, y: 0)) == 12, "clamped")
        #expect(rule.rotationDegrees(for: Vector2(x: 0, y: -300)) == 0, "boost does not tilt")
    }

    @Test func stampOpacityRisesToOneAtTheCommitLine() {
        #expect(rule.stampOpacity(.right, for: .zero) == 0)
        #expect(rule.stampOpacity(.right, for: Vector2(x: 75, y: 0)) == 0.5)
        #expect(rule.stampOpacity(.right, for: Vector2(x: 150, y: 0)) == 1)
        #expect(rule.stampOpacity(.right, for: Vector2(x: 900, y: 0)) == 1)
        #expect(rule.stampOpacity(.left, for: Vector2(x: 75, y: 0)) == 0)
        #expect(rule.stampOpacity(.left, for: Vector2(x: -75, y: 0)) == 0.5)
        #expect(rule.stampOpacity(.up, for: Vector2(x: 0, y: -150)) == 1)
        #expect(rule.stampOpacity(.up, for: Vector2(x: 0, y: 150)) == 0)
    }

    @Test func exitOffsetsLeaveTheStackInTheDecisionsDirection() {
        let from = Vector2(x: 20, y: 30)
        #expect(rule.exitOffset(for: .right, from: from).x >= 2 * rule.cardWidth)
        #expect(rule.exitOffset(for: .left, from: from).x <= -2 * rule.cardWidth)
        #expect(rule.exitOffset(for: .up, from: from).y <= -2 * rule.cardHeight)
    }
}
