@testable import Tactile
import XCTest

/// Rows the app makes: its widget inside each entry's row, the row still the menu's (it
/// activates, shows the selection and is named by the entry's title).
final class SideMenuRowContentTests: XCTestCase {
    func testTheAppsWidgetFillsEachRowThatStillActivatesAndIsNamed() {
        DrawerFixture.run(animations: false) { fixture in
            let menu = fixture.menu
            var made: [String] = []
            menu.rowContent = { item in
                made.append(item.id)
                return Label("★ \(item.title)")
            }
            fixture.drawer.open()
            fixture.settle()
            XCTAssertEqual(made, fixture.menuModel.items.map(\.id), "one widget per entry")
            let row = menu.rows[1]
            XCTAssertEqual((row.button.child as? Label)?.text, "★ \(row.item.title)", "the app's widget is the row's")
            XCTAssertEqual(row.accessibleName, row.item.title, "the row keeps the entry's title as its name")
            var activated: [String] = []
            menu.onItemActivated = { item, _ in activated.append(item.id) }
            fixture.click(row.button)
            XCTAssertEqual(activated, [row.item.id], "a click on it activates the entry")
            XCTAssertTrue(row.button.hasCSSClass("selected"), "and shows it selected")

            menu.rowContent = nil
            fixture.settle()
            XCTAssertTrue(menu.rows.allSatisfy { $0.button.child is Box }, "nil brings the ready-made rows back")
        }
    }
}
