import Observation

/// A context menu's state: its items, its preview, whether it is open and
/// where, and the rules for activating an item.
@MainActor
@Observable
public final class ContextMenuModel {
    /// The items as the app describes them; deferred sections hold no loaded items here.
    public var menu: MenuDescription
    /// What the preview shows, if anything.
    public var preview: ContextMenuPreview?
    /// Whether the menu is open.
    public private(set) var isPresented = false
    /// Where the menu points, in the owner's coordinates (the pointer, or the
    /// widget's centre when opened from the keyboard).
    public private(set) var anchor: Vector2?
    /// Where each deferred section's load stands, by its id (see `DeferredMenuItems`).
    public private(set) var deferredLoads: [String: DeferredMenuLoad] = [:]
    /// The placeholder's title while deferred items load; the front end sets it in the user's language.
    public var loadingTitle = "Loading…"
    /// The line shown when deferred items failed to load, from the error's message.
    public var failureTitle: @MainActor (String) -> String = { "Could not load: \($0)" }

    /// Counts the openings, so a load started for an earlier one is not shown in a later one.
    private var presentation = 0

    /// A menu showing `menu`, with `preview` above it when given.
    public init(menu: MenuDescription, preview: ContextMenuPreview? = nil) {
        self.menu = menu
        self.preview = preview
    }

    /// Opens the menu pointing at `anchor`; every deferred section starts loading afresh.
    public func present(at anchor: Vector2) {
        self.anchor = anchor
        presentation += 1
        deferredLoads = [:]
        for load in menu.deferredLoads { deferredLoads[load.id] = .loading }
        isPresented = true
    }

    /// Closes the menu.
    public func dismiss() {
        isPresented = false
    }

    /// The menu as shown: each deferred section holds its placeholder while loading, its
    /// items once loaded, or an insensitive line saying why they could not be loaded.
    public var shownMenu: MenuDescription {
        var shown = menu
        for index in shown.sections.indices {
            guard let deferred = shown.sections[index].deferred else { continue }
            switch deferredLoads[deferred.id] ?? .loading {
            case .loading:
                shown.sections[index].items += [MenuItem(loadingTitle, id: deferred.placeholderID, isEnabled: false)]
            case .loaded(let items):
                shown.sections[index].items += items
            case .failed(let message):
                shown.sections[index].items += [MenuItem(failureTitle(message), id: deferred.failureID, isEnabled: false)]
            }
        }
        return shown
    }

    /// Runs the deferred load `id` and shows its items in the placeholder's place. A load that
    /// throws shows its message; one that ends after the menu closed (or opened again) is dropped.
    public func load(_ id: String) async {
        guard let deferred = menu.deferredLoads.first(where: { $0.id == id }) else { return }
        let started = presentation
        let result: DeferredMenuLoad
        do {
            result = .loaded(try await deferred.load())
        } catch {
            result = .failed(String(describing: error))
        }
        guard isPresented, presentation == started, deferredLoads[id] != nil else { return }
        deferredLoads[id] = result
    }

    /// Activates the item `id`: a check box flips, a radio choice becomes the
    /// selected one of its group, the item's action runs and the menu closes.
    /// Returns false, doing nothing, for an unknown or disabled item or one
    /// that opens a submenu.
    @discardableResult
    public func activate(_ id: MenuItem.ID) -> Bool {
        guard let item = shownMenu.item(id), item.isEnabled, item.submenu == nil else { return false }
        switch item.state {
        case .plain:
            break
        case .checkbox(let isOn):
            updateItems { if $0.id == id { $0.state = .checkbox(isOn: !isOn) } }
        case .radio(let group, _):
            updateItems { other in
                if case .radio(group, _) = other.state {
                    other.state = .radio(group: group, isSelected: other.id == id)
                }
            }
        }
        isPresented = false
        item.action?()
        return true
    }

    /// Changes every item, the loaded deferred ones too.
    private func updateItems(_ change: (inout MenuItem) -> Void) {
        menu.updateItems(change)
        for (id, load) in deferredLoads {
            guard case .loaded(var items) = load else { continue }
            var loaded = MenuDescription(items)
            loaded.updateItems(change)
            items = loaded.sections[0].items
            deferredLoads[id] = .loaded(items)
        }
    }
}
