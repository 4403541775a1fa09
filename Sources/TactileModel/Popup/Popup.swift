/// A popup in a queue, shown or waiting.
public struct Popup<Content>: Identifiable {
    /// Its name in the queue.
    public let id: PopupID
    /// What it shows; `PopupQueue.update` replaces it in place.
    public internal(set) var content: Content
    /// Everything about it but its content.
    public let options: PopupOptions
    /// Time left before it hides itself; nil if it never does. Counts down
    /// only while shown and not interacted with.
    public internal(set) var remainingAutohide: Duration?
    /// Time left before a person may wave it away (`PopupOptions.dismissibleIn`);
    /// nil once they may. Counts down only while shown, hovered or not.
    public internal(set) var remainingLock: Duration?
    /// What the user is doing with it now.
    public internal(set) var interaction: PopupInteraction = []

    /// The slot it shows in or waits for: its position.
    public var slot: PopupPosition { options.resolvedPosition }
    /// Its place in the queue's order.
    public var priority: PopupPriority { options.priority }
    /// Whether hover, focus or a press holds its countdown.
    public var isAutohidePaused: Bool { !interaction.isEmpty }
    /// Whether a tap, a drag or Escape may close it now.
    public var acceptsWaveAway: Bool { remainingLock == nil }

    /// Whether this popup goes before `other` in the queue: higher priority
    /// first, then earlier arrival.
    func precedes(_ other: Popup) -> Bool {
        priority != other.priority ? priority > other.priority : id < other.id
    }
}

extension Popup: Sendable where Content: Sendable {}
extension Popup: Equatable where Content: Equatable {}
