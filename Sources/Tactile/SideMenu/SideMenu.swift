import FoundationEssentials
import Gtk
import TactileModel

/// The side menu: the user's header above a search field and a sidebar list
/// of entries in sections under headers, each entry with icon, title and an
/// optional count, drawn from a `SideMenuModel`.
///
/// A click on the header switches between expanded and compact (icons only,
/// titles kept as tooltips and accessible names). A click on an entry goes
/// through `SideMenuModel.activate` (a second click on the selected entry
/// clears the selection) and is then reported by `onItemActivated`, where the
/// app shows the page and closes an overlay drawer with reason `.item`.
/// Arrow keys move between entries, Enter and Space activate, typing the
/// first letters of a title moves to it. The search field keeps the entries
/// whose titles hold what is typed (`SideMenuFilter`) and says "No results"
/// when none does. `itemMenu` gives each entry a context menu (right-click,
/// long press, Menu or Shift+F10), the library's own `ContextMenu`.
///
/// CSS nodes (the GType is `TactileSideMenu`):
///
///     sidemenu[.compact]
///     ├── button.header             avatar, name and subtitle
///     ├── separator
///     ├── entry.search              hidden while compact
///     ╰── scrolledwindow
///         ╰── box
///             ├── label.section-title      one per titled section (hidden while compact)
///             ├── button.item[.selected]   one per entry: icon, title, label.badge
///             ╰── label.placeholder        "No results"
@MainActor
public final class SideMenu: Container, DrawerMenuSizing {
    override public class var gtkTypeName: String { "TactileSideMenu" }
    override public class var cssName: String { "sidemenu" }

    /// The menu's state; the widget follows its changes.
    public let model: SideMenuModel
    /// Where relative avatar paths of `model.header` are looked up.
    public var avatarFolder: String? {
        didSet { header.show(model.header, avatarFolder: avatarFolder) }
    }
    /// Called after an entry was activated, with the entry and the selection
    /// it left (nil when the click cleared it).
    public var onItemActivated: (@MainActor (_ item: SideMenuItem, _ selection: SideMenuItem.ID?) -> Void)?
    /// The context menu of an entry, built each time it opens; nil gives entries none.
    public var itemMenu: (@MainActor (SideMenuItem) -> MenuDescription)? {
        didSet {
            // A row's menu reads `itemMenu` as it opens: only gaining or losing one changes rows,
            // and gaining one (as an app does once, at start-up) needs no new rows.
            guard (oldValue == nil) != (itemMenu == nil) else { return }
            if itemMenu == nil { return rebuildRows() }
            for row in rows where row.contextMenu == nil { attachMenu(to: row) }
        }
    }
    /// What an entry shows inside its row, made by the app from the entry; nil (the default)
    /// shows the ready-made icon, title and count. The row stays the menu's: it activates,
    /// shows the selection, carries the entry's context menu and is named by its title.
    public var rowContent: (@MainActor (SideMenuItem) -> Widget)? {
        didSet { rebuildRows() }
    }
    /// Icons alone take their own narrow width; titles take the drawer's share of the window.
    public var prefersNaturalWidth: Bool { model.appearance == .compact }

    let header = SideMenuHeaderView()
    private let list = Box(.vertical, spacing: 0)
    let search = SearchEntry()
    /// "No results", under the list while a search matches nothing.
    let placeholder = Label(localized("No results"))
    private(set) var rows: [SideMenuItemRow] = []
    /// The headers of titled sections, by section id.
    private(set) var sectionTitles: [String: Label] = [:]
    private var shownSections: [SideMenuSection] = []
    private var shownSectionIDs: Set<SideMenuSection.ID> = []
    private var shownSelection: SideMenuItem.ID?
    private var shownAppearance: SideMenuAppearance = .default
    private var shownNoResults = false
    var typeAhead = TypeAheadSearch()
    /// Times typed keys whose events carry no time of their own.
    let clock = TimeSource.system

    /// A side menu showing `model`, with avatar paths relative to `avatarFolder`.
    public init(model: SideMenuModel, avatarFolder: String? = nil) {
        self.model = model
        self.avatarFolder = avatarFolder
        super.init(role: .spokenNavigation)
        DrawerStyle.install()
        layoutManager = .box(.vertical)
        setAccessibleLabel(localized("Main menu"))

        header.button.onClicked { [weak self] in self?.toggleAppearance() }
        append(header.button)
        append(SideMenuSeparator())
        setUpSearch()
        let scroller = ScrolledWindow()
        scroller.setPolicy(horizontal: .never, vertical: .automatic)
        scroller.vexpand = true
        scroller.child = list
        append(scroller)
        placeholder.addCSSClass("placeholder")
        placeholder.wraps = true
        placeholder.isVisible = false
        setUpTypeAhead()

        // Each binding reads one part of the model, so a selection change
        // restyles rows without rebuilding them.
        bind { [model] menu in menu.showSections(model.sections) }
        bind { [model] menu in menu.showFilter(model.visibleSections, noResults: model.showsNoResults) }
        bind { [model] menu in menu.showSelection(model.selection) }
        bind { [model] menu in menu.showAppearance(model.appearance, name: model.header.name) }
        bind { [model] menu in menu.header.show(model.header, avatarFolder: menu.avatarFolder) }
    }

    /// Activates the entry `id` as a click on it does.
    public func activate(_ id: SideMenuItem.ID) {
        guard let item = model.item(id) else { return }
        let selection = model.activate(id)
        onItemActivated?(item, selection)
    }

    /// Switches between titles and icons only, as a click on the header does.
    public func toggleAppearance() {
        model.appearance.toggle()
    }

    // MARK: Showing the model

    /// A change of counts alone updates the rows in place (focus and open menus stay); any
    /// other change rebuilds the list.
    private func showSections(_ sections: [SideMenuSection]) {
        if Self.sameStructure(sections, shownSections) {
            let items = sections.flatMap(\.items)
            for (row, item) in zip(rows, items) { row.update(item) }
            shownSections = sections
            return
        }
        shownSections = sections
        rebuildRows()
    }

    private func rebuildRows() {
        for row in rows { list.remove(row.button) }
        for title in sectionTitles.values { list.remove(title) }
        if placeholder.parent != nil { list.remove(placeholder) }
        rows = []
        sectionTitles = [:]
        for section in shownSections {
            if let title = section.title {
                let label = Label(title)
                label.xalign = 0
                label.ellipsize = .end
                label.addCSSClass("section-title")
                sectionTitles[section.id] = label
                list.append(label)
            }
            for item in section.items { rows.append(makeRow(item)) }
        }
        list.append(placeholder)
        showFilter(model.visibleSections, noResults: model.showsNoResults)
        showAppearance(shownAppearance, name: model.header.name)
    }

    private func makeRow(_ item: SideMenuItem) -> SideMenuItemRow {
        let row = SideMenuItemRow(item: item, content: rowContent?(item))
        let id = item.id
        row.button.onClicked { [weak self] in self?.activate(id) }
        if itemMenu != nil { attachMenu(to: row) }
        list.append(row.button)
        row.showSelected(item.id == shownSelection)
        row.show(shownAppearance)
        return row
    }

    private func attachMenu(to row: SideMenuItemRow) {
        let id = row.item.id
        row.contextMenu = row.button.contextMenu { [weak self] in
            guard let self, let item = self.model.item(id), let menu = self.itemMenu else { return MenuDescription([]) }
            return menu(item)
        }
        .accessibleTitle { [weak self] in self?.model.item(id)?.title }
    }

    /// Ids, titles and icons the same: only counts may differ.
    private static func sameStructure(_ a: [SideMenuSection], _ b: [SideMenuSection]) -> Bool {
        func shape(_ sections: [SideMenuSection]) -> [[String?]] {
            sections.map { [$0.id, $0.title] + $0.items.flatMap { [$0.id, $0.title, $0.iconName] } }
        }
        return shape(a) == shape(b)
    }

    /// Shows the entries and headers the search keeps, and "No results" when it keeps none.
    private func showFilter(_ visible: [SideMenuSection], noResults: Bool) {
        let shownIDs = Set(visible.flatMap(\.items).map(\.id))
        for row in rows { row.button.isVisible = shownIDs.contains(row.item.id) }
        shownSectionIDs = Set(visible.map(\.id))
        showSectionTitles()
        placeholder.isVisible = noResults
        // The placeholder shows under the list, away from the focus: said once as the list empties.
        if noResults && !shownNoResults { search.announceToScreenReader(placeholder.text) }
        shownNoResults = noResults
    }

    /// Headers show for the sections the search keeps, and not in compact, where a header
    /// would be cut to its first letters.
    private func showSectionTitles() {
        for (id, label) in sectionTitles {
            label.isVisible = shownAppearance == .default && shownSectionIDs.contains(id)
        }
    }

    private func showSelection(_ selection: SideMenuItem.ID?) {
        shownSelection = selection
        for row in rows { row.showSelected(row.item.id == selection) }
    }

    private func showAppearance(_ appearance: SideMenuAppearance, name: String) {
        shownAppearance = appearance
        setCSSClass("compact", appearance == .compact)
        header.show(appearance, name: name)
        // Icons alone leave no room to type: the search hides, and what it held is kept.
        search.isVisible = appearance == .default
        showSectionTitles()
        for row in rows { row.show(appearance) }
    }
}
