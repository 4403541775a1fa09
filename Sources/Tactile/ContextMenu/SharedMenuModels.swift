import Gtk

/// The `GMenu`s of context menus, one for every menu of the same shape.
///
/// GTK 4.8's `GtkPopoverMenu` keeps a reference to each section and submenu
/// model it has shown, after the popover and its menu are gone. A menu built
/// afresh for each popover, as the rows of a list that come and go make them,
/// would leave its sections (and their Swift wrappers) behind every time. Menus
/// of one shape have the same items and action names (the actions themselves
/// live on each owner), so they share one model, and what GTK keeps is a model
/// still in use. The last `capacity` shapes are kept.
@MainActor
final class SharedMenuModels<Shape: Equatable> {
    private var entries: [(shape: Shape, menu: Menu)] = []
    let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    /// The model for `shape`: the one made before, or a new one from `make`.
    func menu(for shape: Shape, make: () -> Menu) -> Menu {
        if let index = entries.firstIndex(where: { $0.shape == shape }) {
            let entry = entries.remove(at: index)
            entries.append(entry)
            return entry.menu
        }
        let menu = make()
        entries.append((shape, menu))
        if entries.count > capacity { entries.removeFirst() }
        return menu
    }
}
