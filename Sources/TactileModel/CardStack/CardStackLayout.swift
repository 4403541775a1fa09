/// How the cards behind the top one are drawn: how much smaller each is and how much
/// of it shows below the card in front. Options with the tutorial's values as defaults;
/// the number of cards drawn is `CardStackModel.visibleCount`, the decision threshold
/// `CardSwipeRule.commitFraction`.
public struct CardStackLayout: Hashable, Sendable {
    /// How much smaller each card is than the one in front of it, as a fraction of the
    /// top card's size (0.06: the second card is drawn at 94 %, the third at 88 %).
    public var scaleStep: Double
    /// How many points of each card behind show below the card in front of it.
    public var peek: Double

    /// Cards behind shrinking by `scaleStep` per place and showing `peek` points below
    /// the card in front. Values that are not numbers, or out of range, are clamped
    /// (`scaleStep` to 0...0.5, `peek` to 0...100).
    public init(scaleStep: Double = 0.06, peek: Double = 12) {
        self.scaleStep = scaleStep.isFinite ? min(0.5, max(0, scaleStep)) : 0.06
        self.peek = peek.isFinite ? min(100, max(0, peek)) : 12
    }

    /// The scale of a card `depth` places behind the top one (fractional while the
    /// cards rise or sink); never below a tenth of the top card.
    public func scale(atDepth depth: Double) -> Double {
        max(0.1, 1 - scaleStep * depth)
    }

    /// How far below the top card's centre a card `depth` places behind it sits, for
    /// cards `cardHeight` points tall: enough that `peek` points of it show under the
    /// larger card in front.
    public func drop(atDepth depth: Double, cardHeight: Double) -> Double {
        depth * (peek + cardHeight * scaleStep / 2)
    }

    /// The room, in points, the cards behind take below the top card when
    /// `visibleCount` cards are drawn.
    public func room(forVisibleCount visibleCount: Int) -> Double {
        Double(max(0, visibleCount - 1)) * peek
    }
}
