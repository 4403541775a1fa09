@testable import Tactile
import XCTest

/// Several popups: one per slot, by priority; updates in place.
final class PopupQueueViewTests: XCTestCase {
    func testNeverTwoInOneSlotAndPriorityOrder() throws {
        try runPopupTest(animations: false) { fixture in
            let toast = PopupOptions().kind(.toast)
            let low = fixture.host.present(fixedLabel("Low"), options: toast.priority(.low))
            let normal = fixture.host.present(fixedLabel("Normal"), options: toast)
            let high = fixture.host.present(fixedLabel("High"), options: toast.priority(.high))
            let top = fixture.host.present(fixedLabel("Top"), options: toast.position(.top))
            var order: [PopupID] = []
            for _ in 0..<3 {
                fixture.settle()
                let bottom = fixture.host.cards.values.filter { $0.options.resolvedPosition == .bottom }
                XCTAssertEqual(bottom.count, 1, "one card in the bottom slot")
                XCTAssertNotNil(fixture.host.shownCard(in: .top))
                guard let shown = fixture.host.shownCard(in: .bottom) else { return XCTFail("bottom empty") }
                order.append(shown.id)
                try fixture.tap(shown)
            }
            XCTAssertEqual(order, [high, normal, low])
            XCTAssertTrue(fixture.host.queue.isShown(top))
        }
    }

    func testItemBindingUpdatesShownPopupInPlace() throws {
        try runPopupTest(animations: true) { fixture in
            let model = PopupTestModel()
            fixture.trigger.popup(item: Bindable(model).status, options: PopupOptions().kind(.floater())) {
                fixedLabel($0.id == "loading" ? "Loading…" : "Done")
            }
            model.status = .init(id: "loading")
            XCTAssertTrue(fixture.settle())
            guard let card = fixture.shownCard else { return XCTFail("no popup shown") }
            XCTAssertEqual((card.content.widget as? Label)?.text, "Loading…")
            let loadingWidget = card.content.widget

            model.status = .init(id: "done")
            XCTAssertTrue(MainLoop.run(until: { card.content.widget !== loadingWidget }))
            XCTAssertTrue(fixture.shownCard === card, "the same popup, updated")
            XCTAssertEqual((card.content.widget as? Label)?.text, "Done")
            XCTAssertNil(loadingWidget.parent)
            fixture.settle()
            XCTAssertEqual(card.currentOffset, .zero, "no slide for an update")

            try fixture.tap(card)
            XCTAssertNil(model.status, "a dismissal clears the item")
        }
    }
}
