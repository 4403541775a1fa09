import TactileModel

/// A button or key pressed while the last decided card still flies, or while an undone one
/// flies back in: a person deciding quickly means the card that will be on top, and the press
/// is kept until it is (out of sight, or back in place) instead of being lost.
enum ActionAfterFlight: Equatable {
    /// Decide the card then on top.
    case decide(Decision)
    /// Take back the decision just made.
    case undo
}
