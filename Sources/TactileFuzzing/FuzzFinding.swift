/// A broken promise found by a fuzz target: which step of the input broke it
/// and how. The libFuzzer entry points stop on the first one (so the input is
/// saved); the regression tests expect none.
public struct FuzzFinding: Error, CustomStringConvertible, Equatable {
    public let step: Int
    public let problem: String

    public var description: String { "step \(step): \(problem)" }
}
