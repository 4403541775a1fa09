/// Finds a list entry by the first letters typed, as file managers do: keys
/// typed within `timeout` seconds of each other build one prefix; a single
/// letter typed again moves on to the next entry starting with it. Case does
/// not matter. The side menu uses it; any list can.
public struct TypeAheadSearch: Hashable, Sendable {
    /// Seconds between keys within which they build one prefix.
    public var timeout: Double
    private var prefix = ""
    private var lastKeyTime = -Double.infinity

    /// A search whose keys build one prefix when typed within `timeout` seconds of each other.
    public init(timeout: Double = 1.0) { self.timeout = timeout }

    /// The index of the entry to move to after `character` at `time`, looking
    /// from `current` onwards (wrapping); nil when nothing matches.
    public mutating func find(_ character: Character, at time: Double, in titles: [String], from current: Int?) -> Int? {
        if time - lastKeyTime > timeout { prefix = "" }
        lastKeyTime = time
        let typed = String(character).lowercased()
        // Repeating one letter cycles through the entries starting with it.
        let cycling = prefix == typed
        if !cycling { prefix += typed }
        guard !titles.isEmpty else { return nil }
        let first = current.map { cycling || prefix.count == 1 ? $0 + 1 : $0 } ?? 0
        for step in 0..<titles.count {
            let index = (first + step) % titles.count
            if titles[index].lowercased().hasPrefix(prefix) { return index }
        }
        return nil
    }
}
