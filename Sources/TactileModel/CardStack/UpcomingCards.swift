/// The cards still to come, in order: those already read from the source (`queue`), the rest
/// of the source read a page at a time as the stack gets to it, then the cards inserted at the
/// end (`tail`), then, when the stack loops, the cards passed coming round again. Insertions and
/// withdrawals change this order by item id, never by the source's indexes, so the source
/// holds still under them.
@MainActor
final class UpcomingCards<Item: Identifiable & Sendable> where Item.ID: Sendable {
    private let pager: CardPager<Item>
    /// The cards read or inserted so far, the top card first.
    private(set) var queue: [Item] = []
    /// The first source index not yet read into `queue`.
    private(set) var nextSourceIndex = 0
    /// Cards inserted at the end of the deck, after the whole source.
    private(set) var tail: [Item] = []
    /// Items of the source not yet read that were withdrawn: skipped when reached.
    private(set) var withdrawnAhead: Set<Item.ID> = []
    /// Cards in `queue` that are passed cards coming round again (the loop).
    private(set) var comingRound: Set<Item.ID> = []

    init(pager: CardPager<Item>) { self.pager = pager }

    var source: any CardSource<Item> { pager.source }
    var isSourceExhausted: Bool { nextSourceIndex >= source.count }

    /// Reads on until `count` cards are queued or nothing is left: the source, then the tail,
    /// then `comingRound()` once everything else is queued.
    func fill(to count: Int, comingRound passed: () -> [Item]) throws {
        while queue.count < count, !isSourceExhausted {
            let start = nextSourceIndex
            let page = try pager.items(in: start..<min(source.count, start + max(1, count - queue.count)))
            guard !page.isEmpty else { nextSourceIndex = source.count; break }
            nextSourceIndex = start + page.count
            for item in page {
                if withdrawnAhead.remove(item.id) == nil { queue.append(item) }
            }
        }
        if queue.count < count, isSourceExhausted, !tail.isEmpty {
            let taken = min(tail.count, count - queue.count)
            queue += tail.prefix(taken)
            tail.removeFirst(taken)
        }
        if queue.count < count, isSourceExhausted, tail.isEmpty {
            let queued = Set(queue.map(\.id))
            for item in passed() where queue.count < count && !queued.contains(item.id) {
                queue.append(item)
                comingRound.insert(item.id)
            }
        }
    }

    /// The top card leaves the deck (decided or withdrawn).
    func dropTop() {
        guard let top = queue.first else { return }
        queue.removeFirst()
        comingRound.remove(top.id)
    }

    /// An undone card goes back on top; a copy of it already coming round again goes.
    func pushBack(_ item: Item) {
        if let copy = queue.firstIndex(where: { $0.id == item.id }) { queue.remove(at: copy) }
        comingRound.remove(item.id)
        queue.insert(item, at: 0)
    }

    /// Puts `item` `place` cards below the top (reading the source that far), or at the
    /// end of the deck when `place` is nil or beyond it. Answers the place taken, or nil for the end.
    func insert(_ item: Item, at place: Int?) throws -> Int? {
        if let place {
            try fill(to: place, comingRound: { [] })
            let before = min(place, queue.count)
            if before < queue.count || !isSourceExhausted || !tail.isEmpty {
                queue.insert(item, at: before)
                return before
            }
        }
        // At the end: after the source and the cards inserted before, ahead of the passed
        // cards coming round again, but never above the top card.
        if isSourceExhausted, tail.isEmpty {
            let end = max(min(1, queue.count), queue.firstIndex { comingRound.contains($0.id) } ?? queue.count)
            queue.insert(item, at: end)
            return nil
        }
        tail.append(item)
        return nil
    }

    /// Where `id` is among the cards to come that were read or inserted.
    func place(of id: Item.ID) -> Int? { queue.firstIndex { $0.id == id } }

    /// Whether `id` waits at the end of the deck.
    func isInTail(_ id: Item.ID) -> Bool { tail.contains { $0.id == id } }

    /// Takes `id` out of the cards read or inserted; false when it was not among them.
    func remove(_ id: Item.ID) -> Bool {
        comingRound.remove(id)
        if let place = place(of: id) {
            queue.remove(at: place)
            return true
        }
        if let index = tail.firstIndex(where: { $0.id == id }) {
            tail.remove(at: index)
            return true
        }
        return false
    }

    /// Marks `id`, a item of the source not read yet, to be skipped when reached.
    func withdrawAhead(_ id: Item.ID) { withdrawnAhead.insert(id) }

    /// Whether `id` was withdrawn ahead of the stack.
    func isWithdrawnAhead(_ id: Item.ID) -> Bool { withdrawnAhead.contains(id) }
}
