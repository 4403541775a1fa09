/// The cards still to come, in order: those already read from the source (`queue`), the rest
/// of the source read a page at a time as the stack gets to it, then the cards inserted at the
/// end (`tail`), then, when the stack loops, the cards passed coming round again. Insertions and
/// withdrawals change this order by profile id, never by the source's indexes, so the source
/// holds still under them.
@MainActor
final class UpcomingCards {
    private let pager: ProfilePager
    /// The cards read or inserted so far, the top card first.
    private(set) var queue: [Profile] = []
    /// The first source index not yet read into `queue`.
    private(set) var nextSourceIndex = 0
    /// Cards inserted at the end of the deck, after the whole source.
    private(set) var tail: [Profile] = []
    /// Profiles of the source not yet read that were withdrawn: skipped when reached.
    private(set) var withdrawnAhead: Set<Profile.ID> = []
    /// Cards in `queue` that are passed cards coming round again (the loop).
    private(set) var comingRound: Set<Profile.ID> = []

    init(pager: ProfilePager) { self.pager = pager }

    var source: any ProfileSource { pager.source }
    var isSourceExhausted: Bool { nextSourceIndex >= source.count }

    /// Reads on until `count` cards are queued or nothing is left: the source, then the tail,
    /// then `comingRound()` once everything else is queued.
    func fill(to count: Int, comingRound passed: () -> [Profile]) throws {
        while queue.count < count, !isSourceExhausted {
            let start = nextSourceIndex
            let page = try pager.profiles(in: start..<min(source.count, start + max(1, count - queue.count)))
            guard !page.isEmpty else { nextSourceIndex = source.count; break }
            nextSourceIndex = start + page.count
            for profile in page {
                if withdrawnAhead.remove(profile.id) == nil { queue.append(profile) }
            }
        }
        if queue.count < count, isSourceExhausted, !tail.isEmpty {
            let taken = min(tail.count, count - queue.count)
            queue += tail.prefix(taken)
            tail.removeFirst(taken)
        }
        if queue.count < count, isSourceExhausted, tail.isEmpty {
            let queued = Set(queue.map(\.id))
            for profile in passed() where queue.count < count && !queued.contains(profile.id) {
                queue.append(profile)
                comingRound.insert(profile.id)
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
    func pushBack(_ profile: Profile) {
        if let copy = queue.firstIndex(where: { $0.id == profile.id }) { queue.remove(at: copy) }
        comingRound.remove(profile.id)
        queue.insert(profile, at: 0)
    }

    /// Puts `profile` `place` cards below the top (reading the source that far), or at the
    /// end of the deck when `place` is nil or beyond it. Answers the place taken, or nil for the end.
    func insert(_ profile: Profile, at place: Int?) throws -> Int? {
        if let place {
            try fill(to: place, comingRound: { [] })
            let before = min(place, queue.count)
            if before < queue.count || !isSourceExhausted || !tail.isEmpty {
                queue.insert(profile, at: before)
                return before
            }
        }
        // At the end: after the source and the cards inserted before, ahead of the passed
        // cards coming round again, but never above the top card.
        if isSourceExhausted, tail.isEmpty {
            let end = max(min(1, queue.count), queue.firstIndex { comingRound.contains($0.id) } ?? queue.count)
            queue.insert(profile, at: end)
            return nil
        }
        tail.append(profile)
        return nil
    }

    /// Where `id` is among the cards to come that were read or inserted.
    func place(of id: Profile.ID) -> Int? { queue.firstIndex { $0.id == id } }

    /// Whether `id` waits at the end of the deck.
    func isInTail(_ id: Profile.ID) -> Bool { tail.contains { $0.id == id } }

    /// Takes `id` out of the cards read or inserted; false when it was not among them.
    func remove(_ id: Profile.ID) -> Bool {
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

    /// Marks `id`, a profile of the source not read yet, to be skipped when reached.
    func withdrawAhead(_ id: Profile.ID) { withdrawnAhead.insert(id) }

    /// Whether `id` was withdrawn ahead of the stack.
    func isWithdrawnAhead(_ id: Profile.ID) -> Bool { withdrawnAhead.contains(id) }
}
