@testable import Tactile
import GtkTestSupport
import XCTest

final class ContextMenuTests: XCTestCase {
    func testRightClickOpensMenuAtPointerWithItemsAndPreview() {
        MainActor.assumeIsolated {
            onGtk {
                let scene = TutorialScene()
                defer { scene.close() }
                XCTAssertEqual(scene.menuBuilds, 0, "items are built when the menu opens, not before")
                scene.rightClick(x: 40, y: 30)
                XCTAssertTrue(scene.menu.isPresented)
                XCTAssertEqual(scene.menu.trigger, .secondaryClick)
                XCTAssertEqual(scene.menu.model.anchor?.x ?? .nan, 40, accuracy: 0.01, "at the pointer")
                XCTAssertEqual(scene.menu.model.anchor?.y ?? .nan, 30, accuracy: 0.01)
                XCTAssertTrue(scene.menu.model.isPresented)
                XCTAssertGreaterThan(scene.menuBuilds, 0, "built when opened")
                XCTAssertTrue(scene.menu.popover.parent === scene.tile)
                for title in ["Set Red", "Set Green", "Show Hex Code", "Copy Hex Code", "More", "Reset"] {
                    XCTAssertEqual(scene.itemButton(title)?.isMapped, true, "\(title) is shown")
                }
                XCTAssertTrue(scene.menu.showsPreview)
                XCTAssertEqual(scene.previewCard?.isMapped, true)
                XCTAssertEqual(scene.previewCard?.titleText, "Green")
                XCTAssertEqual(scene.previewCard?.subtitleText, "#00FF00", "the preview shows the hex code")
                XCTAssertEqual(scene.previewButton?.width, 240, "the preview takes its preferred size")
                // The preview is the first item, above the first command.
                if let preview = scene.previewCard, let first = scene.itemButton("Set Red"),
                   let previewY = preview.translate(x: 0, y: 0, to: scene.menu.popover)?.y,
                   let firstY = first.translate(x: 0, y: 0, to: scene.menu.popover)?.y {
                    XCTAssertLessThan(previewY, firstY)
                } else {
                    XCTFail("preview and items not laid out")
                }
            }
        }
    }

    func testChoosingSetRedChangesTheTileAndClosesWithTheItemAsReason() {
        MainActor.assumeIsolated {
            onGtk {
                let scene = TutorialScene()
                defer { scene.close() }
                scene.rightClick()
                scene.choose("Set Red")
                XCTAssertFalse(scene.menu.isPresented)
                XCTAssertFalse(scene.menu.model.isPresented)
                XCTAssertEqual(scene.color.swatch, TutorialColor.red)
                XCTAssertEqual(scene.name.text, "Red")
                XCTAssertTrue(scene.tile.hasCSSClass("tactile-fill-FF0000"))
                XCTAssertEqual(scene.dismissals, [.item("set-red")])
                XCTAssertEqual(scene.commits, 0)
            }
        }
    }

    func testOpenPreviewAndItemsFollowStateChanges() {
        MainActor.assumeIsolated {
            onGtk {
                let scene = TutorialScene()
                defer { scene.close() }
                scene.rightClick()
                let card = scene.previewCard
                scene.color.swatch = TutorialColor.red
                MainLoop.drain()
                XCTAssertTrue(scene.menu.isPresented, "a state change does not close the menu")
                XCTAssertTrue(scene.previewCard === card, "the same preview, updated in place")
                XCTAssertEqual(scene.previewCard?.titleText, "Red")
                XCTAssertEqual(scene.previewCard?.subtitleText, "#FF0000")
                XCTAssertTrue(scene.previewCard?.hasCSSClass("tactile-fill-FF0000") ?? false)
                XCTAssertEqual(scene.itemButton("Set Red")?.boolProperty("active"), true, "radio mark follows")
                XCTAssertEqual(scene.itemButton("Set Green")?.boolProperty("active"), false)
                XCTAssertEqual(scene.itemButton("Reset")?.isSensitive, true, "Reset is enabled once not green")
            }
        }
    }

    func testActivatingThePreviewCommits() {
        MainActor.assumeIsolated {
            onGtk {
                let scene = TutorialScene()
                defer { scene.close() }
                scene.rightClick()
                scene.clickPreview()
                XCTAssertFalse(scene.menu.isPresented)
                XCTAssertEqual(scene.commits, 1)
                XCTAssertEqual(scene.menu.lastDismissal, .commit)

                // Enter on the focused preview activates the button the same way.
                scene.rightClick()
                XCTAssertEqual(scene.previewButton?.grabFocus(), true, "the preview takes the focus")
                scene.press("Return")
                XCTAssertTrue(MainLoop.wait(until: { scene.commits == 2 }, atMost: 2))
                XCTAssertFalse(scene.menu.isPresented)
            }
        }
    }

    func testMenuKeyOpensAtTheFocusedWidgetAndEscapeCloses() {
        MainActor.assumeIsolated {
            onGtk {
                let scene = TutorialScene()
                defer { scene.close() }
                scene.tile.grabFocus()
                scene.press("Menu")
                XCTAssertTrue(MainLoop.run(until: { scene.menu.popover.isMapped }))
                XCTAssertEqual(scene.menu.trigger, .keyboard)
                XCTAssertTrue(scene.menu.popover.hasArrow, "a keyboard menu points at its widget")
                XCTAssertEqual(scene.menu.model.anchor, Vector2(x: Double(scene.tile.width) / 2,
                                                                y: Double(scene.tile.height) / 2))
                scene.press("Escape")
                XCTAssertEqual(scene.dismissals, [.escape])
                XCTAssertTrue(scene.tile.hasFocus, "the focus goes back to the widget")
            }
        }
    }

    func testCheckAndRadioItemsShowTheirState() {
        MainActor.assumeIsolated {
            onGtk {
                let scene = TutorialScene()
                defer { scene.close() }
                scene.rightClick()
                XCTAssertEqual(scene.itemButton("Set Green")?.boolProperty("active"), true)
                XCTAssertEqual(scene.itemButton("Set Red")?.boolProperty("active"), false)
                XCTAssertEqual(scene.itemButton("Show Hex Code")?.boolProperty("active"), false)
                scene.choose("Show Hex Code")
                XCTAssertTrue(scene.color.showsHex)
                scene.rightClick()
                XCTAssertEqual(scene.itemButton("Show Hex Code")?.boolProperty("active"), true)
                XCTAssertEqual(scene.menu.actionName(for: "show-hex"), "context-menu.show-hex")
            }
        }
    }

    func testDisabledItemsCannotBeActivated() {
        MainActor.assumeIsolated {
            onGtk {
                let scene = TutorialScene()
                defer { scene.close() }
                scene.color.swatch = TutorialColor.red
                scene.rightClick()
                scene.color.swatch = TutorialColor.green
                MainLoop.drain()
                XCTAssertEqual(scene.itemButton("Reset")?.isSensitive, false)
                scene.choose("Reset")
                XCTAssertFalse(scene.menu.activate("reset"))
                scene.tile.activateAction("context-menu.reset")
                MainLoop.drain()
                XCTAssertTrue(scene.menu.isPresented, "nothing ran, the menu stays open")
                XCTAssertTrue(scene.dismissals.isEmpty)
                XCTAssertFalse(scene.menu.activate("more"), "a submenu title is not an action")
                XCTAssertFalse(scene.menu.activate("no-such-item"))
            }
        }
    }

    func testEveryDismissalCarriesItsReason() {
        MainActor.assumeIsolated {
            onGtk {
                let scene = TutorialScene()
                defer { scene.close() }
                scene.rightClick()
                scene.clickOutside()
                guard let root = scene.tile.root else { return XCTFail("no root") }
                XCTAssertFalse(scene.menu.isPresented, "a click outside closes it")
                XCTAssertTrue(DismissClickShield.shield(for: root).isArmed, "the dismissing click is swallowed")
                // A press within the shield's 400 ms would count as the dismissing click's own.
                MainLoop.run(for: 0.45)
                scene.rightClick()
                scene.menu.dismiss()
                scene.rightClick()
                scene.menu.model.dismiss() // the app closes it through the model
                MainLoop.drain()
                scene.rightClick()
                XCTAssertTrue(scene.menu.activate("copy-hex"))
                MainLoop.drain()
                scene.rightClick()
                scene.menu.commit()
                MainLoop.drain()
                scene.menu.dismiss() // already closed: nothing to report
                XCTAssertEqual(scene.dismissals, [.outsideClick, .programmatic, .programmatic, .item("copy-hex"), .commit])
                XCTAssertEqual(scene.color.copied, ["#00FF00"])
            }
        }
    }

    func testItemShortcutsWorkWithTheFocusInTheWidget() {
        MainActor.assumeIsolated {
            onGtk {
                let scene = TutorialScene()
                defer { scene.close() }
                scene.tile.grabFocus()
                scene.press("c")
                XCTAssertEqual(scene.color.copied, [], "a typed letter is not a shortcut")
                XCTAssertEqual(scene.menuBuilds, 0, "nor does it build the items")
                scene.press("ctrl+c")
                XCTAssertEqual(scene.color.copied, ["#00FF00"], "Ctrl+C runs Copy Hex Code, menu closed")
                scene.rightClick()
                scene.press("ctrl+c")
                XCTAssertFalse(scene.menu.isPresented)
                XCTAssertEqual(scene.dismissals, [.item("copy-hex")])
                XCTAssertEqual(scene.color.copied, ["#00FF00", "#00FF00"])
                scene.tile.grabFocus()
                scene.press("ctrl+alt+c")
                XCTAssertEqual(scene.color.copied, ["#00FF00", "#00FF00"], "other modifiers, no item")
            }
        }
    }

    func testTheDismissingClickIsSwallowedOnce() {
        MainActor.assumeIsolated {
            onGtk {
                let shield = DismissClickShield()
                XCTAssertFalse(shield.consumesPress(), "nothing is swallowed unless a menu just closed")
                shield.arm()
                XCTAssertTrue(shield.consumesPress())
                XCTAssertFalse(shield.consumesPress(), "only the one press")
            }
        }
    }

    func testPreviewPolicyPerInput() {
        MainActor.assumeIsolated {
            onGtk {
                let scene = TutorialScene(policy: .compactOnSecondaryClick)
                defer { scene.close() }
                scene.rightClick()
                XCTAssertFalse(scene.menu.showsPreview)
                XCTAssertNotEqual(scene.previewCard?.isMapped, true, "right-click: the compact menu")
                XCTAssertEqual(scene.itemButton("Set Red")?.isMapped, true)
                scene.menu.dismiss()
                // Closed for GTK too: its "closed" and the end of the menu's grab come after the
                // unmap, and a grab ending cancels a press already under way.
                XCTAssertTrue(MainLoop.run(until: { !scene.menu.popover.isMapped && scene.menu.lastDismissal == .programmatic }),
                              "the compact menu closed")
                MainLoop.drain()
                scene.longPress(x: 20, y: 20)
                XCTAssertTrue(MainLoop.run(until: { scene.previewCard?.isMapped == true }), "long press: preview and menu")
                XCTAssertEqual(scene.menu.trigger, .longPress)
                XCTAssertEqual(scene.itemButton("Set Red")?.isMapped, true)
            }
        }
    }

    func testDestructiveItemsAreStyledAndTheMenuIsAccessible() {
        MainActor.assumeIsolated {
            onGtk {
                let scene = TutorialScene()
                defer { scene.close() }
                scene.rightClick()
                XCTAssertEqual(scene.itemButton("Reset")?.hasCSSClass(DestructiveItemStyler.cssClass), true)
                XCTAssertEqual(scene.itemButton("Set Red")?.hasCSSClass(DestructiveItemStyler.cssClass), false)
                XCTAssertEqual(scene.menu.popover.accessibleRole, .menu)
                XCTAssertEqual(scene.previewCard?.parent?.parent?.accessibleRole, .group, "the preview is a group")
                XCTAssertEqual(scene.previewButton?.isFocusable, true, "the preview is reachable by keyboard")
                XCTAssertNotNil(scene.itemButton("Copy Name"), "the submenu's items are built")
            }
        }
    }

    /// The window closed with the menu open and the pointer resting on it,
    /// while the app still holds the widget (and so the menu): GTK 4.8's
    /// tooltip timer, started by the pointer entering the menu, must not go
    /// looking for the closed menu's surface.
    func testClosingTheWindowUnderAMenuThePointerRestsOn() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                let scene = TutorialScene()
                scene.rightClick()
                let criticals = GdkCriticalRecorder()
                defer { criticals.stop() }
                try scene.withPointerRestingOnMenu {
                    scene.window.destroy()
                    MainLoop.run(for: 0.8) // past GTK's 500 ms tooltip hover delay
                }
                XCTAssertEqual(criticals.count, 0, "GDK criticals after the window closed")
                XCTAssertFalse(scene.menu.popover.isMapped)
            }
        }
    }

    /// GTK 4.8 keeps its pointer grab for a menu whose window went away while it was open:
    /// every click on the app's other windows was lost from then on.
    func testAWindowClosedWithItsMenuOpenLeavesTheOtherWindowsClickable() {
        MainActor.assumeIsolated {
            onGtk {
                let closing = TutorialScene()
                closing.rightClick()
                let staying = TutorialScene()
                defer { staying.close() }
                closing.close()
                XCTAssertEqual(closing.dismissals, [.programmatic], "the menu closed with its window")
                staying.rightClick()
                XCTAssertTrue(staying.menu.isPresented, "a right-click on the other window still opens its menu")
            }
        }
    }

    func testWindowDestroyedFinalizesWidgetPopoverAndClosures() {
        MainActor.assumeIsolated {
            onGtk {
                // Style sheets and the display's objects made on first use stay: make them first.
                let warmUp = TutorialScene()
                warmUp.rightClick()
                warmUp.close()
                let gtkKept = TutorialScene.wrappersKeptByAPopoverMenu(of: TutorialColor().menu)
                let objectsBefore = LiveObjects.count
                let closuresBefore = LiveClosures.count
                var finalized: Set<String> = []
                do {
                    let scene = TutorialScene()
                    scene.rightClick()
                    scene.tile.onFinalize { finalized.insert("tile") }
                    scene.menu.popover.onFinalize { finalized.insert("popover") }
                    scene.previewCard?.onFinalize { finalized.insert("preview") }
                    scene.window.destroy() // with the menu open
                }
                XCTAssertTrue(MainLoop.wait(until: { finalized.count == 3 }, atMost: 3), "finalized: \(finalized)")
                MainLoop.drain()
                XCTAssertEqual(LiveClosures.count, closuresBefore, "closure boxes left alive")
                XCTAssertEqual(LiveObjects.count, objectsBefore + gtkKept,
                               "Swift wrappers left alive beyond the shared menu model")
            }
        }
    }
}
