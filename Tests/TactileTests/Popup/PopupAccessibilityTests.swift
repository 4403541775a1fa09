@testable import Tactile
import XCTest

/// Modal focus, Escape, toasts as alerts, reduced motion.
final class PopupAccessibilityTests: XCTestCase {
    func testModalTakesFocusTrapsItClosesOnEscapeAndGivesItBack() {
        runPopupTest(animations: false) { fixture in
            let other = Button(label: "Other")
            fixture.column.append(other)
            XCTAssertTrue(fixture.trigger.grabFocus())
            let model = PopupTestModel()
            var reasons: [PopupDismissReason] = []
            let cancel = Button(label: "Cancel"), confirm = Button(label: "OK")
            let shown = fixture.showThroughBinding(model, options: PopupOptions.tutorial.closeOnTap(false),
                                                   onDismiss: { reasons.append($0) }) {
                let box = Box(.vertical)
                box.append(Label("Delete?"))
                box.append(cancel)
                box.append(confirm)
                return box
            }
            guard let card = shown else { return XCTFail("no modal shown") }
            XCTAssertEqual(card.accessibleRole, .dialog)
            XCTAssertTrue(MainLoop.run(until: { cancel.hasFocus }), "focus moves into the popup")

            XCTAssertFalse(other.grabFocus(), "the content behind cannot take the focus")
            XCTAssertTrue(cancel.hasFocus)
            XCTAssertTrue(card.handleTab(backwards: false))
            XCTAssertTrue(confirm.hasFocus)
            XCTAssertTrue(card.handleTab(backwards: false))
            XCTAssertTrue(cancel.hasFocus, "Tab wraps inside the popup")
            XCTAssertTrue(card.handleTab(backwards: true))
            XCTAssertTrue(confirm.hasFocus, "and Shift+Tab the other way")

            XCTAssertTrue(fixture.host.handleEscape())
            XCTAssertFalse(model.isShown)
            XCTAssertEqual(reasons, [.escape])
            XCTAssertTrue(MainLoop.run(until: { fixture.trigger.hasFocus }), "focus goes back where it was")
            XCTAssertTrue(other.grabFocus(), "the content takes the focus again")
            XCTAssertFalse(fixture.host.handleEscape(), "no modal: Escape goes on")
        }
    }

    func testToastIsAnAlertOutOfTheFocusChain() {
        runPopupTest(animations: false) { fixture in
            XCTAssertTrue(fixture.trigger.grabFocus())
            let undo = Button(label: "Undo")
            let box = Box(.horizontal)
            box.append(Label("Message archived"))
            box.append(undo)
            fixture.host.present(box, options: PopupOptions().kind(.toast))
            fixture.settle()
            guard let card = fixture.shownCard else { return XCTFail("no toast shown") }
            XCTAssertEqual(card.accessibleRole, .alert)
            XCTAssertFalse(card.canFocus)
            XCTAssertFalse(undo.grabFocus(), "nothing in a toast takes the focus")
            XCTAssertTrue(fixture.trigger.hasFocus, "the toast did not take the focus")
            XCTAssertFalse(fixture.host.handleEscape(), "Escape is not for toasts")
        }
    }

    func testWithAnimationsDisabledPopupsFadeWithoutSliding() {
        runPopupTest(animations: false) { fixture in
            let model = PopupTestModel()
            fixture.trigger.popup(isPresented: Bindable(model).isShown) { fixedLabel("Still") }
            model.isShown = true
            XCTAssertTrue(MainLoop.run(until: { fixture.shownCard?.restingRect.height ?? 0 > 0 }))
            guard let card = fixture.shownCard else { return XCTFail("no popup shown") }
            var offsets: [Vector2] = []
            var opacities: [Double] = []
            MainLoop.run(until: {
                offsets.append(card.currentOffset)
                opacities.append(card.opacity)
                return card.isAtRest
            })
            XCTAssertTrue(offsets.allSatisfy { $0 == .zero }, "never slides")
            XCTAssertEqual(opacities.last, 1)
            XCTAssertEqual(opacities, opacities.sorted(), "fades in")

            model.isShown = false
            MainLoop.run(until: { card.isLeaving })
            MainLoop.run(until: {
                offsets.append(card.currentOffset)
                return card.parent == nil
            })
            XCTAssertTrue(offsets.allSatisfy { $0 == .zero }, "leaves without sliding")
        }
    }
}
