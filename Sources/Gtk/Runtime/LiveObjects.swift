/// How many Swift wrappers are alive: the lifetime tests count on it.
@MainActor
public enum LiveObjects {
    /// How many wrappers are alive now.
    public internal(set) static var count = 0
}
