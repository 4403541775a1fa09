/// A rectangle in the host's coordinates, in points.
public struct PopupRect: Hashable, Sendable {
    /// Its left edge.
    public var x: Double
    /// Its top edge.
    public var y: Double
    /// Its width.
    public var width: Double
    /// Its height.
    public var height: Double
}
