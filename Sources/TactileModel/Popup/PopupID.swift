/// Names one presented popup for the life of its queue.
public struct PopupID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Increases with every presentation, so it also orders arrivals.
    public let rawValue: Int

    /// The earlier arrival first.
    public static func < (lhs: PopupID, rhs: PopupID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// "popup 3", for messages.
    public var description: String { "popup \(rawValue)" }
}
