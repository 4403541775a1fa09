@testable import Tactile
import GtkTestSupport
import Observation
import XCTest

/// Items whose content is the app's own widget (`MenuItemWidget`): shown in the menu, a menu
/// item to screen readers named by its title, activated by a click and by the keys, dimmed
/// when disabled, made afresh each time the menu opens, and released with the menu.
final class ContextMenuCustomItemTests: XCTestCase {
    /// A rating the menu sets, and the star rows the app made for it.
    @MainActor
    @Observable
    final class Rating {
        var stars = 0
        var chosen: [Int] = []
        @ObservationIgnored var madeRows: [Int: Label] = [:]

        /// "Copy Name", then a row of stars for 3 (the app's widget, showing the current rating
        /// too; a radio choice), and a disabled one for 5.
        var menu: MenuDescription {
            MenuDescription(sections: [
                MenuSection([MenuItem("Copy Name", id: "copy-name") {}]),
                MenuSection([
                    MenuItem("Rate 3 Stars", id: "rate-3", state: .radio(group: "rating", isSelected: stars == 3),
                             content: { [unowned self] in self.row(3) }) { [weak self] in
                        self?.choose(3)
                    },
                    MenuItem("Rate 5 Stars", id: "rate-5", isEnabled: false, fillsRow: true,
                             content: { [unowned self] in self.row(5) }) { [weak self] in self?.choose(5) },
                ], title: "Rating"),
            ])
        }

        private func choose(_ count: Int) {
            stars = count
            chosen.append(count)
        }

        private func row(_ count: Int) -> Label {
            let label = Label(String(repeating: "★", count: count) + " (now \(stars))")
            madeRows[count] = label
            return label
        }
    }

    @MainActor
    private static func makeScene() -> (TutorialScene, Rating) {
        let scene = TutorialScene()
        let rating = Rating()
        scene.menu.menu { rating.menu }
        return (scene, rating)
    }

    /// Runs `body` on the GTK thread with the tutorial's tile giving the rating's menu.
    private func withScene(_ body: @MainActor (TutorialScene, Rating) -> Void) {
        MainActor.assumeIsolated {
            onGtk {
                let (scene, rating) = Self.makeScene()
                defer { scene.close() }
                body(scene, rating)
            }
        }
    }

    func testTheAppsWidgetShowsAsAMenuItemNamedByItsTitle() {
        withScene { scene, rating in
            scene.rightClick()
            guard let row = scene.menu.customRow(for: "rate-3"), let made = rating.madeRows[3] else {
                return XCTFail("no row for the app's widget")
            }
            XCTAssertTrue(row.content === made, "the row shows the widget the app made")
            XCTAssertEqual(made.isMapped, true, "shown in the open menu")
            XCTAssertGreaterThan(made.width, 0)
            XCTAssertEqual(made.text, "★★★ (now 0)")
            XCTAssertEqual(row.accessibleRole, .menuItemRadio, "a radio menu item to screen readers")
            XCTAssertEqual(row.isChecked, false, "not chosen yet")
            XCTAssertEqual(scene.menu.customRow(for: "rate-5")?.accessibleRole, .menuItem, "a plain one")
            XCTAssertEqual(row.accessibleName, "Rate 3 Stars", "named with the item's title")
            XCTAssertTrue(row.isFocusable)
            XCTAssertEqual(scene.itemButton("Copy Name")?.isMapped, true, "the standard items stay")
            XCTAssertEqual(scene.previewCard?.isMapped, true, "and the preview")
            if let copy = scene.itemButton("Copy Name"), let copyY = copy.translate(x: 0, y: 0, to: scene.menu.popover)?.y,
               let rowY = row.translate(x: 0, y: 0, to: scene.menu.popover)?.y {
                XCTAssertGreaterThan(rowY, copyY, "in the item's place, after the first section")
            } else {
                XCTFail("items not laid out")
            }
            XCTAssertTrue(scene.menu.customRow(for: "rate-5")?.hasCSSClass("fills-row") == true)
        }
    }

    func testAClickOnTheAppsWidgetRunsTheItemAndClosesTheMenu() {
        withScene { scene, rating in
            scene.rightClick()
            scene.choose("Rate 3 Stars")
            XCTAssertTrue(MainLoop.wait(until: { rating.stars == 3 }, atMost: 2), "the click runs the item")
            XCTAssertEqual(rating.chosen, [3], "once")
            XCTAssertFalse(scene.menu.isPresented)
            XCTAssertEqual(scene.dismissals, [.item("rate-3")])
            XCTAssertEqual(scene.commits, 0)
        }
    }

    func testArrowKeysReachTheAppsWidgetAndEnterOrSpaceActivatesIt() {
        withScene { scene, rating in
            // Away from where the menu opens: a pointer resting on an item gives it the focus.
            do { try ScreenInput.parkPointer() } catch { XCTFail("\(error)") }
            for key in ["Return", "space"] {
                XCTAssertTrue(scene.tile.grabFocus())
                scene.press("shift+F10")
                XCTAssertTrue(MainLoop.wait(until: { scene.previewButton?.hasFocus == true }, atMost: 2))
                for _ in 0..<4 where scene.menu.customRow(for: "rate-3")?.hasFocus != true { scene.press("Down") }
                XCTAssertEqual(scene.menu.customRow(for: "rate-3")?.hasFocus, true, "Down reaches the app's item")
                scene.press(key)
                XCTAssertTrue(MainLoop.wait(until: { !scene.menu.isPresented }, atMost: 2), "\(key) closes the menu")
            }
            XCTAssertEqual(rating.chosen, [3, 3], "Enter and Space each ran the item once")
            XCTAssertEqual(scene.dismissals, [.item("rate-3"), .item("rate-3")])
            XCTAssertTrue(scene.tile.hasFocus, "the focus goes back to the widget")
        }
    }

    func testADisabledItemOfTheAppsIsDimmedAndIgnoresClicks() {
        withScene { scene, rating in
            scene.rightClick()
            guard let row = scene.menu.customRow(for: "rate-5") else { return XCTFail("no row") }
            XCTAssertFalse(row.isSensitive, "dimmed")
            do { try ScreenInput.click(row) } catch { XCTFail("\(error)") }
            MainLoop.drain()
            XCTAssertEqual(rating.chosen, [])
            XCTAssertTrue(scene.menu.isPresented, "the menu stays open")
            scene.press("Escape")
        }
    }

    func testTheAppsWidgetIsMadeAgainForTheStateTheMenuOpensOn() {
        withScene { scene, rating in
            scene.rightClick()
            scene.choose("Rate 3 Stars")
            XCTAssertTrue(MainLoop.wait(until: { !scene.menu.isPresented }, atMost: 2))
            let first = rating.madeRows[3]
            scene.rightClick()
            XCTAssertFalse(rating.madeRows[3] === first, "a new widget for the new opening")
            XCTAssertEqual(rating.madeRows[3]?.text, "★★★ (now 3)")
            XCTAssertTrue(scene.menu.customRow(for: "rate-3")?.content === rating.madeRows[3])
            XCTAssertEqual(rating.madeRows[3]?.isMapped, true)
            XCTAssertEqual(scene.menu.customRow(for: "rate-3")?.isChecked, true, "told as chosen now")
            XCTAssertNil(first?.parent, "the old one is let go")
            scene.press("Escape")
        }
    }

    func testWindowDestroyedFinalizesTheRowsTheAppsWidgetsAndClosures() {
        MainActor.assumeIsolated {
            onGtk {
                let warmUp = Self.makeScene().0
                warmUp.rightClick()
                warmUp.close()
                let gtkKept = TutorialScene.wrappersKeptByAPopoverMenu(of: Rating().menu)
                let objectsBefore = LiveObjects.count
                let closuresBefore = LiveClosures.count
                var finalized: Set<String> = []
                do {
                    let (scene, rating) = Self.makeScene()
                    scene.rightClick()
                    scene.menu.customRow(for: "rate-3")?.onFinalize { finalized.insert("row") }
                    rating.madeRows[3]?.onFinalize { finalized.insert("widget") }
                    scene.menu.popover.onFinalize { finalized.insert("popover") }
                    rating.madeRows = [:]
                    scene.window.destroy() // with the menu open
                }
                XCTAssertTrue(MainLoop.wait(until: { finalized.count == 3 }, atMost: 3), "finalized: \(finalized)")
                MainLoop.drain()
                XCTAssertEqual(LiveClosures.count, closuresBefore, "closure boxes left alive")
                XCTAssertEqual(LiveObjects.count, objectsBefore + gtkKept, "Swift wrappers left alive beyond the shared menu model")
            }
        }
    }
}
