internal import CGtk

/// A 2D transform for `Widget.allocate`, built as a value and turned into a
/// `GskTransform` only when a child is placed.
public struct Transform: Sendable, Equatable {
    enum Step: Sendable, Equatable {
        case translate(Double, Double)
        case rotate(Double)
        case scale(Double, Double)
    }

    private(set) var steps: [Step] = []

    /// The identity transform.
    public init() {}

    /// The identity transform: leaves a child where it is.
    public static let identity = Transform()

    /// This transform, then a move by `x` and `y`.
    public func translated(x: Double, y: Double) -> Transform { appending(.translate(x, y)) }
    /// Rotates clockwise by `degrees` around the current origin.
    public func rotated(degrees: Double) -> Transform { appending(.rotate(degrees)) }
    /// This transform, then a scale by `factor` in both directions.
    public func scaled(_ factor: Double) -> Transform { appending(.scale(factor, factor)) }
    /// This transform, then a scale by `x` horizontally and `y` vertically.
    public func scaled(x: Double, y: Double) -> Transform { appending(.scale(x, y)) }

    private func appending(_ step: Step) -> Transform {
        var copy = self
        copy.steps.append(step)
        return copy
    }

    /// A new `GskTransform` the caller owns (NULL for the identity).
    func retainedPointer() -> OpaquePointer? {
        var transform: OpaquePointer? = nil
        for step in steps {
            switch step {
            case let .translate(x, y):
                var point = graphene_point_t(x: Float(x), y: Float(y))
                transform = gsk_transform_translate(transform, &point)
            case let .rotate(degrees):
                transform = gsk_transform_rotate(transform, Float(degrees))
            case let .scale(x, y):
                transform = gsk_transform_scale(transform, Float(x), Float(y))
            }
        }
        return transform
    }
}
