/// Names one presented popup for the life of its queue.
public struct PopupID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Increases with every presentation, so it also orders arrivals.
    public let rawValue: Int

    public static func < (lhs: PopupID, rhs: PopupID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "popup \(rawValue)" }
}

/// A popup in a queue, shown or waiting.
public struct Popup<Content>: Identifiable {
    public let id: PopupID
    /// What the popup shows.
    public internal(set) var content: Content
    /// How it is shown and dismissed.
    public let options: PopupOptions
    /// Time left before it hides itself; nil if it never does. Counts down
    /// only while shown and not interacted with.
    public internal(set) var remainingAutohide: Duration?
    /// What the person is doing with it; while not empty, its auto-hide is paused.
    public internal(set) var interaction: PopupInteraction = []

    /// The slot it queues for: its position, or its kind's default.
    public var slot: PopupPosition { options.resolvedPosition }
    /// Its priority in the queue.
    public var priority: PopupPriority { options.priority }
    /// Whether its auto-hide countdown is paused.
    public var isAutohidePaused: Bool { !interaction.isEmpty }

    /// Whether this popup goes before `other` in the queue: higher priority
    /// first, then earlier arrival.
    func precedes(_ other: Popup) -> Bool {
        priority != other.priority ? priority > other.priority : id < other.id
    }
}

extension Popup: Sendable where Content: Sendable {}
extension Popup: Equatable where Content: Equatable {}
