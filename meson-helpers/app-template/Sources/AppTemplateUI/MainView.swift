import AppTemplateModel
import Observation
import Tactile

/// Whether the "reset" toast shows; the popup sets it back to false when it hides.
@MainActor
@Observable
final class Notices {
    var showsReset = false
}

/// The main window's content: a side menu in a drawer over the pages (F9, a drag from the
/// edge or the header's button opens it), the tally page with its count and buttons, and a
/// toast (a Tactile popup) when the count is reset.
@MainActor
public final class MainView {
    public let tally: Tally
    public let drawer: Drawer<SideMenu, Stack>
    public let header = HeaderBar()
    public let countLabel = Label()
    let notices = Notices()

    public init(tally: Tally) {
        self.tally = tally
        let menuModel = SideMenuModel(
            header: SideMenuHeader(name: "App Template", subtitle: localized("Made with Tactile")),
            items: [
                SideMenuItem(id: "tally", title: localized("Tally"), iconName: "list-add-symbolic"),
                SideMenuItem(id: "about", title: localized("About"), iconName: "help-about-symbolic"),
            ])
        let pages = Stack()
        pages.addPage(Self.tallyPage(tally: tally, countLabel: countLabel, notices: notices), name: "tally",
                      title: localized("Tally"))
        let about = Label(localized("Start here: Sources/AppTemplateUI/MainView.swift"))
        about.wraps = true
        pages.addPage(about, name: "about", title: localized("About"))
        menuModel.activate("tally")
        let menu = SideMenu(model: menuModel)
        drawer = Drawer(menu: menu, content: pages)
        drawer.openGesture = .edge(width: 24)
        menu.onItemActivated = { [weak drawer, weak pages] item, selection in
            // Choosing the shown page again deselects it in the model; keep it selected.
            if selection == nil { menuModel.activate(item.id) }
            pages?.visiblePageName = item.id
            drawer?.close(reason: .item)
        }
        let toggle = ToggleButton(label: "")
        toggle.iconName = "sidebar-show-symbolic"
        toggle.tooltip = localized("Side Menu")
        toggle.setAccessibleLabel(localized("Side Menu"))
        toggle.actionName = "drawer.toggle"
        header.packStart(toggle)
    }

    /// Puts the view in `window`: its content, header bar and actions (win.add, win.reset and
    /// the drawer's drawer.open, drawer.close and drawer.toggle).
    public func install(in window: Window) {
        window.child = drawer
        window.titlebar = header
        drawer.exposeActions(on: window)
        let tally = tally, notices = notices
        _ = window.addAction("add") { tally.add() }
        _ = window.addAction("reset") {
            let before = tally.resets
            tally.reset()
            if tally.resets > before { notices.showsReset = true }
        }
    }

    private static func tallyPage(tally: Tally, countLabel: Label, notices: Notices) -> Widget {
        countLabel.addCSSClass("title-1")
        countLabel.bind { $0.text = localized.plural("{count} tap", "{count} taps", count: tally.count) }
        let add = Button(label: localized("Add One"))
        add.addCSSClass("suggested-action")
        add.actionName = "win.add"
        let reset = Button(label: localized("Reset"))
        reset.actionName = "win.reset"
        reset.popup(isPresented: Binding(notices, \.showsReset),
                    options: PopupOptions().kind(.toast).position(.bottom).autohide(after: .seconds(2))) {
            Label(localized("The tally starts again from zero."))
        }
        let buttons = Box(.horizontal, spacing: 12)
        buttons.halign = .center
        buttons.append(add)
        buttons.append(reset)
        let column = Box(.vertical, spacing: 18)
        column.valign = .center
        column.setMargins(24)
        column.append(countLabel)
        column.append(buttons)
        return column
    }
}
