/// How quickly a flicked surface slows down: the fraction of its velocity kept
/// after each millisecond, as UIScrollView's `decelerationRate` and
/// libadwaita's swipe tracker (0.998 for touch) express it.
public struct DecelerationRate: Hashable, Sendable {
    /// The fraction of velocity kept each millisecond, strictly between 0 and 1.
    public var rawValue: Double

    /// A rate that keeps `rawValue` of the velocity each millisecond.
    public init(_ rawValue: Double) { self.rawValue = rawValue }

    /// UIScrollView's `.normal`, libadwaita's touch deceleration.
    public static let normal = DecelerationRate(0.998)
    /// UIScrollView's `.fast`.
    public static let fast = DecelerationRate(0.99)
}
