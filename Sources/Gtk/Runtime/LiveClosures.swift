/// How many signal closures are alive: the lifetime tests count on it.
@MainActor
public enum LiveClosures {
    /// How many closures are alive now.
    public internal(set) static var count = 0
}
