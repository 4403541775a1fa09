/// The rules of a sheet whose content scrolls (exyte/PopupView's issues #262,
/// #293 and #164: there the inner scroll and drag-to-dismiss fight). A drag
/// belongs to the sheet only when moving the sheet is what it can mean: down
/// while the content is scrolled to its top, or up while the sheet is below
/// its tallest detent. Every other drag scrolls the content.
public struct PopupSheetDrag: Hashable, Sendable {
    /// The heights of the sheet's detents in its host, lowest first, without repeats.
    public let detentHeights: [Double]

    /// How far the content may be scrolled and still count as at its top (a
    /// kinetic scroll can stop a fraction of a pixel short).
    public static let topTolerance = 0.5

    /// The rules of a sheet resting at `detents` in a host `hostHeight` points tall.
    public init(detents: [PopupDetent], hostHeight: Double) {
        let heights = Set(detents.map { $0.height(in: hostHeight) }).sorted()
        detentHeights = heights.isEmpty ? [PopupDetent.large.height(in: hostHeight)] : heights
    }

    /// Who moves with a drag going `translationY` (down positive) from a sheet
    /// `height` tall whose content is scrolled `contentOffset` from its top.
    public func owner(translationY: Double, height: Double, contentOffset: Double) -> Owner {
        if translationY > 0 { return contentOffset <= Self.topTolerance ? .sheet : .content }
        if translationY < 0 { return height < tallest - Self.topTolerance ? .sheet : .content }
        return .undecided
    }

    /// Who a drag moves.
    public enum Owner: Hashable, Sendable {
        /// The sheet moves, or the content scrolls.
        case sheet, content
        /// It has not moved yet.
        case undecided
    }

    /// Where a sheet let go of goes, from the height its drag projects
    /// (height plus momentum): dismissed when that lies `dismissDistance` or
    /// more below the lowest detent (and dismissing by drag is allowed),
    /// otherwise the detent nearest to it.
    public func settle(projectedHeight: Double, dismissDistance: Double, dragToDismiss: Bool) -> Settle {
        if dragToDismiss, lowest - projectedHeight >= dismissDistance { return .dismiss }
        let nearest = detentHeights.min { abs($0 - projectedHeight) < abs($1 - projectedHeight) } ?? lowest
        return .rest(height: nearest)
    }

    /// What becomes of a sheet let go of.
    public enum Settle: Hashable, Sendable {
        /// It rests at the detent this tall.
        case rest(height: Double)
        /// It goes: the queue dismisses it (reason `.drag`).
        case dismiss
    }

    /// The detent after the one nearest `height`, back to the lowest after the
    /// tallest: what the sheet's handle does when pressed or activated by key.
    public func nextHeight(after height: Double) -> Double {
        guard let index = detentHeights.firstIndex(where: { $0 > height + Self.topTolerance }) else { return lowest }
        return detentHeights[index]
    }

    /// The lowest detent's height.
    public var lowest: Double { detentHeights.first ?? 0 }
    /// The tallest detent's height.
    public var tallest: Double { detentHeights.last ?? 0 }
}

extension PopupSheetDrag {
    /// Where a released drag sends the sheet, under the option's former name.
    @available(*, deprecated, renamed: "settle(projectedHeight:dismissDistance:dragToDismiss:)")
    public func settle(projectedHeight: Double, dismissDistance: Double, dismissesOnDrag: Bool) -> Settle {
        settle(projectedHeight: projectedHeight, dismissDistance: dismissDistance, dragToDismiss: dismissesOnDrag)
    }
}
