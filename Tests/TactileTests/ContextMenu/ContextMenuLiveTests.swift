@testable import Tactile
import GtkTestSupport
import XCTest

/// The open menu following the app: titles and checks changed while it is shown, items that
/// load later, and the two commit styles.
final class ContextMenuLiveTests: XCTestCase {
    /// A load the test finishes when it chooses, as a slow store or network would.
    @MainActor
    final class Gate {
        var continuation: CheckedContinuation<[String], Error>?
        var chosen: [String] = []
        func wait() async throws -> [MenuItem] {
            let titles = try await withCheckedThrowingContinuation { continuation = $0 }
            return titles.map { title in
                MenuItem(title, id: title.lowercased()) { [weak self] in self?.chosen.append(title) }
            }
        }
        func finish(_ titles: [String]) {
            continuation?.resume(returning: titles)
            continuation = nil
        }
    }

    /// "Copy Name", then a "Similar" section whose items `gate` gives when the test chooses.
    @MainActor
    static func menu(loadingSimilarThrough gate: Gate) -> MenuDescription {
        MenuDescription(sections: [
            MenuSection([MenuItem("Copy Name", id: "copy-name") {}]),
            MenuSection(title: "Similar", loading: DeferredMenuItems(id: "similar") { try await gate.wait() }),
        ])
    }

    func testATitleAndACheckChangedWhileOpenShowAtOnceAndTheFocusStays() {
        MainActor.assumeIsolated {
            onGtk {
                let scene = TutorialScene()
                defer { scene.close() }
                let color = scene.color
                scene.menu.menu {
                    MenuDescription([
                        MenuItem(color.showsHex ? "Hide Hex Code" : "Show Hex Code", id: "hex",
                                 state: .checkbox(isOn: color.showsHex)) { color.showsHex.toggle() },
                        MenuItem("Copy Name", id: "copy-name") { color.copied.append(color.swatch.label) },
                    ])
                }
                scene.rightClick()
                XCTAssertEqual(scene.itemButton("Show Hex Code")?.grabFocus(), true)
                color.showsHex = true // the app changes it, as a shortcut or a sync would
                MainLoop.drain()
                XCTAssertTrue(scene.menu.isPresented, "the change does not close the menu")
                let renamed = scene.itemButton("Hide Hex Code")
                XCTAssertEqual(renamed?.isMapped, true, "the new title shows at once")
                XCTAssertNil(scene.itemButton("Show Hex Code"))
                XCTAssertEqual(renamed?.boolProperty("active"), true, "and its check mark")
                XCTAssertEqual(renamed?.hasFocus, true, "the focus stays on the item that changed")
                scene.press("Return")
                XCTAssertTrue(MainLoop.wait(until: { !color.showsHex }, atMost: 2), "Enter runs the renamed item")
                XCTAssertEqual(scene.dismissals, [.item("hex")])
            }
        }
    }

    func testItemsThatLoadLaterShowAPlaceholderReplacedInPlace() {
        MainActor.assumeIsolated {
            onGtk {
                let scene = TutorialScene()
                defer { scene.close() }
                let gate = Gate()
                scene.menu.menu { Self.menu(loadingSimilarThrough: gate) }
                scene.rightClick()
                let placeholder = scene.itemButton("Loading…")
                XCTAssertEqual(placeholder?.isMapped, true, "the placeholder shows while loading")
                XCTAssertEqual(placeholder?.isSensitive, false, "and cannot be chosen")
                XCTAssertTrue(MainLoop.wait(until: { gate.continuation != nil }, atMost: 2), "the load starts when the menu opens")
                XCTAssertEqual(scene.itemButton("Copy Name")?.grabFocus(), true)
                gate.finish(["Lime", "Olive"])
                XCTAssertTrue(MainLoop.wait(until: { scene.itemButton("Lime")?.isMapped == true }, atMost: 2))
                XCTAssertNil(scene.itemButton("Loading…"), "replaced in place")
                XCTAssertTrue(scene.menu.isPresented)
                XCTAssertEqual(scene.itemButton("Copy Name")?.hasFocus, true, "the focus stays where it was")
                scene.choose("Olive")
                XCTAssertEqual(gate.chosen, ["Olive"])
                XCTAssertEqual(scene.dismissals, [.item("olive")])

                // Opened again, it loads again; a failure says why, and the rest works.
                scene.rightClick()
                XCTAssertNotNil(scene.itemButton("Loading…"))
                XCTAssertTrue(MainLoop.wait(until: { gate.continuation != nil }, atMost: 2))
                gate.continuation?.resume(throwing: StoreLikeError(text: "the store is busy"))
                gate.continuation = nil
                XCTAssertTrue(MainLoop.wait(until: { scene.itemButton("Could not load: the store is busy") != nil }, atMost: 2))
                XCTAssertEqual(scene.itemButton("Could not load: the store is busy")?.isSensitive, false)
                scene.press("Escape")
                XCTAssertFalse(scene.menu.isPresented)
            }
        }
    }

    func testAKeyboardMenuRebuiltByALoadKeepsTheFocusOnItsPreview() {
        MainActor.assumeIsolated {
            onGtk {
                let scene = TutorialScene()
                defer { scene.close() }
                let gate = Gate()
                scene.menu.menu { Self.menu(loadingSimilarThrough: gate) }
                XCTAssertTrue(scene.tile.grabFocus())
                scene.press("shift+F10")
                XCTAssertTrue(MainLoop.wait(until: { scene.previewButton?.hasFocus == true }, atMost: 2),
                              "a keyboard menu opens with the focus on its preview")
                XCTAssertTrue(MainLoop.wait(until: { gate.continuation != nil }, atMost: 2))
                gate.finish(["Lime"])
                XCTAssertTrue(MainLoop.wait(until: { scene.itemButton("Lime")?.isMapped == true }, atMost: 2))
                XCTAssertEqual(scene.previewButton?.hasFocus, true, "the rebuilt menu keeps the focus on the preview")
                scene.press("Down")
                XCTAssertEqual(scene.itemButton("Copy Name")?.hasFocus, true, "and Down reaches the first item")
                scene.press("Escape")
                XCTAssertFalse(scene.menu.isPresented)
                XCTAssertEqual(scene.tile.hasFocus, true, "Escape gives the focus back to the tile")
            }
        }
    }

    func testDismissStyleClosesTheMenuBeforeTheCommit() {
        MainActor.assumeIsolated {
            onGtk {
                let scene = TutorialScene()
                defer { scene.close() }
                var openAtCommit: [Bool] = []
                scene.menu.onCommit { [weak menu = scene.menu] in openAtCommit.append(menu?.isPresented ?? false) }
                XCTAssertEqual(scene.menu.commitStyle, .dismiss, "the default")
                scene.rightClick()
                scene.clickPreview()
                XCTAssertEqual(openAtCommit, [false])
                XCTAssertEqual(scene.dismissals, [.commit])
            }
        }
    }

    func testPopStyleFadesThePreviewThenClosesThenOpensTheDestination() {
        MainActor.assumeIsolated {
            onGtk {
                let scene = TutorialScene()
                defer { scene.close() }
                var openAtCommit: [Bool] = []
                scene.menu.commitStyle(.pop).onCommit { [weak menu = scene.menu] in
                    openAtCommit.append(menu?.isPresented ?? true)
                }
                scene.rightClick()
                scene.clickPreview()
                XCTAssertTrue(MainLoop.wait(until: { (scene.previewButton?.opacity ?? 1) < 0.9 }, atMost: 1),
                              "the preview fades")
                XCTAssertTrue(scene.menu.isPresented, "in the menu, still shown as it fades")
                XCTAssertEqual(scene.commits, 0, "the destination waits for the menu to close")
                XCTAssertTrue(MainLoop.wait(until: { scene.commits == 1 }, atMost: 2), "then it opens")
                XCTAssertEqual(openAtCommit, [false], "the menu has closed when the destination opens")
                XCTAssertEqual(scene.dismissals, [.commit])

                // Enter on the preview pops too; the next menu's preview is whole again.
                scene.rightClick()
                XCTAssertEqual(scene.previewButton?.opacity, 1, "the next menu's preview is whole again")
                XCTAssertEqual(scene.previewButton?.grabFocus(), true)
                scene.press("Return")
                XCTAssertTrue(MainLoop.wait(until: { scene.commits == 2 && !scene.menu.isPresented }, atMost: 2))
                XCTAssertEqual(openAtCommit, [false, false])
                XCTAssertEqual(scene.dismissals, [.commit, .commit])
            }
        }
    }

    func testAClickElsewhereAsThePreviewFadesStillCommits() {
        MainActor.assumeIsolated {
            onGtk {
                let scene = TutorialScene()
                defer { scene.close() }
                scene.menu.commitStyle(.pop)
                scene.rightClick()
                scene.clickPreview()
                scene.clickOutside()
                XCTAssertTrue(MainLoop.wait(until: { scene.commits == 1 }, atMost: 2), "the commit was chosen: it runs")
                XCTAssertEqual(scene.dismissals, [.commit])
            }
        }
    }
}

/// An error whose message is its text, as a store's errors read.
private struct StoreLikeError: Error, CustomStringConvertible {
    let text: String
    var description: String { text }
}
