/// Reads a `ProfileSource` a page at a time and keeps only the few pages most
/// recently used, so a stack over 100,000 profiles holds a handful in memory
/// and asks the source for each page once while the user moves through it.
@MainActor
final class ProfilePager {
    let source: any ProfileSource
    let pageSize: Int
    let maxPages: Int
    /// Pages held, by page number.
    private var pages: [Int: [Profile]] = [:]
    /// Page numbers, least recently used first.
    private var recency: [Int] = []
    /// Every profile fetched from the source so far (a measure of the cost).
    private(set) var fetchedProfileCount = 0

    init(source: any ProfileSource, pageSize: Int, maxPages: Int) {
        self.source = source
        self.pageSize = max(1, pageSize)
        self.maxPages = max(1, maxPages)
    }

    var cachedPageCount: Int { pages.count }

    /// The profiles at `range`, clamped to the source.
    func profiles(in range: Range<Int>) throws -> [Profile] {
        let wanted = range.clamped(to: 0..<source.count)
        guard !wanted.isEmpty else { return [] }
        var result: [Profile] = []
        result.reserveCapacity(wanted.count)
        for pageNumber in (wanted.lowerBound / pageSize)...((wanted.upperBound - 1) / pageSize) {
            let page = try self.page(pageNumber)
            let pageStart = pageNumber * pageSize
            let slice = wanted.clamped(to: pageStart..<(pageStart + page.count))
            result += page[(slice.lowerBound - pageStart)..<(slice.upperBound - pageStart)]
        }
        return result
    }

    private func page(_ number: Int) throws -> [Profile] {
        if let cached = pages[number] {
            markUsed(number)
            return cached
        }
        let start = number * pageSize
        let loaded = try source.profiles(in: start..<min(start + pageSize, source.count))
        fetchedProfileCount += loaded.count
        pages[number] = loaded
        markUsed(number)
        if recency.count > maxPages {
            pages[recency.removeFirst()] = nil
        }
        return loaded
    }

    private func markUsed(_ number: Int) {
        recency.removeAll { $0 == number }
        recency.append(number)
    }
}
