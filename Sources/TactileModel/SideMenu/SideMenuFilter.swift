/// The side menu's search: which entries a query keeps. Case and accents do not matter
/// ("mat" and "MÄT" both find "Matches"), the query's words may come in any order and each
/// must appear in the title; a blank query keeps everything. Sections left empty go.
public struct SideMenuFilter: Hashable, Sendable {
    /// The words to find, as typed; blank keeps every entry.
    public var query: String

    /// A filter for `query`.
    public init(query: String = "") { self.query = query }

    /// True when the query holds nothing but spaces.
    public var isBlank: Bool { words.isEmpty }

    /// Whether `title` contains every word of the query.
    public func matches(_ title: String) -> Bool {
        let folded = searchFolded(title)
        return words.allSatisfy { folded.contains(searchFolded($0)) }
    }

    /// The sections with only the matching entries, the empty ones left out.
    public func apply(to sections: [SideMenuSection]) -> [SideMenuSection] {
        guard !isBlank else { return sections }
        return sections.compactMap { section in
            var kept = section
            kept.items = section.items.filter { matches($0.title) }
            return kept.items.isEmpty ? nil : kept
        }
    }

    private var words: [Substring] { query.split(whereSeparator: \.isWhitespace) }
}
