/// A 2-D offset or velocity in points (x to the right, y downwards, as GTK
/// and SwiftUI lay out), the card stack's unit of motion.
public struct Vector2: Hashable, Sendable, VectorArithmetic, CustomStringConvertible {
    /// The horizontal component.
    public var x: Double
    /// The vertical component.
    public var y: Double

    /// The vector (`x`, `y`).
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Vector2(x: 0, y: 0)

    @inlinable
    public static func + (lhs: Vector2, rhs: Vector2) -> Vector2 {
        Vector2(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    @inlinable
    public static func - (lhs: Vector2, rhs: Vector2) -> Vector2 {
        Vector2(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }

    @inlinable
    public mutating func scale(by factor: Double) {
        x *= factor
        y *= factor
    }

    @inlinable
    public var magnitudeSquared: Double { x * x + y * y }

    /// The vector's length.
    public var magnitude: Double { magnitudeSquared.squareRoot() }

    public var description: String { "(\(x), \(y))" }

    /// Whether both components are numbers (a gesture may report infinity or NaN).
    var isFinite: Bool { x.isFinite && y.isFinite }
}
