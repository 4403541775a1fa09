/// Rules an app sets per card (Koloda's `allowedDirectionsForIndex`,
/// `shouldDragCardAt` and `shouldSwipeCardAt`): which directions a card may leave in,
/// whether it may be dragged at all, and a last word before any decision. Every rule
/// is asked about the top card only, and unset rules allow everything.
public struct CardRules<Item>: Sendable {
    /// The directions `item`'s card may leave in, on top of the stack's
    /// `allowedDirections`; nil allows every direction.
    public var directions: (@MainActor @Sendable (Item) -> SwipeDirections)?
    /// Whether `item`'s card may be dragged; a vetoed card does not move under the
    /// finger or pointer (buttons and keys still decide it). Nil allows every drag.
    public var canDrag: (@MainActor @Sendable (Item) -> Bool)?
    /// Whether `item`'s card may leave with `decision` now, asked before a button, a
    /// key or a released drag decides; a vetoed drag springs back. Nil allows it.
    public var canDecide: (@MainActor @Sendable (Item, Decision) -> Bool)?

    /// Rules answering with `directions`, `canDrag` and `canDecide`; each nil allows everything.
    public init(directions: (@MainActor @Sendable (Item) -> SwipeDirections)? = nil,
                canDrag: (@MainActor @Sendable (Item) -> Bool)? = nil,
                canDecide: (@MainActor @Sendable (Item, Decision) -> Bool)? = nil) {
        self.directions = directions
        self.canDrag = canDrag
        self.canDecide = canDecide
    }
}
