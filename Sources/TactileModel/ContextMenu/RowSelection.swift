/// The rows of a list a person has selected, and which rows a context menu or the primary
/// action acts on (SwiftUI's `contextMenu(forSelectionType:menu:primaryAction:)`).
///
/// Mouse: a click selects one row, Ctrl+click adds or removes a row, Shift+click selects the
/// range from the anchor. Finger: in selection mode a tap adds or removes a row. Keyboard:
/// Ctrl+Space toggles the focused row, Shift+arrow extends the range. A menu opened on a
/// selected row acts on the whole selection; opened on another row, it selects that row alone.
public struct RowSelection<ID: Hashable>: Equatable {
    /// Every row in the order shown; selections keep this order.
    public private(set) var rows: [ID] = []
    /// The selected rows.
    public private(set) var selected: Set<ID> = []
    /// Where a range selection starts (the row last clicked or toggled).
    public private(set) var anchor: ID?
    /// Taps add or remove rows instead of opening them (the finger's selection mode).
    public var isSelecting = false

    /// An empty selection over no rows.
    public init() {}

    /// The selected rows in the order shown.
    public var selectedInOrder: [ID] { rows.filter(selected.contains) }

    /// Whether `id` is selected.
    public func isSelected(_ id: ID) -> Bool { selected.contains(id) }

    /// The rows changed (a match came or went): rows that are gone leave the selection.
    public mutating func setRows(_ rows: [ID]) {
        self.rows = rows
        selected.formIntersection(rows)
        if let anchor, !rows.contains(anchor) { self.anchor = nil }
        if selected.isEmpty { isSelecting = false }
    }

    /// A plain click or tap on `id`: in selection mode it toggles the row; otherwise the row
    /// becomes the only one selected.
    public mutating func click(_ id: ID) {
        guard rows.contains(id) else { return }
        if isSelecting { return toggle(id) }
        selected = [id]
        anchor = id
    }

    /// Ctrl+click or Ctrl+Space: adds `id` to the selection, or removes it.
    public mutating func toggle(_ id: ID) {
        guard rows.contains(id) else { return }
        if selected.remove(id) == nil { selected.insert(id) }
        anchor = id
    }

    /// Shift+click or Shift+arrow: the rows from the anchor to `id` become the selection
    /// (from `id` alone with no anchor); the anchor stays.
    public mutating func extend(to id: ID) {
        guard let end = rows.firstIndex(of: id) else { return }
        guard let anchor, let start = rows.firstIndex(of: anchor) else { return click(id) }
        selected = Set(rows[min(start, end)...max(start, end)])
    }

    /// Selects nothing and leaves selection mode.
    public mutating func clear() {
        selected = []
        anchor = nil
        isSelecting = false
    }

    /// The rows a menu on `id` would act on, changing nothing: all selected ones when `id` is
    /// one of them, else `id` alone (the items of a shortcut pressed with the menu closed).
    public func targets(for id: ID) -> [ID] {
        guard rows.contains(id) else { return [] }
        return selected.contains(id) ? selectedInOrder : [id]
    }

    /// A context menu opens on `id`: the rows it acts on, in the order shown. On a row of a
    /// selection of several, all of them; on any other row, that row, which becomes the selection.
    public mutating func menuTargets(openingOn id: ID) -> [ID] {
        guard rows.contains(id) else { return [] }
        if !selected.contains(id) {
            selected = [id]
            anchor = id
        }
        return selectedInOrder
    }

    /// The rows the primary action (double-click, Enter) on `id` acts on, as a menu's would.
    public mutating func primaryActionTargets(on id: ID) -> [ID] { menuTargets(openingOn: id) }
}
