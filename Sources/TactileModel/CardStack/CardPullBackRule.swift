/// The geometry of pulling a decided card back in to undo it: where the pull may start (a
/// strip along the edge the card left through), where the card is drawn while it follows the
/// finger, how far back it is, and whether a release undoes the decision. Pure functions of
/// the stack's size, the card's size and the pull, cheap enough per frame.
///
/// Offsets are the card's offset from its place in the middle of the stack, as for a drag out.
/// A release is read as the gesture's tracker projected it (`GestureTracker.Release`).
public struct CardPullBackRule: Hashable, Sendable {
    /// How wide (points) the strip along the edge is in which a press starts a pull.
    public var edgeStrip: Double
    /// The fraction of the way back the projected end must reach to undo (half way by default).
    public var undoFraction: Double

    /// A rule starting pulls in a strip `edgeStrip` points wide and undoing once the projected
    /// end is `undoFraction` of the way back.
    public init(edgeStrip: Double = 48, undoFraction: Double = 0.5) {
        self.edgeStrip = edgeStrip
        self.undoFraction = undoFraction
    }

    /// Whether a press at `point` (in the stack, from its top left corner) in a stack of
    /// `stackWidth` × `stackHeight` points starts pulling back a card that left `direction`:
    /// a strip along the edge it flew out through.
    public func startsPull(at point: Vector2, stackWidth: Double, stackHeight: Double,
                           leftTo direction: SwipeDirection) -> Bool {
        guard point.x.isFinite, point.y.isFinite, point.x >= 0, point.y >= 0,
              point.x <= stackWidth, point.y <= stackHeight else { return false }
        let strip = max(0, edgeStrip)
        return switch direction {
        case .right: point.x >= stackWidth - strip
        case .left: point.x <= strip
        case .up: point.y <= strip
        case .down: point.y >= stackHeight - strip
        }
    }

    /// The card's offset when it waits just out of sight beyond the edge it left through:
    /// half the stack plus half the card away from the middle.
    public func outsideOffset(leftTo direction: SwipeDirection, stackWidth: Double, stackHeight: Double,
                              cardWidth: Double, cardHeight: Double) -> Vector2 {
        switch direction {
        case .right: Vector2(x: (stackWidth + cardWidth) / 2, y: 0)
        case .left: Vector2(x: -(stackWidth + cardWidth) / 2, y: 0)
        case .up: Vector2(x: 0, y: -(stackHeight + cardHeight) / 2)
        case .down: Vector2(x: 0, y: (stackHeight + cardHeight) / 2)
        }
    }

    /// Where the card is drawn for a pull `translation` away from where it started, the card
    /// starting at `outside`: it follows the finger, never past its place nor further out.
    public func offset(for translation: Vector2, from outside: Vector2) -> Vector2 {
        let moved = Vector2(x: translation.x.isFinite ? translation.x : 0, y: translation.y.isFinite ? translation.y : 0)
        let raw = outside + moved
        if outside.x != 0 {
            let along = outside.x > 0 ? min(max(raw.x, 0), outside.x) : max(min(raw.x, 0), outside.x)
            return Vector2(x: along, y: raw.y)
        }
        let along = outside.y < 0 ? max(min(raw.y, 0), outside.y) : min(max(raw.y, 0), outside.y)
        return Vector2(x: raw.x, y: along)
    }

    /// How far back the card at `offset` is: 0 outside, 1 in its place.
    public func progress(of offset: Vector2, from outside: Vector2) -> Double {
        let travel = outside.x != 0 ? outside.x : outside.y
        let left = outside.x != 0 ? offset.x : offset.y
        guard travel != 0, travel.isFinite, left.isFinite else { return 0 }
        return min(1, max(0, 1 - left / travel))
    }

    /// Whether a pull that started with the card at `outside`, let go with `release`, undoes
    /// the decision: the card, drawn where the pull left it (`offset(for:from:)`) and carried on
    /// as far as the release projects, ends at least `undoFraction` of the way back, so a slow
    /// pull past half way and a short fling inwards both undo. A carry that is not a number
    /// counts as none.
    public func undoes(_ release: GestureTracker<Vector2>.Release, from outside: Vector2) -> Bool {
        let carry = release.carry.isFinite ? release.carry : .zero
        return undoes(restingAt: offset(for: release.translation, from: outside) + carry, from: outside)
    }

    /// Whether a card coming to rest at `end` is at least `undoFraction` of the way back from `outside`.
    public func undoes(restingAt end: Vector2, from outside: Vector2) -> Bool {
        let travel = outside.x != 0 ? outside.x : outside.y
        let left = outside.x != 0 ? end.x : end.y
        guard travel != 0, travel.isFinite, left.isFinite else { return false }
        return 1 - left / travel >= undoFraction
    }
}
