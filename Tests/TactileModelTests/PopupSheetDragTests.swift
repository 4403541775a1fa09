import Testing
@testable import TactileModel

@Suite("Popup sheet: detents and the inner scroll")
struct PopupSheetDragTests {
    let rules = PopupSheetDrag(detents: [.medium, .large], hostHeight: 800)

    @Test func detentsAreHeightsInTheHost() {
        #expect(rules.detentHeights == [400, 720])
        #expect(PopupDetent.height(300).height(in: 800) == 300)
        #expect(PopupDetent.height(2000).height(in: 800) == 800, "never taller than the host")
        #expect(PopupDetent.fraction(-1).height(in: 800) == 0)
        #expect(PopupDetent.fraction(.nan).height(in: 800) == 0)
        #expect(PopupSheetDrag(detents: [.large, .medium, .fraction(0.5)], hostHeight: 800).detentHeights == [400, 720],
                "sorted, without repeats")
        #expect(PopupSheetDrag(detents: [], hostHeight: 800).detentHeights == [720], "no detents: the large one")
    }

    @Test func aDragDownIsTheSheetsOnlyWhileTheContentIsAtItsTop() {
        #expect(rules.owner(translationY: 10, height: 400, contentOffset: 0) == .sheet)
        #expect(rules.owner(translationY: 10, height: 400, contentOffset: 0.4) == .sheet, "within the tolerance")
        #expect(rules.owner(translationY: 10, height: 400, contentOffset: 120) == .content,
                "scrolled down, the drag scrolls the list back instead of closing the sheet")
        #expect(rules.owner(translationY: 10, height: 720, contentOffset: 120) == .content)
    }

    @Test func aDragUpGrowsTheSheetUntilItsTallestThenScrolls() {
        #expect(rules.owner(translationY: -10, height: 400, contentOffset: 0) == .sheet)
        #expect(rules.owner(translationY: -10, height: 400, contentOffset: 50) == .sheet, "it grows before it scrolls")
        #expect(rules.owner(translationY: -10, height: 720, contentOffset: 0) == .content)
        #expect(rules.owner(translationY: 0, height: 400, contentOffset: 0) == .undecided)
    }

    @Test func aReleaseRestsAtTheNearestDetentOrDismissesBelowTheLowest() {
        #expect(rules.settle(projectedHeight: 500, dismissDistance: 80, dragToDismiss: true) == .rest(height: 400))
        #expect(rules.settle(projectedHeight: 600, dismissDistance: 80, dragToDismiss: true) == .rest(height: 720))
        #expect(rules.settle(projectedHeight: 340, dismissDistance: 80, dragToDismiss: true) == .rest(height: 400),
                "60 points below the lowest is short of 80")
        #expect(rules.settle(projectedHeight: 320, dismissDistance: 80, dragToDismiss: true) == .dismiss)
        #expect(rules.settle(projectedHeight: -500, dismissDistance: 80, dragToDismiss: false) == .rest(height: 400),
                "a sheet that is not dismissed by drag goes back to its lowest detent")
    }

    @Test func theHandleStepsUpAndWrapsToTheLowest() {
        #expect(rules.nextHeight(after: 400) == 720)
        #expect(rules.nextHeight(after: 720) == 400)
        #expect(rules.nextHeight(after: 550) == 720, "between detents, the next one up")
        #expect(PopupSheetDrag(detents: [.large], hostHeight: 800).nextHeight(after: 720) == 720)
    }

    @Test func sheetsAreModalBottomPopupsWithDetentOptions() {
        let options = PopupOptions().kind(.sheet)
        #expect(options.resolvedPosition == .bottom)
        #expect(options.detents == [.medium, .large])
        #expect(options.detents([]).detents == [.large])
        #expect(options.detents([.height(200)]).detents == [.height(200)])
    }
}
