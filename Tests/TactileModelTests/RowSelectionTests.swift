import Testing
@testable import TactileModel

@Suite("Row selection for a context menu")
struct RowSelectionTests {
    func rows() -> RowSelection<String> {
        var selection = RowSelection<String>()
        selection.setRows(["ada", "bo", "cy", "di", "ed"])
        return selection
    }

    @Test func aClickSelectsOneRowAndCtrlClickAddsAndRemoves() {
        var selection = rows()
        selection.click("bo")
        #expect(selection.selectedInOrder == ["bo"])
        selection.toggle("di")
        selection.toggle("ada")
        #expect(selection.selectedInOrder == ["ada", "bo", "di"], "kept in the order shown")
        selection.toggle("bo")
        #expect(selection.selectedInOrder == ["ada", "di"])
        selection.click("cy")
        #expect(selection.selectedInOrder == ["cy"], "a plain click starts over")
    }

    @Test func shiftExtendsFromTheAnchorBothWays() {
        var selection = rows()
        selection.click("cy")
        selection.extend(to: "ed")
        #expect(selection.selectedInOrder == ["cy", "di", "ed"])
        selection.extend(to: "bo")
        #expect(selection.selectedInOrder == ["bo", "cy"], "the anchor stays at the row first clicked")
        var fresh = rows()
        fresh.extend(to: "di")
        #expect(fresh.selectedInOrder == ["di"], "with no anchor, the row alone")
    }

    @Test func inSelectionModeTapsToggle() {
        var selection = rows()
        selection.isSelecting = true
        selection.click("ada")
        selection.click("cy")
        selection.click("ed")
        #expect(selection.selectedInOrder == ["ada", "cy", "ed"])
        selection.click("cy")
        #expect(selection.selectedInOrder == ["ada", "ed"])
    }

    @Test func aMenuOnASelectedRowActsOnAllAndOnAnotherRowOnThatRowAlone() {
        var selection = rows()
        selection.click("ada")
        selection.toggle("bo")
        selection.toggle("di")
        #expect(selection.menuTargets(openingOn: "bo") == ["ada", "bo", "di"])
        #expect(selection.selectedInOrder == ["ada", "bo", "di"], "opening the menu keeps the selection")
        #expect(selection.menuTargets(openingOn: "ed") == ["ed"])
        #expect(selection.selectedInOrder == ["ed"], "the row under the menu becomes the selection")
        #expect(selection.primaryActionTargets(on: "ed") == ["ed"])
        #expect(selection.menuTargets(openingOn: "nobody") == [], "an unknown row is nothing to act on")
    }

    @Test func rowsThatGoLeaveTheSelection() {
        var selection = rows()
        selection.click("bo")
        selection.toggle("cy")
        selection.setRows(["ada", "cy", "di", "ed"])
        #expect(selection.selectedInOrder == ["cy"])
        #expect(selection.anchor == "cy")
        selection.isSelecting = true
        selection.setRows(["ada"])
        #expect(selection.selected.isEmpty)
        #expect(!selection.isSelecting, "nothing left selected ends selection mode")
    }

    @Test func clearEndsEverything() {
        var selection = rows()
        selection.isSelecting = true
        selection.click("ada")
        selection.clear()
        #expect(selection.selected.isEmpty && selection.anchor == nil && !selection.isSelecting)
    }
}

extension RowSelectionTests {
    @Test func targetsChangeNothing() {
        var selection = rows()
        selection.click("ada")
        selection.toggle("cy")
        #expect(selection.targets(for: "cy") == ["ada", "cy"])
        #expect(selection.targets(for: "ed") == ["ed"])
        #expect(selection.selectedInOrder == ["ada", "cy"], "asking does not select")
    }
}
