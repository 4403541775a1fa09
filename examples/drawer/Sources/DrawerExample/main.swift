import Foundation
import Tactile

/// `runMainWindow` makes the window on the first activation and presents it;
/// `--screenshot PATH` renders it once painted and quits (the tests use it).
let application = Application(id: "org.example.TactileDrawer", unique: false)
// A screenshot waits 500 ms: the menu docks once the window's width is known, a frame or
// two after the first.
exit(application.runMainWindow(settle: .milliseconds(500)) { application in
    let window = application.makeWindow()
    window.title = "Drawer"
    window.setDefaultSize(width: 960, height: 560)

    // The menu's content and selection are a model; the widget draws it and takes input.
    let menuModel = SideMenuModel(
        header: SideMenuHeader(name: "Ada Lovelace", subtitle: "ada@example.org"),
        items: [
            SideMenuItem(id: "inbox", title: "Inbox", iconName: "mail-unread-symbolic"),
            SideMenuItem(id: "starred", title: "Starred", iconName: "starred-symbolic"),
            SideMenuItem(id: "sent", title: "Sent", iconName: "mail-send-symbolic"),
            SideMenuItem(id: "trash", title: "Trash", iconName: "user-trash-symbolic"),
        ])
    let menu = SideMenu(model: menuModel)

    let pages = Stack()
    pages.transitionType = .crossfade
    for item in menuModel.items {
        let page = Label("\(item.title) is empty")
        page.addCSSClass("title-2")
        pages.addPage(page, name: item.id, title: item.title)
    }
    menuModel.activate("inbox")

    // Slides over the pages when the window is narrow, docks beside them when it is wide;
    // F9, a drag from the start edge or the header's button opens it.
    let drawer = Drawer(menu: menu, content: pages)
    drawer.openGesture = .edge(width: 24)
    drawer.layoutPolicy = DrawerLayoutPolicy(dockingBreakpoint: 720)
    menu.onItemActivated = { [weak drawer, weak pages] item, selection in
        // Choosing the shown page again deselects it in the model; keep it selected.
        if selection == nil { menuModel.activate(item.id) }
        pages?.visiblePageName = item.id
        drawer?.close(reason: .item)
    }
    window.child = drawer

    // Any widget inside the drawer can use the actions drawer.open, drawer.close and
    // drawer.toggle; the header bar is outside it, so the window gets them too.
    let header = HeaderBar()
    let toggle = ToggleButton(label: "")
    toggle.iconName = "sidebar-show-symbolic"
    toggle.tooltip = "Side Menu"
    toggle.setAccessibleLabel("Side Menu")
    toggle.actionName = "drawer.toggle"
    header.packStart(toggle)
    drawer.exposeActions(on: window)
    application.setAccelerators(["F9"], for: "drawer.toggle")
    window.titlebar = header
    return window
})
