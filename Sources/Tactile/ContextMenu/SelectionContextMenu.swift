import Gtk
import Observation

/// A context menu for the selected rows of a `ListView`, with a primary action (SwiftUI's
/// `contextMenu(forSelectionType:menu:primaryAction:)`).
///
/// Selecting: a click or tap selects a row (Space too), Ctrl+click or Ctrl+Space adds or
/// removes one, Shift+click or Shift+↑/↓ selects a range, Escape clears; in selection mode
/// (`isSelecting`, for fingers) a tap adds or removes a row, and a quick second tap too. The menu (right-click, long
/// press, Menu, Shift+F10) acts on every selected row when opened on one of them, and on the
/// row alone otherwise; double-click or Enter runs the primary action on the same rows.
///
///     let list = ListView(observing: { model.people }, selection: .multiple,
///                         makeRow: { page.makeRow() }, bind: { row, person in row.show(person) })
///     let rows = SelectionContextMenu(list: list, id: \Person.id,
///                                     menu: { ids in page.menu(for: ids) },
///                                     primaryAction: { ids in page.open(ids) })
///     // in makeRow: rows.attach(to: row) { [weak row] in row?.person?.id } (weakly: the row's own menu keeps the closure)
///
/// The list is made with `selection: .multiple`; the theme shows the selected rows and a
/// screen reader hears them as selected. The selection follows the list's items as they
/// change: rows that went leave it.
@MainActor
@Observable
public final class SelectionContextMenu {
    /// Which rows are selected, the anchor of a range, and whether taps select.
    public private(set) var selection = RowSelection<String>()
    /// The rows the open (or last opened) menu acts on, in the order shown.
    public private(set) var menuTargets: [String] = []

    @ObservationIgnored private weak var list: ListView?
    /// The ids of the list's items, in the order shown.
    @ObservationIgnored private let ids: @MainActor () -> [String]
    @ObservationIgnored private let menu: @MainActor ([String]) -> MenuDescription
    @ObservationIgnored private let primaryAction: @MainActor ([String]) -> Void

    /// Menus for the rows of `list`, whose items are `ids`. `menu` builds the items for the
    /// rows a menu acts on; `primaryAction` runs on double-click or Enter.
    public init(list: ListView, ids: StringList,
                menu: @escaping @MainActor ([String]) -> MenuDescription,
                primaryAction: @escaping @MainActor ([String]) -> Void) {
        self.list = list
        self.ids = { (0..<ids.count).compactMap(ids.string(at:)) }
        self.menu = menu
        self.primaryAction = primaryAction
        follow(list)
    }

    /// Menus for the rows of `list`, made over an array of `Element`s (`ListView(items:…)` or
    /// `ListView(observing:…)`), each row named by its element's `id`. `menu` builds the items
    /// for the rows a menu acts on; `primaryAction` runs on double-click or Enter.
    public init<Element>(list: ListView, id: KeyPath<Element, String>,
                         menu: @escaping @MainActor ([String]) -> MenuDescription,
                         primaryAction: @escaping @MainActor ([String]) -> Void) {
        self.list = list
        self.ids = { [weak list] in list?.items(as: Element.self)?.map { $0[keyPath: id] } ?? [] }
        self.menu = menu
        self.primaryAction = primaryAction
        follow(list)
    }

    private func follow(_ list: ListView) {
        rowsChanged()
        // The list's own keys (plain ↑/↓ select the row they reach) must not change a
        // selection made here: it is put back.
        list.onSelectionChanged { [weak self] in self?.showSelection() }
        list.onItemsChanged { [weak self] in self?.rowsChanged() }
    }

    /// Taps add or remove rows instead of selecting one (the finger's way to select several).
    public var isSelecting: Bool {
        get { selection.isSelecting }
        set {
            selection.isSelecting = newValue
            if !newValue, selection.selected.count > 1 { selection.clear() }
            showSelection()
        }
    }

    /// Reads the list's ids again after they changed: rows that went leave the selection.
    /// (The list's own changes are followed already; nothing needs to call this.)
    public func rowsChanged() {
        selection.setRows(ids())
        showSelection()
    }

    /// Selects nothing, leaving selection mode.
    public func clear() {
        selection.clear()
        showSelection()
    }

    /// Gives `row` its context menu and selection input; `id` says which item it shows now
    /// (rows are reused as the list scrolls). The returned menu takes further options.
    @discardableResult
    public func attach(to row: Button, id: @escaping @MainActor () -> String?) -> ContextMenu {
        // The items are also built for a shortcut with the menu closed: that must not change
        // the selection, which only a menu opening does.
        let contextMenu = row.contextMenu { [weak self] in
            guard let self, let rowID = id() else { return MenuDescription([]) }
            return self.menu(self.selection.targets(for: rowID))
        }
        contextMenu.onPresent { [weak self] in
            guard let self, let rowID = id() else { return }
            self.menuTargets = self.selection.menuTargets(openingOn: rowID)
            self.showSelection()
        }
        contextMenu.previewShown { [weak self] in (self?.menuTargets.count ?? 0) <= 1 }

        let press = PressHandled()
        row.onClicked { [weak self] in
            // A click whose press was a Ctrl, Shift or double click is done.
            guard !press.wasHandled else {
                press.wasHandled = false
                return
            }
            guard let self, let rowID = id() else { return }
            self.select { $0.click(rowID) }
        }

        // Before the button's own gesture, which a modified click or a double-click must not reach.
        let click = ClickGesture(button: 1)
        click.propagationPhase = .capture
        click.onPressed { [weak self, weak click] count, _, _ in
            guard let self, let click, let rowID = id() else { return }
            let modifiers = click.currentModifiers
            let countBefore = self.selection.selected.count
            if modifiers.contains(.control) {
                self.selection.toggle(rowID)
            } else if modifiers.contains(.shift) {
                self.selection.extend(to: rowID)
            } else if count == 2 && !self.selection.isSelecting {
                // In selection mode a second tap toggles like the first (the button's click),
                // and a press that follows a tap may be a long press for the menu.
                self.runPrimaryAction(on: rowID)
            } else {
                press.wasHandled = false
                return // a plain click is the button's own
            }
            press.wasHandled = true
            click.setState(.claimed)
            self.showSelection()
            self.announceCount(changedFrom: countBefore)
        }
        row.addController(click)

        let keys = KeyController()
        keys.propagationPhase = .capture
        keys.onKeyPressed { [weak self, weak row] keyval, _, modifiers in
            guard let self, let row, let rowID = id() else { return false }
            return self.keyPressed(keyval, modifiers, on: rowID, row: row)
        }
        row.addController(keys)
        return contextMenu
    }

    /// The selection keys on the row `rowID`; true when handled here.
    private func keyPressed(_ keyval: UInt32, _ held: KeyModifiers, on rowID: String, row: Button) -> Bool {
        // Lock keys (Num Lock) are not modifiers here.
        let modifiers = held.intersection([.shift, .control, .alt, .super])
        let others: KeyModifiers = [.alt, .super]
        guard modifiers.intersection(others).isEmpty else { return false }
        switch keyval {
        // (A `where` binds to one pattern only: each pattern carries its own.)
        case Key.return where modifiers.isEmpty, Key.keypadEnter where modifiers.isEmpty:
            runPrimaryAction(on: rowID)
            return true
        case Key.space where modifiers == .control:
            select { $0.toggle(rowID) }
            return true
        case Key.up where modifiers == .shift, Key.down where modifiers == .shift:
            guard let index = selection.rows.firstIndex(of: rowID) else { return false }
            let next = keyval == Key.up ? index - 1 : index + 1
            guard selection.rows.indices.contains(next) else { return true }
            let countBefore = selection.selected.count
            if selection.anchor == nil { selection.click(rowID) }
            selection.extend(to: selection.rows[next])
            showSelection()
            // The focus moved here, the count given to the row it reaches before the move: a
            // screen reader reads the row with it, once (set after, it is read again as a change).
            if let neighbour = row.neighbourRowInSight(after: keyval == Key.down) {
                if let message = countAnnouncement(changedFrom: countBefore) {
                    neighbour.grabFocus(announcing: message)
                } else {
                    _ = neighbour.grabFocus()
                }
                return true
            }
            announceCount(changedFrom: countBefore)
            return false // the list moves the focus to the next row
        case Key.escape where modifiers.isEmpty && (!selection.selected.isEmpty || selection.isSelecting):
            select { $0.clear() }
            return true
        default:
            return false
        }
    }

    private func runPrimaryAction(on rowID: String) {
        let targets = selection.primaryActionTargets(on: rowID)
        showSelection()
        guard !targets.isEmpty else { return }
        primaryAction(targets)
    }

    /// Changes the selection as input asks, shows it, and says the new count when it matters.
    private func select(_ change: (inout RowSelection<String>) -> Void) {
        let countBefore = selection.selected.count
        change(&selection)
        showSelection()
        announceCount(changedFrom: countBefore)
    }

    /// Says how many rows are selected when input changes a selection of several rows, or
    /// any in selection mode: GTK marks each row selected, but a screen reader at the focused
    /// row's button hears only that row. Moving from one single row to the next says nothing more.
    private func announceCount(changedFrom countBefore: Int) {
        guard let message = countAnnouncement(changedFrom: countBefore) else { return }
        // After the list has moved the focus, if it does: said at the row it reaches.
        _ = MainLoop.idle { [weak list] in _ = list?.announceToScreenReader(message) }
    }

    private func countAnnouncement(changedFrom countBefore: Int) -> String? {
        let count = selection.selected.count
        guard count != countBefore, max(count, countBefore) > 1 || selection.isSelecting else { return nil }
        return count == 0 ? localized("Nothing selected")
            : localized.plural("{count} selected", "{count} selected", count: count)
    }

    /// Shows the model's selection in the list (GTK draws and announces it).
    private func showSelection() {
        guard let list else { return }
        let positions = Set(selection.selectedInOrder.compactMap { selection.rows.firstIndex(of: $0) })
        list.setSelectedPositions(positions)
    }
}
