import FoundationEssentials
import Glibc

/// A damped spring described the way SwiftUI's `.spring(response:dampingFraction:)`
/// is: `response` is the period of the undamped oscillation in seconds and
/// `dampingFraction` the damping ratio (1 = critically damped, no overshoot).
/// The mass is 1, so stiffness and damping follow from these two numbers.
public struct Spring: Hashable, Sendable {
    /// The period of the undamped oscillation, in seconds: how quickly the spring moves.
    public var response: Double
    /// The damping ratio: below 1 it overshoots, 1 and above it does not.
    public var dampingFraction: Double

    /// SwiftUI's `.spring()` defaults.
    public init(response: Double = 0.55, dampingFraction: Double = 0.825) {
        self.response = response
        self.dampingFraction = dampingFraction
    }

    /// SwiftUI's default spring: response 0.55 s, damping fraction 0.825.
    public static let `default` = Spring()
    /// Critically damped and quick: reaches its target without overshoot.
    public static let snappy = Spring(response: 0.35, dampingFraction: 1)

    /// Stiffness for a unit mass: (2π / response)².
    public var stiffness: Double {
        let angularFrequency = 2 * Double.pi / response
        return angularFrequency * angularFrequency
    }

    /// Damping coefficient for a unit mass: 4π·ζ / response.
    public var damping: Double { 4 * Double.pi * dampingFraction / response }

    /// The spring's motion from displacement x₀ and velocity v₀ is
    /// `x(t) = x₀·a(t) + v₀·b(t)`, `v(t) = x₀·c(t) + v₀·d(t)`. Returning the four
    /// scalars lets any `VectorArithmetic` value be moved without allocation.
    @usableFromInline
    func coefficients(at time: Double) -> (a: Double, b: Double, c: Double, d: Double) {
        // A zero response, a negative one or a time of zero or less needs no
        // solving (and would divide by zero below).
        guard response > 0, response.isFinite, time > 0 else {
            return response > 0 ? (1, 0, 0, 1) : (0, 0, 0, 0)
        }
        let omega = 2 * Double.pi / response
        let zeta = max(0, dampingFraction)
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let decay = exp(-zeta * omega * time)
            let cosine = cos(omegaD * time)
            let sine = sin(omegaD * time)
            return (
                decay * (cosine + zeta * omega / omegaD * sine),
                decay * sine / omegaD,
                -decay * omega * omega / omegaD * sine,
                decay * (cosine - zeta * omega / omegaD * sine)
            )
        } else if zeta == 1 {
            let decay = exp(-omega * time)
            return (
                decay * (1 + omega * time),
                decay * time,
                -decay * omega * omega * time,
                decay * (1 - omega * time)
            )
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root)
            let r2 = -omega * (zeta + root)
            let e1 = exp(r1 * time)
            let e2 = exp(r2 * time)
            // c₂ = (v₀ − r₁x₀)/(r₂ − r₁), c₁ = x₀ − c₂.
            let span = r2 - r1
            return (
                e1 + r1 / span * (e1 - e2),
                (e2 - e1) / span,
                r1 * e1 + r1 * (r1 * e1 - r2 * e2) / span,
                (r2 * e2 - r1 * e1) / span
            )
        }
    }
}
