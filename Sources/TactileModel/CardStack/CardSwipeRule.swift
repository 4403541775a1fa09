/// The geometry of a swipe: which decision a released drag makes, how far a
/// card tilts and how strongly its stamp shows as it is dragged, and where it
/// goes when it leaves. Pure functions of the drag, cheap enough per frame.
///
/// A release is decided where it would come to rest, not where it was let go, so a
/// short fast flick commits and a long drag thrown back does not. The gesture's
/// tracker has already projected that end (`GestureTracker.Release.projectedEnd`, at
/// the tracker's deceleration): the rule reads it and projects nothing again.
public struct CardSwipeRule: Hashable, Sendable {
    /// The card's width in points; the commit distance (in every direction) and the tilt follow from it.
    public var cardWidth: Double
    /// The card's height in points; a card leaving up or down flies twice this.
    public var cardHeight: Double
    /// The fraction of the card's width the projected end must reach to
    /// commit (the swipe-card tutorial's half width).
    public var commitFraction: Double
    /// The tilt, in degrees, of a card dragged one card width sideways.
    public var maxRotationDegrees: Double

    /// A rule for cards of `cardWidth` × `cardHeight` points, committing at `commitFraction` of
    /// the width and tilting `maxRotationDegrees` at one card width.
    public init(cardWidth: Double = 320, cardHeight: Double = 440, commitFraction: Double = 0.5,
                maxRotationDegrees: Double = 12) {
        self.cardWidth = cardWidth
        self.cardHeight = cardHeight
        self.commitFraction = commitFraction
        self.maxRotationDegrees = maxRotationDegrees
    }

    /// How far (points) the projected end must go in any direction to commit.
    public var commitDistance: Double { commitFraction * cardWidth }

    /// The direction a card dragged from `origin` (its offset when the drag caught it) leaves
    /// in when let go with `release`: where the release's projected end puts the card, as
    /// `direction(restingAt:)` says.
    public func direction(of release: GestureTracker<Vector2>.Release, from origin: Vector2 = .zero,
                          allowed: SwipeDirections = .all) -> SwipeDirection? {
        // A gesture may report a speed that is not a number: the card then rests where it was let go.
        let end = [release.projectedEnd, release.translation].first(where: \.isFinite) ?? .zero
        return direction(restingAt: origin + end, allowed: allowed)
    }

    /// The direction a card that comes to rest at `end` (its offset from its place) leaves in,
    /// once `end` reaches `commitDistance` along it; a card held still rests where it is held.
    /// When it reaches it on both axes the farther one wins; a disallowed direction yields to
    /// the other, and nil means the card goes back.
    public func direction(restingAt end: Vector2, allowed: SwipeDirections = .all) -> SwipeDirection? {
        guard end.isFinite else { return nil }
        let horizontal: (direction: SwipeDirection, distance: Double) = end.x >= 0 ? (.right, end.x) : (.left, -end.x)
        let vertical: (direction: SwipeDirection, distance: Double) = end.y <= 0 ? (.up, -end.y) : (.down, end.y)
        let candidates = horizontal.distance >= vertical.distance ? [horizontal, vertical] : [vertical, horizontal]
        return candidates.first { $0.distance >= commitDistance && allowed.allows($0.direction) }?.direction
    }

    /// The card's tilt for a drag: proportional to the sideways distance, the
    /// full `maxRotationDegrees` at one card width, clockwise to the right.
    public func rotationDegrees(for translation: Vector2) -> Double {
        guard cardWidth > 0, translation.x.isFinite else { return 0 }
        return maxRotationDegrees * min(1, max(-1, translation.x / cardWidth))
    }

    /// How visible the stamp of a decision leaving `direction` is for a drag: 0 at rest, 1
    /// once the drag alone reaches the commit distance that way.
    public func stampOpacity(_ direction: SwipeDirection, for translation: Vector2) -> Double {
        let distance = translation.x * direction.unit.x + translation.y * direction.unit.y
        guard commitDistance > 0, distance.isFinite else { return 0 }
        return min(1, max(0, distance / commitDistance))
    }

    /// Where a card leaving `direction` from `translation` ends: two card sizes away that
    /// way, out of sight beside the stack, keeping its place across (a place that is not a
    /// number counts as the middle).
    public func exitOffset(for direction: SwipeDirection, from translation: Vector2) -> Vector2 {
        let across = Vector2(x: translation.x.isFinite ? translation.x : 0, y: translation.y.isFinite ? translation.y : 0)
        return switch direction {
        case .right: Vector2(x: 2 * cardWidth, y: across.y)
        case .left: Vector2(x: -2 * cardWidth, y: across.y)
        case .up: Vector2(x: across.x, y: -2 * cardHeight)
        case .down: Vector2(x: across.x, y: 2 * cardHeight)
        }
    }
}
