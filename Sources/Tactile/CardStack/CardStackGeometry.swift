import TactileModel

/// Where the stack's cards go in a given space: the card's size and place,
/// and how the cards behind the top one are scaled and lowered by depth
/// (by the stack's `CardStackLayout`).
/// Depth is fractional: as the top card moves away the others rise towards
/// the next place up, and an undone card coming back pushes them down again.
struct CardStackGeometry: Equatable {
    /// The card's size for the tutorial's 320 × 440 proportions.
    static let aspect = 440.0 / 320.0
    static let maximumCardWidth = 420.0

    let width: Double
    let height: Double
    let layout: CardStackLayout
    let cardWidth: Double
    let cardHeight: Double
    let centreX: Double
    let centreY: Double

    /// Fits the card, with room for the cards peeking below it, in `width` × `height`.
    init(width: Double, height: Double, margin: Double = 16,
         layout: CardStackLayout = CardStackLayout(), visibleCount: Int = 3) {
        self.width = width
        self.height = height
        self.layout = layout
        let peeks = layout.room(forVisibleCount: visibleCount)
        let available = (width: max(1, width - 2 * margin), height: max(1, height - 2 * margin - peeks))
        let cardWidth = min(Self.maximumCardWidth, available.width, available.height / Self.aspect)
        self.cardWidth = cardWidth
        self.cardHeight = cardWidth * Self.aspect
        centreX = width / 2
        centreY = (height - peeks) / 2
    }

    /// The same space laid out with `layout` for `visibleCount` cards.
    func with(_ layout: CardStackLayout, visibleCount: Int) -> CardStackGeometry {
        CardStackGeometry(width: width, height: height, layout: layout, visibleCount: visibleCount)
    }

    func scale(atDepth depth: Double) -> Double { layout.scale(atDepth: depth) }

    /// How far a card at `depth` sits below the top one's centre.
    func drop(atDepth depth: Double) -> Double { layout.drop(atDepth: depth, cardHeight: cardHeight) }

    /// How far the cards behind have risen (0...1) when the top card is
    /// `offset` away: all the way once it is a card's width off.
    func lift(for offset: Vector2) -> Double {
        guard cardWidth > 0 else { return 0 }
        return min(1, offset.magnitude / cardWidth)
    }
}
