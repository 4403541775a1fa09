import Gtk

extension Button {
    /// The row shown after (or before) this one, when it is wholly in sight: the list keeps its
    /// item widgets in the order shown; one beyond the edge is left to the list, which scrolls.
    func neighbourRowInSight(after: Bool) -> Button? {
        guard let item = parent, let list = item.parent else { return nil }
        let items = list.children
        guard let index = items.firstIndex(where: { $0 === item }) else { return nil }
        let next = after ? index + 1 : index - 1
        guard items.indices.contains(next), let button = items[next].firstChild as? Button,
              let top = button.translate(x: 0, y: 0, to: list),
              top.y >= 0, top.y + Double(button.height) <= Double(list.height) else { return nil }
        return button
    }
}
