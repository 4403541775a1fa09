import GtkTestSupport
@testable import Tactile
import XCTest

/// Popups, their content and closures are finalized after dismissal and
/// when their window is destroyed.
final class PopupLifetimeTests: XCTestCase {
    func testDismissedPopupAndDestroyedWindowLeaveNothingBehind() {
        MainActor.assumeIsolated {
            onGtk {
                withAnimations(false) {
                    let wrappersBefore = LiveObjects.count
                    let closuresBefore = LiveClosures.count
                    var finalized: Set<String> = []
                    let model = PopupTestModel()
                    do {
                        let fixture = PopupFixture()
                        fixture.trigger.popup(isPresented: Bindable(model).isShown) {
                            let label = fixedLabel("First")
                            label.onFinalize { finalized.insert("first content") }
                            return label
                        }
                        model.isShown = true
                        fixture.settle()
                        fixture.shownCard?.onFinalize { finalized.insert("first card") }
                        do {
                            if let card = fixture.shownCard { try fixture.tap(card) }
                        } catch {
                            XCTFail("no real pointer: \(error)")
                        }
                        XCTAssertTrue(MainLoop.run(until: { finalized.count == 2 }), "dismissed: \(finalized)")

                        let toast = fixedLabel("Second")
                        toast.onFinalize { finalized.insert("second content") }
                        fixture.host.present(toast, options: PopupOptions().kind(.toast).autohide(after: .seconds(5)))
                        fixture.host.onFinalize { finalized.insert("host") }
                        model.isShown = true
                        fixture.settle()
                        XCTAssertEqual(fixture.host.queue.shown.count, 2)
                        fixture.close()
                    }
                    XCTAssertTrue(MainLoop.run(until: { finalized.count == 4 }), "finalized: \(finalized)")
                    XCTAssertEqual(LiveClosures.count, closuresBefore, "closure boxes left alive")
                    XCTAssertEqual(LiveObjects.count, wrappersBefore, "Swift wrappers left alive")
                }
            }
        }
    }

    func testASheetWithItsHandleAndAToastWithItsActionLeaveNothingBehind() {
        MainActor.assumeIsolated {
            onGtk {
                withAnimations(false) {
                    // The first window and popup make the toolkit's one-time state (styles,
                    // settings watchers), which would pass for a leak of whichever test runs first.
                    PopupFixture().close()
                    let wrappersBefore = LiveObjects.count
                    let closuresBefore = LiveClosures.count
                    var finalized: Set<String> = []
                    do {
                        let fixture = PopupFixture()
                        let sheet = Box(.vertical)
                        let handle = PopupSheetHandle()
                        handle.onFinalize { finalized.insert("handle") }
                        sheet.append(handle)
                        let scroller = ScrolledWindow()
                        scroller.child = fixedLabel("Long", height: 900)
                        sheet.append(scroller)
                        let sheetID = fixture.host.present(sheet, options: PopupOptions().kind(.sheet))
                        let toast = PopupToast(title: "Archived", actionLabel: "Undo") { finalized.insert("never undone") }
                        toast.onFinalize { finalized.insert("toast") }
                        fixture.host.present(toast, options: PopupOptions.toast.position(.top))
                        fixture.settle()
                        fixture.host.cards[sheetID]?.onFinalize { finalized.insert("sheet card") }
                        fixture.host.dismiss(sheetID)
                        XCTAssertTrue(MainLoop.run(until: { finalized.contains("sheet card") }), "dismissed: \(finalized)")
                        fixture.close()
                    }
                    XCTAssertTrue(MainLoop.run(until: { finalized.isSuperset(of: ["toast", "handle"]) }), "finalized: \(finalized)")
                    XCTAssertFalse(finalized.contains("never undone"))
                    XCTAssertEqual(LiveClosures.count, closuresBefore, "closure boxes left alive")
                    XCTAssertEqual(LiveObjects.count, wrappersBefore, "Swift wrappers left alive")
                }
            }
        }
    }
}
