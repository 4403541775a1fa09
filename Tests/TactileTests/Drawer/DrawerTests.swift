import GtkTestSupport
@testable import Tactile
import XCTest

final class DrawerTests: XCTestCase {
    func testOpeningSlidesTheMenuInOverTheContentAndMovesFocusIntoIt() {
        DrawerFixture.run(animations: false) { fixture in
            let drawer = fixture.drawer
            XCTAssertFalse(fixture.menu.isMapped, "a closed menu is not shown")
            fixture.contentButton.grabFocus()

            drawer.open()
            fixture.settle()

            XCTAssertTrue(drawer.isOpen)
            XCTAssertEqual(drawer.revealProgress, 1)
            XCTAssertEqual(fixture.menuX, 0, accuracy: 0.5, "the menu lies on the leading edge")
            XCTAssertEqual(fixture.content.width, drawer.width, "an overlay leaves the content its full width")
            XCTAssertTrue(fixture.menu.isMapped)
            XCTAssertTrue(fixture.focusIsInMenu, "focus moved into the menu")
            XCTAssertFalse(fixture.content.canFocus, "the covered content cannot take the focus")
            XCTAssertEqual(drawer.actionGroup.action(named: "toggle")?.state?.bool, true)
            // The menu is on top; the rest of the width belongs to the scrim.
            let menuPick = drawer.pick(x: 20, y: 200)
            XCTAssertTrue(menuPick?.isDescendant(of: fixture.menu) ?? false, "a click on the menu reaches it")
            XCTAssertTrue(drawer.pick(x: Double(drawer.width) - 10, y: 200) === drawer.scrim)
        }
    }

    func testClickOnTheScrimClosesAndGivesTheFocusBack() throws {
        try DrawerFixture.runThrowing(animations: false) { fixture in
            let drawer = fixture.drawer
            fixture.contentButton.grabFocus()
            drawer.open()
            fixture.settle()
            XCTAssertTrue(fixture.focusIsInMenu)

            let target = drawer.pick(x: Double(drawer.width) - 20, y: 300)
            XCTAssertTrue(target === drawer.scrim, "a click beside the menu lands on the scrim")
            try ScreenInput.click(drawer, x: Double(drawer.width) - 20, y: 300)
            fixture.settle()

            XCTAssertFalse(drawer.isOpen)
            XCTAssertEqual(drawer.model.lastChangeReason, .scrim)
            XCTAssertFalse(fixture.menu.isMapped)
            XCTAssertFalse(drawer.scrim.isMapped)
            XCTAssertTrue(fixture.content.canFocus)
            XCTAssertTrue(fixture.window.focusedWidget === fixture.contentButton, "focus went back where it was")
        }
    }

    func testChoosingAnItemMovesTheFocusIntoTheContent() {
        DrawerFixture.run(animations: false) { fixture in
            let drawer = fixture.drawer
            fixture.headerButton.grabFocus()
            drawer.open()
            fixture.settle()
            XCTAssertTrue(fixture.focusIsInMenu)

            drawer.close(reason: .item)
            fixture.settle()

            XCTAssertFalse(drawer.isOpen)
            XCTAssertTrue(fixture.window.focusedWidget === fixture.contentButton,
                          "the keyboard carries on in the content the item showed, not on the menu button")
        }
    }

    func testADeeplyNestedButtonOpensTheDrawerThroughItsAction() {
        DrawerFixture.run(animations: false) { fixture in
            let drawer = fixture.drawer
            // A "show menu" button five boxes deep in the content, knowing nothing of the drawer.
            var parent = fixture.content
            for _ in 0..<5 {
                let box = Box(.horizontal)
                parent.append(box)
                parent = box
            }
            let showMenu = Button(label: "Show Menu")
            showMenu.actionName = "drawer.open"
            parent.append(showMenu)
            XCTAssertTrue(Drawer.nearest(to: showMenu) === drawer, "the typed look-up finds the same drawer")

            fixture.click(showMenu)
            XCTAssertTrue(drawer.isOpen, "drawer.open, found through the button's ancestors")

            // The header bar is outside the drawer: it reaches the actions through the window.
            fixture.click(fixture.headerButton)
            XCTAssertFalse(drawer.isOpen, "drawer.toggle from the header bar closed it")
            fixture.click(fixture.headerButton)
            XCTAssertTrue(drawer.isOpen)
            XCTAssertEqual(drawer.model.lastChangeReason, .programmatic)
        }
    }

    func testEscapeClosesAnOpenDrawerOnly() throws {
        try DrawerFixture.runThrowing(animations: false) { fixture in
            let drawer = fixture.drawer
            XCTAssertFalse(drawer.handleEscape(), "a closed drawer leaves Escape to others")
            drawer.open()
            fixture.settle()
            try ScreenInput.press("Escape")
            fixture.settle()
            XCTAssertFalse(drawer.isOpen)
            XCTAssertEqual(drawer.model.lastChangeReason, .escape)
        }
    }

    func testAClickRightAfterEscapeReachesTheContentNotTheFadingScrim() throws {
        try DrawerFixture.runThrowing(animations: true) { fixture in
            let drawer = fixture.drawer
            var contentClicks = 0
            let click = ClickGesture()
            click.onReleased { _, _, _ in contentClicks += 1 }
            fixture.content.addController(click)
            drawer.open()
            fixture.settle()
            let beside = (x: Double(drawer.width) - 20, y: 300.0)
            XCTAssertTrue(drawer.pick(x: beside.x, y: beside.y) === drawer.scrim)

            try ScreenInput.focus(fixture.window)
            try ScreenInput.press("Escape")
            MainLoop.wait(until: { !drawer.isOpen })
            XCTAssertTrue(drawer.scrim.isMapped, "the scrim still fades out with the menu")
            try ScreenInput.click(drawer, x: beside.x, y: beside.y)
            MainLoop.wait(until: { contentClicks > 0 })

            XCTAssertEqual(contentClicks, 1, "a click beside a closing menu is the content's, not the scrim's")
            XCTAssertEqual(drawer.model.lastChangeReason, .escape)
            fixture.settle()
            XCTAssertFalse(drawer.scrim.isMapped)
        }
    }

    func testRightToLeftPutsTheMenuOnTheRight() {
        DrawerFixture.run(animations: false, rightToLeft: true) { fixture in
            let drawer = fixture.drawer
            drawer.open()
            fixture.settle()
            XCTAssertTrue(drawer.isRightToLeft)
            XCTAssertEqual(fixture.menuX, Double(drawer.width - fixture.menu.width), accuracy: 0.5)
            XCTAssertTrue(drawer.pick(x: 10, y: 200) === drawer.scrim, "the scrim is on the left")

        }
    }

    func testWithAnimationsOffTheDrawerJumps() {
        DrawerFixture.run(animations: false) { fixture in
            fixture.drawer.open()
            BindingScheduler.shared.flush()
            XCTAssertFalse(fixture.drawer.interaction.reveal.isMoving)
            XCTAssertEqual(fixture.drawer.revealProgress, 1, "open at once, no slide")
        }
    }

    func testWhenTheDesktopAsksForReducedMotionTheDrawerJumps() throws {
        let olderGtk = MainActor.assumeIsolated { Toolkit.isAtLeast(4, 22) ? nil : Toolkit.version }
        if let olderGtk { throw XCTSkip("GTK \(olderGtk) has no reduced-motion setting (4.22 and later)") }
        DrawerFixture.run(animations: true) { fixture in
            let settings = DesktopSettings.current
            settings.prefersReducedMotion = true
            defer { settings.prefersReducedMotion = false }
            XCTAssertTrue(settings.animationsEnabled, "animations stay on: reduced motion is the one switch asked")
            fixture.drawer.open()
            BindingScheduler.shared.flush()
            XCTAssertFalse(fixture.drawer.interaction.reveal.isMoving)
            XCTAssertEqual(fixture.drawer.revealProgress, 1, "open at once, no slide")
        }
    }

    func testAnInterruptedAnimationContinuesFromWhereItIs() {
        DrawerFixture.run(animations: true) { fixture in
            let drawer = fixture.drawer
            drawer.open()
            BindingScheduler.shared.flush()
            XCTAssertTrue(drawer.interaction.reveal.isMoving, "opening slides")
            XCTAssertTrue(MainLoop.run(until: { drawer.revealProgress > 0.3 }, timeout: 2))
            let caught = drawer.revealProgress
            XCTAssertLessThan(caught, 0.95, "still on its way")

            drawer.close()
            BindingScheduler.shared.flush()
            XCTAssertEqual(drawer.revealProgress, caught, "closing starts from where the menu is")
            var highest = caught
            var previous = caught
            var largestStep = 0.0
            XCTAssertTrue(MainLoop.run(until: {
                let now = drawer.revealProgress
                highest = max(highest, now)
                largestStep = max(largestStep, abs(now - previous))
                previous = now
                return !drawer.interaction.reveal.isMoving
            }, timeout: 3))
            XCTAssertEqual(drawer.revealProgress, 0)
            XCTAssertLessThan(highest, 0.99, "it never jumped to the open end")
            XCTAssertLessThan(largestStep, 0.3, "no frame jumped")
        }
    }

    func testAWideDrawerDocksTheMenuBesideTheContent() {
        DrawerFixture.run(animations: false, width: 900,
                          configure: { $0.layoutPolicy = DrawerLayoutPolicy(dockingBreakpoint: 700) }) { fixture in
            var layouts: [DrawerLayout] = []
            fixture.drawer.onLayoutChange = { layouts.append($0) }
            let drawer = fixture.drawer
            XCTAssertEqual(drawer.layout, .docked)
            XCTAssertTrue(drawer.isOpen, "a docked menu shows")
            XCTAssertFalse(drawer.scrim.isMapped, "nothing is dimmed beside a docked menu")
            XCTAssertEqual(fixture.menuX, 0, accuracy: 0.5)
            // The menu's border counts in its width beside the content.
            let contentX = fixture.content.translate(x: 0, y: 0, to: drawer)?.x ?? .nan
            XCTAssertEqual(contentX, Double(fixture.menu.width), accuracy: 1.5, "the content moved aside")
            XCTAssertEqual(fixture.content.width, drawer.width - Int(contentX), "and shrank")
            XCTAssertTrue(fixture.content.canFocus)

            drawer.close(reason: .scrim)
            drawer.close(reason: .item)
            XCTAssertTrue(drawer.isOpen, "dismissals of an overlay leave a docked menu alone")
            XCTAssertFalse(drawer.handleEscape())

            // Narrower than the breakpoint, it turns back into a closed overlay.
            drawer.layoutPolicy = DrawerLayoutPolicy(dockingBreakpoint: 2000)
            fixture.settle()
            XCTAssertEqual(drawer.layout, .overlay)
            XCTAssertEqual(layouts, [.overlay], "the app heard of the change")
            XCTAssertFalse(drawer.isOpen)
            XCTAssertEqual(fixture.content.width, drawer.width)
        }
    }
}
