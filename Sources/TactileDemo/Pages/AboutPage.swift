import Tactile

/// The app's name and purpose, with the about dialog and the shortcuts window a click away.
@MainActor
final class AboutPage {
    let widget = Box(.vertical, spacing: 12)

    init() {
        widget.valign = .center
        widget.halign = .center
        widget.setMargins(24)
        let icon = Image(iconName: AppInfo.id)
        icon.pixelSize = 128
        icon.setAccessibleLabel(localized("{app} icon", ["app": AppInfo.name]))
        let title = Label(AppInfo.name)
        title.addCSSClass("title-1")
        let version = Label(localized("Version {version}", ["version": AppInfo.version]))
        version.addCSSClass("dim-label")
        let summary = Label(localized("Cards, drawers, context menus and popups, driven by touch, mouse and keyboard — in Swift on GTK."))
        summary.wraps = true
        summary.maxWidthChars = 40
        summary.addCSSClass("body")
        let buttons = Box(.vertical, spacing: 6)
        buttons.halign = .center
        let about = Button(label: localized("_About Tactile"))
        about.usesUnderline = true
        about.actionName = "app.about"
        about.addCSSClass("pill")
        let shortcuts = Button(label: localized("_Keyboard Shortcuts"))
        shortcuts.usesUnderline = true
        shortcuts.actionName = "win.show-help-overlay"
        shortcuts.addCSSClass("pill")
        buttons.append(about)
        buttons.append(shortcuts)
        for child in [icon, title, version, summary, buttons] as [Widget] { widget.append(child) }
    }
}
