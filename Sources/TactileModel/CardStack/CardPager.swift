/// Reads a `CardSource` a page at a time and keeps only the few pages most
/// recently used, so a stack over 100,000 items holds a handful in memory
/// and asks the source for each page once while the user moves through it.
@MainActor
final class CardPager<Item: Identifiable & Sendable> where Item.ID: Sendable {
    let source: any CardSource<Item>
    let pageSize: Int
    let maxPages: Int
    /// Pages held, by page number.
    private var pages: [Int: [Item]] = [:]
    /// Page numbers, least recently used first.
    private var recency: [Int] = []
    /// Every item fetched from the source so far (a measure of the cost).
    private(set) var fetchedItemCount = 0

    init(source: any CardSource<Item>, pageSize: Int, maxPages: Int) {
        self.source = source
        self.pageSize = max(1, pageSize)
        self.maxPages = max(1, maxPages)
    }

    var cachedPageCount: Int { pages.count }

    /// The items at `range`, clamped to the source.
    func items(in range: Range<Int>) throws -> [Item] {
        let wanted = range.clamped(to: 0..<source.count)
        guard !wanted.isEmpty else { return [] }
        var result: [Item] = []
        result.reserveCapacity(wanted.count)
        for pageNumber in (wanted.lowerBound / pageSize)...((wanted.upperBound - 1) / pageSize) {
            let page = try self.page(pageNumber)
            let pageStart = pageNumber * pageSize
            let slice = wanted.clamped(to: pageStart..<(pageStart + page.count))
            result += page[(slice.lowerBound - pageStart)..<(slice.upperBound - pageStart)]
        }
        return result
    }

    private func page(_ number: Int) throws -> [Item] {
        if let cached = pages[number] {
            markUsed(number)
            return cached
        }
        let start = number * pageSize
        let loaded = try source.items(in: start..<min(start + pageSize, source.count))
        fetchedItemCount += loaded.count
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
