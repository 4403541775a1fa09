import Testing
@testable import TactileModel

@Suite("Card stack layout")
struct CardStackLayoutTests {
    @Test func defaultsAreTodaysValues() {
        let layout = CardStackLayout()
        #expect(layout.scaleStep == 0.06 && layout.peek == 12)
        #expect(abs(layout.scale(atDepth: 2) - 0.88) < 1e-9)
        #expect(abs(layout.drop(atDepth: 1, cardHeight: 400) - 24) < 1e-9)
        #expect(layout.room(forVisibleCount: 3) == 24)
        #expect(CardSwipeRule().commitFraction == 0.5)
    }

    @Test func theCardsBehindFollowTheOptions() {
        let layout = CardStackLayout(scaleStep: 0.1, peek: 20)
        #expect(abs(layout.scale(atDepth: 1) - 0.9) < 1e-9)
        #expect(abs(layout.drop(atDepth: 2, cardHeight: 400) - 2 * (20 + 20)) < 1e-9)
        #expect(layout.room(forVisibleCount: 5) == 80)
        #expect(layout.room(forVisibleCount: 1) == 0)
    }

    @Test func outOfRangeOptionsAreClamped() {
        let layout = CardStackLayout(scaleStep: .nan, peek: -5)
        #expect(layout.scaleStep == 0.06 && layout.peek == 0)
        let steep = CardStackLayout(scaleStep: 3, peek: .infinity)
        #expect(steep.scaleStep == 0.5 && steep.peek == 12)
        #expect(steep.scale(atDepth: 4) == 0.1, "a card is never drawn smaller than a tenth")
    }

    @Test func theThresholdIsAFractionOfTheCardsWidth() {
        let rule = CardSwipeRule(cardWidth: 300, cardHeight: 400, commitFraction: 0.25)
        #expect(rule.commitDistance == 75)
        #expect(rule.direction(restingAt: Vector2(x: 80, y: 0)) == .right)
        #expect(rule.direction(restingAt: Vector2(x: 70, y: 0)) == nil)
    }
}
