import TactileModel

/// A button or key pressed while the last decided card still flies: a person deciding
/// quickly means the next card, and the press is kept until the card is out of sight instead
/// of being lost.
enum ActionAfterFlight: Equatable {
    /// Decide the card then on top.
    case decide(Decision)
    /// Take back the decision just made.
    case undo
}
