/// A value a spring or curve can move: anything that can be added and scaled,
/// as SwiftUI's `VectorArithmetic`. The spring's closed form is linear in its
/// start position and velocity, so one scalar solution serves every such type.
public protocol VectorArithmetic: AdditiveArithmetic, Sendable {
    /// Multiplies every component by `factor`.
    mutating func scale(by factor: Double)
    /// The squared length, used to decide when motion has settled.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// A copy multiplied by `factor`.
    @inlinable
    public func scaled(by factor: Double) -> Self {
        var copy = self
        copy.scale(by: factor)
        return copy
    }
}

extension Double: VectorArithmetic {
    @inlinable
    public mutating func scale(by factor: Double) { self *= factor }

    @inlinable
    public var magnitudeSquared: Double { self * self }
}
