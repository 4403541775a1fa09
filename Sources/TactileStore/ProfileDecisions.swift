import TactileModel

// The demo's three decisions on a profile, as its store keeps them.
extension Decision {
    /// Not interested: a swipe left, a pass that comes round again when the stack loops.
    public static let nope = Decision("nope", direction: .left, comesRound: true)
    /// Interested: a swipe right.
    public static let like = Decision("like", direction: .right)
    /// Very interested: a swipe up.
    public static let boost = Decision("boost", direction: .up)
    /// The three, in the action bar's order.
    public static let profileDecisions: [Decision] = [.nope, .like, .boost]
}

extension Decision {
    /// The profile decision called `name`, or nil.
    public static func profileDecision(named name: String) -> Decision? {
        profileDecisions.first { $0.id == name }
    }
}
