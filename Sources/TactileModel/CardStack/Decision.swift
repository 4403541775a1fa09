/// One of the app's decisions on a card: what it is called in the log and which way a card
/// leaves with it. The app names its own ("keep", "delete", "favourite"; "nope", "like");
/// a front end adds the words, colour, icon and key people see (see `Tactile`'s
/// `DecisionStyle`). Two decisions are the same when their `id`s are.
public struct Decision: Hashable, Sendable, Identifiable {
    /// The app's name for the decision, as its log keeps it: unique among a stack's decisions.
    public let id: String
    /// Which way a card leaves with this decision, dragged or sent by a button.
    public let direction: SwipeDirection
    /// Whether a card decided so comes round again when a stack loops (`CardStackModel.loops`):
    /// a pass, not a choice. Another decision on the card come round replaces it in the log.
    public let comesRound: Bool

    /// A decision named `id` that sends a card `direction`; `comesRound` makes it a pass that a
    /// looping stack shows again.
    public init(_ id: String, direction: SwipeDirection, comesRound: Bool = false) {
        self.id = id
        self.direction = direction
        self.comesRound = comesRound
    }

    public static func == (lhs: Decision, rhs: Decision) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension Decision: CustomStringConvertible {
    /// The decision's `id`, as logs and messages print it.
    public var description: String { id }
}
