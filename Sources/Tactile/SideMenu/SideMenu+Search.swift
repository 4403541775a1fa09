import Gtk
import TactileModel

/// The search field: what is typed filters the entries, Escape clears it or closes the drawer.
extension SideMenu {
    func setUpSearch() {
        search.setPlaceholderText(localized("Search"))
        search.setAccessibleLabel(localized("Search the menu"))
        search.onSearchChanged { [weak self] in
            guard let self, self.model.searchText != self.search.text else { return }
            self.model.searchText = self.search.text
        }
        // Escape in a search with text clears it; in an empty one the key closes the drawer.
        // (The field takes the key, so the drawer is told here.)
        search.onStopSearch { [weak self] in
            guard let self else { return }
            if self.search.text.isEmpty {
                _ = self.ancestor(of: AnyDrawer.self)?.handleEscape()
            } else {
                self.search.text = ""
            }
        }
        append(search)
        bind { [model] menu in
            if menu.search.text != model.searchText { menu.search.text = model.searchText }
        }
    }
}
