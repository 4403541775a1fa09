import FoundationEssentials
import Glibc
import Tactile

/// The app's window: a header bar with the menu button and the page title,
/// the side drawer with its menu, and the pages.
@MainActor
final class MainWindow {
    let window: Window
    let pages = Stack()
    let menuModel: SideMenuModel
    let drawer: Drawer<SideMenu, Stack>
    private let settings: AppSettings
    private let title = Label()
    private(set) var currentPage: AppPage = .discover

    /// Wider than this, the side menu docks beside the pages instead of sliding over them
    /// (pinned, it stays docked in any width).
    static let dockingBreakpoint = 900

    /// Makes a page's content the first time it is shown, so start-up builds only the first page.
    private let makeContent: (AppPage) -> Widget
    private var slots: [AppPage: Box] = [:]

    /// `beforeIconShown` runs as the window's icon is about to be set, after the first frame
    /// (a run from the source tree makes the icon findable then).
    init(application: Application, settings: AppSettings, avatarFolder: String?,
         beforeIconShown: @escaping @MainActor () -> Void,
         content: @escaping (AppPage) -> Widget) {
        makeContent = content
        self.settings = settings
        window = application.makeWindow()
        window.title = AppInfo.name
        // The icon X11's window list shows (GNOME on Wayland reads the desktop file's) is
        // drawn from its SVG at several sizes: after the first frame, which does not show it.
        window.afterFirstFrame { [weak window] in
            beforeIconShown()
            window?.iconName = AppInfo.id
        }
        window.setDefaultSize(width: settings.windowWidth, height: settings.windowHeight)
        if settings.windowMaximized { window.maximize() }

        menuModel = SideMenuModel(
            header: SideMenuHeader(name: "Alex Morgan", subtitle: "alex@example.org", avatar: "p014.jpg"),
            sections: AppPage.menuSections,
            appearance: settings.compactMenu ? .compact : .default)
        let sideMenu = SideMenu(model: menuModel, avatarFolder: avatarFolder)
        pages.transitionType = .crossfade
        pages.hexpand = true
        pages.vexpand = true
        for page in AppPage.allCases {
            let slot = Box(.vertical)
            slots[page] = slot
            pages.addPage(slot, name: page.rawValue, title: page.title)
        }
        drawer = Drawer(menu: sideMenu, content: pages)
        // Horizontal drags in the middle belong to the cards; the drawer opens from the edge.
        drawer.openGesture = .edge(width: 24)
        drawer.layoutPolicy = DrawerLayoutPolicy(dockingBreakpoint: Self.dockingBreakpoint,
                                                 isPinned: settings.menuPinned)
        drawer.model.menuWidth = DrawerMenuWidth(chosen: settings.menuWidth.map(Double.init))
        drawer.model.onMenuResized = { [weak settings] width in
            settings?.menuWidth = width.map { Int($0.rounded()) }
        }
        drawer.onPinnedChange = { [weak settings] pinned in settings?.menuPinned = pinned }
        // Popups go over everything, drawer included; made here rather than on
        // first use so the window's content is never re-parented while shown.
        window.child = PopupHost(content: drawer)

        let header = HeaderBar()
        let drawerButton = ToggleButton(label: "")
        drawerButton.iconName = "sidebar-show-symbolic"
        drawerButton.tooltip = localized("Side Menu")
        drawerButton.setAccessibleLabel(localized("Side Menu"))
        drawerButton.actionName = "drawer.toggle"
        header.packStart(drawerButton)
        // The header bar is outside the drawer's subtree: reach drawer.* through the window.
        drawer.exposeActions(on: window)
        title.addCSSClass("title")
        header.titleWidget = title
        let menuButton = MenuButton(iconName: "open-menu-symbolic", menu: Self.primaryMenu())
        menuButton.tooltip = localized("Main Menu")
        menuButton.setAccessibleLabel(localized("Main Menu"))
        menuButton.isPrimary = true
        header.packEnd(menuButton)
        window.titlebar = header
        self.header = header

        sideMenu.onItemActivated = { [weak self] item, selection in
            guard let self, let page = AppPage(rawValue: item.id) else { return }
            // Choosing the page already shown deselects it in the menu's model; the app
            // keeps showing a page, so its entry stays selected.
            if selection == nil { self.menuModel.activate(item.id) }
            self.show(page)
            self.drawer.close(reason: .item)
        }
        sideMenu.itemMenu = { [weak self] item in self?.menu(for: item) ?? MenuDescription([]) }
        sideMenu.bind { [weak settings] menu in settings?.compactMenu = menu.model.appearance == .compact }
        window.onCloseRequest { [weak self] in
            self?.saveWindowState()
            return false
        }
        installActions()
    }

    let header: HeaderBar

    func show(_ page: AppPage) {
        if let slot = slots.removeValue(forKey: page) {
            let content = makeContent(page)
            content.vexpand = true
            slot.append(content)
        }
        currentPage = page
        if menuModel.selection != page.rawValue { menuModel.activate(page.rawValue) }
        pages.visiblePageName = page.rawValue
        title.text = page.title
        settings.lastPage = page.rawValue
    }

    /// An entry's context menu: open its page, and the menu's own choices.
    private func menu(for item: SideMenuItem) -> MenuDescription {
        let page = AppPage(rawValue: item.id)
        let open = MenuItem(localized("_Open"), id: "open", iconName: "go-next-symbolic") { [weak self] in
            guard let self, let page else { return }
            self.show(page)
            self.drawer.close(reason: .item)
        }
        let pin = MenuItem(localized("_Keep Menu Docked"), id: "pin", state: .checkbox(isOn: drawer.isPinned)) { [weak self] in
            self?.drawer.isPinned.toggle()
        }
        let resetWidth = MenuItem(localized("_Automatic Width"), id: "automatic-width",
                                  isEnabled: drawer.model.menuWidth.chosen != nil) { [weak self] in
            self?.drawer.model.resetMenuWidth()
        }
        return MenuDescription(sections: [MenuSection([open]), MenuSection([pin, resetWidth])])
    }

    private func saveWindowState() {
        settings.windowMaximized = window.isMaximized
        if !window.isMaximized {
            let size = window.defaultSize
            settings.windowWidth = size.width
            settings.windowHeight = size.height
        }
    }

    private func installActions() {
        let pageAction = SimpleAction(name: "page", parameterType: .string)
        pageAction.onActivate { [weak self] parameter in
            guard let name = parameter?.string, let page = AppPage(rawValue: name) else { return }
            self?.show(page)
        }
        window.add(pageAction)
        window.addAction("show-help-overlay") { [weak self] in
            guard let self, let shortcuts = ShortcutsWindow.make(transientFor: self.window) else { return }
            shortcuts.present()
        }
    }

    private static func primaryMenu() -> Menu {
        let menu = Menu()
        let pagesSection = Menu()
        for page in AppPage.allCases {
            pagesSection.append(page.title, action: "win.page", target: Variant(page.rawValue))
        }
        menu.appendSection(nil, pagesSection)
        let menuSection = Menu()
        menuSection.append(localized("Keep Side Menu _Docked"), action: "drawer.pin")
        menuSection.append(localized("Show _Passed Profiles Again"), action: "win.loop-deck")
        menu.appendSection(nil, menuSection)
        let appSection = Menu()
        appSection.append(localized("_Keyboard Shortcuts"), action: "win.show-help-overlay")
        appSection.append(localized("_About Tactile"), action: "app.about")
        appSection.append(localized("_Quit"), action: "app.quit")
        menu.appendSection(nil, appSection)
        return menu
    }
}
