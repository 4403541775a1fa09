import TactileModel

/// Where the stack's cards go in a given space: the card's size and place,
/// and how the cards behind the top one are scaled and lowered by depth.
/// Depth is fractional: as the top card moves away the others rise towards
/// the next place up, and an undone card coming back pushes them down again.
struct CardStackGeometry: Equatable {
    /// The card's size for the tutorial's 320 × 440 proportions.
    static let aspect = 440.0 / 320.0
    static let maximumCardWidth = 420.0
    /// How much of each card behind shows below the one in front.
    static let peek = 12.0
    static let scaleStep = 0.06

    let cardWidth: Double
    let cardHeight: Double
    let centreX: Double
    let centreY: Double

    /// Fits the card, with room for two cards peeking below it, in `width` × `height`.
    init(width: Double, height: Double, margin: Double = 16) {
        let peeks = 2 * Self.peek
        let available = (width: max(1, width - 2 * margin), height: max(1, height - 2 * margin - peeks))
        let cardWidth = min(Self.maximumCardWidth, available.width, available.height / Self.aspect)
        self.cardWidth = cardWidth
        self.cardHeight = cardWidth * Self.aspect
        centreX = width / 2
        centreY = (height - peeks) / 2
    }

    func scale(atDepth depth: Double) -> Double { 1 - Self.scaleStep * depth }

    /// How far a card at `depth` sits below the top one's centre: enough that
    /// `peek` points of it show under the (larger) card in front.
    func drop(atDepth depth: Double) -> Double {
        depth * (Self.peek + cardHeight * Self.scaleStep / 2)
    }

    /// How far the cards behind have risen (0...1) when the top card is
    /// `offset` away: all the way once it is a card's width off.
    func lift(for offset: Vector2) -> Double {
        guard cardWidth > 0 else { return 0 }
        return min(1, offset.magnitude / cardWidth)
    }
}
